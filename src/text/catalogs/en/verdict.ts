/** English, the reference catalog for the verdict's reasons (test/text/catalogs.test.ts checks the others against it). */
import type { CatalogOf } from '../../messages/index.ts';
import type { VerdictMessages } from '../../messages/verdict.ts';

/** The groups that applied, as each reason names them (GroupParams). */
const GROUPS =
  '{scope, select, specific {{groupCount, plural, one {the group} other {the # groups}} for “{token}”} ' +
  'global {the “User-agent: *” {groupCount, plural, one {group} other {groups}}} ' +
  'other {the rules before the first user-agent line}}' +
  '{uaCount, plural, =0 {} one { (user-agent on line {lines})} other { (user-agent on lines {lines})}}' +
  '{withOrphans, select, yes { together with the rules before the first user-agent line} other {}}';

export default {
  'verdict.reason.more-lines': '{count, plural, one {# more} other {# more}}',
  'verdict.reason.no-group': '{name} may fetch {path}: no group names it and there is no “User-agent: *” group, so nothing restricts it.',
  'verdict.reason.no-group.global-ignored': '{name} may fetch {path}: no group names it, and {name} ignores the “User-agent: *” group.',
  'verdict.reason.longest-match': `{name} {allowed, select, yes {may fetch} other {may not fetch}} {path}: line {line} “{rule}” is the longest matching rule in ${GROUPS}.`,
  'verdict.reason.no-rules': `{name} may fetch {path}: ${GROUPS} {groupCount, plural, one {has} other {have}} no rules.`,
  'verdict.reason.no-rule-matched': `{name} may fetch {path}: no rule in ${GROUPS} matches it.`,
  'verdict.reason.index-html': 'Google reads “{pattern}” as also allowing the folder itself ({matched}).',
  'verdict.reason.tie': 'It is exactly as long as line {line} “{rule}”, and allow wins ties.',
  'verdict.reason.global-ignored': 'The “User-agent: *” group is ignored once a group names the crawler.',
  'verdict.reason.empty-disallow': 'Its empty “Disallow:” on line {line} allows everything.',
  'verdict.reason.coccoc-prefix': 'Coc Coc uses the most specific user-agent that starts {name}’s name: “{token}”.',
  'verdict.reason.token-fallback': 'No group names {tried}, so {name} follows the group for “{token}”.',
  'verdict.reason.global-fallback': 'No group names {name}, so the “User-agent: *” rules apply.',

  'verdict.match.decided': 'Decided: the longest matching pattern (priority {priority}).',
  'verdict.match.shorter': 'Lost: line {line} has a longer pattern (priority {deciderPriority} beats {priority}).',
  'verdict.match.shorter.unknown': 'Lost: a longer pattern decided (this one has priority {priority}).',
  'verdict.match.tie-allow-wins': 'Lost: same priority ({priority}) as line {line}, and on a tie allow wins.',
  'verdict.match.tie-allow-wins.unknown': 'Lost: same priority ({priority}) as an allow line, and on a tie allow wins.',
  'verdict.match.same-as-earlier': 'Same priority ({priority}) and kind as line {line}, which comes first in the file.',
  'verdict.match.same-as-earlier.unknown': 'Same priority ({priority}) and kind as an earlier line, which is the one reported.',
  'verdict.match.empty': 'Empty pattern: it matches everything with priority 0 and never decides.',
  'verdict.match.tag':
    '{outcome, select, decided {decided} shorter {shorter} tie_allow_wins {tie: allow wins} same_as_earlier {same as earlier} other {empty}}',
  'verdict.match.kind': '{kind, select, allow {Allow rule} other {Disallow rule}}',
  'verdict.match.priority': 'priority {priority} (the pattern’s length)',
  'verdict.match.escaped': 'matched as {pattern}',
  'verdict.match.index-html': 'matched as {matched} (Google reads “{pattern}” as also allowing its directory)',

  'verdict.applied-groups':
    'Applied: {scope, select, specific {{groupCount, plural, one {the group} other {# groups (merged)}} for “{token}”} global {{groupCount, plural, one {the “User-agent: *” group} other {# “User-agent: *” groups (merged)}}} other {no group}}',

  'page.not-applicable.not-a-url': 'This is not a web address, so there is no robots.txt to read.',
  'page.not-applicable.no-host': 'This address has no host name, so there is no robots.txt to read.',
  'page.not-applicable.extension-store': 'Browser extension stores are off limits to extensions, so Robots Lens cannot check this page.',
  'page.not-applicable.browser-page': '{scheme}: pages belong to the browser itself: crawlers never see them and they have no robots.txt.',
  'page.not-applicable.local-file':
    'This is a file on your computer: crawlers cannot reach it and it has no robots.txt. Serve it over http(s) to check it.',
  'page.not-applicable.extension-page': 'This is a browser extension’s own page: crawlers never see it and it has no robots.txt.',
  'page.not-applicable.inline-content': '{scheme}: addresses hold their content inline: there is no server and no robots.txt.',
  'page.not-applicable.source-view': 'This is the browser’s source view. Open the page itself to check it.',
  'page.not-applicable.other-scheme': 'robots.txt applies only to http and https pages; this page uses {scheme}:.',
  'page.not-applicable.hidden-address':
    'The browser does not let extensions read this tab’s address (browser pages and other extensions’ pages), so there is no robots.txt to check.',
} as const satisfies CatalogOf<VerdictMessages>;
