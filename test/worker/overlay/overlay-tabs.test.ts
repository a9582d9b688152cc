import { describe, expect, it } from 'vitest';
import { OVERLAY_FILE, OverlayTabs, type Injection, type OverlayTabsDeps } from '../../../src/worker/overlay/overlay-tabs.ts';
import type { OverlayWords } from '../../../src/shared/overlay-view.ts';

const words = (crawler: string): OverlayWords => ({
  locale: 'en',
  title: [`Robots Lens · ${crawler}`],
  disallowed: [`Disallowed for ${crawler}`],
  disallowedForNow: [],
  rel: [],
  checking: [],
  capped: [],
  failed: [],
  close: 'Turn off',
  legendLabel: 'Legend',
  both: [],
  labelsNote: [],
});

/** A session area in memory, shared by "workers" built on it (a restart keeps storage.session). */
function memorySession() {
  const data: Record<string, unknown> = {};
  return {
    data,
    get: async (key: string) => (key in data ? { [key]: structuredClone(data[key]) } : {}),
    set: async (items: Record<string, unknown>) => {
      Object.assign(data, structuredClone(items));
    },
  };
}

interface Setup {
  tabs: OverlayTabs;
  injections: { tabId: number; what: string; args?: unknown[] }[];
  session: ReturnType<typeof memorySession>;
  decided: { urls: string[]; pageUrl: string | null; wait: boolean }[];
  crawler: { name: string };
}

function setup(
  options: {
    urls?: Record<number, string>;
    refuse?: number[];
    session?: ReturnType<typeof memorySession>;
    onStart?: (tabs: OverlayTabs, tabId: number) => Promise<void>;
  } = {},
): Setup {
  const urls = options.urls ?? {
    1: 'https://example.com/',
    2: 'https://example.org/a',
    3: 'chrome://extensions/',
    4: 'file:///tmp/x.html',
  };
  const injections: Setup['injections'] = [];
  const decided: Setup['decided'] = [];
  const crawler = { name: 'Googlebot' };
  const session = options.session ?? memorySession();
  let tabs: OverlayTabs;
  const deps: OverlayTabsDeps = {
    executeScript: async (injection: Injection) => {
      const tabId = injection.target.tabId;
      if (options.refuse?.includes(tabId)) throw new Error('Cannot access contents of the page.');
      const what = injection.files ? `file:${injection.files.join()}` : (injection.func?.name ?? '?');
      injections.push({ tabId, what, args: injection.args });
      // The page's overlay asks for its verdicts as soon as it starts, before executeScript has even returned.
      if (what === 'startInPage') await options.onStart?.(tabs, tabId);
      return [];
    },
    session,
    tabUrl: async (tabId) => urls[tabId] ?? null,
    words: async () => words(crawler.name),
    decide: async (list, { pageUrl, wait }) => {
      decided.push({ urls: list, pageUrl, wait });
      return { tips: list.map((url) => ({ url, mark: 'allowed', lines: [] })), rel: {} };
    },
  };
  tabs = new OverlayTabs(deps);
  return { tabs, injections, session, decided, crawler };
}

describe('OverlayTabs', () => {
  it('is off by default; on injects overlay.js and starts it with its words, in the main frame only', async () => {
    const { tabs, injections } = setup();
    await expect(tabs.state(1)).resolves.toEqual({ kind: 'off' });
    await expect(tabs.set(1, true)).resolves.toEqual({ kind: 'on' });
    expect(injections).toEqual([
      { tabId: 1, what: `file:${OVERLAY_FILE}`, args: undefined },
      { tabId: 1, what: 'startInPage', args: [words('Googlebot')] },
    ]);
    await expect(tabs.state(1)).resolves.toEqual({ kind: 'on' });
    await expect(tabs.state(2)).resolves.toEqual({ kind: 'off' });
  });

  it('answers the overlay that asks while it is being started (it is on before it starts)', async () => {
    let answered: unknown = null;
    const { tabs } = setup({
      onStart: async (t, tabId) => {
        answered = await t.decide(tabId, ['https://example.com/x']);
      },
    });
    await expect(tabs.set(1, true)).resolves.toEqual({ kind: 'on' });
    expect(answered).toMatchObject({ tips: [{ url: 'https://example.com/x' }] });
  });

  it('asks with the tab’s page (its own origin alone may get cookies) and passes `wait` on', async () => {
    const { tabs, decided } = setup();
    await tabs.set(2, true);
    await tabs.decide(2, ['https://example.net/x'], true);
    expect(decided).toEqual([{ urls: ['https://example.net/x'], pageUrl: 'https://example.org/a', wait: true }]);
  });

  it('decides at most OVERLAY_MAX_URLS URLs per request, whatever the page sends', async () => {
    const { tabs, decided } = setup();
    await tabs.set(1, true);
    await tabs.decide(
      1,
      Array.from({ length: 6_000 }, (_, i) => `https://example.com/${i}`),
    );
    expect(decided[0]?.urls).toHaveLength(5_000);
  });

  it('answers only tabs where the person turned it on', async () => {
    const { tabs, decided } = setup();
    await expect(tabs.decide(2, ['https://example.org/'])).resolves.toEqual({ refused: 'overlay-off' });
    expect(decided).toEqual([]);
  });

  it('says "not available" for pages it may not read, and where the browser refuses the injection', async () => {
    const { tabs, injections, session } = setup({ refuse: [2] });
    await expect(tabs.state(3)).resolves.toEqual({ kind: 'not-available' });
    await expect(tabs.set(3, true)).resolves.toEqual({ kind: 'not-available' });
    await expect(tabs.set(4, true)).resolves.toEqual({ kind: 'not-available' });
    await expect(tabs.state(99)).resolves.toEqual({ kind: 'not-available' });
    expect(injections).toEqual([]);
    // http(s), but the browser refuses (the web store, the PDF viewer): not left on.
    await expect(tabs.set(2, true)).resolves.toEqual({ kind: 'not-available' });
    await expect(tabs.state(2)).resolves.toEqual({ kind: 'off' });
    expect(session.data.overlayTabs).toEqual([]);
  });

  it('off stops it in the page and forgets the tab', async () => {
    const { tabs, injections } = setup();
    await tabs.set(1, true);
    injections.length = 0;
    await expect(tabs.set(1, false)).resolves.toEqual({ kind: 'off' });
    expect(injections).toEqual([{ tabId: 1, what: 'stopInPage', args: undefined }]);
    await expect(tabs.state(1)).resolves.toEqual({ kind: 'off' });
  });

  it('a full navigation ends it (and tells a page restored from the back/forward cache to stop); other tabs are not touched', async () => {
    const { tabs, injections } = setup();
    await tabs.set(1, true);
    injections.length = 0;
    await tabs.navigated(2);
    expect(injections).toEqual([]);
    await tabs.navigated(1);
    expect(injections).toEqual([{ tabId: 1, what: 'stopInPage', args: undefined }]);
    await expect(tabs.state(1)).resolves.toEqual({ kind: 'off' });
  });

  it('the state outlives the worker (storage.session), and a closed tab or the legend’s button forgets it', async () => {
    const first = setup();
    await first.tabs.set(1, true);
    await first.tabs.set(2, true);
    const restarted = setup({ session: first.session });
    await expect(restarted.tabs.state(1)).resolves.toEqual({ kind: 'on' });
    await restarted.tabs.removed(1);
    await restarted.tabs.closed(2);
    await expect(setup({ session: first.session }).tabs.state(1)).resolves.toEqual({ kind: 'off' });
    await expect(setup({ session: first.session }).tabs.state(2)).resolves.toEqual({ kind: 'off' });
  });

  it('a new crawler restarts every open overlay with new words; the same words restart nothing', async () => {
    const { tabs, injections, crawler } = setup();
    await tabs.set(1, true);
    await tabs.set(2, true);
    injections.length = 0;
    await tabs.restart();
    expect(injections).toEqual([]);
    crawler.name = 'Bingbot';
    await tabs.restart();
    expect(injections.filter((i) => i.what === 'startInPage')).toEqual([
      { tabId: 1, what: 'startInPage', args: [words('Bingbot')] },
      { tabId: 2, what: 'startInPage', args: [words('Bingbot')] },
    ]);
  });
});
