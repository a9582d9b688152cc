/**
 * The indexing signals of each tab's page, as the worker last saw them: the
 * main-frame response headers (from webRequest) and the markup (read with
 * scripting). Kept in memory and in `storage.session`, so a worker stopped
 * and started again still knows the headers of pages loaded before the stop
 * (they are seen only once, as the page loads); session storage is cleared
 * when the browser closes. A navigation drops what belonged to the document
 * before; every read checks that the signals are about the URL asked for.
 */
import { canonicalUrl } from '../../core/indexing/canonical.ts';
import type { HeaderSignals, HeadersMissing, MarkupSignals } from '../../shared/page-signals.ts';

/**
 * What the worker saw happen to the tab's address without a new response:
 * a History API address change (pushState), a page restored from the
 * back/forward cache, a prerendered page committed unseen, a page whose
 * response came before the worker was listening.
 */
export interface NavigationNote {
  kind: 'push-state' | 'back-forward-cache' | 'prerender' | 'before-start';
  url: string;
}

export interface KnownSignals {
  headers: HeaderSignals | null;
  markup: MarkupSignals | null;
  /** The last address change that brought no response (absent in records kept by older versions). */
  note?: NavigationNote | null;
  /** Headers of pages prerendered in this tab, kept apart until one of them is shown (at most PRERENDERED_KEPT). */
  prerendered?: HeaderSignals[];
  /**
   * Headers of the documents the tab showed before (newest first, at most
   * EARLIER_KEPT): one restored from the back/forward cache is the very
   * document that came with them, and brings no response of its own.
   */
  earlier?: HeaderSignals[];
}

/** The slice of `browser.storage.session` used (null where the browser has none). */
export interface SessionArea {
  /** `null`: everything the area holds (the start-up sweep). */
  get(keys: string | null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string): Promise<void>;
}

const KEY_PREFIX = 'tab-signals:';

/** How many prerendered pages' headers a tab keeps (a page may ask for several; the newest win). */
const PRERENDERED_KEPT = 2;

/** How many earlier documents' headers a tab keeps, for pages the back/forward cache brings back. */
const EARLIER_KEPT = 3;

/**
 * The most characters one tab's record may take in storage.session. The
 * area holds 10 MB for the whole extension, and a page decides how large its
 * signals are (up to the indexing caps: 33 header values and 101 meta tags of
 * 4,097 characters each, most of a megabyte): without a bound, a dozen
 * hostile tabs would fill the area and every later tab's headers would be
 * lost when the worker restarts. An ordinary page's record is about a
 * kilobyte. A larger one stays in memory only; storage keeps a marker saying
 * it was too large, so a restarted worker says why it does not know.
 */
export const SESSION_RECORD_CHARS = 64 * 1024;

/**
 * How long (ms) a History API address change waits before it is compared
 * with the headers and kept: a page that pushes addresses in a loop costs one
 * comparison and one record per tab every PUSH_SETTLE_MS, for its newest
 * address, instead of a parse of every address it pushed (680,000
 * characters each, in one hostile page). Anything else that reads or
 * changes the tab's signals applies the waiting address first, so no answer
 * differs from one given after every push: the addresses pushed in between
 * are ones the tab no longer shows.
 */
export const PUSH_SETTLE_MS = 100;

/** What storage.session keeps for a record over SESSION_RECORD_CHARS. */
interface TooLargeMarker {
  tooLarge: true;
  url: string;
}

/** Same document address: fragments never reach the server. */
function sameAddress(a: string, b: string): boolean {
  return canonicalOf(a) === canonicalOf(b);
}

/** How many addresses canonicalOf keeps. */
const CANONICAL_KEPT = 4;
const canonicals = new Map<string, string>();

/**
 * An address without its fragment (itself when it is not an http(s) URL),
 * the last few kept: one read of a tab's signals compares the same address
 * several times (with the headers', the markup's, the note's), and a page
 * can push one of 680,000 characters, each comparison a parse of it whole.
 * Looking one up reads it once, with no copy.
 */
function canonicalOf(url: string): string {
  const kept = canonicals.get(url);
  if (kept !== undefined) return kept;
  const canonical = canonicalUrl(url) ?? url;
  if (canonicals.size >= CANONICAL_KEPT) canonicals.delete(canonicals.keys().next().value ?? '');
  canonicals.set(url, canonical);
  return canonical;
}

/** What signalsFor answers: the signals about the address asked for. */
export interface SignalsForUrl {
  headers: HeaderSignals | null;
  markup: MarkupSignals | null;
}

export class TabSignalStore {
  readonly #tabs = new Map<number, KnownSignals>();
  /** Tabs whose stored record was too large to keep: what a restarted worker knows of them. */
  readonly #dropped = new Map<number, string>();
  /** Tabs whose last write to storage was a too-large marker, with the marker's address. */
  readonly #markers = new Map<number, string>();
  /** Each tab's newest History API address not yet applied (see PUSH_SETTLE_MS). */
  readonly #pushed = new Map<number, string>();
  readonly #session: SessionArea | null;
  readonly #onError: (error: unknown) => void;
  readonly #later: (run: () => void, ms: number) => void;

  /** `later`: runs a waiting address change (setTimeout in the worker). */
  constructor(
    session: SessionArea | null,
    onError: (error: unknown) => void = () => undefined,
    later: (run: () => void, ms: number) => void = (run, ms) => void setTimeout(run, ms),
  ) {
    this.#session = session;
    this.#onError = onError;
    this.#later = later;
  }

  /**
   * A main-frame response. The markup stays until a document commits (a
   * download or a 204 leaves the page as it was). A prerendered page's
   * response is not the page shown: it is kept apart until shown.
   */
  headersReceived(tabId: number, headers: HeaderSignals, lifecycle?: string): void {
    this.#applyPush(tabId);
    const known = this.#tabs.get(tabId);
    if (lifecycle === 'prerender') {
      const prerendered = [...(known?.prerendered ?? []).filter((h) => !sameAddress(h.url, headers.url)), headers].slice(-PRERENDERED_KEPT);
      this.#put(tabId, {
        headers: known?.headers ?? null,
        markup: known?.markup ?? null,
        note: known?.note ?? null,
        prerendered,
        earlier: known?.earlier ?? [],
      });
      return;
    }
    this.#put(tabId, {
      headers,
      markup: known?.markup ?? null,
      note: null,
      prerendered: known?.prerendered ?? [],
      earlier: earlierWith(known),
    });
  }

  markupRead(tabId: number, markup: MarkupSignals): void {
    this.#applyPush(tabId);
    const known = this.#tabs.get(tabId);
    this.#put(tabId, {
      headers: known?.headers ?? null,
      markup,
      note: known?.note ?? null,
      prerendered: known?.prerendered ?? [],
      earlier: known?.earlier ?? [],
    });
  }

  /**
   * A document committed at `url`: the markup read before belongs to the old
   * one; the headers stay only if they answered this very address. A page
   * from the back/forward cache brings no new response: a back or forward
   * commit without headers for its address is noted as one (`forwardBack`);
   * so is a commit that happened before this worker was listening
   * (`beforeListening`: its response came before the listener was there).
   * A prerendered page commits unseen (`lifecycle` 'prerender'): noted, the
   * shown page's signals stay.
   */
  committed(tabId: number, url: string, options: { forwardBack?: boolean; lifecycle?: string; beforeListening?: boolean } = {}): void {
    this.#applyPush(tabId);
    const known = this.#tabs.get(tabId);
    if (options.lifecycle === 'prerender') {
      const seen = known?.prerendered?.some((h) => sameAddress(h.url, url));
      if (!seen)
        this.#put(tabId, {
          headers: known?.headers ?? null,
          markup: known?.markup ?? null,
          note: { kind: 'prerender', url },
          prerendered: known?.prerendered ?? [],
        });
      return;
    }
    const current = known?.headers && sameAddress(known.headers.url, url) ? known.headers : null;
    // Back or forward to a document the tab showed before: the back/forward cache brings it back with the headers it came with.
    const restored = !current && options.forwardBack ? (known?.earlier?.find((h) => sameAddress(h.url, url)) ?? null) : null;
    const headers = current ?? restored;
    const note: NavigationNote | null = headers
      ? null
      : options.forwardBack
        ? { kind: 'back-forward-cache', url }
        : options.beforeListening
          ? { kind: 'before-start', url }
          : null;
    this.#put(tabId, {
      headers,
      markup: null,
      note,
      prerendered: known?.prerendered ?? [],
      earlier: restored ? earlierWith(known) : (known?.earlier ?? []),
    });
  }

  /**
   * The History API changed the tab's address (pushState, replaceState): no
   * response came with it. Applied PUSH_SETTLE_MS later, or at the tab's next
   * read or event, whichever comes first; only the newest address counts.
   */
  historyChanged(tabId: number, url: string): void {
    const waiting = this.#pushed.has(tabId);
    this.#pushed.set(tabId, url);
    if (!waiting) this.#later(() => this.#applyPush(tabId), PUSH_SETTLE_MS);
  }

  #applyPush(tabId: number): void {
    const url = this.#pushed.get(tabId);
    if (url === undefined) return;
    this.#pushed.delete(tabId);
    const known = this.#tabs.get(tabId);
    if (known?.headers && sameAddress(known.headers.url, url)) return;
    this.#put(tabId, {
      headers: known?.headers ?? null,
      markup: known?.markup ?? null,
      note: { kind: 'push-state', url },
      prerendered: known?.prerendered ?? [],
    });
  }

  /** What is known about `url` in the tab: signals about another address count as not seen. */
  async signalsFor(tabId: number, url: string): Promise<SignalsForUrl> {
    this.#applyPush(tabId);
    const known = this.#tabs.get(tabId) ?? (await this.#restore(tabId));
    const headers =
      known?.headers && sameAddress(known.headers.url, url)
        ? known.headers
        : (known?.prerendered?.find((h) => sameAddress(h.url, url)) ?? null);
    return {
      headers,
      markup: known?.markup && sameAddress(known.markup.url, url) ? known.markup : null,
    };
  }

  /**
   * Why the headers of `url` in the tab are not known, from what the worker
   * saw (null when they are known). 'before-start' when no event about the tab
   * ever reached Robots Lens in this browser session.
   */
  async headersMissing(tabId: number, url: string): Promise<HeadersMissing | null> {
    this.#applyPush(tabId);
    const known = this.#tabs.get(tabId) ?? (await this.#restore(tabId));
    if (!known) {
      const dropped = this.#dropped.get(tabId);
      return dropped !== undefined && sameAddress(dropped, url) ? 'too-large' : 'before-start';
    }
    if ((await this.signalsFor(tabId, url)).headers) return null;
    if (known.note && sameAddress(known.note.url, url)) return known.note.kind;
    return 'not-seen';
  }

  /**
   * Drops the stored records of tabs that are gone: a tab closed while no
   * worker listened (its onRemoved never arrived) would keep its record, and
   * its share of the area, for the rest of the browser session. Tabs this
   * worker has heard of stay, whatever `openTabs` says (they may be newer).
   */
  async sweep(openTabs: ReadonlySet<number>): Promise<void> {
    if (!this.#session) return;
    try {
      const stored = await this.#session.get(null);
      for (const key of Object.keys(stored)) {
        if (!key.startsWith(KEY_PREFIX)) continue;
        const tabId = Number(key.slice(KEY_PREFIX.length));
        if (!openTabs.has(tabId) && !this.#tabs.has(tabId)) await this.#session.remove(key);
      }
    } catch (error) {
      this.#onError(error);
    }
  }

  forget(tabId: number): void {
    this.#pushed.delete(tabId);
    this.#tabs.delete(tabId);
    this.#dropped.delete(tabId);
    this.#markers.delete(tabId);
    this.#session?.remove(KEY_PREFIX + tabId).catch(this.#onError);
  }

  #put(tabId: number, signals: KnownSignals): void {
    this.#tabs.set(tabId, signals);
    if (!this.#session) return;
    // The characters of its strings are a floor for the record's JSON: a page that pushes a
    // 680,000-character address is found too large without writing it out as JSON each time.
    const fits = charsAtLeast(signals) <= SESSION_RECORD_CHARS && JSON.stringify(signals).length <= SESSION_RECORD_CHARS;
    let stored: KnownSignals | TooLargeMarker = signals;
    if (fits) this.#markers.delete(tabId);
    else {
      const url = signals.headers?.url ?? signals.markup?.url ?? '';
      // The same marker again (the page pushed another long address): storage already says it.
      if (this.#markers.get(tabId) === url) return;
      this.#markers.set(tabId, url);
      stored = { tooLarge: true, url };
    }
    const session = this.#session;
    session.set({ [KEY_PREFIX + tabId]: stored }).catch(async (error: unknown) => {
      // The area is full (other extensions' keys, or very many tabs): the oldest tab records make room, once.
      try {
        if (!(await this.#evictOldest(tabId))) throw error;
        await session.set({ [KEY_PREFIX + tabId]: stored });
      } catch (again) {
        // Not kept: the next record, marker or not, is written again.
        this.#markers.delete(tabId);
        this.#onError(again);
      }
    });
  }

  /**
   * Removes the stored records of the tabs seen longest ago (a quarter of
   * them, at least one), never `keep`'s. Answers whether any was removed.
   */
  async #evictOldest(keep: number): Promise<boolean> {
    if (!this.#session) return false;
    const stored = await this.#session.get(null);
    const ages: [string, number][] = [];
    for (const [key, value] of Object.entries(stored)) {
      if (!key.startsWith(KEY_PREFIX) || key === KEY_PREFIX + keep) continue;
      ages.push([key, lastSeen(value)]);
    }
    if (ages.length === 0) return false;
    ages.sort((a, b) => a[1] - b[1]);
    for (const [key] of ages.slice(0, Math.max(1, Math.floor(ages.length / 4)))) {
      this.#markers.delete(Number(key.slice(KEY_PREFIX.length)));
      await this.#session.remove(key);
    }
    return true;
  }

  async #restore(tabId: number): Promise<KnownSignals | null> {
    if (!this.#session) return null;
    try {
      const stored = (await this.#session.get(KEY_PREFIX + tabId))[KEY_PREFIX + tabId];
      if (isTooLarge(stored)) {
        this.#dropped.set(tabId, stored.url);
        return this.#tabs.get(tabId) ?? null;
      }
      if (!isKnownSignals(stored)) return null;
      // A newer event may have arrived while storage answered.
      if (!this.#tabs.has(tabId)) this.#tabs.set(tabId, withExtras(stored));
      return this.#tabs.get(tabId) ?? null;
    } catch (error) {
      this.#onError(error);
      return null;
    }
  }
}

/** The optional parts of a stored record, dropped when they are not what this version writes. */
function withExtras(stored: KnownSignals): KnownSignals {
  const note = stored.note;
  const okNote = typeof note === 'object' && note !== null && typeof note.url === 'string' && typeof note.kind === 'string';
  const prerendered = Array.isArray(stored.prerendered)
    ? stored.prerendered.filter((h) => typeof h === 'object' && h !== null && typeof h.url === 'string' && Array.isArray(h.xRobotsTag))
    : [];
  const earlier = Array.isArray(stored.earlier)
    ? stored.earlier.filter((h) => typeof h === 'object' && h !== null && typeof h.url === 'string' && Array.isArray(h.xRobotsTag))
    : [];
  return { headers: stored.headers, markup: stored.markup, note: okNote ? note : null, prerendered, earlier };
}

/** The tab's earlier documents' headers with the current one's put first (one per address, newest first). */
function earlierWith(known: KnownSignals | undefined): HeaderSignals[] {
  const current = known?.headers;
  const before = known?.earlier ?? [];
  if (!current) return before;
  return [current, ...before.filter((h) => !sameAddress(h.url, current.url))].slice(0, EARLIER_KEPT);
}

/** How many characters the strings inside `value` hold in all: never more than its JSON's length. */
function charsAtLeast(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (typeof value !== 'object' || value === null) return 0;
  let sum = 0;
  for (const item of Array.isArray(value) ? value : Object.values(value)) sum += charsAtLeast(item);
  return sum;
}

/** When a stored record was last written to (its newest observation), 0 when it says nothing. */
function lastSeen(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const { headers, markup } = value as { headers?: { observedAt?: unknown } | null; markup?: { readAt?: unknown } | null };
  const times = [headers?.observedAt, markup?.readAt].filter((t): t is number => typeof t === 'number');
  return times.length > 0 ? Math.max(...times) : 0;
}

function isTooLarge(v: unknown): v is TooLargeMarker {
  return typeof v === 'object' && v !== null && (v as TooLargeMarker).tooLarge === true && typeof (v as TooLargeMarker).url === 'string';
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
