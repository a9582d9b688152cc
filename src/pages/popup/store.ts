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
import { pathParamsQuery, type CrawlerProfile, type Diagnostic, type NotApplicableReason } from '../../core/index.ts';
import { INDEXING_LIMITS } from '../../core/indexing/limits.ts';
import type { RecordView, VerdictView } from '../../robots/record-view.ts';
import type { Explanation, FileView, RecordDecision } from '../../robots/record-details.ts';
import type { MatrixCell } from '../../robots/crawler-matrix.ts';
import type { OverlayState } from '../../shared/overlay-view.ts';
import type { LinksAndResources, TabSignals, UrlDecision } from '../../shared/page-signals.ts';
import type { TabDocumentAnswer } from '../../shared/tab-document.ts';
import type { ServedAnswer } from '../../shared/served-html.ts';
import { readPathInput, type PathTarget } from '../../shared/path-target.ts';
import { type OtherOriginLoad, otherOriginRecord } from './tools/other-origin.ts';
import type { UnreadableReason } from './links/tab-links.ts';
import type { RobotsChange } from '../../shared/robots-history.ts';
import { DEFAULT_SETTINGS, profileForSettings, type Settings } from '../../shared/settings.ts';
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
 * The worker's explanation for the URL and crawler `question` names (see
 * `explainQuestion`), or what failed: the runtime's words, when it has some.
 */
export type ExplainLoad = { question: ExplainQuestion; explanation: Explanation } | { question: ExplainQuestion; failed: string | null };

/** What an explanation is asked for: a record (its key) and a URL of its site, a crawler, the page's Content-Usage header. */
export interface ExplainQuestion {
  key: string;
  url: string;
  profileId: string;
  header: string | null;
}

/** The file of one copy of a record, as the worker read it (`which` of the record `key`). */
export interface FileLoad {
  key: string;
  which: 'latest' | 'last-good';
  view: FileView | null;
}

/** The worker's decisions for the page and its same-site canonicals on a record, for one crawler. */
export interface SameSiteDecisions {
  key: string;
  profileId: string;
  /** The URLs asked about (the page's, its same-site canonicals): an answer is for this very question. */
  urls: readonly string[];
  /** Empty when the worker could not answer: then no conflict is claimed. */
  decisions: ReadonlyMap<string, RecordDecision>;
}

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
  /** The latest explanation the worker answered (for the URL and crawler the popup asked about last). */
  explained: signal<ExplainLoad | null>(null),
  /** The file the latest explanation was read from. */
  file: signal<FileLoad | null>(null),
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
    /** The page's own robots.txt decision and its same-site canonicals', from the worker. */
    sameSite: signal<SameSiteDecisions | null>(null),
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
    /** This site's robots.txt change since the copy before it (the worker's, src/worker/history/origin-change.ts); null when there is none to tell. */
    change: signal<RobotsChange | null>(null),
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
export const explained: ReadonlySignal<ExplainLoad | null> = writable.explained;
export const fileLoad: ReadonlySignal<FileLoad | null> = writable.file;
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
export const sameSiteDecisions: ReadonlySignal<SameSiteDecisions | null> = writable.indexing.sameSite;
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
export const historyChange: ReadonlySignal<RobotsChange | null> = writable.history.change;
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
export const otherRecord = computed<RecordView | null>(() => otherOriginRecord(pathTarget.value, otherOrigin.value));

/** The URL the verdict, the why panel and the highlight are for; null while the path box names no URL the popup can check yet. */
export const checkedUrl = computed<string | null>(() => {
  const target = pathTarget.value;
  if (target?.kind === 'url') return target.url;
  return target?.kind === 'other-origin' && otherRecord.value !== null ? target.url : null;
});

export const profile = computed<CrawlerProfile>(() => profileForSettings(settings.value));

/** The record on screen: another origin's while the path box reads a URL against it, else the page's; null without one. */
export const shownRecord = computed<RecordView | null>(() => {
  const p = page.value;
  return p.kind === 'record' ? (otherRecord.value ?? p.record) : null;
});

/** The page's Content-Usage header values for `url`, joined as one list, or null (the AI-use reading takes it). */
function pageHeader(url: string): string | null {
  const load = tabSignals.value;
  if (load.kind !== 'loaded' || load.signals.kind !== 'signals') return null;
  const headers = load.signals.headers;
  if (!headers || headers.url !== url || !headers.contentUsage || headers.contentUsage.length === 0) return null;
  // One more value than the limit may be kept (to say the page sent too many): read the limit only.
  return headers.contentUsage.slice(0, INDEXING_LIMITS.headerValues).join(', ');
}

let questionMemo: ExplainQuestion | null = null;

/**
 * What the popup wants explained now: the record on screen (another origin's
 * while the path box names one of its URLs), the URL checked (the page's
 * while the box names none) and the chosen crawler. The same object while
 * they stay the same, so asking again is not asking twice.
 */
export const explainQuestion = computed<ExplainQuestion | null>(() => {
  const p = page.value;
  const record = shownRecord.value;
  if (p.kind !== 'record' || record === null) return null;
  const url = checkedUrl.value ?? p.pageUrl;
  const next = { key: record.key, url, profileId: profile.value.id, header: pageHeader(url) };
  if (questionMemo === null || !sameQuestion(questionMemo, next) || questionMemo.header !== next.header) questionMemo = next;
  return questionMemo;
});

/** Whether two questions are about the same record, URL and crawler (the header only colours the AI-use reading). */
export function sameQuestion(a: ExplainQuestion, b: ExplainQuestion): boolean {
  return a.key === b.key && a.url === b.url && a.profileId === b.profileId;
}

/**
 * The explanation the details show: the worker's latest, even while a newer
 * question (another crawler, another path, another copy) is on its way, so
 * the file view and the facts stay in place for that moment. Null before the
 * first answer for this page.
 */
export const result = computed<Explanation | null>(() => {
  const e = explained.value;
  return e !== null && 'explanation' in e && explainQuestion.value !== null ? e.explanation : null;
});

/** What the worker's last explanation failed with (the runtime's words, or null), while it is about the question asked now. */
export const explainFailure = computed<{ detail: string | null } | null>(() => {
  const e = explained.value;
  const q = explainQuestion.value;
  return e !== null && 'failed' in e && q !== null && sameQuestion(e.question, q) ? { detail: e.failed } : null;
});

/** What the banner and the top answer paint: the verdict's facts, whoever decided them. */
export type VerdictFacts = Pick<VerdictView, 'state' | 'reading' | 'verdict' | 'fileProblem'>;

/**
 * The verdict for the URL and the crawler the popup shows now: the worker's
 * explanation of them, or the verdict its first answer carried while it is
 * still about them; null while the answer for them is on its way.
 */
export const verdictFacts = computed<VerdictFacts | null>(() => {
  const q = explainQuestion.value;
  const e = explained.value;
  if (q === null) return null;
  if (e !== null && 'explanation' in e && sameQuestion(e.question, q)) return e.explanation;
  const p = page.value;
  if (p.kind !== 'record' || p.verdict === null || q.key !== p.record.key) return null;
  const v = p.verdict;
  return v.profileId === q.profileId && v.url === q.url ? v : null;
});

/**
 * The explanation of the URL in the path box (the page's, until another is
 * typed) for the chosen crawler; null while the box names none, and while the
 * worker's answer for them is on its way: what is shown about a URL is always
 * about the one in the box.
 */
export const checkedResult = computed<Explanation | null>(() => {
  const e = explained.value;
  const q = explainQuestion.value;
  if (checkedUrl.value === null || e === null || !('explanation' in e) || q === null) return null;
  return sameQuestion(e.question, q) ? e.explanation : null;
});

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

/** Which copy's file the details show, of which record: the one the explanation was read from; null when none was. */
export const fileQuestion = computed<{ key: string; url: string; which: 'latest' | 'last-good' } | null>(() => {
  const r = result.value;
  const q = explainQuestion.value;
  if (!r || r.fileId === null || q === null) return null;
  return { key: q.key, url: q.url, which: r.used === 'last-good' ? 'last-good' : 'latest' };
});

/** The file the explanation was read from, once the worker sent it; null until then, or when none was read. */
export const file = computed<FileView | null>(() => {
  const f = fileLoad.value;
  const r = result.value;
  return f?.view && r?.fileId === f.view.id ? f.view : null;
});

/** Whether the details have what they show: an explanation, and the file it was read from (when one was). */
export const detailsReady = computed<boolean>(() => {
  const r = result.value;
  return r !== null && (r.fileId === null || file.value !== null);
});

const NO_LINES: string[] = [];

/** The file's lines for display (index 0 = line 1). */
export const fileLines = computed<string[]>(() => file.value?.lines ?? NO_LINES);

/** Line numbers of every line of the groups that applied (user-agent lines, rules, crawl-delays, other fields). */
export const groupLines = computed<ReadonlySet<number>>(() => new Set(result.value?.groupLines ?? []));

/** The line that decided (Google's matching_line), or 0. */
export const decidingLine = computed<number>(() => checkedResult.value?.verdict.decidingLine ?? 0);

const NO_DIAGNOSTICS: Diagnostic[] = [];

/** What the linter says about the file the verdict was read from (the worker lints each body once). */
export const diagnostics = computed<Diagnostic[]>(() => file.value?.diagnostics ?? NO_DIAGNOSTICS);

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
