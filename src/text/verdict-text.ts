/**
 * Which messages say why a verdict is what it is (core's Explanation), why
 * each other matching rule lost, and why a page has no robots.txt. One key
 * per whole sentence; lists of lines and tokens through Intl.ListFormat in
 * the text's locale, counts through ICU plurals.
 */
import type { GroupFallback, GroupsFact, MessagePart, NotApplicableReason, RuleMatch, Verdict } from '../core/index.ts';
import type { OutcomeReading } from '../core/fetch-outcome.ts';
import type { Message } from './messages/index.ts';
import type { GroupParams } from './messages/verdict.ts';
import { outcomeMessageParts } from './outcome-text.ts';
import { site, type Text } from './text.ts';

/**
 * Line numbers as one list in the text's words (Intl.ListFormat), the count of
 * the lines not named as its last item: "3, 5, and 12", "1, 3, 5, 7, 9, and 7 more".
 */
export function lineList(text: Text, lines: readonly number[], moreLines: number): string {
  const numbers = new Intl.NumberFormat(text.locale, { useGrouping: false });
  const items = lines.map((n) => numbers.format(n));
  if (moreLines > 0) items.push(text.t('verdict.reason.more-lines', { count: moreLines }));
  return new Intl.ListFormat(text.locale, { type: 'conjunction' }).format(items);
}

function groupParams(text: Text, g: GroupsFact): GroupParams {
  return {
    scope: g.scope,
    groupCount: g.groupCount,
    token: site(g.token),
    uaCount: g.lines.length + g.moreLines,
    lines: lineList(text, g.lines, g.moreLines),
    withOrphans: g.withOrphans ? 'yes' : 'no',
  };
}

function fallbackMessage(locale: string, name: string, f: GroupFallback): Message {
  switch (f.code) {
    case 'coccoc-prefix':
      return { key: 'verdict.reason.coccoc-prefix', params: { name, token: site(f.token) } };
    case 'token-fallback': {
      const tried = new Intl.ListFormat(locale, { type: 'disjunction' }).format(f.tried.map((t) => `“${t}”`));
      return { key: 'verdict.reason.token-fallback', params: { name, tried, token: site(f.token) } };
    }
    case 'global-fallback':
      return { key: 'verdict.reason.global-fallback', params: { name } };
  }
}

/** The sentences that explain a verdict, in order; none when it has no explanation (the badge's brief verdict, an HTTP outcome). */
export function explanationMessages(text: Text, v: Pick<Verdict, 'explanation' | 'crawlerName' | 'path' | 'allowed'>): Message[] {
  const e = v.explanation;
  if (!e) return [];
  const subject = { name: v.crawlerName, path: site(v.path) };
  if (e.code === 'no-group') {
    return [{ key: e.ignoredGlobal ? 'verdict.reason.no-group.global-ignored' : 'verdict.reason.no-group', params: subject }];
  }
  const groups = groupParams(text, e.groups);
  const out: Message[] = [];
  switch (e.code) {
    case 'longest-match':
      out.push({
        key: 'verdict.reason.longest-match',
        params: { ...subject, ...groups, allowed: v.allowed ? 'yes' : 'no', line: e.line, rule: site(e.rule) },
      });
      if (e.indexHtml) {
        const { pattern, matchedPattern } = e.indexHtml;
        out.push({ key: 'verdict.reason.index-html', params: { pattern: site(pattern), matched: site(matchedPattern) } });
      }
      if (e.tie) out.push({ key: 'verdict.reason.tie', params: { line: e.tie.line, rule: site(e.tie.rule) } });
      break;
    case 'no-rules':
      out.push({ key: 'verdict.reason.no-rules', params: { ...subject, ...groups } });
      if (e.globalIgnored) out.push({ key: 'verdict.reason.global-ignored' });
      break;
    case 'no-rule-matched':
      out.push({ key: 'verdict.reason.no-rule-matched', params: { ...subject, ...groups } });
      if (e.emptyDisallowLine !== null) out.push({ key: 'verdict.reason.empty-disallow', params: { line: e.emptyDisallowLine } });
      break;
  }
  if (e.fallback) out.push(fallbackMessage(text.locale, v.crawlerName, e.fallback));
  return out;
}

/** Sentences in parts, site text marked, separated by a space. */
function joinedParts(text: Text, messages: readonly Message[]): MessagePart[] {
  return messages.flatMap((m, i) => (i === 0 ? text.renderParts(m) : [' ', ...text.renderParts(m)]));
}

/** Why, for the verdict banner: the explanation, or what the fetch outcome means when no line was read. */
export function verdictReasonParts(text: Text, r: { verdict: Verdict; reading: OutcomeReading }): MessagePart[] {
  const messages = explanationMessages(text, r.verdict);
  return messages.length > 0 ? joinedParts(text, messages) : outcomeMessageParts(text, r.reading);
}

/** The explanation as plain text, site text isolated (the CLI's "why:"). */
export function explanationText(text: Text, v: Verdict): string {
  return explanationMessages(text, v)
    .map((m) => text.render(m))
    .join(' ');
}

const TAG: Readonly<Record<RuleMatch['outcome'], Extract<Message, { key: 'verdict.match.tag' }>['params']['outcome']>> = {
  decided: 'decided',
  shorter: 'shorter',
  'tie-allow-wins': 'tie_allow_wins',
  'same-as-earlier': 'same_as_earlier',
  empty: 'empty',
};

/** The outcome of a match as a short tag ("tie: allow wins"). */
export function matchTag(match: RuleMatch): Message {
  return { key: 'verdict.match.tag', params: { outcome: TAG[match.outcome] } };
}

/** Why a matching rule did or did not decide, relative to the rule that did. */
export function matchOutcomeMessage(match: RuleMatch, decider: RuleMatch | null): Message {
  const priority = match.priority;
  switch (match.outcome) {
    case 'decided':
      return { key: 'verdict.match.decided', params: { priority } };
    case 'shorter':
      return decider
        ? { key: 'verdict.match.shorter', params: { priority, line: decider.rule.line, deciderPriority: decider.priority } }
        : { key: 'verdict.match.shorter.unknown', params: { priority } };
    case 'tie-allow-wins':
      return decider
        ? { key: 'verdict.match.tie-allow-wins', params: { priority, line: decider.rule.line } }
        : { key: 'verdict.match.tie-allow-wins.unknown', params: { priority } };
    case 'same-as-earlier':
      return decider
        ? { key: 'verdict.match.same-as-earlier', params: { priority, line: decider.rule.line } }
        : { key: 'verdict.match.same-as-earlier.unknown', params: { priority } };
    case 'empty':
      return { key: 'verdict.match.empty' };
  }
}

/** Details of the deciding match a careful reader wants: its kind, priority, escaping, the index.html rewrite. */
export function matchDetailMessages(match: RuleMatch): Message[] {
  const details: Message[] = [
    { key: 'verdict.match.kind', params: { kind: match.rule.kind } },
    { key: 'verdict.match.priority', params: { priority: match.priority } },
  ];
  if (match.rule.escaped !== match.rule.pattern)
    details.push({ key: 'verdict.match.escaped', params: { pattern: site(match.rule.escaped) } });
  if (match.viaIndexHtml) {
    details.push({ key: 'verdict.match.index-html', params: { matched: site(match.matchedPattern), pattern: site(match.rule.pattern) } });
  }
  return details;
}

/** Which groups applied, as a heading: "Applied: the group for “googlebot”", "Applied: the “User-agent: *” group". */
export function appliedGroupsMessage(v: Pick<Verdict, 'scope' | 'token' | 'groups'>): Message {
  return { key: 'verdict.applied-groups', params: { scope: v.scope, groupCount: v.groups.length, token: site(v.token ?? '') } };
}

/** Why a page has no robots.txt; `hidden-address` when the browser does not tell the tab's address. */
export function notApplicableMessage(reason: NotApplicableReason | { code: 'hidden-address' }): Message {
  switch (reason.code) {
    case 'browser-page':
    case 'inline-content':
      return { key: `page.not-applicable.${reason.code}`, params: { scheme: reason.scheme } };
    case 'other-scheme':
      return { key: 'page.not-applicable.other-scheme', params: { scheme: site(reason.scheme) } };
    default:
      return { key: `page.not-applicable.${reason.code}` };
  }
}
