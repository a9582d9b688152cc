/**
 * Stands in for chrome.webRequest, which fakeBrowser lacks: tests (or the
 * browser-fetch emulator) emit the events Chrome would for the worker's request.
 */
import type {
  BeforeRedirectDetails,
  ErrorOccurredDetails,
  HeadersReceivedDetails,
  RequestFilter,
  WebRequestEvent,
  WebRequestEvents,
} from '../../../src/background/redirect-observer.ts';

class FakeEvent<D> implements WebRequestEvent<D> {
  readonly listeners: { callback: (details: D) => void; filter: RequestFilter }[] = [];
  addListener(callback: (details: D) => void, filter: RequestFilter): void {
    this.listeners.push({ callback, filter });
  }
  emit(details: D & { tabId: number }): void {
    for (const { callback, filter } of this.listeners) {
      if (filter.tabId !== undefined && filter.tabId !== details.tabId) continue;
      callback(details);
    }
  }
}

export class FakeWebRequest implements WebRequestEvents {
  readonly onHeadersReceived = new FakeEvent<HeadersReceivedDetails>();
  readonly onBeforeRedirect = new FakeEvent<BeforeRedirectDetails>();
  readonly onErrorOccurred = new FakeEvent<ErrorOccurredDetails>();
}
