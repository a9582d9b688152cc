/**
 * The shared scenarios' driver (../scenarios/driver.ts) in Chromium, over the
 * Playwright harness. `harness` stays reachable for Chromium-only cases.
 */
import type { Page } from 'playwright-core';
import type { DemoDriverFixture, DriverFixture, ExtensionDriver, PageView, PopupView, ToolbarReading } from '../scenarios/driver.ts';
import { ExtensionHarness, readPopup, readToolbarPopup, type PopupState, type TabBadge } from './extension.ts';
import { useConnection, withDemoSite, type DemoFixture, type Fixture } from './fixture.ts';
import { shootWholePopup } from './screenshot.ts';

class ChromiumPage implements PageView {
  constructor(readonly page: Page) {}

  texts(selector: string): Promise<string[]> {
    return this.page.locator(selector).allTextContents();
  }

  attributes(selector: string, attribute: string): Promise<(string | null)[]> {
    return this.page.locator(selector).evaluateAll((els, attribute) => els.map((el) => el.getAttribute(attribute)), attribute);
  }

  value(selector: string): Promise<string | undefined> {
    return this.page.evaluate((selector) => (document.querySelector(selector) as HTMLSelectElement | HTMLInputElement | null)?.value, selector);
  }

  async select(selector: string, value: string): Promise<void> {
    await this.page.locator(selector).selectOption(value);
  }

  async click(selector: string): Promise<void> {
    await this.page.locator(selector).click();
  }

  close(): Promise<void> {
    return this.page.close();
  }
}

class ChromiumPopup extends ChromiumPage implements PopupView {
  readPopup(): Promise<PopupState> {
    return readPopup(this.page);
  }

  screenshot(name: string): Promise<void> {
    return shootWholePopup(this.page, name);
  }
}

export class ChromiumDriver implements ExtensionDriver {
  readonly browser = 'chromium';
  readonly resetStatus = /reset \(net::ERR_CONNECTION_RESET\)/;

  constructor(readonly harness: ExtensionHarness) {}

  static async connect(): Promise<ChromiumDriver> {
    return new ChromiumDriver(await ExtensionHarness.connect());
  }

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

  async openPopup(tabId: number): Promise<PopupView> {
    return new ChromiumPopup(await this.harness.openPopup(tabId));
  }

  async openOptions(): Promise<PageView> {
    const page = await this.harness.context.newPage();
    await page.goto(`chrome-extension://${this.harness.extensionId}/src/options/index.html`);
    return new ChromiumPage(page);
  }

  async readToolbarPopup(tabId: number): Promise<ToolbarReading> {
    const popup = await this.harness.openToolbarPopup(tabId);
    try {
      const state = await readToolbarPopup(popup);
      const pageUrl = await popup.evaluate<string>(`document.querySelector('.page-url')?.textContent ?? ''`);
      return { ...state, pageUrl };
    } finally {
      await popup.close();
    }
  }

  resetSettings(): Promise<void> {
    return this.harness.resetSettings();
  }

  storedSettings(): Promise<unknown> {
    return this.harness.storedSettings();
  }

  close(): Promise<void> {
    return this.harness.close();
  }
}

/** A shared scenario's fixture in Chromium; `ext.harness` for Chromium-only cases beside it. */
export function useChromiumDriver(): DriverFixture & Fixture<ChromiumDriver> {
  return useConnection(() => ChromiumDriver.connect());
}

/** The same, with the demo site. */
export function useChromiumDemoDriver(): DemoDriverFixture & DemoFixture<ChromiumDriver> {
  return withDemoSite(useChromiumDriver());
}
