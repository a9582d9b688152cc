import { describe, expect, it } from 'vitest';
import { RedirectObserver } from '../../src/background/redirect-observer.ts';
import { FakeWebRequest } from './support/fake-web-request.ts';

const ext = 'chrome-extension://abc';
const base = { tabId: -1, initiator: ext };

describe('RedirectObserver', () => {
  it('follows one request through its hops as the URL changes', () => {
    const web = new FakeWebRequest();
    const observer = new RedirectObserver(web, { extensionOrigin: ext });
    const watch = observer.watch('http://a.test/robots.txt');

    web.onHeadersReceived.emit({ ...base, requestId: '1', url: 'http://a.test/robots.txt', statusCode: 301 });
    web.onBeforeRedirect.emit({ ...base, requestId: '1', url: 'http://a.test/robots.txt', statusCode: 301, redirectUrl: 'https://a.test/robots.txt' });
    web.onHeadersReceived.emit({ ...base, requestId: '1', url: 'https://a.test/robots.txt', statusCode: 308 });
    web.onBeforeRedirect.emit({ ...base, requestId: '1', url: 'https://a.test/robots.txt', statusCode: 308, redirectUrl: 'https://cdn.test/r.txt' });
    web.onHeadersReceived.emit({ ...base, requestId: '1', url: 'https://cdn.test/r.txt', statusCode: 200 });

    expect(watch.hops).toEqual([
      { url: 'http://a.test/robots.txt', status: 301, location: 'https://a.test/robots.txt' },
      { url: 'https://a.test/robots.txt', status: 308, location: 'https://cdn.test/r.txt' },
    ]);
    expect(watch.observed).toBe(true);
    expect(watch.error).toBeNull();
    watch.stop();
    expect(observer.activeWatches).toBe(0);
  });

  it('ignores requests from tabs, from other origins, and for other URLs', () => {
    const web = new FakeWebRequest();
    const observer = new RedirectObserver(web, { extensionOrigin: ext });
    const watch = observer.watch('http://a.test/robots.txt');

    web.onBeforeRedirect.emit({ requestId: '2', tabId: 7, url: 'http://a.test/robots.txt', statusCode: 301, redirectUrl: 'http://x.test/' });
    web.onBeforeRedirect.emit({ requestId: '3', tabId: -1, initiator: 'https://a.test', url: 'http://a.test/robots.txt', statusCode: 301, redirectUrl: 'http://y.test/' });
    web.onBeforeRedirect.emit({ ...base, requestId: '4', url: 'http://b.test/robots.txt', statusCode: 301, redirectUrl: 'http://z.test/' });
    web.onErrorOccurred.emit({ ...base, requestId: '4', url: 'http://b.test/robots.txt', error: 'net::ERR_FAILED' });

    expect(watch.hops).toEqual([]);
    expect(watch.error).toBeNull();
    expect(watch.observed).toBe(false);
  });

  it('keeps two watches for different origins apart', () => {
    const web = new FakeWebRequest();
    const observer = new RedirectObserver(web, { extensionOrigin: ext });
    const a = observer.watch('http://a.test/robots.txt');
    const b = observer.watch('http://b.test/robots.txt');
    web.onHeadersReceived.emit({ ...base, requestId: '10', url: 'http://b.test/robots.txt', statusCode: 302 });
    web.onHeadersReceived.emit({ ...base, requestId: '11', url: 'http://a.test/robots.txt', statusCode: 302 });
    web.onBeforeRedirect.emit({ ...base, requestId: '11', url: 'http://a.test/robots.txt', statusCode: 302, redirectUrl: 'http://shared.test/robots.txt' });
    web.onBeforeRedirect.emit({ ...base, requestId: '10', url: 'http://b.test/robots.txt', statusCode: 302, redirectUrl: 'http://shared.test/robots.txt' });
    web.onErrorOccurred.emit({ ...base, requestId: '10', url: 'http://shared.test/robots.txt', error: 'net::ERR_CONNECTION_RESET' });

    expect(a.hops.map((h) => h.location)).toEqual(['http://shared.test/robots.txt']);
    expect(b.hops.map((h) => h.url)).toEqual(['http://b.test/robots.txt']);
    expect(a.error).toBeNull();
    expect(b.error).toBe('net::ERR_CONNECTION_RESET');
  });

  it('hands a late error report to a waiting fetcher', async () => {
    const web = new FakeWebRequest();
    const observer = new RedirectObserver(web);
    const watch = observer.watch('http://a.test/robots.txt');
    const waiting = watch.waitForError(5_000);
    web.onErrorOccurred.emit({ requestId: '1', tabId: -1, url: 'http://a.test/robots.txt', error: 'net::ERR_NAME_NOT_RESOLVED' });
    await expect(waiting).resolves.toBe('net::ERR_NAME_NOT_RESOLVED');
  });

  it('without webRequest, never makes a fetcher wait', async () => {
    const watch = new RedirectObserver(null).watch('http://a.test/robots.txt');
    await expect(watch.waitForError(60_000)).resolves.toBeNull();
  });

  it('knows where a redirect points and which IP answered, from the Location header before onBeforeRedirect', async () => {
    const web = new FakeWebRequest();
    const observer = new RedirectObserver(web, { extensionOrigin: ext });
    const watch = observer.watch('http://a.test/robots.txt');
    const answered = watch.waitForAnswer(5_000);
    web.onHeadersReceived.emit({ ...base, requestId: '1', url: 'http://a.test/robots.txt', statusCode: 302, location: '/moved?x' });
    expect(watch.redirect).toEqual({ status: 302, location: 'http://a.test/moved?x' });
    web.onBeforeRedirect.emit({ ...base, requestId: '1', url: 'http://a.test/robots.txt', statusCode: 302, redirectUrl: 'http://a.test/moved?x', ip: '93.184.216.34' });
    await answered;
    expect(watch.ip).toBe('93.184.216.34');
  });

  it('keeps the Location of a redirect the browser refused (data:), reported only in onHeadersReceived', () => {
    const web = new FakeWebRequest();
    const observer = new RedirectObserver(web, { extensionOrigin: ext });
    const watch = observer.watch('http://a.test/robots.txt');
    web.onHeadersReceived.emit({ ...base, requestId: '1', url: 'http://a.test/robots.txt', statusCode: 301, location: 'data:text/plain,x' });
    web.onErrorOccurred.emit({ ...base, requestId: '1', url: 'http://a.test/robots.txt', error: 'net::ERR_UNSAFE_REDIRECT' });
    expect(watch.redirect).toEqual({ status: 301, location: 'data:text/plain,x' });
    expect(watch.hops).toEqual([]);
  });

  it('the final response ends the wait for an answer and gives its IP', async () => {
    const web = new FakeWebRequest();
    const observer = new RedirectObserver(web, { extensionOrigin: ext });
    const watch = observer.watch('http://a.test/robots.txt');
    const answered = watch.waitForAnswer(5_000);
    web.onResponseStarted.emit({ ...base, requestId: '1', url: 'http://a.test/robots.txt', statusCode: 200, ip: '::1' });
    await answered;
    expect(watch.ip).toBe('::1');
    expect(watch.redirect).toBeNull();
  });
});
