/**
 * Stands in for chrome.webRequest, which fakeBrowser lacks: tests (or the
 * browser-fetch emulator) emit the events Chrome would for the worker's request.
 */
import type {
  BeforeRedirectDetails,
  ErrorOccurredDetails,
  HeadersReceivedDetails,
  RequestFilter,
  ResponseStartedDetails,
  WebRequestEvent,
  WebRequestEvents,
} from '../../../src/robots/redirect-observer.ts';

class FakeEvent<D> implements WebRequestEvent<D> {
  readonly listeners: { callback: (details: D) => void; filter: RequestFilter }[] = [];
  constructor(private readonly lagMs: number) {}
  addListener(callback: (details: D) => void, filter: RequestFilter): void {
    this.listeners.push({ callback, filter });
  }
  emit(details: D & { tabId: number }): void {
    const deliver = () => {
      for (const { callback, filter } of this.listeners) {
        if (filter.tabId !== undefined && filter.tabId !== details.tabId) continue;
        callback(details);
      }
    };
    // Timers of equal delay run in order, so a lagging fake still delivers events in order.
    if (this.lagMs > 0) setTimeout(deliver, this.lagMs);
    else deliver();
  }
}

/**
 * `lagMs` delivers every event that much later, as a busy browser does: the
 * worker may then see fetch's answer before the events about the same request.
 */
export class FakeWebRequest implements WebRequestEvents {
  readonly onHeadersReceived: FakeEvent<HeadersReceivedDetails>;
  readonly onBeforeRedirect: FakeEvent<BeforeRedirectDetails>;
  readonly onResponseStarted: FakeEvent<ResponseStartedDetails>;
  readonly onErrorOccurred: FakeEvent<ErrorOccurredDetails>;
  constructor({ lagMs = 0 }: { lagMs?: number } = {}) {
    this.onHeadersReceived = new FakeEvent(lagMs);
    this.onBeforeRedirect = new FakeEvent(lagMs);
    this.onResponseStarted = new FakeEvent(lagMs);
    this.onErrorOccurred = new FakeEvent(lagMs);
  }
}
