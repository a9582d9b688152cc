/**
 * The part of the shared scenarios' driver that both browsers' harnesses
 * already do the same way (the extension APIs run in the worker, or in
 * Firefox in an extension page): passed straight through. Each browser's
 * driver adds what it does its own way (pages, the toolbar popup).
 */
import type { ExtensionDriver, PageView, PopupView, ToolbarReading } from '../scenarios/driver.ts';
import type { TabBadge } from './extension.ts';

/** What a browser's harness offers alike in both browsers. */
export interface BrowserHarness {
  openTab(url: string, timeoutMs?: number): Promise<TabBadge>;
  navigate(tabId: number, url: string, timeoutMs?: number): Promise<TabBadge>;
  badge(tabId: number): Promise<{ text: string; title: string }>;
  activateTab(tabId: number): Promise<void>;
  resetSettings(): Promise<void>;
  forgetSites(): Promise<void>;
  storedSettings(): Promise<unknown>;
  close(): Promise<void>;
}

export abstract class HarnessDriver<H extends BrowserHarness> implements ExtensionDriver {
  abstract readonly resetStatus: RegExp;

  /** The browser's own harness, for the cases only that browser runs. */
  constructor(readonly harness: H) {}

  abstract openPopup(tabId: number): Promise<PopupView>;
  abstract openOptions(): Promise<PageView>;
  abstract openWorkbench(query: string): Promise<PageView>;
  abstract readToolbarPopup(tabId: number): Promise<ToolbarReading>;

  openTab(url: string, timeoutMs?: number): Promise<TabBadge> {
    return this.harness.openTab(url, timeoutMs);
  }

  navigate(tabId: number, url: string, timeoutMs?: number): Promise<TabBadge> {
    return this.harness.navigate(tabId, url, timeoutMs);
  }

  badge(tabId: number): Promise<{ text: string; title: string }> {
    return this.harness.badge(tabId);
  }

  activateTab(tabId: number): Promise<void> {
    return this.harness.activateTab(tabId);
  }

  resetSettings(): Promise<void> {
    return this.harness.resetSettings();
  }

  forgetSites(): Promise<void> {
    return this.harness.forgetSites();
  }

  storedSettings(): Promise<unknown> {
    return this.harness.storedSettings();
  }

  close(): Promise<void> {
    return this.harness.close();
  }
}
