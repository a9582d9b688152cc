/**
 * The shared scenarios' driver (test/e2e/scenarios/driver.ts) in Firefox,
 * over the BiDi harness. `harness` stays reachable for Firefox-only cases.
 */
import type { DemoDriverFixture, DriverFixture, PageView, PopupView, ToolbarReading } from '../../e2e/scenarios/driver.ts';
import type { PopupState } from '../../e2e/support/extension.ts';
import { HarnessDriver } from '../../e2e/support/harness-driver.ts';
import { useConnection, withDemoSite, type DemoFixture, type Fixture } from '../../e2e/support/fixture.ts';
import type { BidiPage } from './bidi-page.ts';
import { attributesOf, FirefoxHarness, readPopup, textsOf } from './harness.ts';

class FirefoxPage implements PageView {
  constructor(readonly page: BidiPage) {}

  texts(selector: string): Promise<string[]> {
    return textsOf(this.page, selector);
  }

  attributes(selector: string, attribute: string): Promise<(string | null)[]> {
    return attributesOf(this.page, selector, attribute);
  }

  value(selector: string): Promise<string | undefined> {
    return this.page.evaluate(
      (selector) => (document.querySelector(selector) as HTMLSelectElement | HTMLInputElement | null)?.value,
      selector,
    );
  }

  select(selector: string, value: string): Promise<void> {
    return this.page.select(selector, value);
  }

  async click(selector: string): Promise<void> {
    await this.page.evaluate((selector) => {
      const element = document.querySelector(selector);
      if (!(element instanceof HTMLElement)) throw new Error(`nothing to click at ${selector}`);
      element.click();
    }, selector);
  }

  close(): Promise<void> {
    return this.page.close();
  }
}

class FirefoxPopup extends FirefoxPage implements PopupView {
  readPopup(): Promise<PopupState> {
    return readPopup(this.page);
  }

  /** The Firefox run keeps no pictures (Chromium's are the ones to look at). */
  async screenshot(): Promise<void> {}
}

export class FirefoxDriver extends HarnessDriver<FirefoxHarness> {
  readonly resetStatus = /reset \(NS_ERROR_NET_(RESET|INTERRUPT)\)/;

  static async connect(): Promise<FirefoxDriver> {
    return new FirefoxDriver(await FirefoxHarness.connect());
  }

  async openPopup(tabId: number): Promise<PopupView> {
    return new FirefoxPopup(await this.harness.openPopup(tabId));
  }

  async openOptions(): Promise<PageView> {
    return new FirefoxPage(await this.harness.openExtensionPage(this.harness.optionsUrl));
  }

  async openWorkbench(query: string): Promise<PageView> {
    return new FirefoxPage(await this.harness.openExtensionPage(`${this.harness.workbenchUrl}${query}`));
  }

  readToolbarPopup(tabId: number): Promise<ToolbarReading> {
    // Runs in the popup's window (source text): nothing from this scope.
    return this.harness.withToolbarPopup(tabId, (view, state) => ({
      ...state,
      pageUrl: view.document.querySelector('.page-url')?.textContent ?? '',
    }));
  }
}

/** A shared scenario's fixture in Firefox; `ext.harness` for Firefox-only cases beside it. */
export function useFirefoxDriver(): DriverFixture & Fixture<FirefoxDriver> {
  return useConnection(() => FirefoxDriver.connect());
}

/** The same, with the demo site. */
export function useFirefoxDemoDriver(): DemoDriverFixture & DemoFixture<FirefoxDriver> {
  return withDemoSite(useFirefoxDriver());
}
