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
import { selectGroupsFor, type Selection } from './group-selection.ts';
import type { RobotsTxt, RuleLine } from './model.ts';
import { rawTokenProfile, type CrawlerProfile } from './profiles.ts';
import { indexHtmlAlternative, type BestMatches } from './rule-set.ts';
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

/** Raw tokens get a profile once, so repeated calls hit the per-profile selection cache. */
const rawProfiles = new Map<string, CrawlerProfile>();

function profileOf(crawler: Crawler, engine: EngineName | undefined): CrawlerProfile {
  if (typeof crawler !== 'string') return crawler;
  const e = engine ?? 'google';
  const key = `${e}\u0000${crawler}`;
  let profile = rawProfiles.get(key);
  if (profile === undefined) {
    if (rawProfiles.size > 1000) rawProfiles.clear();
    profile = rawTokenProfile(crawler, e);
    rawProfiles.set(key, profile);
  }
  return profile;
}

const scratch: BestMatches = { allowPriority: -1, allowLine: 0, disallowPriority: -1, disallowLine: 0 };

/**
 * Google's RobotsMatcher::disallow() and matching_line() on the applied rule
 * set: a rule decides only with priority > 0 (an empty pattern matches
 * everything with priority 0 and never decides); the longer pattern wins and
 * allow wins ties; the reported line is the winner's, which on a tie between
 * empty rules can be an empty `Disallow:` line.
 */
export function judge(selection: Selection, path: string, out: BestMatches = scratch): { allowed: boolean; line: number; best: BestMatches } {
  if (selection.ruleSet === null) {
    out.allowPriority = -1;
    out.allowLine = 0;
    out.disallowPriority = -1;
    out.disallowLine = 0;
    return { allowed: true, line: 0, best: out };
  }
  const best = selection.ruleSet.best(path, out);
  return { allowed: isAllowed(best), line: matchingLine(best), best };
}

/** Disallowed only when a disallow with a pattern (priority > 0) outranks every allow. */
function isAllowed(best: BestMatches): boolean {
  return !(best.disallowPriority > best.allowPriority && best.disallowPriority > 0);
}

/** HigherPriorityMatch(disallow, allow).line(): the allow on a tie, 0 when nothing matched. */
function matchingLine(best: BestMatches): number {
  return best.disallowPriority > best.allowPriority ? best.disallowLine : best.allowLine;
}

export function decide(model: RobotsTxt, url: string, crawler: Crawler, engine?: EngineName): Decision {
  const profile = profileOf(crawler, engine);
  const selection = selectGroupsFor(model, profile, engine ?? profile.engine);
  const best = scratch;
  const crawlDelay = selection.crawlDelay?.effectiveSeconds ?? null;
  if (selection.ruleSet === null) return { allowed: true, line: 0, crawlDelay };
  selection.ruleSet.best(matchPathOf(url), best);
  return { allowed: isAllowed(best), line: matchingLine(best), crawlDelay };
}

export interface EvaluateOptions {
  /** Keep only the best this many matches in `Verdict.matches` (`matchCount` stays exact); all by default. */
  maxMatches?: number;
}

export function evaluate(model: RobotsTxt, url: string, crawler: Crawler, engine?: EngineName, options: EvaluateOptions = {}): Verdict {
  const profile = profileOf(crawler, engine);
  const selection = selectGroupsFor(model, profile, engine ?? profile.engine);
  const path = matchPathOf(url);
  const best: BestMatches = { allowPriority: -1, allowLine: 0, disallowPriority: -1, disallowLine: 0 };
  const { allowed, line } = judge(selection, path, best);
  return explainVerdict({ model, selection, profile, path, allowed, line, best, maxMatches: options.maxMatches });
}

/**
 * The verdict without its explanation, for the toolbar badge: decide()'s work
 * (the applied rule set's best match, no list of every match, no sentence)
 * plus the deciding rule, so the badge can still quote it. `message` is empty
 * and `matches` is empty (`matchCount` 0): use evaluate() to explain.
 */
export function decideVerdict(model: RobotsTxt, url: string, crawler: Crawler, engine?: EngineName): Verdict {
  const profile = profileOf(crawler, engine);
  const selection = selectGroupsFor(model, profile, engine ?? profile.engine);
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
        : { rule, priority, matchedPattern: viaIndexHtml ? (indexHtmlAlternative(rule.escaped) ?? rule.escaped) : rule.escaped, viaIndexHtml, outcome: 'decided' },
    reason: selection.scope === 'none' ? 'no-group' : rule !== null ? 'rule' : 'no-rule-matched',
    message: '',
    messageParts: [],
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
    message: '',
    messageParts: [],
    groups: [],
    matches: [],
    matchCount: 0,
    crawlDelay: null,
  };
}
