/** The path the popup shows under the verdict: the engine's reading of the URL (docs/behaviour.md §5), before and after the verdict. */
import { fakeBrowser } from '@webext-core/fake-browser';
import { describe, expect, it, vi } from 'vitest';
import { pagePath, verdictFacts, writable } from '../../../src/pages/popup/store.ts';
import type { RobotsRecord } from '../../../src/robots/robots-record.ts';
import { freshRecord } from '../../worker/support/snapshots.ts';
import { showRecordFacts } from './support/record-page.ts';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));

function recordFor(origin: string): RobotsRecord {
  return freshRecord(origin, 'User-agent: *\nDisallow: /;x\n');
}

describe('the page path under the verdict', () => {
  it.each([
    ['https://example.com/private/page?x=1#top', '/private/page?x=1'],
    ['https://example.com', '/'],
    ['https://example.com?q=1', '/?q=1'],
    ['https://example.com/a?', '/a?'],
    ['https://example.com/a;p=1?b', '/a;p=1?b'],
    ['http://example.com:8080/%7Euser/', '/%7Euser/'],
    ['https://example.com/a#frag?not-a-query', '/a'],
    // Google's GetPathParamsQuery keeps `;params` even right after the host.
    ['https://example.com;x/y', '/;x/y'],
    ['https://example.com;x', '/;x'],
  ])('%s → %s, while loading and once the verdict is in', (url, expected) => {
    writable.page.value = { kind: 'loading', pageUrl: url };
    expect(verdictFacts.value).toBeNull();
    expect(pagePath.value).toBe(expected);
    // The worker's verdict, as getTabRobots answers it.
    showRecordFacts(url, recordFor(new URL(url).origin));
    expect(verdictFacts.value?.verdict.path).toBe(expected);
    expect(pagePath.value).toBe(expected);
  });

  it('is null for a page that is not http(s)', () => {
    writable.page.value = { kind: 'not-applicable', pageUrl: 'chrome://extensions/', reason: { code: 'browser-page', scheme: 'chrome' } };
    expect(pagePath.value).toBeNull();
  });
});
