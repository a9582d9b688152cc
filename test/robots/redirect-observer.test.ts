import { describe, expect, it } from 'vitest';
import { RedirectObserver } from '../../src/robots/redirect-observer.ts';
import { FakeWebRequest } from '../worker/support/fake-web-request.ts';

const ext = 'chrome-extension://abc';
const base = { tabId: -1, initiator: ext };

describe('RedirectObserver', () => {
  it('follows one request through its hops as the URL changes, until stopped', () => {
    const web = new FakeWebRequest();
    const observer = new RedirectObserver(web, { extensionOrigin: ext });
    const watch = observer.watch('http://a.test/robots.txt');

    web.onHeadersReceived.emit({ ...base, requestId: '1', url: 'http://a.test/robots.txt', statusCode: 301 });
    web.onBeforeRedirect.emit({
      ...base,
      requestId: '1',
      url: 'http://a.test/robots.txt',
      statusCode: 301,
      redirectUrl: 'https://a.test/robots.txt',
    });
    expect(watch.redirect).toEqual({ status: 301, location: 'https://a.test/robots.txt' });
    web.onHeadersReceived.emit({ ...base, requestId: '1', url: 'https://a.test/robots.txt', statusCode: 308 });
    web.onBeforeRedirect.emit({
      ...base,
      requestId: '1',
      url: 'https://a.test/robots.txt',
      statusCode: 308,
      redirectUrl: 'https://cdn.test/r.txt',
    });
    expect(watch.redirect).toEqual({ status: 308, location: 'https://cdn.test/r.txt' });
    web.onResponseStarted.emit({ ...base, requestId: '1', url: 'https://cdn.test/r.txt', statusCode: 200, ip: '93.184.216.34' });
    expect(watch.ip).toBe('93.184.216.34');
    expect(watch.error).toBeNull();

    // Once stopped, the watch hears nothing more of its request.
    watch.stop();
    web.onErrorOccurred.emit({
      ...base,
      requestId: '1',
      url: 'https://cdn.test/r.txt',
      error: 'net::ERR_CONNECTION_RESET',
      ip: '10.0.0.1',
    });
    expect(watch.error).toBeNull();
    expect(watch.ip).toBe('93.184.216.34');
  });

  it('ignores requests from tabs, from other origins, and for other URLs', () => {
    const web = new FakeWebRequest();
    const observer = new RedirectObserver(web, { extensionOrigin: ext });
    const watch = observer.watch('http://a.test/robots.txt');

    web.onBeforeRedirect.emit({
      requestId: '2',
      tabId: 7,
      url: 'http://a.test/robots.txt',
      statusCode: 301,
      redirectUrl: 'http://x.test/',
    });
    web.onBeforeRedirect.emit({
      requestId: '3',
      tabId: -1,
      initiator: 'https://a.test',
      url: 'http://a.test/robots.txt',
      statusCode: 301,
      redirectUrl: 'http://y.test/',
    });
    web.onBeforeRedirect.emit({ ...base, requestId: '4', url: 'http://b.test/robots.txt', statusCode: 301, redirectUrl: 'http://z.test/' });
    web.onErrorOccurred.emit({ ...base, requestId: '4', url: 'http://b.test/robots.txt', error: 'net::ERR_FAILED' });

    expect(watch.redirect).toBeNull();
    expect(watch.error).toBeNull();
    expect(watch.ip).toBeNull();
  });

  it('keeps two watches for different origins apart', () => {
    const web = new FakeWebRequest();
    const observer = new RedirectObserver(web, { extensionOrigin: ext });
    const a = observer.watch('http://a.test/robots.txt');
    const b = observer.watch('http://b.test/robots.txt');
    web.onHeadersReceived.emit({ ...base, requestId: '10', url: 'http://b.test/robots.txt', statusCode: 302 });
    web.onHeadersReceived.emit({ ...base, requestId: '11', url: 'http://a.test/robots.txt', statusCode: 302 });
    web.onBeforeRedirect.emit({
      ...base,
      requestId: '11',
      url: 'http://a.test/robots.txt',
      statusCode: 302,
      redirectUrl: 'http://shared.test/robots.txt',
      ip: '93.184.216.1',
    });
    web.onBeforeRedirect.emit({
      ...base,
      requestId: '10',
      url: 'http://b.test/robots.txt',
      statusCode: 307,
      redirectUrl: 'http://shared.test/robots.txt',
      ip: '93.184.216.2',
    });
    web.onErrorOccurred.emit({ ...base, requestId: '10', url: 'http://shared.test/robots.txt', error: 'net::ERR_CONNECTION_RESET' });

    expect(a.redirect).toEqual({ status: 302, location: 'http://shared.test/robots.txt' });
    expect(b.redirect).toEqual({ status: 307, location: 'http://shared.test/robots.txt' });
    expect([a.ip, b.ip]).toEqual(['93.184.216.1', '93.184.216.2']);
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
    web.onBeforeRedirect.emit({
      ...base,
      requestId: '1',
      url: 'http://a.test/robots.txt',
      statusCode: 302,
      redirectUrl: 'http://a.test/moved?x',
      ip: '93.184.216.34',
    });
    await answered;
    expect(watch.ip).toBe('93.184.216.34');
  });

  it('keeps the Location of a redirect the browser refused (data:), reported only in onHeadersReceived', () => {
    const web = new FakeWebRequest();
    const observer = new RedirectObserver(web, { extensionOrigin: ext });
    const watch = observer.watch('http://a.test/robots.txt');
    web.onHeadersReceived.emit({
      ...base,
      requestId: '1',
      url: 'http://a.test/robots.txt',
      statusCode: 301,
      location: 'data:text/plain,x',
    });
    web.onErrorOccurred.emit({ ...base, requestId: '1', url: 'http://a.test/robots.txt', error: 'net::ERR_UNSAFE_REDIRECT' });
    expect(watch.redirect).toEqual({ status: 301, location: 'data:text/plain,x' });
    expect(watch.error).toBe('net::ERR_UNSAFE_REDIRECT');
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
