/**
 * What the popup's copy buttons put on the clipboard: the one-line report
 * (the URL checked, the crawler, the verdict and the line that decided, with
 * its number), in the text's locale. The site's text in it (the URL, the rule)
 * and the crawler's name stay exactly as they are: a clipboard is not a
 * screen, and the person pastes the rule or the URL to use it.
 */
import { quoteRule, type MessagePart } from '../core/index.ts';
import type { RecordVerdict } from '../robots/verdict-for-record.ts';
import type { Message } from './messages/index.ts';
import { outcomeTitle } from './outcome-text.ts';
import { site, type Text } from './text.ts';

/** Parts joined as they are: no isolation marks, no escaped characters. */
export function copyableText(parts: readonly MessagePart[]): string {
  return parts.map((p) => (typeof p === 'string' ? p : p.site)).join('');
}

/** The line that decided (Google's matching_line) as the file writes it, or null when no line did. */
export function decidingLineText(result: Pick<RecordVerdict, 'verdict'>, lines: readonly string[]): string | null {
  const { decidingLine: line, decidingRule } = result.verdict;
  if (line <= 0) return null;
  return lines[line - 1] ?? (decidingRule ? quoteRule(decidingRule.rule) : null);
}

export interface ReportFacts {
  /** The URL checked. */
  url: string;
  /** The crawler's name as the popup shows it. */
  crawler: string;
  result: Pick<RecordVerdict, 'verdict' | 'reading'>;
  /** The file's lines for display (index 0 = line 1). */
  lines: readonly string[];
}

/** The report as a message: which sentence depends on what decided. */
export function reportMessage(text: Text, { url, crawler, result, lines }: ReportFacts): Message {
  const { verdict, reading } = result;
  const who = { url: site(url), crawler: site(crawler) };
  const allowed = verdict.allowed ? 'allowed' : 'disallowed';
  if (verdict.reason === 'http') {
    return {
      key: 'popup-tools.report.outcome',
      params: { ...who, verdict: allowed, outcome: copyableText(text.renderParts(outcomeTitle(reading))) },
    };
  }
  const rule = decidingLineText(result, lines);
  if (rule === null) return { key: 'popup-tools.report.no-rule', params: who };
  const line = verdict.decidingLine;
  return verdict.decidingRule
    ? { key: 'popup-tools.report.rule', params: { ...who, verdict: allowed, line, rule: site(rule) } }
    : { key: 'popup-tools.report.empty-rule', params: { ...who, line, rule: site(rule) } };
}

/** The one-line report, ready for the clipboard. */
export function reportLine(text: Text, facts: ReportFacts): string {
  return copyableText(text.renderParts(reportMessage(text, facts)));
}
