/** English, the reference catalog for the badge's tooltip. */
import type { BadgeMessages } from '../../messages/badge.ts';
import type { CatalogOf } from '../../messages/index.ts';

const DECISION = '{verdict, select, allowed {allowed} other {disallowed}}';

export default {
  'badge.loading': 'Robots Lens · {crawler}: reading robots.txt…',
  'badge.not-applicable': 'Robots Lens · {reason}',
  'badge.error': 'Robots Lens could not check this page: {error}',
  'badge.verdict': 'Robots Lens · {crawler}: {decision}',
  'badge.verdict-with-note': 'Robots Lens · {crawler}: {decision}\n{note}',
  'badge.decided-by-rule': `${DECISION} by line {line} ({kind, select, allow {Allow} other {Disallow}}: “{pattern}”)`,
  'badge.decided-by-line': `${DECISION} by line {line}`,
  'badge.no-rule-matched': `${DECISION} — no rule for {group, select, token {“{token}”} global {User-agent: *} other {this crawler}} matches this URL`,
  'badge.no-group': `${DECISION} — robots.txt has no group for this crawler`,
  'badge.noindex':
    'Not indexable: {reason, select, none {“none”} unavailable_after {the unavailable_after date has passed} other {“noindex”}} — {source, select, header {X-Robots-Tag: “{value}”} other {meta “{name}”: “{value}”}}',
  'badge.with-noindex': '{verdict}\n{noindex}',
  'badge.incomplete':
    'Indexing not known: {count, plural, one {# indexing signal} other {# indexing signals}} not read (more than Robots Lens reads)',
} as const satisfies CatalogOf<BadgeMessages>;
