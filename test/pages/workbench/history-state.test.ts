/** What the robots.txt history card reads of its slice: the files compared, the URLs checked and the per-side bound. */
import { signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import { base64FromBytes, utf8Bytes } from '../../../src/core/index.ts';
import type { HistoryVersion } from '../../../src/shared/robots-history.ts';
import { createHistorySlice, DRAFT, historyReading, MAX_HISTORY_CHECKS } from '../../../src/pages/workbench/history-state.ts';

function version(id: string, body: string | null): HistoryVersion {
  return {
    id,
    sha256: id,
    robotsUrl: 'https://example.com/robots.txt',
    outcome: { kind: 'response', status: 200, redirects: 0 } as HistoryVersion['outcome'],
    bodyBase64: body === null ? null : base64FromBytes(utf8Bytes(body)),
    truncated: false,
    firstSeen: 1,
    lastSeen: 1,
  };
}

function setUp() {
  const slice = createHistorySlice();
  const draft = signal(utf8Bytes('User-agent: *\nDisallow: /draft-only/\n'));
  const urls = signal<{ url: string }[]>([]);
  const crawlers = signal<unknown[]>(['a', 'b', 'c']);
  return { slice, draft, urls, crawlers, reading: historyReading(slice, { draft, urls, crawlers }) };
}

describe('historyReading', () => {
  it('compares two versions once both are read, and the draft as it is read now', () => {
    const { slice, draft, reading } = setUp();
    slice.fromId.value = 'old';
    slice.toId.value = 'new';
    expect(reading.files.value).toBeNull();
    slice.bodies.value = new Map([['old', version('old', 'User-agent: *\nDisallow: /a\n')]]);
    expect(reading.files.value).toBeNull();
    slice.bodies.value = new Map([
      ['old', version('old', 'User-agent: *\nDisallow: /a\n')],
      ['new', version('new', 'User-agent: *\nDisallow: /a\nDisallow: /b\n')],
    ]);
    expect(reading.files.value?.diff).toMatchObject({ same: false, rulesAdded: 1, rulesRemoved: 0 });

    slice.toId.value = DRAFT;
    expect(reading.files.value?.after.groups.flatMap((g) => g.rules.map((r) => r.pattern))).toEqual(['/draft-only/']);
    draft.value = utf8Bytes('User-agent: *\nDisallow: /a\n');
    expect(reading.files.value?.diff.same).toBe(true);

    // A version with no body reads as an empty file.
    slice.bodies.value = new Map([['gone', version('gone', null)]]);
    slice.fromId.value = 'gone';
    expect(reading.files.value?.before.groups).toEqual([]);
  });

  it("checks the list's URLs, then what the sitemaps read and the pages opened add, each once", () => {
    const { slice, urls, reading } = setUp();
    urls.value = [{ url: 'https://example.com/a' }, { url: 'https://example.com/b' }];
    expect(reading.sources.value).toEqual({
      urls: ['https://example.com/a', 'https://example.com/b'],
      counts: { list: 2, sitemaps: 0, visited: 0 },
    });
    // Sitemaps still being read add nothing yet.
    slice.sitemaps.value = { kind: 'reading', files: 1, urls: 5 };
    expect(reading.sources.value.counts).toEqual({ list: 2, sitemaps: 0, visited: 0 });
    slice.sitemaps.value = { kind: 'read', urls: ['https://example.com/b', 'https://example.com/c'], files: 1, failed: 0 };
    slice.visited.value = { on: true, urls: ['https://example.com/c', 'https://example.com/d'] };
    expect(reading.sources.value).toEqual({
      urls: ['https://example.com/a', 'https://example.com/b', 'https://example.com/c', 'https://example.com/d'],
      counts: { list: 2, sitemaps: 1, visited: 1 },
    });
  });

  it('checks at most as many URLs per side as keep URLs × crawlers within the bound', () => {
    const { crawlers, reading } = setUp();
    expect(reading.perSide.value).toBe(Math.floor(MAX_HISTORY_CHECKS / 3));
    crawlers.value = [];
    expect(reading.perSide.value).toBe(MAX_HISTORY_CHECKS);
  });
});
