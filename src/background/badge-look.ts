/**
 * What the toolbar badge shows for a tab: two characters, a colour and a
 * tooltip that names the crawler and what decided (the deciding line, or the
 * HTTP outcome, or why there is no robots.txt).
 */
import { ruleKeyword } from '../core/explainer.ts';
import { isolatedPlainText } from '../core/visible-text.ts';
import type { RecordVerdict } from '../shared/verdict-for-record.ts';
import { lastGoodNoteText, outcomeTitleText } from '../text/outcome-text.ts';
import type { Text } from '../text/text.ts';

export interface BadgeLook {
  text: string;
  /** Background colour, `#rrggbb`. */
  color: string;
  title: string;
}

export type BadgeState =
  | { kind: 'loading'; crawlerName: string }
  | { kind: 'not-applicable'; message: string }
  | { kind: 'verdict'; crawlerName: string; result: RecordVerdict }
  /** The worker itself failed (storage, a bug): say so instead of guessing a verdict. */
  | { kind: 'error'; message: string };

export const BADGE_COLORS = {
  allowed: '#1a7f37',
  disallowed: '#cf222e',
  unreachable: '#bc4c00',
  neutral: '#6e7781',
} as const;

export const BADGE_TEXT = {
  allowed: 'OK',
  disallowed: 'NO',
  unreachable: '!',
  notApplicable: '–',
  loading: '…',
  error: '?',
} as const;

const PRODUCT = 'Robots Lens';
const MAX_PATTERN_CHARS = 60;

/** The look of `state` in the worker's language (`text`). */
export function badgeLook(state: BadgeState, text: Text): BadgeLook {
  switch (state.kind) {
    case 'loading':
      return {
        text: BADGE_TEXT.loading,
        color: BADGE_COLORS.neutral,
        title: `${PRODUCT} · ${state.crawlerName}: reading robots.txt…`,
      };
    case 'not-applicable':
      return { text: BADGE_TEXT.notApplicable, color: BADGE_COLORS.neutral, title: `${PRODUCT} · ${state.message}` };
    case 'error':
      return {
        text: BADGE_TEXT.error,
        color: BADGE_COLORS.neutral,
        title: `${PRODUCT} could not check this page: ${state.message}`,
      };
    case 'verdict':
      return verdictLook(state.crawlerName, state.result, text);
  }
}

function verdictLook(crawlerName: string, result: RecordVerdict, text: Text): BadgeLook {
  const note = result.note ? `\n${lastGoodNoteText(text, result.reading, result.note)}` : '';
  const title = `${PRODUCT} · ${crawlerName}: ${verdictSentence(result, text)}${note}`;
  switch (result.state) {
    case 'allowed':
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
  const word = verdict.allowed ? 'allowed' : 'disallowed';
  switch (verdict.reason) {
    case 'rule': {
      const rule = verdict.decidingRule?.rule;
      if (!rule) return `${word} by line ${verdict.decidingLine}`;
      // The site's pattern: hidden characters shown, isolated so it cannot reorder the tooltip.
      return `${word} by line ${rule.line} (${ruleKeyword(rule.kind)}: ${isolatedPlainText(shorten(rule.pattern))})`;
    }
    case 'http':
      return text.t('badge.decided-by-outcome', { verdict: word, outcome: outcomeTitleText(text, result.reading) });
    case 'no-rule-matched':
      return `${word} — no rule for ${groupLabel(verdict.token)} matches this URL`;
    case 'no-group':
      return `${word} — robots.txt has no group for this crawler`;
  }
}

function groupLabel(token: string | null): string {
  if (token === null) return 'this crawler';
  // Coc Coc's token is the file's own user-agent value.
  return token === '*' ? 'User-agent: *' : `“${isolatedPlainText(token)}”`;
}

function shorten(pattern: string): string {
  const chars = [...pattern];
  return chars.length <= MAX_PATTERN_CHARS ? pattern : `${chars.slice(0, MAX_PATTERN_CHARS - 1).join('')}…`;
}
