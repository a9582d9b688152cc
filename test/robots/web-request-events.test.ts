import { describe, expect, it } from 'vitest';
import { browserWebRequestEvents } from '../../src/robots/web-request-events.ts';

type Listener = (details: Record<string, unknown>) => void;

/** A chrome.webRequest event; `accepts` says which extraInfoSpec lists it takes (Firefox rejects "extraHeaders"). */
function rawEvent(accepts: (spec: string[] | undefined) => boolean) {
  const added: { listener: Listener; spec: string[] | undefined }[] = [];
  return {
    added,
    addListener(listener: Listener, _filter: unknown, spec?: string[]) {
      if (!accepts(spec)) throw new TypeError(`Invalid extraInfoSpec ${JSON.stringify(spec)}`);
      added.push({ listener, spec });
    },
  };
}

function rawWebRequest(accepts: (spec: string[] | undefined) => boolean) {
  return {
    onHeadersReceived: rawEvent(accepts),
    onBeforeRedirect: rawEvent(() => true),
    onResponseStarted: rawEvent(() => true),
    onErrorOccurred: rawEvent(() => true),
  };
}

describe('browserWebRequestEvents', () => {
  it('asks Chrome for the headers with "extraHeaders", so a refused redirect’s Location is seen, and passes on Location and IP', () => {
    const raw = rawWebRequest(() => true);
    const events = browserWebRequestEvents(raw);
    const seen: unknown[] = [];
    events?.onHeadersReceived.addListener((d) => seen.push(d), { urls: ['http://*/*'] });
    events?.onBeforeRedirect.addListener((d) => seen.push(d), { urls: ['http://*/*'] });
    expect(raw.onHeadersReceived.added[0]?.spec).toEqual(['responseHeaders', 'extraHeaders']);

    raw.onHeadersReceived.added[0]?.listener({
      requestId: 7,
      url: 'http://a.test/robots.txt',
      tabId: -1,
      statusCode: 302,
      responseHeaders: [{ name: 'Location', value: 'file:///etc/passwd' }],
    });
    raw.onBeforeRedirect.added[0]?.listener({
      requestId: 8,
      url: 'http://a.test/r',
      tabId: -1,
      statusCode: 301,
      redirectUrl: 'http://b.test/',
      ip: '10.0.0.1',
    });
    expect(seen).toEqual([
      { requestId: '7', url: 'http://a.test/robots.txt', tabId: -1, statusCode: 302, location: 'file:///etc/passwd' },
      { requestId: '8', url: 'http://a.test/r', tabId: -1, statusCode: 301, redirectUrl: 'http://b.test/', ip: '10.0.0.1' },
    ]);
  });

  it('falls back to plain response headers where "extraHeaders" is unknown (Firefox)', () => {
    const raw = rawWebRequest((spec) => !spec?.includes('extraHeaders'));
    browserWebRequestEvents(raw)?.onHeadersReceived.addListener(() => undefined, { urls: ['http://*/*'] });
    expect(raw.onHeadersReceived.added.map((a) => a.spec)).toEqual([['responseHeaders']]);
  });
});
