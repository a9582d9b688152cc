/**
 * The shape of the browser events the worker listens to, as far as it uses
 * them: the real `browser.*` objects and fakeBrowser in the tests both fit.
 */

/** An event: `browser.webNavigation.onCommitted` and the like. */
export interface Listenable<A extends unknown[]> {
  addListener(callback: (...args: A) => void): void;
}

/** The details of a webNavigation event that the worker reads. */
export interface NavigationDetails {
  tabId: number;
  frameId: number;
  url: string;
  /** Chrome: 'prerender' for a page loading unseen in the background. */
  documentLifecycle?: string;
  /** Chrome: 'outermost_frame' for a page's top frame, prerendered ones too (their frameId is not 0). */
  frameType?: string;
  /** onCommitted: how the navigation came about ('forward_back' for the back and forward buttons). */
  transitionQualifiers?: string[];
  /** When the event happened (milliseconds since the epoch), which may be before it was delivered. */
  timeStamp?: number;
}
