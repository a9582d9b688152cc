/**
 * The `check` command's text output: the verdict on the first line, then the
 * deciding line quoted from the file, why, the groups that applied, the other
 * matching rules and why each lost, and the crawl-delay (spec §8).
 */
import { COCCOC_MAX_CRAWL_DELAY, messageText, type RuleMatch, type Verdict } from '../core/index.ts';
import { text } from '../text/bundled.ts';
import type { Message } from '../text/messages/index.ts';
import { explanationMessages, matchOutcomeMessage } from '../text/verdict-text.ts';
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
}

/** A line of the file, as written (terminalText() is applied to the whole output). */
export function quoteLine(lines: readonly string[], line: number): string {
  return lines[line - 1] ?? '';
}

/** A message in the text layer's English, site text as it is (terminalText() escapes the whole output). */
function say(message: Message): string {
  return messageText(text.renderParts(message));
}

function matchDetails(match: RuleMatch): string {
  const parts = [`priority ${match.priority}`];
  if (match.rule.escaped !== match.rule.pattern) parts.push(`matched as ${match.rule.escaped}`);
  if (match.viaIndexHtml) parts.push(`matched as ${match.matchedPattern}: Google reads an index.htm allow as also allowing its folder`);
  return parts.join('; ');
}

export function formatVerdict(v: Verdict, ctx: VerdictContext): string {
  const out: string[] = [v.allowed ? 'allowed' : 'disallowed'];
  if (v.decidingLine > 0) {
    const details = v.decidingRule ? `  (${matchDetails(v.decidingRule)})` : '';
    out.push(`line ${v.decidingLine}: ${quoteLine(ctx.lines, v.decidingLine)}${details}`);
  } else {
    out.push('no line decided');
  }
  out.push(`why: ${explanationMessages(text, v).map(say).join(' ')}`);
  out.push(`crawler: ${ctx.crawlerLabel}; engine ${v.engine}; path matched: ${v.path}`);

  if (v.groups.length === 0) {
    out.push('groups applied: none');
  } else {
    out.push(`groups applied (${v.scope === 'global' ? '“*”' : `token “${v.token ?? ''}”`}):`);
    for (const g of v.groups) {
      for (const line of g.userAgentLines) out.push(`  line ${line}: ${quoteLine(ctx.lines, line)}`);
    }
  }

  const others = v.matches.filter((m) => m !== v.decidingRule);
  if (others.length > 0) {
    out.push('other matching rules:');
    for (const m of others.slice(0, MAX_OTHER_MATCHES)) {
      out.push(`  line ${m.rule.line}: ${quoteLine(ctx.lines, m.rule.line)} — ${say(matchOutcomeMessage(m, v.decidingRule))}`);
    }
    if (others.length > MAX_OTHER_MATCHES) out.push(`  … and ${others.length - MAX_OTHER_MATCHES} more`);
  }

  if (v.crawlDelay) {
    const d = v.crawlDelay;
    const capped =
      d.effectiveSeconds !== d.seconds ? `, read as ${d.effectiveSeconds} s (Coc Coc caps crawl-delay at ${COCCOC_MAX_CRAWL_DELAY} s)` : '';
    const honoured = d.honoured ? `${v.crawlerName} honours it` : `${v.crawlerName} ignores crawl-delay`;
    out.push(`crawl-delay: ${d.seconds} s on line ${d.line}${capped}; ${honoured}`);
  }

  if (ctx.truncation) {
    const { originalBytes, keptBytes } = ctx.truncation;
    const size =
      originalBytes === null
        ? `the input has more than ${keptBytes.toLocaleString('en')} bytes`
        : `the file has ${originalBytes.toLocaleString('en')} bytes`;
    out.push(`note: ${size}; like Google, only the first ${keptBytes.toLocaleString('en')} were read (use --no-limit to read it all)`);
  }
  // Site text (lines, patterns, paths) is in every line: no control character reaches the terminal.
  return out.map(terminalText).join('\n') + '\n';
}
