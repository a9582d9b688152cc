import { fakeBrowser } from '@webext-core/fake-browser';
import { effect } from '@preact/signals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseProfile, startBackgroundUpdates } from '../../src/popup/actions.ts';
import { settings } from '../../src/popup/store.ts';
import { saveSettings } from '../../src/shared/settings.ts';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('choosing crawlers in the popup', () => {
  let stop: () => void;
  let shown: string[];
  let stopRecording: () => void;

  beforeEach(() => {
    fakeBrowser.reset();
    stop = startBackgroundUpdates();
    shown = [];
    stopRecording = effect(() => {
      const id = settings.value.profileId;
      if (shown.at(-1) !== id) shown.push(id);
    });
  });

  afterEach(() => {
    stopRecording();
    stop();
  });

  // Each save comes back through storage.onChanged; Firefox delivers it late enough that a person
  // (or a test) has often picked the next crawler by then.
  it('two quick choices: the popup never goes back to the first when its save echoes back', async () => {
    chooseProfile('gptbot');
    chooseProfile('oai-searchbot');
    await settle();
    expect(shown).toEqual(['googlebot', 'gptbot', 'oai-searchbot']);
  });

  it('still follows a crawler chosen elsewhere (the options page)', async () => {
    chooseProfile('gptbot');
    await settle();
    await saveSettings({ profileId: 'bingbot' });
    await settle();
    expect(settings.value.profileId).toBe('bingbot');
  });

  // Arrow keys on the crawler list choose at every step; the badge of every tab must change once.
  it('steps through four crawlers: shows each at once, saves only the last, once', async () => {
    const saved: string[] = [];
    fakeBrowser.storage.onChanged.addListener((changes) => {
      const next = changes.settings?.newValue as { profileId?: string } | undefined;
      if (next?.profileId) saved.push(next.profileId);
    });
    for (const id of ['googlebot-image', 'googlebot-video', 'googlebot-news', 'gptbot']) chooseProfile(id);
    await settle();
    expect(shown.slice(1)).toEqual(['googlebot-image', 'googlebot-video', 'googlebot-news', 'gptbot']);
    expect(saved).toEqual([]);
    await vi.waitFor(() => expect(saved).toEqual(['gptbot']), { timeout: 2_000 });
  });
});
