/**
 * The popup's state, all of it, in one store: what was loaded, which crawler
 * is chosen, each section's own slice (indexing, the page's answer, links,
 * the matrix, the overlay switch, the history line, find in the file), and what the whole page
 * derives from them.
 *
 * Every writable signal of the popup is declared here, in `writable`, and only
 * the popup's actions layer imports `writable`: `actions.ts` and the files in
 * `actions/` (one per section) are the only code that changes the state
 * (test/pages/store-writers.test.ts reads the sources to hold that).
 * Everything else reads the `ReadonlySignal`s exported below, so the compiler
 * refuses a write. Derived state (computed) that one section alone reads
 * lives beside that section's view (indexing-state.ts, links-state.ts, …).
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import {
  displayLines,
  lintRobotsTxt,
  pathParamsQuery,
  type CrawlerProfile,
  type Diagnostic,
  type NotApplicableReason,
} from '../../core/index.ts';
import type { RobotsRecord } from '../../robots/robots-record.ts';
import type { RecordView, VerdictView } from '../../robots/record-view.ts';
import { fileProblem } from '../../robots/file-problem.ts';
import type { MatrixCell } from '../../robots/crawler-matrix.ts';
import type { OverlayState } from '../../shared/overlay-view.ts';
import type { LinksAndResources, TabSignals, UrlDecision } from '../../shared/page-signals.ts';
import type { TabDocumentAnswer } from '../../shared/tab-document.ts';
import type { ServedAnswer } from '../../shared/served-html.ts';
import { readPathInput, type PathTarget } from '../../shared/path-target.ts';
import { type OtherOriginLoad, otherOriginRecord } from './tools/other-origin.ts';
import type { UnreadableReason } from './links/tab-links.ts';
import type { Change } from './history/history-state.ts';
import { DEFAULT_SETTINGS, profileForSettings, type Settings } from '../../shared/settings.ts';
import { verdictForRecord, type RecordVerdict } from '../../robots/verdict-for-record.ts';
import type { Message } from '../../text/messages/index.ts';
import { isWebUrl } from '../../ui/format.ts';

export type PageLoad =
  | { kind: 'loading'; pageUrl: string | null }
  | { kind: 'not-applicable'; pageUrl: string | null; reason: NotApplicableReason | { code: 'hidden-address' } }
  /**
   * The worker's facts about the page's robots.txt, without the bodies, and
   * its verdict for the page and the settings' crawler (null after a refresh,
   * or when the worker could not decide it): enough to paint the verdict.
   */
  | { kind: 'record'; pageUrl: string; record: RecordView; verdict: VerdictView | null; fromCache: boolean }
  /** Robots Lens itself failed (the worker did not answer…): what to say, as a message. */
  | { kind: 'error'; pageUrl: string | null; error: Message };

/**
 * The page's record with its bodies, asked of the worker once the verdict is
 * on screen: everything below the verdict (why, the file, diagnostics, the
 * matrix…) reads it.
 */
export type BodiesLoad = { kind: 'waiting' } | { kind: 'failed'; error: Message } | { kind: 'loaded'; record: RobotsRecord };

/** The tab's indexing signals, as asked of the worker (indexing/indexing-state.ts reads them). */
export type SignalsLoad = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; signals: TabSignals };

/** The page's own HTTP answer, as asked of the worker (page-answer/page-answer-state.ts reads it). */
export type DocumentLoadState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; answer: TabDocumentAnswer };

/** The served-HTML comparison, as asked of the worker (indexing/served-state.ts reads it for the chosen crawler). */
export type ServedLoad =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'error'; error: Message }
  | { kind: 'answered'; answer: ServedAnswer };

/** The decideUrls answers for canonicals on other sites, for one crawler; `checking` while a fetch the person asked for runs. */
export interface OffsiteCanonicals {
  profileId: string;
  decisions: ReadonlyMap<string, UrlDecision>;
  checking: boolean;
}

/** Where "Links and resources" stands (links/links-state.ts reads it). */
export type LinksLoad =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'unavailable'; why: UnreadableReason }
  | { kind: 'failed'; error: Message }
  | { kind: 'read'; page: LinksAndResources; urls: string[] };

/**
 * The popup's writable signals, one slice per section. Only the actions layer
 * (actions.ts and actions/*.ts) imports this; everything else reads the
 * read-only exports below.
 */
export const writable = {
  /** What the popup knows about the page and its robots.txt. */
  page: signal<PageLoad>({ kind: 'loading', pageUrl: null }),
  /** The bodies of the page's record (see BodiesLoad). */
  bodies: signal<BodiesLoad>({ kind: 'waiting' }),
  /**
   * Whether the parts below the verdict (why, the file, diagnostics, facts) may
   * render. They wait until the verdict is on screen (verdict-presented.ts):
   * reading and linting a large file and laying out its view take tens of
   * milliseconds, and the verdict should not wait for them.
   */
  detailsShown: signal(false),
  /** True once loading has taken long enough that the person deserves a word about it. */
  slowLoad: signal(false),
  settings: signal<Settings>(DEFAULT_SETTINGS),
  /** A refresh (getRobots with refresh: true) is under way. */
  refreshing: signal(false),
  /** Why the last refresh failed; the previous answer stays on screen. */
  refreshError: signal<Message | null>(null),
  /** The clock the "fetched 3 min ago" texts read; ticks while the popup is open. */
  now: signal(Date.now()),
  /** A request to scroll the file view to a line; `seq` makes repeated requests for one line count. */
  focusRequest: signal<{ line: number; seq: number } | null>(null),
  /** What the path box holds; null while it shows the page's own address (nothing typed yet, or "Back to this page"). */
  pathInput: signal<string | null>(null),
  /** Another origin's robots.txt, fetched because the person asked for a URL of that origin in the path box. */
  otherOrigin: signal<OtherOriginLoad | null>(null),
  indexing: {
    /** The tab's signals, asked of the worker once the verdict is on screen. */
    tabSignals: signal<SignalsLoad>({ kind: 'loading' }),
    offsiteCanonicals: signal<OffsiteCanonicals | null>(null),
    /** The served HTML's comparison with the rendered page: nothing until the person presses its button. */
    served: signal<ServedLoad>({ kind: 'idle' }),
  },
  pageAnswer: {
    /** The worker's record of the main document's load (getTabDocument). */
    tabDocument: signal<DocumentLoadState>({ kind: 'loading' }),
  },
  links: {
    open: signal(false),
    load: signal<LinksLoad>({ kind: 'idle' }),
    /** The worker's decisions by URL, for `decidedFor`'s crawler. */
    decisions: signal<ReadonlyMap<string, UrlDecision>>(new Map()),
    /** The crawler the decisions are for. */
    decidedFor: signal<string | null>(null),
    onlyDisallowed: signal(false),
    /**
     * The person asked to check the private addresses this public page points
     * at (this popup only): until then the worker leaves them 'private', unfetched.
     */
    checkPrivate: signal(false),
  },
  matrix: {
    /** The cells by profile id once computed for the current page, record and profiles; null until then. */
    cells: signal<ReadonlyMap<string, MatrixCell> | null>(null),
  },
  overlay: {
    /** Whether the overlay is on in this tab (the worker holds it, per tab); null until the worker answered. */
    state: signal<OverlayState | null>(null),
    /** A switch is under way (injecting into the page can take a moment). */
    busy: signal(false),
    /** The worker failed to answer the last switch. */
    failed: signal(false),
  },
  history: {
    /** This site's robots.txt change since the copy before it (history/history-state.ts); null when there is none to tell. */
    change: signal<Change | null>(null),
    /** Whether the site is on the watch list; null until the worker answered. */
    watched: signal<boolean | null>(null),
  },
  find: {
    /** What the find box in the robots.txt view holds. */
    query: signal(''),
    /** The match the person stepped to (find-state.ts keeps it within the list). */
    chosenMatch: signal(-1),
  },
};

// What every other file reads: the same signals, typed read-only.
export const page: ReadonlySignal<PageLoad> = writable.page;
export const bodies: ReadonlySignal<BodiesLoad> = writable.bodies;
export const detailsShown: ReadonlySignal<boolean> = writable.detailsShown;
export const slowLoad: ReadonlySignal<boolean> = writable.slowLoad;
export const settings: ReadonlySignal<Settings> = writable.settings;
export const refreshing: ReadonlySignal<boolean> = writable.refreshing;
export const refreshError: ReadonlySignal<Message | null> = writable.refreshError;
export const now: ReadonlySignal<number> = writable.now;
export const focusRequest: ReadonlySignal<{ line: number; seq: number } | null> = writable.focusRequest;
export const pathInput: ReadonlySignal<string | null> = writable.pathInput;
export const otherOrigin: ReadonlySignal<OtherOriginLoad | null> = writable.otherOrigin;
export const tabSignals: ReadonlySignal<SignalsLoad> = writable.indexing.tabSignals;
export const offsiteCanonicals: ReadonlySignal<OffsiteCanonicals | null> = writable.indexing.offsiteCanonicals;
export const servedLoad: ReadonlySignal<ServedLoad> = writable.indexing.served;
export const tabDocument: ReadonlySignal<DocumentLoadState> = writable.pageAnswer.tabDocument;
export const linksOpen: ReadonlySignal<boolean> = writable.links.open;
export const linksLoad: ReadonlySignal<LinksLoad> = writable.links.load;
export const linkDecisions: ReadonlySignal<ReadonlyMap<string, UrlDecision>> = writable.links.decisions;
export const decidedFor: ReadonlySignal<string | null> = writable.links.decidedFor;
export const onlyDisallowed: ReadonlySignal<boolean> = writable.links.onlyDisallowed;
export const matrixCells: ReadonlySignal<ReadonlyMap<string, MatrixCell> | null> = writable.matrix.cells;
export const overlayState: ReadonlySignal<OverlayState | null> = writable.overlay.state;
export const overlayBusy: ReadonlySignal<boolean> = writable.overlay.busy;
export const overlayFailed: ReadonlySignal<boolean> = writable.overlay.failed;
export const historyChange: ReadonlySignal<Change | null> = writable.history.change;
export const siteWatched: ReadonlySignal<boolean | null> = writable.history.watched;
export const findQuery: ReadonlySignal<string> = writable.find.query;
export const chosenMatch: ReadonlySignal<number> = writable.find.chosenMatch;

/** What the verdict is about: the page, or the URL of this site typed in the path box, or why the box names none. */
export const pathTarget = computed<PathTarget | null>(() => {
  const pageUrl = page.value.pageUrl;
  if (pageUrl === null) return null;
  const input = pathInput.value;
  return input === null ? { kind: 'url', url: pageUrl } : readPathInput(input, pageUrl);
});

/** That origin's record while the box names a URL of it; null otherwise (the page's record is read then). */
export const otherRecord = computed<RobotsRecord | null>(() => otherOriginRecord(pathTarget.value, otherOrigin.value));

/** The URL the verdict, the why panel and the highlight are for; null while the path box names no URL the popup can check yet. */
export const checkedUrl = computed<string | null>(() => {
  const target = pathTarget.value;
  if (target?.kind === 'url') return target.url;
  return target?.kind === 'other-origin' && otherRecord.value !== null ? target.url : null;
});

export const profile = computed<CrawlerProfile>(() => profileForSettings(settings.value));

/** The page's record with its bodies, once the worker sent them (after the verdict is on screen); null until then. */
export const pageRecord = computed<RobotsRecord | null>(() => {
  const b = bodies.value;
  return page.value.kind === 'record' && b.kind === 'loaded' ? b.record : null;
});

/**
 * The most matching rules the why panel can list (it shows them in steps);
 * the count stays exact. A 42,000-line `Disallow: /` file matches 42,000
 * times, and sorting them all cost the popup seconds.
 */
export const MAX_EXPLAINED_MATCHES = 1_000;

export type Evaluation =
  | { kind: 'ok'; result: RecordVerdict; record: RobotsRecord; pageUrl: string }
  | { kind: 'failed'; detail: string | null };

/**
 * The verdict for the page and the chosen crawler, computed here from the
 * record with its bodies (the same function the badge uses), so switching
 * crawlers needs no message to the worker. Null until the bodies are here:
 * `verdictFacts` paints the worker's verdict meanwhile.
 */
export const evaluation = computed<Evaluation | null>(() => {
  const p = page.value;
  if (p.kind !== 'record') return null;
  const record = otherRecord.value ?? pageRecord.value;
  if (record === null) return null;
  try {
    // Diagnostics do not depend on the crawler: linted once per body (see `diagnostics`), not on every switch.
    // While the path box names no URL, the page's own verdict keeps the record's facts (notices, fetch facts) on
    // screen; `checkedResult` keeps it out of everything that is about one URL.
    // A URL of another origin is read against that origin's file (the file view, facts and copy follow it).
    const result = verdictForRecord(record, checkedUrl.value ?? p.pageUrl, profile.value, Date.now(), {
      diagnostics: false,
      maxMatches: MAX_EXPLAINED_MATCHES,
    });
    return { kind: 'ok', result, record, pageUrl: p.pageUrl };
  } catch (error) {
    // The runtime's own words for what failed; the banner says the rest.
    const detail = error instanceof Error ? (error.message.split('\n')[0] ?? '') : '';
    return { kind: 'failed', detail: detail || null };
  }
});

export const result = computed<RecordVerdict | null>(() => {
  const e = evaluation.value;
  return e?.kind === 'ok' ? e.result : null;
});

/** What the banner and the top answer paint: the verdict's facts, whoever decided them. */
export type VerdictFacts = Pick<VerdictView, 'state' | 'reading' | 'verdict' | 'fileProblem'>;

/**
 * The verdict as `result` has it, or before the bodies are here the one the
 * worker decided, while it is still about the URL and the crawler the popup
 * shows; null otherwise (the banner says "checking" for that moment).
 */
export const verdictFacts = computed<VerdictFacts | null>(() => {
  const e = evaluation.value;
  if (e?.kind === 'ok') {
    const r = e.result;
    return { state: r.state, reading: r.reading, verdict: r.verdict, fileProblem: fileProblem(r) };
  }
  const p = page.value;
  if (e?.kind === 'failed' || p.kind !== 'record' || p.verdict === null) return null;
  const v = p.verdict;
  return v.profileId === profile.value.id && v.url === (checkedUrl.value ?? p.pageUrl) ? v : null;
});

/** The verdict for the URL in the path box (the page's, until another is typed); null while the box names none. */
export const checkedResult = computed<RecordVerdict | null>(() => (checkedUrl.value === null ? null : result.value));

/**
 * The page's path as the crawler matches it: the verdict's, and before there
 * is one the same reading of the URL (Google's GetPathParamsQuery, `;params`
 * kept), so the line does not change when the verdict arrives. Null for a
 * page that is not http(s).
 */
export const pagePath = computed<string | null>(() => {
  const url = page.value.pageUrl;
  if (!url || !isWebUrl(url)) return null;
  // The page's own line stays the page's while the path box checks another URL.
  const own = checkedUrl.value === url ? verdictFacts.value : null;
  return own?.verdict.path ?? pathParamsQuery(url);
});

let linesMemo: { bytes: Uint8Array | null; lines: string[] } = { bytes: null, lines: [] };

/** The file's lines for display (index 0 = line 1), decoded once per body. */
export const fileLines = computed<string[]>(() => {
  const bytes = result.value?.bytes ?? null;
  if (!bytes) return [];
  if (linesMemo.bytes !== bytes && !sameBytes(linesMemo.bytes, bytes)) {
    linesMemo = { bytes, lines: displayLines(bytes) };
  }
  return linesMemo.lines;
});

function sameBytes(a: Uint8Array | null, b: Uint8Array): boolean {
  if (!a || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Line numbers of every line of the groups that applied (user-agent lines, rules, crawl-delays, other fields). */
export const groupLines = computed<ReadonlySet<number>>(() => {
  const r = result.value;
  const lines = new Set<number>();
  if (!r?.model) return lines;
  const applied = new Set(r.verdict.groups.map((g) => g.index));
  for (const g of r.verdict.groups) {
    for (const line of g.userAgentLines) lines.add(line);
    const group = r.model.groups[g.index];
    if (!group) continue;
    for (const ua of group.userAgents) lines.add(ua.line);
    for (const rule of group.rules) lines.add(rule.line);
    for (const cd of group.crawlDelays) lines.add(cd.line);
  }
  for (const field of r.model.otherFields) if (applied.has(field.groupIndex)) lines.add(field.line);
  return lines;
});

/** The line that decided (Google's matching_line), or 0. */
export const decidingLine = computed<number>(() => checkedResult.value?.verdict.decidingLine ?? 0);

let lintMemo: { bytes: Uint8Array | null; diagnostics: Diagnostic[] } = { bytes: null, diagnostics: [] };

/** What the linter says about the body the verdict was read from (the same call verdictForRecord makes), once per body. */
export const diagnostics = computed<Diagnostic[]>(() => {
  const r = result.value;
  if (!r?.bytes || !r.snapshot) return [];
  if (lintMemo.bytes !== r.bytes) {
    const facts = r.snapshot.facts;
    lintMemo = {
      bytes: r.bytes,
      diagnostics: lintRobotsTxt(r.bytes, {
        contentType: facts.contentType,
        truncated: facts.truncated,
        originalBytes: facts.receivedBytes,
      }),
    };
  }
  return lintMemo.diagnostics;
});

/** Diagnostics keyed by line (line 0 = the whole file). */
export const diagnosticsByLine = computed<ReadonlyMap<number, Diagnostic[]>>(() => {
  const byLine = new Map<number, Diagnostic[]>();
  for (const d of diagnostics.value) {
    const list = byLine.get(d.line);
    if (list) list.push(d);
    else byLine.set(d.line, [d]);
  }
  return byLine;
});
