/**
 * What the shared end-to-end scenarios (this folder) need from a browser,
 * said once so that each scenario is written once and run in Chromium
 * (test/e2e/support/driver.ts, Playwright over DevTools) and in Firefox
 * (test/e2e-firefox/support/driver.ts, WebDriver BiDi). What only one
 * browser can do (screenshots, stopping the worker, host-resolver rules)
 * stays in that browser's own test files.
 */
import type { PopupState, TabBadge } from '../support/extension.ts';
import type { Connection, DemoFixture, Fixture } from '../support/fixture.ts';

/** An extension page open in a tab (the options page, the popup), read and used through CSS selectors. */
export interface PageView {
  /** Text content of each element matching `selector`. */
  texts(selector: string): Promise<string[]>;
  /** Value of `attribute` on each element matching `selector`. */
  attributes(selector: string, attribute: string): Promise<(string | null)[]>;
  /** The value of the form control matching `selector`; undefined when there is none. */
  value(selector: string): Promise<string | undefined>;
  /** Picks `value` in the <select> matching `selector`, as a person does. */
  select(selector: string, value: string): Promise<void>;
  click(selector: string): Promise<void>;
  close(): Promise<void>;
}

/** The popup opened as a page for a tab (?tabId=). */
export interface PopupView extends PageView {
  /** What it shows, once its verdict and the parts below it have rendered. */
  readPopup(): Promise<PopupState>;
  /** Saves the whole popup to artifacts/<name>.png, to look at, where the browser's harness takes pictures (Chromium); else nothing. */
  screenshot(name: string): Promise<void>;
}

/** What the real toolbar popup showed, and the page address it named. */
export interface ToolbarReading extends PopupState {
  pageUrl: string;
}

export interface ExtensionDriver extends Connection {
  /**
   * How the popup's fetch status names a connection reset: the browser's own
   * error class (Chromium net::ERR_…, Firefox NS_ERROR_…) read as a reset.
   */
  readonly resetStatus: RegExp;
  /** Opens `url` in a new active tab and waits for its badge to settle (see showInTab). */
  openTab(url: string, timeoutMs?: number): Promise<TabBadge>;
  /** Navigates an open tab to `url` and waits for its badge to settle again. */
  navigate(tabId: number, url: string, timeoutMs?: number): Promise<TabBadge>;
  /** The badge of a tab right now. */
  badge(tabId: number): Promise<{ text: string; title: string }>;
  /** Brings a tab to the front, as clicking it does. */
  activateTab(tabId: number): Promise<void>;
  /** Opens the popup as a page for `tabId`; resolves once its verdict has settled. */
  openPopup(tabId: number): Promise<PopupView>;
  /** Opens the options page in a new tab. */
  openOptions(): Promise<PageView>;
  /** Opens the workbench in a new tab, with its query (`?origin=…`). */
  openWorkbench(query: string): Promise<PageView>;
  /**
   * Brings `tabId` to the front, opens the real toolbar popup (as a click on
   * the Robots Lens button does: it asks about the active tab), reads it once
   * settled and closes it.
   */
  readToolbarPopup(tabId: number): Promise<ToolbarReading>;
  storedSettings(): Promise<unknown>;
}

/** What a shared scenario takes: a driver, and sites it started that close with the file. */
export type DriverFixture = Fixture<ExtensionDriver>;

/** The same, with the demo site. */
export type DemoDriverFixture = DemoFixture<ExtensionDriver>;
