/** Which of the five locales the surfaces speak. */
import { describe, expect, it } from 'vitest';
import en from '../../src/text/catalogs/en/index.ts';
import tr from '../../src/text/catalogs/tr/index.ts';
import { loadCatalog } from '../../src/text/load-catalog.ts';
import { LOCALES, resolveLocale } from '../../src/text/locale.ts';

const FIVE = ['en', 'vi', 'tr', 'hi', 'th'] as const;

describe('resolveLocale', () => {
  it.each([
    ['vi', null, 'vi'],
    ['vi-VN', null, 'vi'],
    ['tr_TR', null, 'tr'],
    ['HI-in', null, 'hi'],
    ['th-TH-u-nu-thai', null, 'th'],
    ['de-DE', null, 'en'],
    ['', null, 'en'],
    [null, null, 'en'],
    ['vi', 'th', 'th'],
    ['vi', 'xx', 'vi'],
    ['fr', 'tr-TR', 'tr'],
  ] as const)('browser %j, override %j → %s', (ui, override, want) => {
    expect(resolveLocale(ui, override, FIVE)).toBe(want);
  });

  it('picks among the five catalogs that exist by default', () => {
    expect(LOCALES).toEqual(FIVE);
    expect(resolveLocale('vi-VN', 'th')).toBe('th');
    expect(resolveLocale('hi-IN', null)).toBe('hi');
    expect(resolveLocale('de-DE', null)).toBe('en');
  });

  it('loads only the chosen catalog', async () => {
    await expect(loadCatalog('en')).resolves.toBe(en);
    await expect(loadCatalog('tr')).resolves.toBe(tr);
  });
});
