/**
 * What the toolbar badge shows for a tab: two characters, a colour and a
 * tooltip that names the crawler and what decided (the deciding line, or the
 * HTTP outcome, or why there is no robots.txt), in the text layer's words.
 * Past the robots.txt verdict, the badge reads the page's whole answer
 * (core/indexing/overall-answer.ts) as the popup's top line does, so the two
 * agree: the page's error status in place of OK, NO·N for a noindex Google
 * cannot see behind a disallow, OK·! for a robots.txt Google cannot read as
 * intended.
 */
import type { Blocker, IndexingFacts } from '../../core/indexing/indexing-decision.ts';
import { type IndexPart, overallAnswer, type StatusPart } from '../../core/indexing/overall-answer.ts';
import type { NotApplicableReason } from '../../core/robots-url.ts';
import { fileProblem } from '../../robots/file-problem.ts';
import type { RecordVerdict } from '../../robots/verdict-for-record.ts';
import { lastGoodNoteText, outcomeTitleText } from '../../text/outcome-text.ts';
import { site, type Text } from '../../text/text.ts';
import { fileMessage, headlineMessage } from '../../text/top-answer-text.ts';
import { notApplicableMessage } from '../../text/verdict-text.ts';

export interface BadgeLook {
  text: string;
  /** Background colour, `#rrggbb`. */
  color: string;
  title: string;
}

export type BadgeState =
  | { kind: 'loading'; crawlerName: string }
  | { kind: 'not-applicable'; reason: NotApplicableReason }
  /**
   * `noindex`: a page that the crawler may not index, and the first source that says so; `status`: the
   * page's own HTTP answer (null or absent: not known).
   */
  | { kind: 'verdict'; crawlerName: string; result: RecordVerdict; noindex?: BadgeNoindex | null; status?: StatusPart }
  /** The worker itself failed (storage, a bug): say so instead of guessing a verdict. */
  | { kind: 'error'; message: string };

/** What keeps an allowed page out of the index, for the tooltip: the header value or the meta tag, as the site wrote them. */
export type BadgeNoindex =
  | { reason: 'noindex' | 'none' | 'unavailable_after'; source: 'header'; value: string }
  | { reason: 'noindex' | 'none' | 'unavailable_after'; source: 'meta'; name: string; value: string }
  /** No blocker read, but `unread` signals past the caps were not read: whether it may be indexed is not known. */
  | { reason: 'incomplete'; unread: number };

export const BADGE_COLORS = {
  allowed: '#1a7f37',
  /** Allowed to fetch, not to index: violet, apart from the verdict colours (white text stays above 4.5:1). */
  noindex: '#8250df',
  disallowed: '#cf222e',
  unreachable: '#bc4c00',
  neutral: '#6e7781',
} as const;

export const BADGE_TEXT = {
  allowed: 'OK',
  /** "OK, but noindex": the mark tells it apart from OK without relying on the colour. */
  allowedNoindex: 'OK·N',
  /** "OK, but whether it may be indexed is not known": indexing signals past the caps were not read. */
  allowedIncomplete: 'OK·?',
  disallowed: 'NO',
  /** Disallowed, with a noindex the crawler therefore never sees (the URL may be indexed without its content). */
  disallowedNoindex: 'NO·N',
  /** Allowed, but robots.txt is not what its site meant (UTF-16, binary, HTML, cut at 500 KiB). */
  allowedUnreadable: 'OK·!',
  /** More redirects than Google follows; the page's error status is shown as its number. */
  tooManyRedirects: '3xx',
  /** The page gave no answer at all. */
  noAnswer: 'ERR',
  unreachable: '!',
  notApplicable: '–',
  loading: '…',
  error: '?',
} as const;

const MAX_PATTERN_CHARS = 60;

/** The look of `state` in the worker's language (`text`). */
export function badgeLook(state: BadgeState, text: Text): BadgeLook {
  switch (state.kind) {
    case 'loading':
      return { text: BADGE_TEXT.loading, color: BADGE_COLORS.neutral, title: text.t('badge.loading', { crawler: state.crawlerName }) };
    case 'not-applicable':
      return {
        text: BADGE_TEXT.notApplicable,
        color: BADGE_COLORS.neutral,
        title: text.t('badge.not-applicable', { reason: text.render(notApplicableMessage(state.reason)) }),
      };
    case 'error':
      return { text: BADGE_TEXT.error, color: BADGE_COLORS.neutral, title: text.t('badge.error', { error: site(state.message) }) };
    case 'verdict':
      return verdictLook(state.crawlerName, state.result, text, state.noindex ?? null, state.status ?? null);
  }
}

function verdictLook(crawler: string, result: RecordVerdict, text: Text, noindex: BadgeNoindex | null, status: StatusPart): BadgeLook {
  const decision = verdictSentence(result, text);
  const title = result.note
    ? text.t('badge.verdict-with-note', { crawler, decision, note: lastGoodNoteText(text, result.reading, result.note) })
    : text.t('badge.verdict', { crawler, decision });
  const answer = overallAnswer({
    crawl: { state: result.state, line: result.verdict.decidingLine, temporary: result.reading.temporary },
    file: fileProblem(result),
    // The badge paints what is known now (a later answer repaints it): an answer not known yet holds nothing back.
    status: status ?? { code: 'not-seen' },
    index: indexPartOf(noindex),
  });
  const h = answer.headline;
  // The top line's sentence and the unreadable file's, under the verdict (as the popup shows them).
  const withAnswer = (look: string, color: string): BadgeLook => {
    const sentences = [text.render(headlineMessage(h, crawler))];
    if (answer.file) sentences.push(text.render(fileMessage(answer.file)));
    return { text: look, color, title: text.t('badge.with-noindex', { verdict: title, noindex: sentences.join('\n') }) };
  };
  switch (h.code) {
    case 'robots-unreachable':
      return { text: BADGE_TEXT.unreachable, color: BADGE_COLORS.unreachable, title };
    case 'disallowed':
      return answer.file
        ? withAnswer(BADGE_TEXT.disallowed, BADGE_COLORS.disallowed)
        : { text: BADGE_TEXT.disallowed, color: BADGE_COLORS.disallowed, title };
    case 'disallowed-noindex':
      return withAnswer(BADGE_TEXT.disallowedNoindex, BADGE_COLORS.disallowed);
    case 'status-gone':
    case 'status-unavailable':
    case 'status-redirect':
      return withAnswer(String(h.status), BADGE_COLORS.noindex);
    case 'too-many-redirects':
      return withAnswer(BADGE_TEXT.tooManyRedirects, BADGE_COLORS.noindex);
    case 'no-answer':
      return withAnswer(BADGE_TEXT.noAnswer, BADGE_COLORS.noindex);
    case 'incomplete':
      return {
        text: BADGE_TEXT.allowedIncomplete,
        color: BADGE_COLORS.neutral,
        title: text.t('badge.with-noindex', { verdict: title, noindex: text.t('badge.incomplete', { count: h.unread }) }),
      };
    case 'noindex':
    case 'noindex-canonical-elsewhere': {
      if (noindex === null || noindex.reason === 'incomplete') break;
      const noindexSentence = text.t('badge.noindex', {
        reason: noindex.reason,
        source: noindex.source,
        name: site(noindex.source === 'meta' ? shorten(noindex.name) : ''),
        value: site(shorten(noindex.value)),
      });
      return {
        text: BADGE_TEXT.allowedNoindex,
        color: BADGE_COLORS.noindex,
        title: text.t('badge.with-noindex', { verdict: title, noindex: noindexSentence }),
      };
    }
    default:
      break;
  }
  if (answer.file) return withAnswer(BADGE_TEXT.allowedUnreadable, BADGE_COLORS.unreachable);
  return { text: BADGE_TEXT.allowed, color: BADGE_COLORS.allowed, title };
}

const NO_CANONICAL: IndexingFacts['canonical'] = { kind: 'none', links: [] };

/**
 * The indexing facts the badge holds (the first blocker, or that signals went unread) as the whole
 * answer takes them. Nothing known to block: nothing claimed beyond that (no canonical, no conflict).
 */
function indexPartOf(noindex: BadgeNoindex | null): IndexPart {
  const part = { canonical: NO_CANONICAL, conflicts: [], unread: 0 };
  if (noindex === null) return { ...part, state: 'indexable', blockers: [] };
  if (noindex.reason === 'incomplete') return { ...part, state: 'incomplete', blockers: [], unread: noindex.unread };
  const source: Blocker['source'] =
    noindex.source === 'header'
      ? { kind: 'header', value: noindex.value, scope: null }
      : { kind: 'meta', name: noindex.name, content: noindex.value };
  const blocker: Blocker =
    noindex.reason === 'unavailable_after' ? { reason: 'unavailable_after', source, date: 0 } : { reason: noindex.reason, source };
  return { ...part, state: 'not-indexable', blockers: [blocker] };
}

/** "disallowed by line 7 (Disallow: /private)", "disallowed — robots.txt answered 503", … */
export function verdictSentence(result: RecordVerdict, text: Text): string {
  const { verdict } = result;
  const decision = verdict.allowed ? 'allowed' : 'disallowed';
  switch (verdict.reason) {
    case 'rule': {
      const rule = verdict.decidingRule?.rule;
      if (!rule) return text.t('badge.decided-by-line', { verdict: decision, line: verdict.decidingLine });
      // The site's pattern, shortened: site text, so isolated and its hidden characters shown.
      return text.t('badge.decided-by-rule', { verdict: decision, line: rule.line, kind: rule.kind, pattern: site(shorten(rule.pattern)) });
    }
    case 'http':
      return text.t('badge.decided-by-outcome', { verdict: decision, outcome: outcomeTitleText(text, result.reading) });
    case 'no-rule-matched': {
      const token = verdict.token;
      // Coc Coc's token is the file's own user-agent value.
      const group = token === null ? 'unknown' : token === '*' ? 'global' : 'token';
      return text.t('badge.no-rule-matched', { verdict: decision, group, token: site(token ?? '') });
    }
    case 'no-group':
      return text.t('badge.no-group', { verdict: decision });
  }
}

function shorten(pattern: string): string {
  const chars = [...pattern];
  return chars.length <= MAX_PATTERN_CHARS ? pattern : `${chars.slice(0, MAX_PATTERN_CHARS - 1).join('')}…`;
}
