/**
 * The `check` command's text output: the verdict on the first line, then the
 * deciding line quoted from the file, why, the groups that applied, the other
 * matching rules and why each lost, and the crawl-delay (docs/behaviour.md §8).
 */
import { COCCOC_MAX_CRAWL_DELAY, messageText, type OutcomeReading, type RuleMatch, type Verdict } from '../core/index.ts';
import type { Message } from '../text/messages/index.ts';
import { explanationMessages, matchOutcomeMessage, verdictReasonParts } from '../text/verdict-text.ts';
import { commandText, say, site } from './cli-text.ts';
import { terminalText } from './terminal-text.ts';

/** Other matching rules shown before "… and N more". */
const MAX_OTHER_MATCHES = 50;

export interface VerdictContext {
  /** The file's lines as displayLines() numbers them (index 0 = line 1). */
  lines: readonly string[];
  /** How the crawler was given: a profile (name and id) or a raw token. */
  crawlerLabel: string;
  /** Set when bytes past Google's 500 KiB limit were not parsed; originalBytes null when the size is unknown (stdin). */
  truncation: { originalBytes: number | null; keptBytes: number } | null;
  /** The URL as given and as read (browser-url.ts): the read form is printed, and the typed one too when they differ. */
  url?: { typed: string; read: string };
  /** A live check's fetch outcome: when it decided (no rule explains the verdict), "why" says what it means, as the popup does. */
  reading?: OutcomeReading;
}

/** A line of the file, as written (terminalText() is applied to the whole output). */
export function quoteLine(lines: readonly string[], line: number): string {
  return lines[line - 1] ?? '';
}

/** A message of the verdict domain in the run's language, site text as it is (terminalText() escapes the whole output). */
function render(message: Message): string {
  return messageText(commandText().renderParts(message));
}

/** How the rule matched, as notes joined by "; " (each note a whole clause of its own key). */
function matchDetails(match: RuleMatch): string {
  const notes = [say('cli.verdict.match-priority', { priority: match.priority })];
  if (match.rule.escaped !== match.rule.pattern) notes.push(say('cli.verdict.match-escaped', { pattern: site(match.rule.escaped) }));
  if (match.viaIndexHtml) notes.push(say('cli.verdict.match-index-htm', { pattern: site(match.matchedPattern) }));
  return notes.join('; ');
}

/** A line of the file with its number. */
function numberedLine(lines: readonly string[], line: number): string {
  return say('cli.verdict.line', { line, text: site(quoteLine(lines, line)) });
}

function decidingLine(v: Verdict, ctx: VerdictContext): string {
  if (v.decidingLine <= 0) return say('cli.verdict.no-line');
  const text = site(quoteLine(ctx.lines, v.decidingLine));
  if (!v.decidingRule) return say('cli.verdict.line', { line: v.decidingLine, text });
  return say('cli.verdict.line-details', { line: v.decidingLine, text, details: matchDetails(v.decidingRule) });
}

function groupLines(v: Verdict, ctx: VerdictContext): string[] {
  if (v.groups.length === 0) return [say('cli.verdict.groups-none')];
  const out = [say('cli.verdict.groups', { scope: v.scope === 'global' ? 'global' : 'specific', token: site(v.token ?? '') })];
  for (const g of v.groups) {
    for (const line of g.userAgentLines) out.push(`  ${numberedLine(ctx.lines, line)}`);
  }
  return out;
}

function otherMatchLines(v: Verdict, ctx: VerdictContext): string[] {
  const others = v.matches.filter((m) => m !== v.decidingRule);
  if (others.length === 0) return [];
  const out = [say('cli.verdict.other-matches')];
  for (const m of others.slice(0, MAX_OTHER_MATCHES)) {
    const outcome = render(matchOutcomeMessage(m, v.decidingRule));
    out.push(`  ${say('cli.verdict.other-match', { line: m.rule.line, text: site(quoteLine(ctx.lines, m.rule.line)), outcome })}`);
  }
  if (others.length > MAX_OTHER_MATCHES) out.push(`  ${say('cli.verdict.more-matches', { count: others.length - MAX_OTHER_MATCHES })}`);
  return out;
}

function crawlDelayLine(v: Verdict): string | null {
  const d = v.crawlDelay;
  if (!d) return null;
  const common = { seconds: d.seconds, line: d.line, crawler: site(v.crawlerName), honoured: d.honoured ? 'yes' : 'no' } as const;
  if (d.effectiveSeconds === d.seconds) return say('cli.verdict.crawl-delay', common);
  return say('cli.verdict.crawl-delay-capped', { ...common, effective: d.effectiveSeconds, max: COCCOC_MAX_CRAWL_DELAY });
}

/** The note that a file passed Google's limit and only its first bytes were read (check, matrix, urls). */
export function truncationLine(ctx: Pick<VerdictContext, 'truncation'>): string | null {
  if (!ctx.truncation) return null;
  const { originalBytes, keptBytes } = ctx.truncation;
  if (originalBytes === null) return say('cli.verdict.truncated-stream', { kept: keptBytes });
  return say('cli.verdict.truncated-file', { bytes: originalBytes, kept: keptBytes });
}

function whyLine(v: Verdict, ctx: VerdictContext): string {
  // Without a reading (a check against a file) the verdict's own explanation says why.
  const explanation = ctx.reading
    ? messageText(verdictReasonParts(commandText(), { verdict: v, reading: ctx.reading }))
    : explanationMessages(commandText(), v).map(render).join(' ');
  return say('cli.verdict.why', { explanation });
}

function urlLine(ctx: VerdictContext): string | null {
  if (!ctx.url) return null;
  const { typed, read } = ctx.url;
  return read === typed
    ? say('cli.verdict.url', { url: site(read) })
    : say('cli.verdict.url-read', { url: site(read), typed: site(typed) });
}

export function formatVerdict(v: Verdict, ctx: VerdictContext): string {
  const out: string[] = [v.allowed ? 'allowed' : 'disallowed', decidingLine(v, ctx), whyLine(v, ctx)];
  const url = urlLine(ctx);
  if (url !== null) out.push(url);
  out.push(say('cli.verdict.crawler', { crawler: ctx.crawlerLabel, engine: v.engine, path: site(v.path) }));
  out.push(...groupLines(v, ctx), ...otherMatchLines(v, ctx));
  for (const line of [crawlDelayLine(v), truncationLine(ctx)]) if (line !== null) out.push(line);
  // Site text (lines, patterns, paths) is in every line: no control character reaches the terminal.
  return out.map(terminalText).join('\n') + '\n';
}
