/**
 * What the toolbar badge shows for a tab: two characters, a colour and a
 * tooltip that names the crawler and what decided (the deciding line, or the
 * HTTP outcome, or why there is no robots.txt), in the text layer's words.
 */
import type { NotApplicableReason } from '../../core/robots-url.ts';
import type { RecordVerdict } from '../../robots/verdict-for-record.ts';
import { lastGoodNoteText, outcomeTitleText } from '../../text/outcome-text.ts';
import { site, type Text } from '../../text/text.ts';
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
  /** `noindex`: an allowed page that the crawler may not index, and the first source that says so. */
  | { kind: 'verdict'; crawlerName: string; result: RecordVerdict; noindex?: BadgeNoindex | null }
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
      return verdictLook(state.crawlerName, state.result, text, state.noindex ?? null);
  }
}

function verdictLook(crawler: string, result: RecordVerdict, text: Text, noindex: BadgeNoindex | null): BadgeLook {
  const decision = verdictSentence(result, text);
  const title = result.note
    ? text.t('badge.verdict-with-note', { crawler, decision, note: lastGoodNoteText(text, result.reading, result.note) })
    : text.t('badge.verdict', { crawler, decision });
  switch (result.state) {
    case 'allowed':
      if (noindex?.reason === 'incomplete') {
        return {
          text: BADGE_TEXT.allowedIncomplete,
          color: BADGE_COLORS.neutral,
          title: text.t('badge.with-noindex', { verdict: title, noindex: text.t('badge.incomplete', { count: noindex.unread }) }),
        };
      }
      if (noindex) {
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
      return { text: BADGE_TEXT.allowed, color: BADGE_COLORS.allowed, title };
    case 'disallowed':
      return { text: BADGE_TEXT.disallowed, color: BADGE_COLORS.disallowed, title };
    case 'unreachable':
      return { text: BADGE_TEXT.unreachable, color: BADGE_COLORS.unreachable, title };
  }
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
