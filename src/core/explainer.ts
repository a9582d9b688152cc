/**
 * The explainer: turns a decision into the explanation of spec §8 — which
 * groups applied and why, the deciding line, the other matching rules and why
 * each lost — in sentences a site owner understands.
 */
import { displayFromByteText } from './bytes.ts';
import type { Selection } from './group-selection.ts';
import type { RobotsTxt, RuleKind, RuleLine } from './model.ts';
import type { CrawlerProfile } from './profiles.ts';
import type { BestMatches, RawMatch } from './rule-set.ts';
import type { AppliedGroup, CrawlDelayInfo, MatchOutcome, MessagePart, RuleMatch, Verdict } from './verdict.ts';

export interface ExplainInput {
  model: RobotsTxt;
  selection: Selection;
  profile: CrawlerProfile;
  /** Path as matched (byte string). */
  path: string;
  allowed: boolean;
  line: number;
  best: BestMatches;
  /**
   * Keep at most this many matches (the best ones) in `Verdict.matches`;
   * `matchCount` stays exact. A 42,000-line `Disallow: /` file matches every
   * URL 42,000 times, and no reader needs them all sorted.
   */
  maxMatches?: number;
}

type Piece = string | number | MessagePart[] | { site: string };

/** Text from the file or the URL, marked so that surfaces can isolate it. */
function site(text: string): { site: string } {
  return { site: text };
}

/** A sentence as parts: literal words stay strings, `site(…)` values stay marked, nested part lists are spliced in. */
function sentence(words: TemplateStringsArray, ...values: Piece[]): MessagePart[] {
  const parts: MessagePart[] = [];
  words.forEach((w, i) => {
    if (w) parts.push(w);
    if (i >= values.length) return;
    const v = values[i]!;
    if (Array.isArray(v)) parts.push(...v);
    else if (typeof v === 'object') parts.push(v);
    else parts.push(String(v));
  });
  return parts;
}

/** The message as one string (what the CLI and the badge print). */
export function messageText(parts: readonly MessagePart[]): string {
  return parts.map((p) => (typeof p === 'string' ? p : p.site)).join('');
}

/** The key a rule is written with: `Allow` or `Disallow`. */
export function ruleKeyword(kind: RuleKind): 'Allow' | 'Disallow' {
  return kind === 'allow' ? 'Allow' : 'Disallow';
}

/** `Disallow: /private/`: the rule as written (for when the file's own line is not at hand). */
export function quoteRule(rule: RuleLine): string {
  return `${ruleKeyword(rule.kind)}: ${rule.pattern}`;
}

export function crawlDelayFor(selection: Selection, profile: CrawlerProfile): CrawlDelayInfo | null {
  const d = selection.crawlDelay;
  return d === null ? null : { ...d, honoured: profile.honoursCrawlDelay };
}

/** Line numbers named in a sentence; a file with 40,000 matching user-agent lines gets the first few and a count. */
const MAX_LINES_NAMED = 5;

function lines(ns: number[]): string {
  if (ns.length === 1) return `line ${ns[0]}`;
  if (ns.length > MAX_LINES_NAMED)
    return `lines ${ns.slice(0, MAX_LINES_NAMED).join(', ')} and ${(ns.length - MAX_LINES_NAMED).toLocaleString('en-US')} more`;
  return `lines ${ns.slice(0, -1).join(', ')} and ${ns[ns.length - 1]}`;
}

/** "the group for “googlebot” (user-agent on line 3)", and similar. */
function describeGroups(sel: Selection): MessagePart[] {
  const uaLines = sel.groups.flatMap((g) =>
    g.userAgents
      .filter((ua) =>
        sel.scope === 'global' ? ua.global : sel.engine === 'coccoc' ? ua.value.toLowerCase() === sel.token : ua.token === sel.token,
      )
      .map((ua) => ua.line),
  );
  const where = uaLines.length > 0 ? ` (user-agent on ${lines(uaLines)})` : '';
  if (sel.scope === 'global') {
    const orphans = sel.orphanRules.length > 0 ? ' together with the rules before the first user-agent line' : '';
    const groupWord = sel.groups.length > 1 ? 'groups' : 'group';
    return [sel.groups.length > 0 ? `the “User-agent: *” ${groupWord}${where}${orphans}` : 'the rules before the first user-agent line'];
  }
  const groupWord = sel.groups.length > 1 ? `the ${sel.groups.length} groups` : 'the group';
  return sentence`${groupWord} for “${site(sel.token ?? '')}”${where}`;
}

/** Why these groups: the profile's fallbacks and the engine's rule. */
function whyTheseGroups(sel: Selection, profile: CrawlerProfile): MessagePart[] {
  const name = profile.name;
  const token = site(sel.token ?? '');
  if (sel.scope === 'specific') {
    if (sel.engine === 'coccoc') {
      return sel.token === profile.tokens[0]?.toLowerCase()
        ? []
        : sentence` Coc Coc uses the most specific user-agent that starts ${name}’s name: “${token}”.`;
    }
    if (sel.tokenIndex > 0) {
      const tried = profile.tokens
        .slice(0, sel.tokenIndex)
        .map((t) => `“${t}”`)
        .join(', ');
      return sentence` No group names ${tried}, so ${name} follows the group for “${token}”.`;
    }
    return [];
  }
  if (sel.scope === 'global') return [` No group names ${name}, so the “User-agent: *” rules apply.`];
  return [];
}

export function explainVerdict(input: ExplainInput): Verdict {
  const { selection: sel, profile, path, allowed, line, best } = input;
  const name = profile.name;
  const shownPath = displayFromByteText(path);
  const where = site(shownPath);
  const raw = sel.ruleSet ? sel.ruleSet.matches(path) : [];
  const winnerIsDisallow = best.disallowPriority > best.allowPriority;
  const winnerPriority = winnerIsDisallow ? best.disallowPriority : best.allowPriority;
  const decisive = winnerPriority > 0;

  const all = raw.map((m) => toRuleMatch(m, winnerIsDisallow, winnerPriority, line, decisive));
  const matches = bestMatches(all, input.maxMatches ?? Infinity);
  // The decider sorts first (highest priority, 'decided' ranks first), so it survives any bound.
  const decidingRule = decisive ? (matches.find((m) => m.outcome === 'decided') ?? null) : null;

  const groups: AppliedGroup[] = sel.groups.map((g) => ({ index: g.index, userAgentLines: g.userAgents.map((ua) => ua.line) }));
  let parts: MessagePart[];
  let reason: Verdict['reason'];
  if (sel.scope === 'none') {
    reason = 'no-group';
    parts = sel.ignoredGlobal
      ? sentence`${name} may fetch ${where}: no group names it, and ${name} ignores the “User-agent: *” group.`
      : sentence`${name} may fetch ${where}: no group names it and there is no “User-agent: *” group, so nothing restricts it.`;
  } else if (decidingRule) {
    reason = 'rule';
    const verb = allowed ? 'may fetch' : 'may not fetch';
    parts = sentence`${name} ${verb} ${where}: line ${decidingRule.rule.line} “${site(quoteRule(decidingRule.rule))}” is the longest matching rule in ${describeGroups(sel)}.`;
    if (decidingRule.viaIndexHtml) {
      parts.push(
        ...sentence` Google reads “${site(decidingRule.rule.pattern)}” as also allowing the folder itself (${site(decidingRule.matchedPattern)}).`,
      );
    }
    const tie = matches.find((m) => m.outcome === 'tie-allow-wins');
    if (tie) parts.push(...sentence` It is exactly as long as line ${tie.rule.line} “${site(quoteRule(tie.rule))}”, and allow wins ties.`);
    parts.push(...whyTheseGroups(sel, profile));
  } else {
    reason = 'no-rule-matched';
    const ruleCount = sel.groups.reduce((n, g) => n + g.rules.length, 0) + sel.orphanRules.length;
    if (ruleCount === 0) {
      parts = sentence`${name} may fetch ${where}: ${describeGroups(sel)} has no rules.`;
      if (sel.scope === 'specific') parts.push(' The “User-agent: *” group is ignored once a group names the crawler.');
    } else {
      parts = sentence`${name} may fetch ${where}: no rule in ${describeGroups(sel)} matches it.`;
      // Looked up among all matches: empty rules sort last and may be beyond the bound.
      const empty = all.find((m) => m.rule.line === line && m.outcome === 'empty' && m.rule.kind === 'disallow');
      if (empty) parts.push(` Its empty “Disallow:” on line ${empty.rule.line} allows everything.`);
    }
    parts.push(...whyTheseGroups(sel, profile));
  }

  return {
    allowed,
    engine: sel.engine,
    crawlerName: name,
    token: sel.token,
    scope: sel.scope,
    path: shownPath,
    decidingLine: line,
    decidingRule,
    reason,
    message: messageText(parts),
    messageParts: parts,
    groups,
    matches,
    matchCount: all.length,
    crawlDelay: crawlDelayFor(sel, profile),
  };
}

function compareMatches(a: RuleMatch, b: RuleMatch): number {
  return b.priority - a.priority || rank(a.outcome) - rank(b.outcome) || a.rule.line - b.rule.line;
}

/** The best `limit` matches in order, without sorting them all when there are far more. */
function bestMatches(all: RuleMatch[], limit: number): RuleMatch[] {
  if (all.length <= limit) return all.sort(compareMatches);
  const kept: RuleMatch[] = [];
  for (const m of all) {
    if (kept.length === limit && compareMatches(m, kept[limit - 1]!) >= 0) continue;
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareMatches(kept[mid]!, m) <= 0) lo = mid + 1;
      else hi = mid;
    }
    kept.splice(lo, 0, m);
    if (kept.length > limit) kept.pop();
  }
  return kept;
}

function rank(o: MatchOutcome): number {
  return ['decided', 'tie-allow-wins', 'same-as-earlier', 'shorter', 'empty'].indexOf(o);
}

function toRuleMatch(m: RawMatch, winnerIsDisallow: boolean, winnerPriority: number, line: number, decisive: boolean): RuleMatch {
  const isDisallow = m.rule.kind === 'disallow';
  let outcome: MatchOutcome;
  if (m.rule.escaped === '') outcome = 'empty';
  else if (decisive && m.priority === winnerPriority && isDisallow === winnerIsDisallow && m.rule.line === line) outcome = 'decided';
  else if (m.priority < winnerPriority) outcome = 'shorter';
  else if (isDisallow !== winnerIsDisallow) outcome = 'tie-allow-wins';
  else outcome = 'same-as-earlier';
  return { rule: m.rule, priority: m.priority, matchedPattern: m.matchedPattern, viaIndexHtml: m.viaIndexHtml, outcome };
}
