import { fakeBrowser } from '@webext-core/fake-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { credentialsForSettings, SettingsMirror } from '../../src/worker/settings-mirror.ts';
import { rawTokenProfile, type CrawlerProfile } from '../../src/core/profiles.ts';
import { DEFAULT_SETTINGS, profileForSettings, saveSettings } from '../../src/shared/settings.ts';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));

describe('SettingsMirror', () => {
  beforeEach(() => fakeBrowser.reset());

  it('reads the stored settings once and follows changes', async () => {
    await saveSettings({ profileId: 'bingbot' });
    const mirror = new SettingsMirror();
    expect((await mirror.get()).profileId).toBe('bingbot');
    const seen: string[] = [];
    mirror.onChange((s) => seen.push(s.profileId));
    await saveSettings({ profileId: 'gptbot', sendCookies: true });
    expect(seen).toEqual(['gptbot']);
    expect(await mirror.get()).toMatchObject({ profileId: 'gptbot', sendCookies: true });
    mirror.dispose();
  });
});

describe('profileForSettings', () => {
  it('finds presets and custom profiles, and falls back to Googlebot', () => {
    expect(profileForSettings({ ...DEFAULT_SETTINGS, profileId: 'gptbot' }).name).toBe('GPTBot');
    const custom: CrawlerProfile = { ...rawTokenProfile('mybot'), id: 'custom-mybot', name: 'My bot' };
    expect(profileForSettings({ ...DEFAULT_SETTINGS, profileId: 'custom-mybot', customProfiles: [custom] }).name).toBe('My bot');
    expect(profileForSettings({ ...DEFAULT_SETTINGS, profileId: 'deleted-profile' }).id).toBe('googlebot');
  });

  it('sends cookies only when the setting says so', () => {
    expect(credentialsForSettings(DEFAULT_SETTINGS)).toBe('omit');
    expect(credentialsForSettings({ ...DEFAULT_SETTINGS, sendCookies: true })).toBe('include');
  });
});
