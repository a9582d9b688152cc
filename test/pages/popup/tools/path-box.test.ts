/**
 * The path box in the popup's store: the verdict, the
 * deciding line and the highlight follow the text in the box, from the
 * robots.txt already read; while the box names no URL of this site nothing
 * about a URL is shown, and the page's own line stays the page's.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeChromeGlobal } from '../../../support/fake-chrome-global.ts';
import { backToPage, typePath } from '../../../../src/pages/popup/actions.ts';
import {
  checkedResult,
  checkedUrl,
  decidingLine,
  file,
  pagePath,
  pathInput,
  shownRecord,
  writable,
} from '../../../../src/pages/popup/store.ts';
import { recordView } from '../../../../src/robots/record-view.ts';
import type { RobotsRecord } from '../../../../src/robots/robots-record.ts';
import { freshRecord } from '../../../worker/support/snapshots.ts';
import { askWorker, type PopupWorker, showRecord, startPopupWorker } from '../support/record-page.ts';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));

const ORIGIN = 'https://example.com';
const PAGE = `${ORIGIN}/blog/post.html`;
const DEFAULT_ROBOTS = 'User-agent: *\nDisallow: /private/\nAllow: /private/press/\nDisallow: /*.pdf$\nDisallow: /caf%C3%A9\n';

function record(origin = ORIGIN, robots = DEFAULT_ROBOTS): RobotsRecord {
  return freshRecord(origin, robots);
}

// @webext-core/messaging talks through the `chrome` global.
useFakeChromeGlobal();

let worker: PopupWorker;

beforeEach(async () => {
  fakeBrowser.reset();
  worker = startPopupWorker([record()]);
  writable.pathInput.value = null;
  writable.otherOrigin.value = null;
  await showRecord(PAGE, record());
});

afterEach(() => worker.stop());

/** Types in the path box, and lets the popup ask the worker as it does on screen. */
async function type(text: string): Promise<void> {
  typePath(text);
  await askWorker();
}

/** Another site's robots.txt, as the person asked for it and the worker answered. */
async function readOther(origin: string, robots: string): Promise<void> {
  const other = record(origin, robots);
  worker.records.set(origin, other);
  writable.otherOrigin.value = { origin, kind: 'record', record: recordView(other) };
  await askWorker();
}

const shown = () => ({ allowed: checkedResult.value?.verdict.allowed ?? null, line: decidingLine.value });

describe('the verdict follows the path box', () => {
  it('starts with the page itself', async () => {
    expect(checkedUrl.value).toBe(PAGE);
    expect(shown()).toEqual({ allowed: true, line: 0 });
  });

  it('allowed → disallowed → allowed as a path is typed, with the deciding line each time', async () => {
    await type('/private/x');
    expect(shown()).toEqual({ allowed: false, line: 2 });
    await type('/private/press/kit');
    expect(shown()).toEqual({ allowed: true, line: 3 });
    await type('/docs/a.pdf');
    expect(shown()).toEqual({ allowed: false, line: 4 });
    await type('/docs/a.pdf?x');
    expect(shown()).toEqual({ allowed: true, line: 0 });
  });

  it('matches the path as core reads it: percent-encoded as requested, `;params` and query kept', async () => {
    await type('/café');
    expect(checkedResult.value?.verdict.path).toBe('/caf%C3%A9');
    expect(shown()).toEqual({ allowed: false, line: 5 });
    await type(`${ORIGIN}/private;x=1?y#frag`);
    expect(checkedResult.value?.verdict.path).toBe('/private;x=1?y');
    expect(shown()).toEqual({ allowed: true, line: 0 });
  });

  it('keeps the page’s own line about the page', async () => {
    await type('/private/x');
    expect(pagePath.value).toBe('/blog/post.html');
  });

  it.each(['', 'private/x', 'javascript:alert(1)', 'https://other.example/private/x', 'https://exa mple.com/'])(
    '“%s”: no verdict, no deciding line, while the record’s facts stay',
    async (input) => {
      await type('/private/x');
      await type(input);
      expect(checkedUrl.value).toBeNull();
      expect(checkedResult.value).toBeNull();
      expect(decidingLine.value).toBe(0);
      // The file, its notices and fetch facts still read from the record.
      expect(file.value?.bytes).toBe(DEFAULT_ROBOTS.length);
    },
  );

  it('is the page again when its address is typed back, or after "Back to this page"', async () => {
    await type('/private/x');
    await type(PAGE);
    expect(pathInput.value).toBeNull();
    await type('/private/x');
    backToPage();
    await askWorker();
    expect(pathInput.value).toBeNull();
    expect(checkedUrl.value).toBe(PAGE);
    expect(shown()).toEqual({ allowed: true, line: 0 });
  });
});

describe('a URL of another site', () => {
  const OTHER = 'https://other.example';
  const OTHER_ROBOTS = 'User-agent: *\nAllow: /\nDisallow: /private/x\n';

  it('is read against that site’s robots.txt once it came, the page’s line staying the page’s', async () => {
    await type(`${OTHER}/private/x`);
    // Not asked yet: no verdict (the page's file says nothing about another site).
    expect(checkedUrl.value).toBeNull();
    await readOther(OTHER, OTHER_ROBOTS);
    expect(checkedUrl.value).toBe(`${OTHER}/private/x`);
    // Line 3 of the other file decides, where this site's file would have said line 2.
    expect(shown()).toEqual({ allowed: false, line: 3 });
    expect(shownRecord.value?.robotsUrl).toBe(`${OTHER}/robots.txt`);
    expect(file.value?.bytes).toBe(OTHER_ROBOTS.length);
    expect(pagePath.value).toBe('/blog/post.html');
    // Another URL of that site is read at once from the same file.
    await type(`${OTHER}/open`);
    expect(shown()).toEqual({ allowed: true, line: 2 });
  });

  it('a third site is not read against the second one’s file', async () => {
    await readOther(OTHER, OTHER_ROBOTS);
    await type('https://third.example/private/x');
    expect(checkedUrl.value).toBeNull();
    expect(file.value?.bytes).toBe(DEFAULT_ROBOTS.length);
    // Back on this site, this site's file again.
    await type('/private/x');
    expect(shown()).toEqual({ allowed: false, line: 2 });
  });
});
