/**
 * The path box in the popup's store: the verdict, the
 * deciding line and the highlight follow the text in the box, from the
 * robots.txt already read; while the box names no URL of this site nothing
 * about a URL is shown, and the page's own line stays the page's.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { backToPage, typePath } from '../../../../src/pages/popup/actions.ts';
import {
  checkedResult,
  checkedUrl,
  decidingLine,
  evaluation,
  pagePath,
  pathInput,
  result,
  writable,
} from '../../../../src/pages/popup/store.ts';
import type { RobotsRecord } from '../../../../src/robots/robots-record.ts';
import { freshRecord } from '../../../worker/support/snapshots.ts';
import { showRecord } from '../support/record-page.ts';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));

const ORIGIN = 'https://example.com';
const PAGE = `${ORIGIN}/blog/post.html`;
const DEFAULT_ROBOTS = 'User-agent: *\nDisallow: /private/\nAllow: /private/press/\nDisallow: /*.pdf$\nDisallow: /caf%C3%A9\n';

function record(origin = ORIGIN, robots = DEFAULT_ROBOTS): RobotsRecord {
  return freshRecord(origin, robots);
}

beforeEach(() => {
  writable.pathInput.value = null;
  writable.otherOrigin.value = null;
  showRecord(PAGE, record());
});

const shown = () => ({ allowed: checkedResult.value?.verdict.allowed ?? null, line: decidingLine.value });

describe('the verdict follows the path box', () => {
  it('starts with the page itself', () => {
    expect(checkedUrl.value).toBe(PAGE);
    expect(shown()).toEqual({ allowed: true, line: 0 });
  });

  it('allowed → disallowed → allowed as a path is typed, with the deciding line each time', () => {
    typePath('/private/x');
    expect(shown()).toEqual({ allowed: false, line: 2 });
    typePath('/private/press/kit');
    expect(shown()).toEqual({ allowed: true, line: 3 });
    typePath('/docs/a.pdf');
    expect(shown()).toEqual({ allowed: false, line: 4 });
    typePath('/docs/a.pdf?x');
    expect(shown()).toEqual({ allowed: true, line: 0 });
  });

  it('matches the path as core reads it: percent-encoded as requested, `;params` and query kept', () => {
    typePath('/café');
    expect(checkedResult.value?.verdict.path).toBe('/caf%C3%A9');
    expect(shown()).toEqual({ allowed: false, line: 5 });
    typePath(`${ORIGIN}/private;x=1?y#frag`);
    expect(checkedResult.value?.verdict.path).toBe('/private;x=1?y');
    expect(shown()).toEqual({ allowed: true, line: 0 });
  });

  it('keeps the page’s own line about the page', () => {
    typePath('/private/x');
    expect(pagePath.value).toBe('/blog/post.html');
  });

  it.each(['', 'private/x', 'javascript:alert(1)', 'https://other.example/private/x', 'https://exa mple.com/'])(
    '“%s”: no verdict, no deciding line, while the record’s facts stay',
    (input) => {
      typePath('/private/x');
      typePath(input);
      expect(checkedUrl.value).toBeNull();
      expect(checkedResult.value).toBeNull();
      expect(decidingLine.value).toBe(0);
      // The file, its notices and fetch facts still read from the record.
      expect(result.value?.bytes?.length).toBe(DEFAULT_ROBOTS.length);
    },
  );

  it('is the page again when its address is typed back, or after "Back to this page"', () => {
    typePath('/private/x');
    typePath(PAGE);
    expect(pathInput.value).toBeNull();
    typePath('/private/x');
    backToPage();
    expect(pathInput.value).toBeNull();
    expect(checkedUrl.value).toBe(PAGE);
    expect(shown()).toEqual({ allowed: true, line: 0 });
  });
});

describe('a URL of another site', () => {
  const OTHER = 'https://other.example';
  const OTHER_ROBOTS = 'User-agent: *\nAllow: /\nDisallow: /private/x\n';

  it('is read against that site’s robots.txt once it came, the page’s line staying the page’s', () => {
    typePath(`${OTHER}/private/x`);
    // Not asked yet: no verdict (the page's file says nothing about another site).
    expect(checkedUrl.value).toBeNull();
    writable.otherOrigin.value = { origin: OTHER, kind: 'record', record: record(OTHER, OTHER_ROBOTS) };
    expect(checkedUrl.value).toBe(`${OTHER}/private/x`);
    // Line 3 of the other file decides, where this site's file would have said line 2.
    expect(shown()).toEqual({ allowed: false, line: 3 });
    expect(evaluation.value?.kind === 'ok' && evaluation.value.record.robotsUrl).toBe(`${OTHER}/robots.txt`);
    expect(result.value?.bytes?.length).toBe(OTHER_ROBOTS.length);
    expect(pagePath.value).toBe('/blog/post.html');
    // Another URL of that site is read at once from the same file.
    typePath(`${OTHER}/open`);
    expect(shown()).toEqual({ allowed: true, line: 2 });
  });

  it('a third site is not read against the second one’s file', () => {
    writable.otherOrigin.value = { origin: OTHER, kind: 'record', record: record(OTHER, OTHER_ROBOTS) };
    typePath('https://third.example/private/x');
    expect(checkedUrl.value).toBeNull();
    expect(result.value?.bytes?.length).toBe(DEFAULT_ROBOTS.length);
    // Back on this site, this site's file again.
    typePath('/private/x');
    expect(shown()).toEqual({ allowed: false, line: 2 });
  });
});
