import { fakeBrowser } from '@webext-core/fake-browser';
import { effect } from '@preact/signals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeChromeGlobal } from '../support/fake-chrome-global.ts';
import { CrawlerChoices } from '../../src/worker/crawler-choice.ts';
import { chooseProfile, startBackgroundUpdates } from '../../src/pages/popup/actions.ts';
import { settings } from '../../src/pages/popup/store.ts';
import { onMessage } from '../../src/shared/protocol.ts';
import { loadSettings, saveSettings } from '../../src/shared/settings.ts';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));

// @webext-core/messaging talks through the `chrome` global.
useFakeChromeGlobal();

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('choosing crawlers in the popup', () => {
  let stop: () => void;
  let shown: string[];
  let stopRecording: () => void;
  let stopWorker: () => void;

  beforeEach(() => {
    fakeBrowser.reset();
    // The worker's side: it stores each choice as it comes.
    const choices = new CrawlerChoices(fakeBrowser.storage.local);
    stopWorker = onMessage('chooseCrawler', ({ data }) => choices.choose(data.profileId, data.chosenAt));
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
    stopWorker();
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

  // A popup may close 50 ms after a click; Firefox does not reliably run pagehide as it closes.
  it('a choice is stored at once, with no wait and no page event', async () => {
    chooseProfile('gptbot');
    await vi.waitFor(async () => expect((await loadSettings()).profileId).toBe('gptbot'), { timeout: 200, interval: 5 });
  });

  it('a pick older than the stored one (another popup’s later pick) is refused, and the popup shows the stored one', async () => {
    // Another popup picked Bingbot "in the future" of this one's pick.
    await new CrawlerChoices(fakeBrowser.storage.local).choose('bingbot', Date.now() + 60_000);
    await settle();
    chooseProfile('gptbot');
    await vi.waitFor(() => expect(settings.value.profileId).toBe('bingbot'));
    expect((await loadSettings()).profileId).toBe('bingbot');
  });

  // Arrow keys on the crawler list choose at every step; the popup follows each, and the last one is stored.
  it('steps through four crawlers: shows each at once, and the last one is what stays stored', async () => {
    for (const id of ['googlebot-image', 'googlebot-video', 'googlebot-news', 'gptbot']) chooseProfile(id);
    await settle();
    expect(shown.slice(1)).toEqual(['googlebot-image', 'googlebot-video', 'googlebot-news', 'gptbot']);
    await vi.waitFor(async () => expect((await loadSettings()).profileId).toBe('gptbot'));
  });
});

describe('two popups choosing (the worker’s side)', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('an older choice arriving after a newer one never undoes it', async () => {
    const choices = new CrawlerChoices(fakeBrowser.storage.local);
    await expect(choices.choose('bingbot', 2_000)).resolves.toBe(true);
    await expect(choices.choose('gptbot', 1_000)).resolves.toBe(false);
    expect((await loadSettings()).profileId).toBe('bingbot');
    await expect(choices.choose('gptbot', 3_000)).resolves.toBe(true);
    expect((await loadSettings()).profileId).toBe('gptbot');
  });

  it('keeps the other settings as they are stored, and refuses what is no choice', async () => {
    await saveSettings({ sendCookies: true, locale: 'th' });
    const choices = new CrawlerChoices(fakeBrowser.storage.local);
    await choices.choose('gptbot', 1);
    expect(await loadSettings()).toMatchObject({ profileId: 'gptbot', sendCookies: true, locale: 'th' });
    await expect(choices.choose('', 2)).rejects.toThrow();
    await expect(choices.choose('x'.repeat(1_000), 2)).rejects.toThrow();
    await expect(choices.choose('bingbot', Number.NaN)).rejects.toThrow();
  });

  it('steps of the arrow keys: only the one the person stops on is written, once it has settled', async () => {
    const choices = new CrawlerChoices(fakeBrowser.storage.local);
    const written: string[] = [];
    fakeBrowser.storage.onChanged.addListener((changes) => {
      const next = changes.settings?.newValue as { profileId?: string } | undefined;
      if (next?.profileId) written.push(next.profileId);
    });
    const steps = [
      choices.choose('googlebot-image', 1_000, 50),
      choices.choose('googlebot-video', 1_001, 50),
      choices.choose('googlebot-news', 1_002, 50),
    ];
    // Nothing is written while the person is still stepping.
    expect((await loadSettings()).profileId).toBe('googlebot');
    expect(await Promise.all(steps)).toEqual([false, false, true]);
    expect(written).toEqual(['googlebot-news']);
    // An older choice from another popup does not replace a step still settling.
    const settling = choices.choose('bingbot', 5_000, 50);
    await expect(choices.choose('gptbot', 4_000)).resolves.toBe(false);
    await expect(settling).resolves.toBe(true);
    expect((await loadSettings()).profileId).toBe('bingbot');
    // A click after a step is written at once, and the step is not.
    const step = choices.choose('ccbot', 6_000, 50);
    await expect(choices.choose('claudebot', 6_001)).resolves.toBe(true);
    await expect(step).resolves.toBe(false);
    expect(written).toEqual(['googlebot-news', 'bingbot', 'claudebot']);
  });
});
