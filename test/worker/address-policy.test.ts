/**
 * The address policy for requests a page makes the extension send, and for
 * the hop after an answer: the same classes as redirects, with the page in
 * the place of the answer that redirected.
 */
import { describe, expect, it } from 'vitest';
import { privateAllowedAfter, refuseForPage } from '../../src/robots/redirect-policy.ts';

describe('refuseForPage', () => {
  const publicPage = 'https://news.example/article';

  it.each([
    ['http://127.0.0.1:8080/robots.txt', 'loopback'],
    ['http://localhost/robots.txt', 'loopback'],
    ['http://intranet/robots.txt', 'single-label'],
    ['http://router.lan/robots.txt', 'private'],
    ['http://[ff02::1]/robots.txt', 'private'],
    ['http://198.18.0.1/robots.txt', 'private'],
    ['http://169.254.169.254/robots.txt', 'link-local'],
  ])('a public page may not name %s', (target, targetClass) => {
    expect(refuseForPage(publicPage, target)).toEqual({ reason: 'private-host', targetClass });
  });

  it('a public page’s target that answered from a private address is refused by that address', () => {
    expect(refuseForPage(publicPage, 'https://cdn.example/robots.txt', '10.0.0.8')).toEqual({
      reason: 'private-address',
      targetClass: 'private',
      address: '10.0.0.8',
    });
    expect(refuseForPage(publicPage, 'https://cdn.example/robots.txt', '93.184.216.34')).toBeNull();
    expect(refuseForPage(publicPage, 'https://cdn.example/robots.txt')).toBeNull();
  });

  it('a page on the intranet, by name or by the address its site answered from, may reach the intranet', () => {
    expect(refuseForPage('http://wiki.corp/home', 'http://10.1.1.1/robots.txt')).toBeNull();
    expect(refuseForPage('http://intranet/', 'https://cdn.example/robots.txt', '10.0.0.8')).toBeNull();
    expect(refuseForPage(publicPage, 'https://cdn.example/robots.txt', '10.0.0.8', '10.0.0.2')).toBeNull();
    // By name, a public page still may not name a private host, whatever its own address.
    expect(refuseForPage(publicPage, 'http://localhost/robots.txt', null, '10.0.0.2')).toMatchObject({ reason: 'private-host' });
  });

  it('without a page, the target is judged as if a public page named it', () => {
    expect(refuseForPage(null, 'http://127.0.0.1/robots.txt')).toMatchObject({ reason: 'private-host' });
    expect(refuseForPage('not a url', 'http://127.0.0.1/robots.txt')).toMatchObject({ reason: 'private-host' });
  });
});

describe('privateAllowedAfter: may the next request reach a private address?', () => {
  it('the first request of a chain is the one asked for', () => {
    expect(privateAllowedAfter(null)).toBe(true);
  });
  it('after an answer from a public address: no; from a private one: yes; by name when the address is unknown', () => {
    expect(privateAllowedAfter({ url: 'https://a.example/robots.txt', ip: '93.184.216.34' })).toBe(false);
    expect(privateAllowedAfter({ url: 'https://a.example/robots.txt', ip: '10.0.0.1' })).toBe(true);
    expect(privateAllowedAfter({ url: 'https://a.example/robots.txt', ip: null })).toBe(false);
    expect(privateAllowedAfter({ url: 'http://intranet/robots.txt', ip: null })).toBe(true);
  });
});
