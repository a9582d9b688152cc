/** The main document's HTTP answer read as Google documents it (docs/behaviour.md §10). */
import { describe, expect, test } from 'vitest';
import { readPageAnswer, type DocumentHop } from '../../src/core/indexing/page-answer.ts';

const hop = (url: string, status: number, location: string | null = null): DocumentHop => ({ url, status, location, ip: '127.0.0.1' });
const load = (hops: DocumentHop[], error: string | null = null, hopsLeftOut = 0) => ({ hops, error, hopsLeftOut });

describe('readPageAnswer', () => {
  test.each([200, 203, 206, 304])('%i: considered for indexing', (status) => {
    expect(readPageAnswer(load([hop('https://a.example/', status)]))).toEqual({
      code: 'considered',
      status,
      redirects: 0,
      from: null,
      via: null,
    });
  });

  test.each([400, 401, 403, 404, 410, 451])('%i: not indexable whatever the meta tags say', (status) => {
    expect(readPageAnswer(load([hop('https://a.example/', status)]))).toMatchObject({ code: 'not-indexable', status });
  });

  test.each([429, 500, 502, 503, 504, 100, 600])('%i: not indexable for now', (status) => {
    expect(readPageAnswer(load([hop('https://a.example/', status)]))).toMatchObject({ code: 'unavailable', status });
  });

  test('a 301 → 200 chain: the target is considered, the address asked for named', () => {
    const chain = [hop('http://a.example/old', 301, 'http://b.example/new'), hop('http://b.example/new', 200)];
    expect(readPageAnswer(load(chain))).toEqual({ code: 'considered', status: 200, redirects: 1, from: 'http://a.example/old', via: 301 });
  });

  test('a redirect to a 404: not indexable, through the redirect', () => {
    const chain = [hop('http://a.example/old', 302, 'http://a.example/gone'), hop('http://a.example/gone', 404)];
    expect(readPageAnswer(load(chain))).toEqual({ code: 'not-indexable', status: 404, redirects: 1, from: 'http://a.example/old' });
  });

  test('a redirect the browser did not follow: its target is the candidate', () => {
    expect(readPageAnswer(load([hop('http://a.example/x', 301, 'ftp://a.example/x')]))).toEqual({
      code: 'redirect',
      status: 301,
      target: 'ftp://a.example/x',
    });
  });

  test('more than 10 redirects: Google gives up before the target', () => {
    const chain = Array.from({ length: 11 }, (_, i) => hop(`http://a.example/${i}`, 302, `http://a.example/${i + 1}`));
    chain.push(hop('http://a.example/11', 200));
    expect(readPageAnswer(load(chain))).toEqual({ code: 'too-many-redirects', redirects: 11 });
    // Hops left out past the bound still count.
    expect(readPageAnswer(load([hop('http://a.example/x', 200)], null, 12))).toMatchObject({ code: 'too-many-redirects' });
  });

  test('no answer: the browser’s error', () => {
    expect(readPageAnswer(load([], 'net::ERR_CONNECTION_REFUSED'))).toEqual({
      code: 'network-error',
      error: 'net::ERR_CONNECTION_REFUSED',
    });
    const cut = [hop('http://a.example/x', 301, 'http://b.example/')];
    expect(readPageAnswer(load(cut, 'net::ERR_NAME_NOT_RESOLVED'))).toEqual({ code: 'network-error', error: 'net::ERR_NAME_NOT_RESOLVED' });
  });
});
