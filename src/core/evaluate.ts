/**
 * evaluate(): the verdict for one URL and one crawler, with its explanation.
 * decide(): the same verdict and deciding line without the explanation, for
 * the CLI's batch mode and other hot loops; decideVerdict(): the same, shaped
 * as a Verdict with the deciding rule, for the badge.
 */
import { displayFromByteText } from './bytes.ts';
import type { EngineName } from './engine-name.ts';
import { crawlDelayFor, explainVerdict } from './explainer.ts';
import type { OutcomeReading } from './fetch-outcome.ts';
import { selectGroupsFor, selectGroupsForToken, type Selection } from './group-selection.ts';
import type { RobotsTxt, RuleLine } from './model.ts';
import { rawTokenProfile, type CrawlerProfile } from './profiles.ts';
import { indexHtmlAlternative } from './pattern.ts';
import type { BestMatches } from './rule-set.ts';
import { matchPathOf } from './url-path.ts';
import type { Verdict } from './verdict.ts';

export interface Decision {
  allowed: boolean;
  /** Google's matching_line: 0 when no line matched. */
  line: number;
  /** Crawl-delay of the applied group in seconds (Coc Coc: capped at 10), or null. */
  crawlDelay: number | null;
}

/** A profile, or a raw product token used exactly as Google's library uses its user-agent argument. */
export type Crawler = CrawlerProfile | string;

/** The crawler as a profile: a raw token gets one made for it (cheap: only explained verdicts need it). */
function profileOf(crawler: Crawler, engine: EngineName | undefined): CrawlerProfile {
  return typeof crawler === 'string' ? rawTokenProfile(crawler, engine ?? 'google') : crawler;
}

/**
 * The groups that apply: a profile's selection is remembered with the model
 * per profile object; a raw token's is found by the token itself, so no
 * profile needs making (or keeping) for the hot loop of decide().
 */
function selectionOf(model: RobotsTxt, crawler: Crawler, engine: EngineName | undefined): Selection {
  if (typeof crawler === 'string') return selectGroupsForToken(model, crawler, engine ?? 'google');
  return selectGroupsFor(model, crawler, engine ?? crawler.engine);
}

/** What the applied rules say about one path. */
export interface Judgement {
  allowed: boolean;
  /** Google's matching_line: 0 when no line matched. */
  line: number;
  best: BestMatches;
}

/**
 * Google's RobotsMatcher::disallow() and matching_line() on the applied rule
 * set: a rule decides only with priority > 0 (an empty pattern matches
 * everything with priority 0 and never decides); the longer pattern wins and
 * allow wins ties; the reported line is the winner's, which on a tie between
 * empty rules can be an empty `Disallow:` line.
 */
export function judge(selection: Selection, path: string): Judgement {
  const best = selection.ruleSet === null ? noMatch() : selection.ruleSet.best(path);
  return { allowed: isAllowed(best), line: matchingLine(best), best };
}

function noMatch(): BestMatches {
  return { allowPriority: -1, allowLine: 0, disallowPriority: -1, disallowLine: 0 };
}

/** Disallowed only when a disallow with a pattern (priority > 0) outranks every allow. */
export function isAllowed(best: BestMatches): boolean {
  return !(best.disallowPriority > best.allowPriority && best.disallowPriority > 0);
}

/** HigherPriorityMatch(disallow, allow).line(): the allow on a tie, 0 when nothing matched. */
export function matchingLine(best: BestMatches): number {
  return best.disallowPriority > best.allowPriority ? best.disallowLine : best.allowLine;
}

export function decide(model: RobotsTxt, url: string, crawler: Crawler, engine?: EngineName): Decision {
  const selection = selectionOf(model, crawler, engine);
  const { allowed, line } = judge(selection, matchPathOf(url));
  return { allowed, line, crawlDelay: selection.crawlDelay?.effectiveSeconds ?? null };
}

/**
 * decide()'s matching in steps (RuleSet.bestSteps): for a long URL the
 * generator yields every few thousand steps, and the answer is kept with the
 * crawler's rule set, so decide(), decideVerdict() or evaluate()'s judgement
 * of the same URL right after costs no second pass. A caller that must stay
 * responsive runs it with pauses between steps (the extension's worker).
 */
export function* decideSteps(model: RobotsTxt, url: string, crawler: Crawler, engine?: EngineName): Generator<void, void, void> {
  const selection = selectionOf(model, crawler, engine);
  if (selection.ruleSet !== null) yield* selection.ruleSet.bestSteps(matchPathOf(url));
}

/**
 * evaluate()'s matching in steps: decideSteps(), then the list of every
 * matching rule the explanation shows (RuleSet.matchesSteps), both kept with
 * the rule set, so evaluate() of the same URL right after costs no long pass.
 */
export function* explainSteps(model: RobotsTxt, url: string, crawler: Crawler, engine?: EngineName): Generator<void, void, void> {
  const selection = selectionOf(model, crawler, engine);
  if (selection.ruleSet === null) return;
  const path = matchPathOf(url);
  yield* selection.ruleSet.bestSteps(path);
  yield* selection.ruleSet.matchesSteps(path);
}

export interface EvaluateOptions {
  /** Keep only the best this many matches in `Verdict.matches` (`matchCount` stays exact); all by default. */
  maxMatches?: number;
}

export function evaluate(model: RobotsTxt, url: string, crawler: Crawler, engine?: EngineName, options: EvaluateOptions = {}): Verdict {
  const profile = profileOf(crawler, engine);
  const selection = selectionOf(model, crawler, engine);
  const path = matchPathOf(url);
  const { allowed, line, best } = judge(selection, path);
  return explainVerdict({ model, selection, profile, path, allowed, line, best, maxMatches: options.maxMatches });
}

/**
 * The verdict without its explanation, for the toolbar badge: decide()'s work
 * (the applied rule set's best match, no list of every match, no sentence)
 * plus the deciding rule, so the badge can still quote it. `explanation` is
 * null and `matches` is empty (`matchCount` 0): use evaluate() to explain.
 */
export function decideVerdict(model: RobotsTxt, url: string, crawler: Crawler, engine?: EngineName): Verdict {
  const profile = profileOf(crawler, engine);
  const selection = selectionOf(model, crawler, engine);
  const path = matchPathOf(url);
  const { allowed, line, best } = judge(selection, path);
  const priority = Math.max(best.allowPriority, best.disallowPriority);
  const rule = priority > 0 ? appliedRuleAt(selection, line) : null;
  const viaIndexHtml = rule !== null && priority !== rule.escaped.length;
  return {
    allowed,
    engine: selection.engine,
    crawlerName: profile.name,
    token: selection.token,
    scope: selection.scope,
    path: displayFromByteText(path),
    decidingLine: line,
    decidingRule:
      rule === null
        ? null
        : {
            rule,
            priority,
            matchedPattern: viaIndexHtml ? (indexHtmlAlternative(rule.escaped) ?? rule.escaped) : rule.escaped,
            viaIndexHtml,
            outcome: 'decided',
          },
    reason: selection.scope === 'none' ? 'no-group' : rule !== null ? 'rule' : 'no-rule-matched',
    explanation: null,
    groups: selection.groups.map((g) => ({ index: g.index, userAgentLines: g.userAgents.map((ua) => ua.line) })),
    matches: [],
    matchCount: 0,
    crawlDelay: crawlDelayFor(selection, profile),
  };
}

/** The rule on `line` among the applied groups' rules (and Coc Coc's rules before any user-agent). */
function appliedRuleAt(selection: Selection, line: number): RuleLine | null {
  for (const g of selection.groups) for (const r of g.rules) if (r.line === line) return r;
  for (const r of selection.orphanRules) if (r.line === line) return r;
  return null;
}

/** The verdict when the HTTP outcome of the robots.txt fetch decides without any line. */
export function verdictFromOutcome(reading: OutcomeReading, url: string, crawler: Crawler, engine?: EngineName): Verdict {
  const profile = profileOf(crawler, engine);
  return {
    allowed: reading.action !== 'disallow-all',
    engine: engine ?? profile.engine,
    crawlerName: profile.name,
    token: null,
    scope: 'none',
    path: displayFromByteText(matchPathOf(url)),
    decidingLine: 0,
    decidingRule: null,
    reason: 'http',
    // The reading itself says why (a code the surfaces put into words): no line to explain.
    explanation: null,
    groups: [],
    matches: [],
    matchCount: 0,
    crawlDelay: null,
  };
}
