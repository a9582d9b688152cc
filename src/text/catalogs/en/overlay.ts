/** English, the reference catalog for the on-page overlay and its switch. */
import type { CatalogOf } from '../../messages/index.ts';
import type { OverlayMessages } from '../../messages/overlay.ts';

export default {
  'overlay.switch.label': 'Show on page',
  'overlay.switch.hint':
    'Outlines the links {crawler} may not fetch and marks nofollow, ugc and sponsored links; point at a link to see the line of robots.txt that decides it.',
  'overlay.switch.not-available': 'Showing the links on the page is not available here.',
  'overlay.switch.failed': 'Robots Lens could not reach this page to show its links.',
  'overlay.title': 'Robots Lens · {crawler}',
  'overlay.legend.label': 'Robots Lens: the links on this page',
  'overlay.legend.disallowed': 'Disallowed for {crawler}',
  'overlay.legend.rel': 'nofollow, ugc or sponsored',
  'overlay.legend.checking': 'Reading the robots.txt of each site linked…',
  'overlay.legend.capped': 'At most {links, number} links and {urls, number} different addresses of this page are checked.',
  'overlay.legend.failed': 'Robots Lens could not check these links.',
  'overlay.legend.close': 'Turn off',
  'overlay.tip.verdict':
    '{verdict, select, allowed {Allowed for {crawler}} disallowed {Disallowed for {crawler}} unreachable {Disallowed for {crawler} for now: its robots.txt is unreachable} pending {Not checked yet} failed {Not checked: Robots Lens could not read its robots.txt} private {Not checked: private address} other {Not checked: not an http or https address}}',
  'overlay.tip.rule': '{robots}, line {line}: {rule}',
  'overlay.tip.no-rule': 'No rule of {robots} matches this address.',
  'overlay.tip.rel': 'rel {rel}: a hint that crawlers need not follow this link.',
  'overlay.legend.disallowed-for-now': 'Disallowed for now: robots.txt unreachable',
  'overlay.legend.both': 'Both: disallowed and nofollow, ugc or sponsored',
  'overlay.legend.short-labels':
    'Where links are crowded, labels are shortened or left out; the outline still shows every mark. Point at a link for the details.',
} as const satisfies CatalogOf<OverlayMessages>;
