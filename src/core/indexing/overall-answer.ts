/**
 * The page's whole answer for one crawler, as facts: may it be crawled
 * (robots.txt), what did the page answer (its HTTP status), may it be
 * indexed (X-Robots-Tag, meta robots), which URL is canonical, and the one
 * thing that stops it first, in the order Google meets them:
 *
 * 1. robots.txt: unreachable (Google crawls nothing of the site for now) or
 *    disallowing (the page is never fetched, so nothing on it is seen: a
 *    `noindex` or a 404 behind a disallow is invisible, and the URL can
 *    still be indexed without its content when other pages link to it).
 * 2. The page's own HTTP answer: 4xx is not indexed, 429/5xx not for now,
 *    a redirect makes its target the candidate (docs/behaviour.md §10).
 * 3. The indexing rules: noindex, none, a past unavailable_after.
 * 4. The canonical: another URL named canonical is the one Google is asked
 *    to index; with a noindex as well, the two signals contradict.
 *
 * A robots.txt Google cannot read as intended (UTF-16, binary, HTML, cut at
 * 500 KiB) stops nothing by itself (the verdict already says what Google
 * does with it) but makes that verdict something the site did not mean: it
 * comes back as `file`, beside the headline. The popup's top line and the
 * badge both read this one answer, so they cannot disagree. Codes and
 * values only: the text layer words them.
 */
import type { UnreadableBody } from '../body-kind.ts';
import type { IndexingFacts } from './indexing-decision.ts';
import type { PageAnswer } from './page-answer.ts';

/** The robots.txt verdict for the page, as the popup and the badge have it. */
export interface CrawlPart {
  state: 'allowed' | 'disallowed' | 'unreachable';
  /** The deciding line (Google's matching_line), 0 when no line decided. */
  line: number;
  /** An unreachable robots.txt: for now (a retry may read it) rather than for good. */
  temporary: boolean;
}

/** The page's HTTP answer: read, not seen (the browser gave no answer for this address), or not known yet (null). */
export type StatusPart = PageAnswer | { code: 'not-seen' } | null;

/** The indexing facts that count here, or null while the page's signals are not read yet. */
export type IndexPart = Pick<IndexingFacts, 'state' | 'blockers' | 'canonical' | 'conflicts' | 'unread'> | null;

export interface OverallInput {
  crawl: CrawlPart;
  /** Why the robots.txt body the verdict was read from is not what its site meant, or null. */
  file: UnreadableBody | null;
  status: StatusPart;
  index: IndexPart;
}

/** The headline: the first thing that stops the page, or that nothing does. */
export type Headline =
  /** robots.txt could not be fetched: Google does not crawl the site (for now, or until a copy is read). */
  | { code: 'robots-unreachable'; temporary: boolean }
  /** Disallowed and noindex: Google cannot see the noindex, so it may index the URL without its content. */
  | { code: 'disallowed-noindex'; line: number }
  /**
   * Disallowed: never fetched. `hidden`: what Google cannot see because of it, when the page says more
   * (`status`: the page answers an error; none: nothing else known to be missed).
   */
  | { code: 'disallowed'; line: number; hidden: 'status' | null }
  /** 4xx other than 429: not indexed, whatever the meta tags say. */
  | { code: 'status-gone'; status: number }
  /** 429 or 5xx: not indexable for now. */
  | { code: 'status-unavailable'; status: number }
  /** The answer is a redirect the browser did not follow: its target is what Google indexes. */
  | { code: 'status-redirect'; status: number; target: string | null }
  | { code: 'too-many-redirects'; redirects: number }
  /** The page gave no answer (the browser's error). */
  | { code: 'no-answer' }
  /** noindex (or none, or a past unavailable_after) and a canonical naming another URL: two contradicting signals. */
  | { code: 'noindex-canonical-elsewhere'; reason: NoindexReason; source: 'header' | 'meta'; url: string }
  | { code: 'noindex'; reason: NoindexReason; source: 'header' | 'meta' }
  /** Indexable here, but the canonical names another URL: that one is what Google is asked to index. `disallowed`: robots.txt keeps it from being crawled. */
  | { code: 'canonical-elsewhere'; url: string; disallowed: boolean }
  /** Several canonical URLs that disagree: Google may ignore them all. */
  | { code: 'canonicals-disagree'; count: number }
  /** Nothing read stops it, but signals past the caps were not read. */
  | { code: 'incomplete'; unread: number }
  /** Allowed and the answer fine so far, but the page could not be read: whether it may be indexed is not known. */
  | { code: 'index-unknown' }
  /** The page's signals are not read yet. */
  | { code: 'pending' }
  /** Nothing stops it. `statusSeen`: its HTTP answer was seen (else only the robots.txt and the signals say so). */
  | { code: 'indexable'; statusSeen: boolean; redirected: boolean };

export type NoindexReason = 'noindex' | 'none' | 'unavailable_after';

/** How bad a part, or the whole, is: it stops the page; it may (a warning); it does not; not known yet. */
export type Severity = 'stop' | 'warn' | 'ok' | 'pending';

/** The parts of the answer the popup shows in a row each, the one that decided marked. */
export type PartName = 'crawl' | 'status' | 'index' | 'canonical';

export interface OverallAnswer {
  headline: Headline;
  severity: Severity;
  /** The part that stops the page first, or null when none does. */
  stoppedBy: PartName | null;
  /** Each part's own severity, for the row that shows it. */
  parts: Record<PartName, Severity>;
  /** The robots.txt Google cannot read as intended, shown as prominently as the verdict. */
  file: UnreadableBody | null;
  /**
   * Whether the page's status and signals are known: until then the headline says what is known
   * already (a disallow stops the page whatever the page says) and may still sharpen (into the
   * disallow-and-noindex conflict, or from "pending" into the answer).
   */
  settled: boolean;
}

/** The whole answer. Pure: the same input always gives the same answer. */
export function overallAnswer(input: OverallInput): OverallAnswer {
  const parts: Record<PartName, Severity> = {
    crawl: crawlSeverity(input.crawl),
    status: statusSeverity(input.status),
    index: indexSeverity(input.index, input.crawl),
    canonical: canonicalSeverity(input.index),
  };
  const { headline, stoppedBy } = decide(input);
  // A pass read from a robots.txt its site did not mean is no plain pass: what the site meant to keep out may be crawled.
  const severity = headlineSeverity(headline);
  return {
    headline,
    severity: severity === 'ok' && input.file ? 'warn' : severity,
    stoppedBy,
    parts,
    file: input.file,
    settled: input.status !== null && input.index !== null,
  };
}

function decide(input: OverallInput): { headline: Headline; stoppedBy: PartName | null } {
  const { crawl, status, index } = input;
  const blocker = index?.blockers[0];
  if (crawl.state === 'unreachable') return { headline: { code: 'robots-unreachable', temporary: crawl.temporary }, stoppedBy: 'crawl' };
  if (crawl.state === 'disallowed') {
    // Nothing the page says reaches Google: a noindex behind the disallow is the conflict that decides.
    if (blocker) return { headline: { code: 'disallowed-noindex', line: crawl.line }, stoppedBy: 'crawl' };
    const errorStatus = status !== null && status.code !== 'considered' && status.code !== 'not-seen';
    return { headline: { code: 'disallowed', line: crawl.line, hidden: errorStatus ? 'status' : null }, stoppedBy: 'crawl' };
  }
  if (status !== null) {
    switch (status.code) {
      case 'not-indexable':
        return { headline: { code: 'status-gone', status: status.status }, stoppedBy: 'status' };
      case 'unavailable':
        return { headline: { code: 'status-unavailable', status: status.status }, stoppedBy: 'status' };
      case 'redirect':
        return { headline: { code: 'status-redirect', status: status.status, target: status.target }, stoppedBy: 'status' };
      case 'too-many-redirects':
        return { headline: { code: 'too-many-redirects', redirects: status.redirects }, stoppedBy: 'status' };
      case 'network-error':
        return { headline: { code: 'no-answer' }, stoppedBy: 'status' };
      case 'considered':
      case 'not-seen':
        break;
    }
  }
  // Both still to come before anything past robots.txt is said: a 404 read later would come first.
  if (index === null || status === null) return { headline: { code: 'pending' }, stoppedBy: null };
  const elsewhere = canonicalElsewhere(index);
  if (blocker) {
    const source = blocker.source.kind;
    if (elsewhere) {
      return {
        headline: { code: 'noindex-canonical-elsewhere', reason: blocker.reason, source, url: elsewhere.url },
        stoppedBy: 'index',
      };
    }
    return { headline: { code: 'noindex', reason: blocker.reason, source }, stoppedBy: 'index' };
  }
  if (index.state === 'unknown') return { headline: { code: 'index-unknown' }, stoppedBy: null };
  if (index.state === 'incomplete') return { headline: { code: 'incomplete', unread: index.unread }, stoppedBy: null };
  if (index.canonical.kind === 'disagree') {
    return { headline: { code: 'canonicals-disagree', count: index.canonical.urls.length }, stoppedBy: 'canonical' };
  }
  if (elsewhere) return { headline: { code: 'canonical-elsewhere', ...elsewhere }, stoppedBy: 'canonical' };
  const statusSeen = status !== null && status.code === 'considered';
  const redirected = statusSeen && status.code === 'considered' && status.from !== null;
  return { headline: { code: 'indexable', statusSeen, redirected }, stoppedBy: null };
}

/** The one other URL the canonical names, with whether its robots.txt disallows it. */
function canonicalElsewhere(index: NonNullable<IndexPart>): { url: string; disallowed: boolean } | null {
  if (index.canonical.kind !== 'other') return null;
  const url = index.canonical.url;
  const disallowed = index.conflicts.some((c) => c.code === 'canonical-disallowed' && c.url === url);
  return { url, disallowed };
}

function headlineSeverity(h: Headline): Severity {
  switch (h.code) {
    case 'robots-unreachable':
    case 'disallowed':
    case 'status-gone':
    case 'status-unavailable':
    case 'too-many-redirects':
    case 'no-answer':
    case 'noindex':
    case 'noindex-canonical-elsewhere':
      return 'stop';
    // The URL may well end up in the index, just not as the site meant it: a warning, not a stop.
    case 'disallowed-noindex':
    case 'status-redirect':
    case 'canonical-elsewhere':
    case 'canonicals-disagree':
    case 'incomplete':
    case 'index-unknown':
      return 'warn';
    case 'pending':
      return 'pending';
    case 'indexable':
      return 'ok';
  }
}

function crawlSeverity(crawl: CrawlPart): Severity {
  return crawl.state === 'allowed' ? 'ok' : 'stop';
}

function statusSeverity(status: StatusPart): Severity {
  if (status === null) return 'pending';
  switch (status.code) {
    case 'considered':
      return 'ok';
    case 'not-seen':
    case 'redirect':
      return 'warn';
    default:
      return 'stop';
  }
}

function indexSeverity(index: IndexPart, crawl: CrawlPart): Severity {
  if (index === null) return 'pending';
  // Behind a disallow the noindex is never seen: it stops nothing, and that is the warning.
  if (index.blockers.length > 0) return crawl.state === 'allowed' ? 'stop' : 'warn';
  return index.state === 'indexable' ? 'ok' : 'warn';
}

function canonicalSeverity(index: IndexPart): Severity {
  if (index === null) return 'pending';
  const c = index.canonical;
  if (c.kind === 'disagree') return 'warn';
  if (c.kind === 'other') return index.conflicts.some((x) => x.code === 'canonical-disallowed') ? 'stop' : 'warn';
  return 'ok';
}
