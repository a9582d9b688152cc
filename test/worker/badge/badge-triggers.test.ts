import { fakeBrowser } from '@webext-core/fake-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { watchBadgeTriggers } from '../../../src/worker/badge/badge-triggers.ts';
import { SettingsMirror } from '../../../src/worker/settings-mirror.ts';
import { saveSettings } from '../../../src/shared/settings.ts';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Records what the triggers asked of the badges. */
class BadgeCalls {
  updates: [number, string][] = [];
  forgotten: number[] = [];
  repainted: number[] = [];
  urls = new Map<number, string>();
  update = async (tabId: number, url: string) => {
    this.updates.push([tabId, url]);
    this.urls.set(tabId, url);
  };
  repaint = async (tabId: number) => {
    this.repainted.push(tabId);
  };
  forget = (tabId: number) => {
    this.forgotten.push(tabId);
    this.urls.delete(tabId);
  };
  urlOf = (tabId: number) => this.urls.get(tabId) ?? null;
  /** Addresses the test says are being decided, per tab. */
  underWay = new Map<number, string>();
  deciding = (tabId: number, url: string) => this.underWay.get(tabId) === url;
}

function navigation(tabId: number, url: string, extra: { frameId?: number; documentLifecycle?: 'prerender' | 'active' } = {}) {
  return {
    tabId,
    url,
    frameId: extra.frameId ?? 0,
    parentFrameId: -1,
    processId: 1,
    timeStamp: Date.now(),
    transitionType: 'link' as const,
    transitionQualifiers: [],
    documentId: 'doc',
    documentLifecycle: extra.documentLifecycle ?? ('active' as const),
    frameType: 'outermost_frame' as const,
  };
}

describe('watchBadgeTriggers', () => {
  let calls: BadgeCalls;
  let settings: SettingsMirror;

  beforeEach(() => {
    fakeBrowser.reset();
    calls = new BadgeCalls();
    settings = new SettingsMirror();
    watchBadgeTriggers(fakeBrowser, {
      badges: calls,
      onSettingsChange: (listener) => {
        settings.onChange(listener);
      },
    });
  });

  it('updates on a committed main-frame navigation, not on subframes or prerenders', async () => {
    await fakeBrowser.webNavigation.onCommitted.trigger(navigation(3, 'https://a.test/x'));
    await fakeBrowser.webNavigation.onCommitted.trigger(navigation(3, 'https://ads.test/frame', { frameId: 7 }));
    await fakeBrowser.webNavigation.onCommitted.trigger(navigation(3, 'https://b.test/next', { documentLifecycle: 'prerender' }));
    expect(calls.updates).toEqual([[3, 'https://a.test/x']]);
  });

  it('updates on history.pushState navigations', async () => {
    await fakeBrowser.webNavigation.onHistoryStateUpdated.trigger(navigation(4, 'https://a.test/spa/route'));
    expect(calls.updates).toEqual([[4, 'https://a.test/spa/route']]);
  });

  it('a pushState to the address already being decided (Chrome told it with tabs.onUpdated first) leaves that decision alone; a commit does not', async () => {
    calls.underWay.set(4, 'https://a.test/spa/route');
    await fakeBrowser.webNavigation.onHistoryStateUpdated.trigger(navigation(4, 'https://a.test/spa/route'));
    expect(calls.updates).toEqual([]);
    await fakeBrowser.webNavigation.onHistoryStateUpdated.trigger(navigation(4, 'https://a.test/spa/next'));
    await fakeBrowser.webNavigation.onCommitted.trigger(navigation(4, 'https://a.test/spa/route'));
    expect(calls.updates).toEqual([
      [4, 'https://a.test/spa/next'],
      [4, 'https://a.test/spa/route'],
    ]);
  });

  it('updates when a tab reports a new URL it was not already painted for', async () => {
    await fakeBrowser.webNavigation.onCommitted.trigger(navigation(5, 'https://a.test/x'));
    const tab = { ...(await fakeBrowser.tabs.get(0)), id: 5 };
    await fakeBrowser.tabs.onUpdated.trigger(5, { url: 'https://a.test/x' }, tab);
    await fakeBrowser.tabs.onUpdated.trigger(5, { url: 'https://a.test/restored-from-bfcache' }, tab);
    await fakeBrowser.tabs.onUpdated.trigger(5, { status: 'complete' }, tab);
    expect(calls.updates).toEqual([
      [5, 'https://a.test/x'],
      [5, 'https://a.test/restored-from-bfcache'],
    ]);
  });

  it('paints the same verdict again when a page has loaded, without a new lookup (Firefox clears badges on navigation)', async () => {
    await fakeBrowser.webNavigation.onCommitted.trigger(navigation(6, 'https://a.test/x'));
    const tab = { ...(await fakeBrowser.tabs.get(0)), id: 6 };
    await fakeBrowser.tabs.onUpdated.trigger(6, { status: 'loading' }, tab);
    expect(calls.repainted).toEqual([]);
    await fakeBrowser.tabs.onUpdated.trigger(6, { status: 'complete' }, tab);
    expect(calls.repainted).toEqual([6]);
    expect(calls.updates).toEqual([[6, 'https://a.test/x']]);
  });

  it('updates the tab switched to', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://switched.test/page', active: true });
    await settle();
    expect(calls.updates).toContainEqual([tab.id, 'https://switched.test/page']);
  });

  it('a switch to a tab whose address is being decided leaves that decision alone (a tab opened in front)', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://opened.test/page', active: false });
    await settle();
    calls.updates = [];
    calls.underWay.set(tab.id!, 'https://opened.test/page');
    await fakeBrowser.tabs.onActivated.trigger({ tabId: tab.id!, windowId: 0 });
    await settle();
    expect(calls.updates).toEqual([]);
    // Another address than the one being decided is decided.
    calls.underWay.set(tab.id!, 'https://opened.test/before');
    await fakeBrowser.tabs.onActivated.trigger({ tabId: tab.id!, windowId: 0 });
    await settle();
    expect(calls.updates).toEqual([[tab.id, 'https://opened.test/page']]);
  });

  it('ignores a switch to a tab that no longer exists', async () => {
    await fakeBrowser.tabs.onActivated.trigger({ tabId: 999, windowId: 0 });
    await settle();
    expect(calls.updates).toEqual([]);
  });

  it('updates the active tab when the settings change', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://active.test/', active: true });
    await settle();
    calls.updates = [];
    await saveSettings({ profileId: 'gptbot' });
    await settle();
    expect(calls.updates).toEqual([[tab.id, 'https://active.test/']]);
    expect((await settings.get()).profileId).toBe('gptbot');
  });

  it('forgets a closed tab', async () => {
    await fakeBrowser.tabs.onRemoved.trigger(8, { windowId: 0, isWindowClosing: false });
    expect(calls.forgotten).toEqual([8]);
  });
});
