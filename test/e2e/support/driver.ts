/**
 * The shared scenarios' driver (../scenarios/driver.ts) in Chromium, over the
 * Playwright harness. `harness` stays reachable for Chromium-only cases.
 */
import type { Page } from 'playwright-core';
import type { DemoDriverFixture, DriverFixture, PageView, PopupView, ToolbarReading } from '../scenarios/driver.ts';
import { ExtensionHarness, readPopup, readToolbarPopup, type PopupState } from './extension.ts';
import { useConnection, withDemoSite, type DemoFixture, type Fixture } from './fixture.ts';
import { HarnessDriver } from './harness-driver.ts';
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
    return this.page.evaluate(
      (selector) => (document.querySelector(selector) as HTMLSelectElement | HTMLInputElement | null)?.value,
      selector,
    );
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

export class ChromiumDriver extends HarnessDriver<ExtensionHarness> {
  readonly resetStatus = /reset \(net::ERR_CONNECTION_RESET\)/;

  static async connect(): Promise<ChromiumDriver> {
    return new ChromiumDriver(await ExtensionHarness.connect());
  }

  async openPopup(tabId: number): Promise<PopupView> {
    return new ChromiumPopup(await this.harness.openPopup(tabId));
  }

  async openOptions(): Promise<PageView> {
    const page = await this.harness.context.newPage();
    await page.goto(`chrome-extension://${this.harness.extensionId}/src/pages/options/index.html`);
    return new ChromiumPage(page);
  }

  async openWorkbench(query: string): Promise<PageView> {
    const page = await this.harness.context.newPage();
    await page.goto(`chrome-extension://${this.harness.extensionId}/src/pages/workbench/index.html${query}`);
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
}

/** A shared scenario's fixture in Chromium; `ext.harness` for Chromium-only cases beside it. */
export function useChromiumDriver(): DriverFixture & Fixture<ChromiumDriver> {
  return useConnection(() => ChromiumDriver.connect());
}

/** The same, with the demo site. */
export function useChromiumDemoDriver(): DemoDriverFixture & DemoFixture<ChromiumDriver> {
  return withDemoSite(useChromiumDriver());
}
