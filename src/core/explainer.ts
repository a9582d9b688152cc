/**
 * The explainer: turns a decision into the explanation of spec §8 — which
 * groups applied and why, the deciding line, the other matching rules and why
 * each lost — in sentences a site owner understands.
 */
import { displayFromByteText } from './bytes.ts';
import type { Selection } from './group-selection.ts';
import type { RobotsTxt, RuleLine } from './model.ts';
import type { CrawlerProfile } from './profiles.ts';
import type { BestMatches, RawMatch } from './rule-set.ts';
import type { AppliedGroup, CrawlDelayInfo, MatchOutcome, RuleMatch, Verdict } from './verdict.ts';


export interface ExplainInput {
  model: RobotsTxt;
  selection: Selection;
  profile: CrawlerProfile;
  /** Path as matched (byte string). */
  path: string;
  allowed: boolean;
  line: number;
  best: BestMatches;
}

export function quoteRule(rule: RuleLine): string {
  return `${rule.kind === 'allow' ? 'Allow' : 'Disallow'}: ${rule.pattern}`;
}

export function crawlDelayFor(selection: Selection, profile: CrawlerProfile): CrawlDelayInfo | null {
  const d = selection.crawlDelay;
  return d === null ? null : { ...d, honoured: profile.honoursCrawlDelay };
}

function lines(ns: number[]): string {
  return ns.length === 1 ? `line ${ns[0]}` : `lines ${ns.slice(0, -1).join(', ')} and ${ns[ns.length - 1]}`;
}

/** "the group for “googlebot” (user-agent on line 3)", and similar. */
function describeGroups(sel: Selection, profile: CrawlerProfile): string {
  const uaLines = sel.groups.flatMap((g) =>
    g.userAgents.filter((ua) => (sel.scope === 'global' ? ua.global : sel.engine === 'coccoc' ? ua.value.toLowerCase() === sel.token : ua.token === sel.token)).map((ua) => ua.line),
  );
  const where = uaLines.length > 0 ? ` (user-agent on ${lines(uaLines)})` : '';
  if (sel.scope === 'global') {
    const orphans = sel.orphanRules.length > 0 ? ' together with the rules before the first user-agent line' : '';
    const groupWord = sel.groups.length > 1 ? 'groups' : 'group';
    return sel.groups.length > 0 ? `the “User-agent: *” ${groupWord}${where}${orphans}` : 'the rules before the first user-agent line';
  }
  const groupWord = sel.groups.length > 1 ? `the ${sel.groups.length} groups` : 'the group';
  return `${groupWord} for “${sel.token}”${where}`;
}

/** Why these groups: the profile's fallbacks and the engine's rule. */
function whyTheseGroups(sel: Selection, profile: CrawlerProfile): string {
  const name = profile.name;
  if (sel.scope === 'specific') {
    if (sel.engine === 'coccoc') {
      return sel.token === profile.tokens[0]?.toLowerCase()
        ? ''
        : ` Coc Coc uses the most specific user-agent that starts ${name}’s name: “${sel.token}”.`;
    }
    if (sel.tokenIndex > 0) {
      const tried = profile.tokens.slice(0, sel.tokenIndex).map((t) => `“${t}”`).join(', ');
      return ` No group names ${tried}, so ${name} follows the group for “${sel.token}”.`;
    }
    return '';
  }
  if (sel.scope === 'global') return ` No group names ${name}, so the “User-agent: *” rules apply.`;
  return '';
}

export function explainVerdict(input: ExplainInput): Verdict {
  const { selection: sel, profile, path, allowed, line, best } = input;
  const name = profile.name;
  const shownPath = displayFromByteText(path);
  const raw = sel.ruleSet ? sel.ruleSet.matches(path) : [];
  const winnerIsDisallow = best.disallowPriority > best.allowPriority;
  const winnerPriority = winnerIsDisallow ? best.disallowPriority : best.allowPriority;
  const decisive = winnerPriority > 0;

  const matches = raw
    .map((m) => toRuleMatch(m, winnerIsDisallow, winnerPriority, line, decisive))
    .sort((a, b) => b.priority - a.priority || rank(a.outcome) - rank(b.outcome) || a.rule.line - b.rule.line);
  const decidingRule = decisive ? (matches.find((m) => m.outcome === 'decided') ?? null) : null;

  const groups: AppliedGroup[] = sel.groups.map((g) => ({ index: g.index, userAgentLines: g.userAgents.map((ua) => ua.line) }));
  let message: string;
  let reason: Verdict['reason'];
  if (sel.scope === 'none') {
    reason = 'no-group';
    message = sel.ignoredGlobal
      ? `${name} may fetch ${shownPath}: no group names it, and ${name} ignores the “User-agent: *” group.`
      : `${name} may fetch ${shownPath}: no group names it and there is no “User-agent: *” group, so nothing restricts it.`;
  } else if (decidingRule) {
    reason = 'rule';
    const verb = allowed ? 'may fetch' : 'may not fetch';
    message = `${name} ${verb} ${shownPath}: line ${decidingRule.rule.line} “${quoteRule(decidingRule.rule)}” is the longest matching rule in ${describeGroups(sel, profile)}.`;
    if (decidingRule.viaIndexHtml) {
      message += ` Google reads “${decidingRule.rule.pattern}” as also allowing the folder itself (${decidingRule.matchedPattern}).`;
    }
    const tie = matches.find((m) => m.outcome === 'tie-allow-wins');
    if (tie) message += ` It is exactly as long as line ${tie.rule.line} “${quoteRule(tie.rule)}”, and allow wins ties.`;
    message += whyTheseGroups(sel, profile);
  } else {
    reason = 'no-rule-matched';
    const ruleCount = sel.groups.reduce((n, g) => n + g.rules.length, 0) + sel.orphanRules.length;
    if (ruleCount === 0) {
      message = `${name} may fetch ${shownPath}: ${describeGroups(sel, profile)} has no rules.`;
      if (sel.scope === 'specific') message += ' The “User-agent: *” group is ignored once a group names the crawler.';
    } else {
      message = `${name} may fetch ${shownPath}: no rule in ${describeGroups(sel, profile)} matches it.`;
      const empty = matches.find((m) => m.rule.line === line && m.outcome === 'empty' && m.rule.kind === 'disallow');
      if (empty) message += ` Its empty “Disallow:” on line ${empty.rule.line} allows everything.`;
    }
    message += whyTheseGroups(sel, profile);
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
    message,
    groups,
    matches,
    crawlDelay: crawlDelayFor(sel, profile),
  };
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
