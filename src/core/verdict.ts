/** What an explanation holds (spec §8): the verdict and why. */
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
 * A piece of an explanation: our own words, or text taken from the site (a
 * path, a quoted rule, a user-agent token) that a surface must isolate from
 * the sentence and show with its hidden characters visible.
 */
export type MessagePart = string | { site: string };

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
  /** One or two plain sentences a site owner understands. */
  message: string;
  /** `message` in pieces, with the site's text marked (joined, they are `message`). */
  messageParts: MessagePart[];
  groups: AppliedGroup[];
  /** The rules of the applied groups that matched, best first: all of them, or the best `maxMatches` when evaluate() was given a bound. */
  matches: RuleMatch[];
  /** How many rules matched in all (`matches.length` unless bounded). */
  matchCount: number;
  crawlDelay: CrawlDelayInfo | null;
}
