import { describe, expect, it } from 'vitest';
import { headerSignals, watchMainFrameHeaders } from '../../../src/worker/page-signals/main-frame-headers.ts';
import { INDEXING_LIMITS } from '../../../src/core/indexing/limits.ts';
import type { HeaderSignals } from '../../../src/shared/page-signals.ts';

type Listener = (details: Record<string, unknown>) => void;

function fakeWebRequest() {
  const added: { listener: Listener; filter: unknown; spec: unknown }[] = [];
  return {
    added,
    api: {
      onHeadersReceived: {
        addListener(listener: Listener, filter: unknown, spec: unknown) {
          added.push({ listener, filter, spec });
        },
      },
    },
    emit(details: Record<string, unknown>) {
      for (const { listener } of added) listener(details);
    },
  };
}

describe('main-frame response headers', () => {
  it('listens to main frames of http(s) pages, with their response headers', () => {
    const fake = fakeWebRequest();
    expect(watchMainFrameHeaders(fake.api, () => undefined)).toBe(true);
    expect(fake.added[0]?.filter).toEqual({ urls: ['http://*/*', 'https://*/*'], types: ['main_frame'] });
    expect(fake.added[0]?.spec).toEqual(['responseHeaders']);
    expect(watchMainFrameHeaders(undefined, () => undefined)).toBe(false);
    expect(watchMainFrameHeaders({}, () => undefined)).toBe(false);
  });

  it('keeps every X-Robots-Tag and Link value, any case, in order, per tab; the worker’s own requests are not pages', () => {
    const fake = fakeWebRequest();
    const seen: [number, HeaderSignals][] = [];
    watchMainFrameHeaders(
      fake.api,
      (tabId, headers) => seen.push([tabId, headers]),
      () => 42,
    );
    fake.emit({
      tabId: 3,
      url: 'https://example.test/a',
      statusCode: 200,
      type: 'main_frame',
      responseHeaders: [
        { name: 'content-type', value: 'text/html' },
        { name: 'X-Robots-Tag', value: 'googlebot: noindex' },
        { name: 'x-robots-tag', value: 'nosnippet' },
        { name: 'LINK', value: '</a>; rel=canonical' },
        { name: 'X-Robots-Tag' },
        { name: 'Content-Usage', value: 'train-ai=n' },
      ],
    });
    fake.emit({ tabId: -1, url: 'https://example.test/robots.txt', statusCode: 200, responseHeaders: [] });
    expect(seen).toEqual([
      [
        3,
        {
          url: 'https://example.test/a',
          status: 200,
          xRobotsTag: ['googlebot: noindex', 'nosnippet', ''],
          xRobotsTagTotal: 3,
          link: ['</a>; rel=canonical'],
          contentUsage: ['train-ai=n'],
          observedAt: 42,
        },
      ],
    ]);
  });

  it('caps what a hostile response sends', () => {
    const headers = headerSignals(
      {
        tabId: 1,
        url: 'https://example.test/',
        responseHeaders: Array.from({ length: 5_000 }, () => ({ name: 'X-Robots-Tag', value: 'x'.repeat(1_000_000) })),
      },
      0,
    );
    expect(headers.xRobotsTag).toHaveLength(INDEXING_LIMITS.headerValues + 1);
    expect(headers.xRobotsTag[0]).toHaveLength(INDEXING_LIMITS.valueChars + 1);
    const usage = headerSignals(
      {
        tabId: 1,
        url: 'https://example.test/',
        responseHeaders: Array.from({ length: 5_000 }, () => ({ name: 'Content-Usage', value: 'y'.repeat(1_000_000) })),
      },
      0,
    );
    expect(usage.contentUsage).toHaveLength(INDEXING_LIMITS.headerValues + 1);
    expect(usage.contentUsage?.[0]).toHaveLength(INDEXING_LIMITS.valueChars + 1);
  });
});
