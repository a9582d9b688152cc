/** The `locale` setting: validated when read, and resolved with the browser's language. */
import { fakeBrowser } from '@webext-core/fake-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSettings, normalizeSettings, saveSettings } from '../../src/shared/settings.ts';
import { isLocaleSetting, SPOKEN_LOCALES, spokenLocale } from '../../src/text/locale-setting.ts';
import { LOCALES } from '../../src/text/locale.ts';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));

describe('the locale setting', () => {
  beforeEach(() => fakeBrowser.reset());

  it("is 'auto' by default and keeps a locale this build speaks", async () => {
    expect((await loadSettings()).locale).toBe('auto');
    await saveSettings({ locale: 'en' });
    expect((await loadSettings()).locale).toBe('en');
  });

  it.each([['xx'], ['EN'], [42], [null], [{}], ['en-XA']])("reads %j as 'auto'", async (stored) => {
    await fakeBrowser.storage.local.set({ settings: { profileId: 'bingbot', locale: stored } });
    const settings = await loadSettings();
    expect(settings.locale).toBe('auto');
    expect(settings.profileId).toBe('bingbot');
  });

  it('offers exactly LOCALES outside the test build: the pseudo-locale cannot be chosen', () => {
    expect(SPOKEN_LOCALES).toEqual(LOCALES);
    expect(isLocaleSetting('en-XA')).toBe(false);
    expect(normalizeSettings({ locale: 'en-XA' }).locale).toBe('auto');
  });

  it("follows the browser's language on 'auto', the setting otherwise", () => {
    expect(spokenLocale('de-DE', 'auto')).toBe('en');
    expect(spokenLocale('', 'auto')).toBe('en');
    for (const locale of LOCALES) {
      expect(spokenLocale('de-DE', locale)).toBe(locale);
      expect(spokenLocale(locale, 'auto')).toBe(locale);
    }
  });
});
