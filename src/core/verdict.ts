/** What an explanation holds (docs/behaviour.md §8): the verdict and why. */
import type { EngineName } from './engine-name.ts';
import type { RuleLine } from './model.ts';

export type ReasonCode =
  /** A non-empty allow/disallow line decided. */
  | 'rule'
  /** Groups apply to the crawler but no rule with a pattern matched (maybe an empty `Disallow:`). */
  | 'no-rule-matched'
  /** No group names the crawler and there is no `*` group (or the profile ignores it). */
  | 'no-group'
  /** The HTTP outcome of fetching robots.txt decided without any line. */
  | 'http';

export type MatchOutcome =
  /** This line decided the verdict. */
  | 'decided'
  /** A longer (higher-priority) pattern decided. */
  | 'shorter'
  /** Same priority: allow beats disallow. */
  | 'tie-allow-wins'
  /** Same priority and kind as an earlier line; Google reports the first. */
  | 'same-as-earlier'
  /** Empty pattern: matches everything with priority 0 and never decides. */
  | 'empty';

export interface RuleMatch {
  rule: RuleLine;
  /** Pattern length after escaping (counting `*` and `$`). */
  priority: number;
  /** The pattern that matched: the escaped pattern, or `<prefix>/$` for an `index.htm…` allow. */
  matchedPattern: string;
  /** True when the match came from Google's `index.htm` → `/$` rewrite. */
  viaIndexHtml: boolean;
  outcome: MatchOutcome;
}

export interface AppliedGroup {
  /** Index into `RobotsTxt.groups` (google) or `RobotsTxt.cocCocGroups` (coccoc). */
  index: number;
  /** Line numbers of the group's user-agent lines. */
  userAgentLines: number[];
}

export interface CrawlDelayInfo {
  seconds: number;
  /** The value the crawler would use (Coc Coc caps at 10 s). */
  effectiveSeconds: number;
  line: number;
  honoured: boolean;
}

/**
 * A piece of a rendered explanation: our own words, or text taken from the
 * site (a path, a quoted rule, a user-agent token) that a surface must
 * isolate from the sentence and show with its hidden characters visible.
 */
export type MessagePart = string | { site: string };

/** How many user-agent lines an explanation names; the rest are counted (`moreLines`). */
export const MAX_LINES_NAMED = 5;

/**
 * The groups that applied, as facts: the surfaces say "the group for
 * “googlebot” (user-agent on lines 3, 5 and 12)" in their own words.
 */
export interface GroupsFact {
  /**
   * specific: groups named the crawler (`token`); global: the `*` groups;
   * orphans: only Coc Coc's rules before the first user-agent line.
   */
  scope: 'specific' | 'global' | 'orphans';
  /** How many groups applied (they are merged). */
  groupCount: number;
  /** The token (or Coc Coc's user-agent value) that named the groups; `*` for global. */
  token: string;
  /** The user-agent lines that named the crawler: the first MAX_LINES_NAMED of them… */
  lines: number[];
  /** …and how many more there are (a file can have 40,000). */
  moreLines: number;
  /** Coc Coc: the rules before the first user-agent line apply together with the `*` groups. */
  withOrphans: boolean;
}

/** Why these groups and not the crawler's own: the profile's fallbacks and the engine's rule. */
export type GroupFallback =
  /** Coc Coc: the most specific user-agent value that starts the crawler's name. */
  | { code: 'coccoc-prefix'; token: string }
  /** No group names the profile's first tokens (`tried`), so a later token's group applies. */
  | { code: 'token-fallback'; tried: string[]; token: string }
  /** No group names the crawler, so the `*` group applies. */
  | { code: 'global-fallback' };

/**
 * Why the verdict is what it is (docs/behaviour.md §8), as a code with typed parameters:
 * no sentence. src/text/verdict-text.ts puts it into words; the crawler's
 * name and the path are the verdict's own `crawlerName` and `path`.
 */
export type Explanation =
  /** No group names the crawler; `ignoredGlobal` when a `*` group exists but the profile ignores it (AdsBot). */
  | { code: 'no-group'; ignoredGlobal: boolean }
  /** The longest matching rule decided. */
  | {
      code: 'longest-match';
      line: number;
      /** The rule as written: `Disallow: /drafts/`. */
      rule: string;
      groups: GroupsFact;
      /** Google's `index.htm` rewrite decided: the allow pattern as written and the pattern that matched. */
      indexHtml: { pattern: string; matchedPattern: string } | null;
      /** An allow exactly as long as a disallow that also matched: allow wins the tie. */
      tie: { line: number; rule: string } | null;
      fallback: GroupFallback | null;
    }
  /** The applied groups have no rules; `globalIgnored` when a specific group hides the `*` group. */
  | { code: 'no-rules'; groups: GroupsFact; globalIgnored: boolean; fallback: GroupFallback | null }
  /** No rule with a pattern matched; `emptyDisallowLine` when an empty `Disallow:` is Google's matching line. */
  | { code: 'no-rule-matched'; groups: GroupsFact; emptyDisallowLine: number | null; fallback: GroupFallback | null };

export type ExplanationCode = Explanation['code'];

export interface Verdict {
  allowed: boolean;
  engine: EngineName;
  /** The profile's display name, or the raw token. */
  crawlerName: string;
  /** The product token that named the applied groups; `*` for the global group; null when none applied. */
  token: string | null;
  scope: 'specific' | 'global' | 'none';
  /** Path, params and query as matched (byte string decoded for display). */
  path: string;
  /** Google's `matching_line`: 0 when no line matched. Can be an empty `Disallow:` line. */
  decidingLine: number;
  /** The deciding match when a non-empty rule decided, else null. */
  decidingRule: RuleMatch | null;
  reason: ReasonCode;
  /**
   * Why, as facts; null when the verdict was only decided, not explained
   * (decideVerdict(), for the badge), or when the fetch outcome decided
   * (reason 'http': the outcome reading says why).
   */
  explanation: Explanation | null;
  groups: AppliedGroup[];
  /** The rules of the applied groups that matched, best first: all of them, or the best `maxMatches` when evaluate() was given a bound. */
  matches: RuleMatch[];
  /** How many rules matched in all (`matches.length` unless bounded). */
  matchCount: number;
  crawlDelay: CrawlDelayInfo | null;
}
