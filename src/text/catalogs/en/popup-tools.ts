/** English: the popup's tools (path box, copy, options). */
import type { CatalogOf } from '../../messages/index.ts';
import type { PopupToolsMessages } from '../../messages/popup-tools.ts';

const VERDICT = '{verdict, select, allowed {Allowed} other {Disallowed}}';

export default {
  'popup-tools.path.label': 'Check another path of this site, or any URL',
  'popup-tools.path.back': 'Back to this page',
  'popup-tools.path.matched': 'The rules are matched against {path}',

  'popup-tools.unchecked.title': 'Not checked',
  'popup-tools.unchecked.empty': 'Type a path of this site, such as /private/, or a whole URL of it.',
  'popup-tools.unchecked.relative':
    'This is not a path of this site: a path starts with “/” (such as /private/page.html), a whole URL with http:// or https://.',
  'popup-tools.unchecked.not-web': '{scheme} addresses have no robots.txt. Type a path of this site or an http(s) URL of it.',
  'popup-tools.unchecked.invalid': 'This is not a valid URL. Type a path of this site, such as /private/, or a whole URL of it.',

  'popup-tools.copy.report': 'Copy report',
  'popup-tools.copy.rule': 'Copy rule',
  'popup-tools.copy.robots-url': 'Copy robots.txt URL',
  'popup-tools.copy.copied':
    '{what, select, report {Report copied} markdown {Report copied as Markdown} rule {Rule copied} other {robots.txt URL copied}}',
  'popup-tools.copy.failed': 'The browser did not allow copying. Select the text and copy it yourself.',

  'popup-tools.report.rule': `{url} — {crawler}: ${VERDICT} by line {line, number, ::integer group-off}: {rule}`,
  'popup-tools.report.empty-rule':
    '{url} — {crawler}: Allowed; line {line, number, ::integer group-off} matches but blocks nothing: {rule}',
  'popup-tools.report.no-rule': '{url} — {crawler}: Allowed; no rule matches',
  'popup-tools.report.outcome': `{url} — {crawler}: ${VERDICT} ({outcome})`,

  'popup-tools.options.open': 'Robots Lens options',
  'popup-tools.workbench.open': 'Open the workbench: edit a draft robots.txt for this site and test it',

  'popup-tools.other.ask': '{other} is another site: its own robots.txt decides this URL. Press Enter or fetch it to check.',
  'popup-tools.other.fetch': 'Fetch its robots.txt',
  'popup-tools.other.loading': 'Fetching the robots.txt of {other}…',
  'popup-tools.other.failed': 'Could not read the robots.txt of {other}: {error}',
  'popup-tools.other.matched': 'Read against {robots}; the rules are matched against {path}',
} as const satisfies CatalogOf<PopupToolsMessages>;
