/**
 * Why a verdict is what it is (core's Explanation), why each other matching
 * rule lost (core's MatchOutcome) and why a page has no robots.txt (core's
 * NotApplicableReason): src/text/verdict-text.ts picks the key.
 */
import type { NoParams, Site } from './index.ts';

/** The groups that applied (core's GroupsFact), as every sentence that names them takes it (a type, not an interface: params are records). */
export type GroupParams = {
  /** specific: named by `token`; global: the `*` groups; orphans: only the rules before the first user-agent line. */
  scope: 'specific' | 'global' | 'orphans';
  groupCount: number;
  token: Site;
  /** How many user-agent lines are named (0: none to name). */
  uaCount: number;
  /** The named lines as a list in the locale's words, the count of the rest as its last item ("1, 3, 5, 7, 9 and 7 more"). */
  lines: string;
  withOrphans: 'yes' | 'no';
};

/** The crawler (a profile's name, or the raw token given) and the path matched. */
type Subject = {
  name: string;
  path: Site;
};

export interface VerdictMessages {
  // The reason under the verdict: the first sentence, then the notes that apply, each a whole sentence.
  'verdict.reason.no-group': Subject;
  'verdict.reason.no-group.global-ignored': Subject;
  'verdict.reason.longest-match': Subject & GroupParams & { allowed: 'yes' | 'no'; line: number; rule: Site };
  'verdict.reason.no-rules': Subject & GroupParams;
  'verdict.reason.no-rule-matched': Subject & GroupParams;
  'verdict.reason.index-html': { pattern: Site; matched: Site };
  'verdict.reason.tie': { line: number; rule: Site };
  'verdict.reason.global-ignored': NoParams;
  'verdict.reason.empty-disallow': { line: number };
  'verdict.reason.coccoc-prefix': { name: string; token: Site };
  /** `tried`: the profile's tokens no group names, as a list ("“Googlebot-Image” or “Googlebot”"). */
  'verdict.reason.token-fallback': { name: string; tried: string; token: Site };
  'verdict.reason.global-fallback': { name: string };
  /** The last item of a list of user-agent lines: how many more there are. */
  'verdict.reason.more-lines': { count: number };

  // Why another matching rule did not decide; `.unknown` when the deciding rule is not at hand.
  'verdict.match.decided': { priority: number };
  'verdict.match.shorter': { priority: number; line: number; deciderPriority: number };
  'verdict.match.shorter.unknown': { priority: number };
  'verdict.match.tie-allow-wins': { priority: number; line: number };
  'verdict.match.tie-allow-wins.unknown': { priority: number };
  'verdict.match.same-as-earlier': { priority: number; line: number };
  'verdict.match.same-as-earlier.unknown': { priority: number };
  'verdict.match.empty': NoParams;
  /** The outcome as a short tag. */
  'verdict.match.tag': { outcome: 'decided' | 'shorter' | 'tie_allow_wins' | 'same_as_earlier' | 'empty' };
  // Details of the deciding rule.
  'verdict.match.kind': { kind: 'allow' | 'disallow' };
  'verdict.match.priority': { priority: number };
  'verdict.match.escaped': { pattern: Site };
  'verdict.match.index-html': { matched: Site; pattern: Site };

  /** Which groups applied, as the why panel's heading ("Applied: the group for “googlebot”"). */
  'verdict.applied-groups': { scope: 'specific' | 'global' | 'none'; groupCount: number; token: Site };

  // Why a page has no robots.txt.
  'page.not-applicable.not-a-url': NoParams;
  'page.not-applicable.no-host': NoParams;
  'page.not-applicable.extension-store': NoParams;
  'page.not-applicable.browser-page': { scheme: string };
  'page.not-applicable.local-file': NoParams;
  'page.not-applicable.extension-page': NoParams;
  'page.not-applicable.inline-content': { scheme: string };
  'page.not-applicable.source-view': NoParams;
  'page.not-applicable.other-scheme': { scheme: Site };
  /** The browser does not tell extensions this tab's address. */
  'page.not-applicable.hidden-address': NoParams;
}
