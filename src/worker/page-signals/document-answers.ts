/**
 * The main document's HTTP answer per tab, from the browser's own
 * webRequest events for `main_frame` (no request of ours): every redirect
 * (onBeforeRedirect: status, the address that answered, its Location, the
 * IP), then how the load ended (onCompleted with the final status, or
 * onErrorOccurred with the browser's error). core/indexing/page-answer.ts
 * reads it as Google would.
 *
 * Bounded: at most MAX_HOPS hops a load (the rest counted), each address cut
 * at MAX_URL_CHARS, and a tab keeps only its latest load. Kept in memory and
 * in `storage.session` (a stopped worker still knows a page loaded before
 * the stop; the answer is seen only once, as the page loads). A read names
 * the tab's current address: a load that answered another address (a 204 or
 * a download that left the page as it was, an address changed by
 * `history.pushState`) is not this document's, and the reader says why.
 */
import { canonicalUrl } from '../../core/indexing/canonical.ts';
import type { DocumentHop, DocumentLoad } from '../../core/indexing/page-answer.ts';
import type { TabDocument } from '../../shared/tab-document.ts';

/** Chrome stops after 20 redirects, Firefox after 20 too: a chain longer than this is already an error. */
export const MAX_HOPS = 21;
export const MAX_URL_CHARS = 4096;

/** One load as recorded: the hops and the end, with the request it came from. */
export interface RecordedLoad extends DocumentLoad {
  requestId: string;
  /** The address the load ended on (the final hop's, or the last Location). */
  url: string;
  /** False while the load is under way (no onCompleted / onErrorOccurred yet). */
  done: boolean;
}

interface RawDetails {
  requestId: string;
  tabId: number;
  url: string;
  statusCode?: number;
  redirectUrl?: string;
  ip?: string;
  error?: string;
}

interface RawEvent {
  addListener(callback: (details: RawDetails) => void, filter: { urls: string[]; types: string[] }): void;
}

/** The slice of `browser.storage.session` used (null where the browser has none). */
export interface SessionArea {
  get(keys: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string): Promise<void>;
}

const FILTER = { urls: ['http://*/*', 'https://*/*'], types: ['main_frame'] };
const KEY_PREFIX = 'tab-document:';

const cap = (url: string) => (url.length > MAX_URL_CHARS ? url.slice(0, MAX_URL_CHARS) : url);

/** Same document address: fragments never reach the server. */
function sameAddress(a: string, b: string): boolean {
  return (canonicalUrl(a) ?? a) === (canonicalUrl(b) ?? b);
}

export class DocumentAnswers {
  readonly #tabs = new Map<number, { load: RecordedLoad | null; historyUrl: string | null }>();
  readonly #session: SessionArea | null;
  readonly #onError: (error: unknown) => void;

  constructor(session: SessionArea | null, onError: (error: unknown) => void = () => undefined) {
    this.#session = session;
    this.#onError = onError;
  }

  /**
   * Listens to webRequest's main-frame events (registered synchronously: a navigation wakes a stopped worker). False without the API.
   * `ended`: a tab's load ended (its answer is known now), after it is recorded; Firefox may deliver it after the page's own load.
   */
  watch(webRequest: unknown, ended: (tabId: number) => void = () => undefined): boolean {
    if (typeof webRequest !== 'object' || webRequest === null) return false;
    const { onBeforeRedirect, onCompleted, onErrorOccurred } = webRequest as Record<string, RawEvent | undefined>;
    if (!onBeforeRedirect?.addListener || !onCompleted?.addListener || !onErrorOccurred?.addListener) return false;
    onBeforeRedirect.addListener((d) => this.redirected(d), FILTER);
    onCompleted.addListener((d) => {
      this.completed(d);
      if (d.tabId >= 0) ended(d.tabId);
    }, FILTER);
    onErrorOccurred.addListener((d) => {
      this.failed(d);
      if (d.tabId >= 0) ended(d.tabId);
    }, FILTER);
    return true;
  }

  redirected(d: RawDetails): void {
    if (d.tabId < 0) return;
    const load = this.#current(d);
    this.#addHop(load, { url: cap(d.url), status: d.statusCode ?? 0, location: cap(d.redirectUrl ?? ''), ip: d.ip ?? null });
    load.url = cap(d.redirectUrl ?? d.url);
    this.#keep(d.tabId, load);
  }

  completed(d: RawDetails): void {
    if (d.tabId < 0) return;
    const load = this.#current(d);
    this.#addHop(load, { url: cap(d.url), status: d.statusCode ?? 0, location: null, ip: d.ip ?? null });
    load.url = cap(d.url);
    load.done = true;
    this.#keep(d.tabId, load);
  }

  failed(d: RawDetails): void {
    if (d.tabId < 0) return;
    const load = this.#current(d);
    load.error = (d.error ?? 'unknown error').slice(0, 200);
    load.url = cap(d.url);
    load.done = true;
    this.#keep(d.tabId, load);
  }

  /** The page's script changed the address (webNavigation.onHistoryStateUpdated, main frame). */
  historyChanged(tabId: number, url: string): void {
    const known = this.#tabs.get(tabId);
    this.#tabs.set(tabId, { load: known?.load ?? null, historyUrl: cap(url) });
  }

  forget(tabId: number): void {
    this.#tabs.delete(tabId);
    this.#session?.remove(KEY_PREFIX + tabId).catch(this.#onError);
  }

  /** The tab's document at `url` (its address now). */
  async documentFor(tabId: number, url: string): Promise<TabDocument> {
    const known = this.#tabs.get(tabId);
    const load = known?.load ?? (await this.#restore(tabId));
    if (load?.done && sameAddress(load.url, url)) {
      return { kind: 'seen', load: { hops: load.hops, error: load.error, hopsLeftOut: load.hopsLeftOut } };
    }
    if (known?.historyUrl && sameAddress(known.historyUrl, url)) return { kind: 'not-seen', reason: 'history' };
    if (load && !load.done && sameAddress(load.url, url)) return { kind: 'not-seen', reason: 'loading' };
    return { kind: 'not-seen', reason: load ? 'other-address' : 'no-load' };
  }

  #current(d: RawDetails): RecordedLoad {
    const known = this.#tabs.get(d.tabId);
    const id = String(d.requestId);
    if (known?.load && known.load.requestId === id) return known.load;
    const load: RecordedLoad = { requestId: id, url: cap(d.url), hops: [], error: null, hopsLeftOut: 0, done: false };
    // A new load: the address a script set belongs to the document before.
    this.#tabs.set(d.tabId, { load, historyUrl: null });
    return load;
  }

  #addHop(load: RecordedLoad, hop: DocumentHop): void {
    if (load.hops.length < MAX_HOPS) load.hops.push(hop);
    else load.hopsLeftOut++;
  }

  #keep(tabId: number, load: RecordedLoad): void {
    if (load.done) this.#session?.set({ [KEY_PREFIX + tabId]: load }).catch(this.#onError);
  }

  async #restore(tabId: number): Promise<RecordedLoad | null> {
    if (!this.#session) return null;
    try {
      const stored = (await this.#session.get(KEY_PREFIX + tabId))[KEY_PREFIX + tabId];
      if (!isRecordedLoad(stored)) return null;
      // A newer event may have arrived while storage answered.
      if (!this.#tabs.get(tabId)?.load) this.#tabs.set(tabId, { load: stored, historyUrl: this.#tabs.get(tabId)?.historyUrl ?? null });
      return this.#tabs.get(tabId)?.load ?? null;
    } catch (error) {
      this.#onError(error);
      return null;
    }
  }
}

function isRecordedLoad(v: unknown): v is RecordedLoad {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Partial<RecordedLoad>;
  return (
    typeof r.requestId === 'string' &&
    typeof r.url === 'string' &&
    Array.isArray(r.hops) &&
    r.hops.length <= MAX_HOPS &&
    r.hops.every((h) => typeof h?.url === 'string' && typeof h.status === 'number') &&
    typeof r.done === 'boolean' &&
    typeof r.hopsLeftOut === 'number'
  );
}
