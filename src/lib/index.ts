/**
 * The engine as a library: robots.txt read exactly as Google's open-source
 * parser reads it (and, on request, as Coc Coc reads it), for any JavaScript
 * runtime. Everything here is a thin wrapper over src/core: answers are
 * codes and values, never sentences, so callers word them in their own
 * language.
 *
 * Parse once, ask many times:
 *
 *     const robots = parse(body);                       // bytes or text
 *     check(robots, 'https://example.com/a', 'googlebot').allowed;
 *     check(robots, url, preset('Googlebot-Image')!);  // a preset tries its tokens in order
 *
 * Free functions rather than methods on a parsed object, so a bundler keeps
 * only what a caller imports: a crawler that asks `check` never ships the
 * explainer or the linter.
 */
import { utf8Bytes } from '../core/bytes.ts';
import type { EngineName } from '../core/engine-name.ts';
import { decideVerdict, evaluate, verdictFromOutcome, type Crawler, type EvaluateOptions } from '../core/evaluate.ts';
import { crawlDelayFor } from '../core/explainer.ts';
import { MAX_REDIRECT_HOPS, MAX_ROBOTS_BYTES, readFetchOutcome, type OutcomeReading } from '../core/fetch-outcome.ts';
import { lintRobotsTxt, type Diagnostic, type LintContext } from '../core/linter.ts';
import type { RobotsTxt, RuleKind } from '../core/model.ts';
import { selectGroupsFor, selectGroupsForToken } from '../core/group-selection.ts';
import { findProfile, PRESET_PROFILES, rawTokenProfile, type CrawlerProfile } from '../core/profiles.ts';
import type { CrawlDelayInfo, Verdict } from '../core/verdict.ts';

export type { RobotsTxt, Group, RuleLine, UserAgentLine, SitemapLine, CrawlDelayLine, OtherFieldLine, RuleKind } from '../core/model.ts';
export type {
  Verdict,
  Explanation,
  ExplanationCode,
  GroupsFact,
  GroupFallback,
  RuleMatch,
  MatchOutcome,
  ReasonCode,
  AppliedGroup,
  CrawlDelayInfo,
} from '../core/verdict.ts';
export type {
  Diagnostic,
  DiagnosticCode,
  DiagnosticParams,
  Severity,
  LintContext,
  UserAgentReading,
  IgnoredField,
} from '../core/linter.ts';
export type {
  FetchOutcome,
  OutcomeReading,
  OutcomeReason,
  OutcomeCode,
  OutcomeAction,
  NetworkErrorKind,
  RefusedRedirectReason,
} from '../core/fetch-outcome.ts';
export type { HostClass } from '../core/host-class.ts';
export type { CrawlerProfile, CrawlerPurpose, ProfileCategory } from '../core/profiles.ts';
export type { EngineName } from '../core/engine-name.ts';
export { readFetchOutcome, MAX_ROBOTS_BYTES, MAX_REDIRECT_HOPS };
export { parse, type ParseOptions } from './parse.ts';
/**
 * The default export is robots-parser's factory (src/lib/robots-parser.ts),
 * so this package can stand in for robots-parser under its name (an npm
 * alias or override) and code that imports robots-parser runs unchanged.
 */
export { default, type Robot } from './robots-parser.ts';
export { COCCOC_MAX_CRAWL_DELAY } from '../core/engine-name.ts';

/**
 * Who asks: a product token used exactly as Google's library uses its
 * user-agent argument (`'googlebot'`; `'Googlebot/2.1'` names no group), a
 * list of tokens tried in order until one names a group (then `*`), or a
 * profile (a preset from `preset()`, or one of your own).
 */
export type CrawlerInput = string | readonly string[] | CrawlerProfile;

export interface CheckOptions {
  /** Whose reading: Google's (the default for tokens) or Coc Coc's. A profile carries its own. */
  engine?: EngineName;
}

/** A token list as a profile: tried in order, `*` when none names a group. */
function crawlerOf(crawler: CrawlerInput, engine: EngineName | undefined): Crawler {
  if (typeof crawler === 'string') return crawler;
  if (isTokenList(crawler)) {
    return {
      id: `tokens:${crawler.join(',')}`,
      name: crawler[0] ?? '',
      tokens: [...crawler],
      engine: engine ?? 'google',
      ignoreGlobal: false,
      operator: '',
      purpose: 'other',
      category: 'custom',
      honoursCrawlDelay: engine === 'coccoc',
    };
  }
  return crawler;
}

function isTokenList(crawler: readonly string[] | CrawlerProfile): crawler is readonly string[] {
  return Array.isArray(crawler);
}

/** The rule that decided, as written in the file. */
export interface DecidingRule {
  kind: RuleKind;
  /** The pattern as written (decoded for display). */
  pattern: string;
  line: number;
}

/** The answer for one URL and one crawler, without the why (use `explain` for that). */
export interface Check {
  allowed: boolean;
  /** Google's matching line: 0 when no line matched; can be an empty `Disallow:` line that decided nothing. */
  line: number;
  /** The non-empty allow or disallow rule that decided, or null (nothing matched: allowed). */
  rule: DecidingRule | null;
  /** The applied group's first valid Crawl-delay in seconds (Coc Coc: at most 10), or null. Google itself ignores it. */
  crawlDelay: number | null;
  /** The groups that applied: named the crawler (`specific`), the `*` groups (`global`), or none. */
  group: {
    scope: Verdict['scope'];
    /** The token that named the groups, `*` for the global group, null when none applied. */
    token: string | null;
    /** The user-agent lines of each applied group (groups for the same crawler are merged). */
    userAgentLines: number[][];
  };
  engine: EngineName;
}

/** May this crawler fetch this URL, and which line decides it. */
export function check(robots: RobotsTxt, url: string, crawler: CrawlerInput, options: CheckOptions = {}): Check {
  const v = decideVerdict(robots, url, crawlerOf(crawler, options.engine), options.engine);
  const rule = v.decidingRule?.rule;
  return {
    allowed: v.allowed,
    line: v.decidingLine,
    rule: rule ? { kind: rule.kind, pattern: rule.pattern, line: rule.line } : null,
    crawlDelay: v.crawlDelay?.effectiveSeconds ?? null,
    group: { scope: v.scope, token: v.token, userAgentLines: v.groups.map((g) => g.userAgentLines) },
    engine: v.engine,
  };
}

/**
 * The whole answer with its reasons as facts: the explanation (a code with
 * its values), every matching rule and why each lost, the groups that
 * applied. `maxMatches` keeps only the best few matches of a huge file.
 */
export function explain(robots: RobotsTxt, url: string, crawler: CrawlerInput, options: CheckOptions & EvaluateOptions = {}): Verdict {
  return evaluate(robots, url, crawlerOf(crawler, options.engine), options.engine, { maxMatches: options.maxMatches });
}

/** The Crawl-delay of the group that applies to the crawler (with its line, and whether the crawler honours it), or null. */
export function crawlDelay(robots: RobotsTxt, crawler: CrawlerInput, options: CheckOptions = {}): CrawlDelayInfo | null {
  // The groups alone, so no rule index is built for a question about none of the rules.
  const c = crawlerOf(crawler, options.engine);
  if (typeof c === 'string') {
    const engine = options.engine ?? 'google';
    return crawlDelayFor(selectGroupsForToken(robots, c, engine), rawTokenProfile(c, engine));
  }
  return crawlDelayFor(selectGroupsFor(robots, c, options.engine ?? c.engine), c);
}

/** The Sitemap URLs, in file order, as written. */
export function sitemaps(robots: RobotsTxt): string[] {
  return robots.sitemaps.map((s) => s.url);
}

/**
 * What a site owner should know about the file, as findings with a line,
 * a severity, a code and its values. `context` says what the fetch saw
 * (Content-Type, a cut body). Takes the body, not a parsed model: findings
 * speak of bytes the model no longer holds.
 */
export function lint(body: Uint8Array | string, context: LintContext = {}): Diagnostic[] {
  return lintRobotsTxt(typeof body === 'string' ? utf8Bytes(body) : body, context);
}

/** The crawler presets (Googlebot, its special crawlers, Bingbot, AI crawlers, Coc Coc's…). */
export const presets: readonly CrawlerProfile[] = PRESET_PROFILES;

/** A preset by id or name, case-insensitively (`'googlebot-image'`, `'GPTBot'`, `'coccocbot-web'`). */
export function preset(nameOrId: string): CrawlerProfile | undefined {
  return findProfile(nameOrId);
}

export interface StatusOptions {
  /** Whose reading (Google's by default). */
  engine?: EngineName;
  /** Redirect hops followed before this status (more than MAX_REDIRECT_HOPS reads as no robots.txt). */
  redirects?: number;
}

/**
 * For callers that fetch robots.txt themselves: what the final HTTP status
 * means. `action` is `parse` (read the body), `allow-all` (no robots.txt)
 * or `disallow-all` (Google: 5xx and 429 stop all crawling for now);
 * `temporary` says the crawler retries soon.
 */
export function readStatus(status: number, options: StatusOptions = {}): OutcomeReading {
  return readFetchOutcome({ kind: 'response', status, redirects: options.redirects ?? 0 }, options.engine ?? 'google');
}

/** The verdict when the fetch's outcome decides without any line (`reading.action` is not `parse`). */
export function outcomeVerdict(reading: OutcomeReading, url: string, crawler: CrawlerInput): Verdict {
  return verdictFromOutcome(reading, url, crawlerOf(crawler, reading.engine), reading.engine);
}
