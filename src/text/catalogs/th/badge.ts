/** Thai, the badge's tooltip (docs/translation-glossary.md). */
import type { BadgeMessages } from '../../messages/badge.ts';
import type { CatalogOf } from '../../messages/index.ts';

const DECISION = '{verdict, select, allowed {อนุญาต} other {ไม่อนุญาต}}';

export default {
  'badge.loading': 'Robots Lens · {crawler}: กำลังอ่าน robots.txt…',
  'badge.not-applicable': 'Robots Lens · {reason}',
  'badge.error': 'Robots Lens ตรวจสอบหน้าเว็บนี้ไม่ได้: {error}',
  'badge.verdict': 'Robots Lens · {crawler}: {decision}',
  'badge.verdict-with-note': 'Robots Lens · {crawler}: {decision}\n{note}',
  'badge.decided-by-rule': `${DECISION}ตามบรรทัด {line} ({kind, select, allow {Allow} other {Disallow}}: “{pattern}”)`,
  'badge.decided-by-line': `${DECISION}ตามบรรทัด {line}`,
  'badge.no-rule-matched': `${DECISION} — ไม่มีกฎสำหรับ {group, select, token {“{token}”} global {User-agent: *} other {Crawler นี้}} ที่ตรงกับ URL นี้`,
  'badge.no-group': `${DECISION} — robots.txt ไม่มีกลุ่มสำหรับ Crawler นี้`,
  'badge.noindex':
    'จัดทำดัชนีไม่ได้: {reason, select, none {“none”} unavailable_after {เลยวันที่ของ unavailable_after แล้ว} other {“noindex”}} — {source, select, header {X-Robots-Tag: “{value}”} other {เมตาแท็ก “{name}”: “{value}”}}',
  'badge.with-noindex': '{verdict}\n{noindex}',
  'badge.incomplete': 'ไม่ทราบเรื่องการจัดทำดัชนี: {count, plural, other {ยังไม่ได้อ่านสัญญาณการจัดทำดัชนี # รายการ}} (มากกว่าที่ Robots Lens อ่าน)',
} as const satisfies CatalogOf<BadgeMessages>;
