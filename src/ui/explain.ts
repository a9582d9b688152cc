/** Plain words for the parts of a verdict (spec §8). Pure, tested in test/popup. */
import { ruleKeyword, type MatchOutcome, type MessagePart, type RuleMatch, type Verdict } from '../core/index.ts';

/** Why a matching rule did or did not decide, relative to the rule that did. */
export function matchOutcomeText(match: RuleMatch, decider: RuleMatch | null): string {
  const p = match.priority;
  switch (match.outcome) {
    case 'decided':
      return `Decided: the longest matching pattern (priority ${p}).`;
    case 'shorter':
      return decider
        ? `Lost: line ${decider.rule.line} has a longer pattern (priority ${decider.priority} beats ${p}).`
        : `Lost: a longer pattern decided (this one has priority ${p}).`;
    case 'tie-allow-wins':
      return decider
        ? `Lost: same priority (${p}) as line ${decider.rule.line}, and on a tie allow wins.`
        : `Lost: same priority (${p}) as an allow line, and on a tie allow wins.`;
    case 'same-as-earlier':
      return decider
        ? `Same priority (${p}) and kind as line ${decider.rule.line}, which comes first in the file.`
        : `Same priority (${p}) and kind as an earlier line, which is the one reported.`;
    case 'empty':
      return 'Empty pattern: it matches everything with priority 0 and never decides.';
  }
}

export const OUTCOME_SHORT: Readonly<Record<MatchOutcome, string>> = {
  decided: 'decided',
  shorter: 'shorter',
  'tie-allow-wins': 'tie: allow wins',
  'same-as-earlier': 'same as earlier',
  empty: 'empty',
};

/** Details of the deciding match a careful reader wants: escaping, priority, the index.html rewrite; the site's patterns marked. */
export function matchDetails(match: RuleMatch): MessagePart[][] {
  const details: MessagePart[][] = [[`${ruleKeyword(match.rule.kind)} rule`], [`priority ${match.priority} (the pattern’s length)`]];
  if (match.rule.escaped !== match.rule.pattern) details.push(['matched as ', { site: match.rule.escaped }]);
  if (match.viaIndexHtml) {
    details.push([
      'matched as ',
      { site: match.matchedPattern },
      ' (Google reads “',
      { site: match.rule.pattern },
      '” as also allowing its directory)',
    ]);
  }
  return details;
}

/** Which groups applied, in a phrase: "the group for “googlebot”", "the * group", "no group"; the token marked as site text. */
export function scopeText(v: Pick<Verdict, 'scope' | 'token' | 'groups'>): MessagePart[] {
  const n = v.groups.length;
  const groups = n > 1 ? `${n} groups (merged)` : 'the group';
  switch (v.scope) {
    case 'specific':
      return [`${groups} for “`, { site: v.token ?? '' }, '”'];
    case 'global':
      return [n > 1 ? `${n} “User-agent: *” groups (merged)` : 'the “User-agent: *” group'];
    case 'none':
      return ['no group'];
  }
}
