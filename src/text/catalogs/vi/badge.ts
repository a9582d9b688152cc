/** Vietnamese, the badge's tooltip (docs/translation-glossary.md). */
import type { BadgeMessages } from '../../messages/badge.ts';
import type { CatalogOf } from '../../messages/index.ts';

const DECISION = '{verdict, select, allowed {được phép} other {không được phép}}';

export default {
  'badge.loading': 'Robots Lens · {crawler}: đang đọc robots.txt…',
  'badge.not-applicable': 'Robots Lens · {reason}',
  'badge.error': 'Robots Lens không thể kiểm tra trang này: {error}',
  'badge.verdict': 'Robots Lens · {crawler}: {decision}',
  'badge.verdict-with-note': 'Robots Lens · {crawler}: {decision}\n{note}',
  'badge.decided-by-rule': `${DECISION} theo dòng {line} ({kind, select, allow {Allow} other {Disallow}}: “{pattern}”)`,
  'badge.decided-by-line': `${DECISION} theo dòng {line}`,
  'badge.no-rule-matched': `${DECISION} — không có chỉ thị nào cho {group, select, token {“{token}”} global {User-agent: *} other {robot này}} phù hợp với URL này`,
  'badge.no-group': `${DECISION} — robots.txt không có nhóm nào cho robot này`,
  'badge.noindex':
    'Không được lập chỉ mục: {reason, select, none {“none”} unavailable_after {đã quá ngày unavailable_after} other {“noindex”}} — {source, select, header {X-Robots-Tag: “{value}”} other {thẻ meta “{name}”: “{value}”}}',
  'badge.with-noindex': '{verdict}\n{noindex}',
  'badge.incomplete':
    'Chưa biết về lập chỉ mục: {count, plural, other {# tín hiệu lập chỉ mục chưa được đọc}} (nhiều hơn mức Robots Lens đọc)',
} as const satisfies CatalogOf<BadgeMessages>;
