/**
 * The indexing signals of each tab's page, as the worker last saw them: the
 * main-frame response headers (from webRequest) and the markup (read with
 * scripting). Kept in memory and in `storage.session`, so a worker stopped
 * and started again still knows the headers of pages loaded before the stop
 * (they are seen only once, as the page loads); session storage is cleared
 * when the browser closes. A navigation drops what belonged to the document
 * before; every read checks that the signals are about the URL asked for.
 */
import { canonicalUrl } from '../core/indexing/canonical.ts';
import type { HeaderSignals, MarkupSignals } from '../shared/page-signals.ts';

export interface KnownSignals {
  headers: HeaderSignals | null;
  markup: MarkupSignals | null;
}

/** The slice of `browser.storage.session` used (null where the browser has none). */
export interface SessionArea {
  get(keys: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string): Promise<void>;
}

const KEY_PREFIX = 'tab-signals:';

/** Same document address: fragments never reach the server. */
function sameAddress(a: string, b: string): boolean {
  return (canonicalUrl(a) ?? a) === (canonicalUrl(b) ?? b);
}

export class TabSignalStore {
  readonly #tabs = new Map<number, KnownSignals>();
  readonly #session: SessionArea | null;
  readonly #onError: (error: unknown) => void;

  constructor(session: SessionArea | null, onError: (error: unknown) => void = () => undefined) {
    this.#session = session;
    this.#onError = onError;
  }

  /** A main-frame response. The markup stays until a document commits (a download or a 204 leaves the page as it was). */
  headersReceived(tabId: number, headers: HeaderSignals): void {
    this.#put(tabId, { headers, markup: this.#tabs.get(tabId)?.markup ?? null });
  }

  markupRead(tabId: number, markup: MarkupSignals): void {
    const known = this.#tabs.get(tabId);
    this.#put(tabId, { headers: known?.headers ?? null, markup });
  }

  /**
   * A document committed at `url`: the markup read before belongs to the old
   * one; the headers stay only if they answered this very address (a page
   * from the back/forward cache brings no new response).
   */
  committed(tabId: number, url: string): void {
    const known = this.#tabs.get(tabId);
    const headers = known?.headers && sameAddress(known.headers.url, url) ? known.headers : null;
    this.#put(tabId, { headers, markup: null });
  }

  /** What is known about `url` in the tab: signals about another address count as not seen. */
  async signalsFor(tabId: number, url: string): Promise<KnownSignals> {
    const known = this.#tabs.get(tabId) ?? (await this.#restore(tabId));
    return {
      headers: known?.headers && sameAddress(known.headers.url, url) ? known.headers : null,
      markup: known?.markup && sameAddress(known.markup.url, url) ? known.markup : null,
    };
  }

  forget(tabId: number): void {
    this.#tabs.delete(tabId);
    this.#session?.remove(KEY_PREFIX + tabId).catch(this.#onError);
  }

  #put(tabId: number, signals: KnownSignals): void {
    this.#tabs.set(tabId, signals);
    this.#session?.set({ [KEY_PREFIX + tabId]: signals }).catch(this.#onError);
  }

  async #restore(tabId: number): Promise<KnownSignals | null> {
    if (!this.#session) return null;
    try {
      const stored = (await this.#session.get(KEY_PREFIX + tabId))[KEY_PREFIX + tabId];
      if (!isKnownSignals(stored)) return null;
      // A newer event may have arrived while storage answered.
      if (!this.#tabs.has(tabId)) this.#tabs.set(tabId, stored);
      return this.#tabs.get(tabId) ?? null;
    } catch (error) {
      this.#onError(error);
      return null;
    }
  }
}

function isKnownSignals(v: unknown): v is KnownSignals {
  if (typeof v !== 'object' || v === null || !('headers' in v) || !('markup' in v)) return false;
  const { headers, markup } = v as { headers: unknown; markup: unknown };
  const okHeaders =
    headers === null ||
    (typeof headers === 'object' &&
      typeof (headers as HeaderSignals).url === 'string' &&
      Array.isArray((headers as HeaderSignals).xRobotsTag));
  const okMarkup =
    markup === null ||
    (typeof markup === 'object' && typeof (markup as MarkupSignals).url === 'string' && Array.isArray((markup as MarkupSignals).metas));
  return okHeaders && okMarkup;
}
