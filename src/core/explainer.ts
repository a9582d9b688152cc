/**
 * The explainer: turns a decision into the explanation of docs/behaviour.md §8 — which
 * groups applied and why, the deciding line, the other matching rules and why
 * each lost — as facts with their parameters; src/text/verdict-text.ts puts
 * them into words.
 */
import { displayFromByteText } from './bytes.ts';
import type { Selection } from './group-selection.ts';
import type { RobotsTxt, RuleKind, RuleLine } from './model.ts';
import type { CrawlerProfile } from './profiles.ts';
import type { BestMatches, RawMatch } from './rule-set.ts';
import {
  MAX_LINES_NAMED,
  type AppliedGroup,
  type CrawlDelayInfo,
  type Explanation,
  type GroupFallback,
  type GroupsFact,
  type MatchOutcome,
  type RuleMatch,
  type Verdict,
} from './verdict.ts';

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

/** The groups that applied, as facts; a file with 40,000 matching user-agent lines gets the first few and a count. */
function groupsFact(sel: Selection): GroupsFact {
  const uaLines = sel.groups.flatMap((g) =>
    g.userAgents
      .filter((ua) =>
        sel.scope === 'global' ? ua.global : sel.engine === 'coccoc' ? ua.value.toLowerCase() === sel.token : ua.token === sel.token,
      )
      .map((ua) => ua.line),
  );
  const global = sel.scope === 'global';
  return {
    scope: global ? (sel.groups.length > 0 ? 'global' : 'orphans') : 'specific',
    groupCount: sel.groups.length,
    token: sel.token ?? '',
    lines: uaLines.slice(0, MAX_LINES_NAMED),
    moreLines: Math.max(0, uaLines.length - MAX_LINES_NAMED),
    withOrphans: global && sel.groups.length > 0 && sel.orphanRules.length > 0,
  };
}

/** Why these groups: the profile's fallbacks and the engine's rule. */
function groupFallback(sel: Selection, profile: CrawlerProfile): GroupFallback | null {
  if (sel.scope === 'global') return { code: 'global-fallback' };
  if (sel.scope !== 'specific') return null;
  const token = sel.token ?? '';
  if (sel.engine === 'coccoc') return sel.token === profile.tokens[0]?.toLowerCase() ? null : { code: 'coccoc-prefix', token };
  return sel.tokenIndex > 0 ? { code: 'token-fallback', tried: profile.tokens.slice(0, sel.tokenIndex), token } : null;
}

/** The explanation's facts for a judged path. */
function explanationOf(
  sel: Selection,
  profile: CrawlerProfile,
  decidingRule: RuleMatch | null,
  matches: RuleMatch[],
  empty: RuleMatch | undefined,
): Explanation {
  if (sel.scope === 'none') return { code: 'no-group', ignoredGlobal: sel.ignoredGlobal };
  const fallback = groupFallback(sel, profile);
  const groups = groupsFact(sel);
  if (decidingRule) {
    const tie = matches.find((m) => m.outcome === 'tie-allow-wins');
    return {
      code: 'longest-match',
      line: decidingRule.rule.line,
      rule: quoteRule(decidingRule.rule),
      groups,
      indexHtml: decidingRule.viaIndexHtml ? { pattern: decidingRule.rule.pattern, matchedPattern: decidingRule.matchedPattern } : null,
      tie: tie ? { line: tie.rule.line, rule: quoteRule(tie.rule) } : null,
      fallback,
    };
  }
  const ruleCount = sel.groups.reduce((n, g) => n + g.rules.length, 0) + sel.orphanRules.length;
  if (ruleCount === 0) return { code: 'no-rules', groups, globalIgnored: sel.scope === 'specific', fallback };
  return { code: 'no-rule-matched', groups, emptyDisallowLine: empty ? empty.rule.line : null, fallback };
}

export function explainVerdict(input: ExplainInput): Verdict {
  const { selection: sel, profile, path, allowed, line, best } = input;
  const name = profile.name;
  const shownPath = displayFromByteText(path);
  const raw = sel.ruleSet ? sel.ruleSet.matches(path) : [];
  const winnerIsDisallow = best.disallowPriority > best.allowPriority;
  const winnerPriority = winnerIsDisallow ? best.disallowPriority : best.allowPriority;
  const decisive = winnerPriority > 0;

  const all = raw.map((m) => toRuleMatch(m, winnerIsDisallow, winnerPriority, line, decisive));
  const matches = bestMatches(all, input.maxMatches ?? Infinity);
  // The decider sorts first (highest priority, 'decided' ranks first), so it survives any bound.
  const decidingRule = decisive ? (matches.find((m) => m.outcome === 'decided') ?? null) : null;

  const groups: AppliedGroup[] = sel.groups.map((g) => ({ index: g.index, userAgentLines: g.userAgents.map((ua) => ua.line) }));
  const reason: Verdict['reason'] = sel.scope === 'none' ? 'no-group' : decidingRule ? 'rule' : 'no-rule-matched';
  // Looked up among all matches: empty rules sort last and may be beyond the bound.
  const empty =
    reason === 'no-rule-matched' ? all.find((m) => m.rule.line === line && m.outcome === 'empty' && m.rule.kind === 'disallow') : undefined;

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
    explanation: explanationOf(sel, profile, decidingRule, matches, empty),
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
