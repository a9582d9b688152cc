/** Turkish, the badge's tooltip (docs/translation-glossary.md). */
import type { BadgeMessages } from '../../messages/badge.ts';
import type { CatalogOf } from '../../messages/index.ts';

const DECISION = '{verdict, select, allowed {izin verilir} other {izin verilmez}}';

export default {
  'badge.loading': 'Robots Lens · {crawler}: robots.txt okunuyor…',
  'badge.not-applicable': 'Robots Lens · {reason}',
  'badge.error': 'Robots Lens bu sayfayı kontrol edemedi: {error}',
  'badge.verdict': 'Robots Lens · {crawler}: {decision}',
  'badge.verdict-with-note': 'Robots Lens · {crawler}: {decision}\n{note}',
  'badge.decided-by-rule': `${DECISION}, {line}. satıra göre ({kind, select, allow {Allow} other {Disallow}}: “{pattern}”)`,
  'badge.decided-by-line': `${DECISION}, {line}. satıra göre`,
  'badge.no-rule-matched': `${DECISION} — {group, select, token {“{token}”} global {User-agent: *} other {bu tarayıcı}} için hiçbir kural bu URL ile eşleşmiyor`,
  'badge.no-group': `${DECISION} — robots.txt dosyasında bu tarayıcı için grup yok`,
  'badge.noindex':
    'Dizine eklenemez: {reason, select, none {“none”} unavailable_after {unavailable_after tarihi geçti} other {“noindex”}} — {source, select, header {X-Robots-Tag: “{value}”} other {meta etiketi “{name}”: “{value}”}}',
  'badge.with-noindex': '{verdict}\n{noindex}',
  'badge.incomplete':
    'Dizine ekleme bilinmiyor: {count, plural, one {# dizine ekleme sinyali} other {# dizine ekleme sinyali}} okunmadı (Robots Lens uygulamasının okuduğundan fazla)',
} as const satisfies CatalogOf<BadgeMessages>;
