import { describe, expect, it } from 'vitest';
import { readOriginInput } from '../../../src/pages/workbench/origin-input.ts';
import { workbenchPath } from '../../../src/pages/workbench/address.ts';

describe('the origin box', () => {
  it('takes an origin, a URL (its origin) or a bare host (https)', () => {
    expect(readOriginInput('https://example.com')).toEqual({ ok: true, origin: 'https://example.com' });
    expect(readOriginInput('  http://Example.COM:8080/a/b?c#d ')).toEqual({ ok: true, origin: 'http://example.com:8080' });
    expect(readOriginInput('example.com/shop')).toEqual({ ok: true, origin: 'https://example.com' });
    expect(readOriginInput('localhost:8347')).toEqual({ ok: true, origin: 'https://localhost:8347' });
    expect(readOriginInput('127.0.0.1:9000')).toEqual({ ok: true, origin: 'https://127.0.0.1:9000' });
    expect(readOriginInput('https://example.com:443/')).toEqual({ ok: true, origin: 'https://example.com' });
  });

  it('says why when the text names no web site', () => {
    expect(readOriginInput('   ')).toEqual({ ok: false, reason: 'empty' });
    expect(readOriginInput('ftp://example.com/')).toEqual({ ok: false, reason: 'not-web', scheme: 'ftp' });
    expect(readOriginInput('javascript:alert(1)')).toEqual({ ok: false, reason: 'not-web', scheme: 'javascript' });
    expect(readOriginInput('http://')).toEqual({ ok: false, reason: 'not-a-url' });
    expect(readOriginInput('exa mple.com')).toEqual({ ok: false, reason: 'not-a-url' });
  });
});

describe("the workbench's address", () => {
  it('carries the origin and, when given, the page', () => {
    expect(workbenchPath('https://example.com')).toBe('src/pages/workbench/index.html?origin=https%3A%2F%2Fexample.com');
    const withPage = new URL(`chrome-extension://x/${workbenchPath('https://example.com', 'https://example.com/a?b=c&d')}`);
    expect(withPage.searchParams.get('origin')).toBe('https://example.com');
    expect(withPage.searchParams.get('url')).toBe('https://example.com/a?b=c&d');
  });
});
