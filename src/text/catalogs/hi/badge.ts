/** Hindi, the badge's tooltip (docs/translation-glossary.md). */
import type { BadgeMessages } from '../../messages/badge.ts';
import type { CatalogOf } from '../../messages/index.ts';

const DECISION = '{verdict, select, allowed {अनुमति है} other {अनुमति नहीं है}}';

export default {
  'badge.loading': 'Robots Lens · {crawler}: robots.txt पढ़ी जा रही है…',
  'badge.not-applicable': 'Robots Lens · {reason}',
  'badge.error': 'Robots Lens इस पेज की जांच नहीं कर सका: {error}',
  'badge.verdict': 'Robots Lens · {crawler}: {decision}',
  'badge.verdict-with-note': 'Robots Lens · {crawler}: {decision}\n{note}',
  'badge.decided-by-rule': `${DECISION}, लाइन {line} के आधार पर ({kind, select, allow {Allow} other {Disallow}}: “{pattern}”)`,
  'badge.decided-by-line': `${DECISION}, लाइन {line} के आधार पर`,
  'badge.no-rule-matched': `${DECISION} — {group, select, token {“{token}”} global {User-agent: *} other {इस क्रॉलर}} के लिए कोई भी नियम इस यूआरएल से मेल नहीं खाता`,
  'badge.no-group': `${DECISION} — robots.txt में इस क्रॉलर के लिए कोई ग्रुप नहीं है`,
  'badge.noindex':
    'इंडेक्स नहीं किया जा सकता: {reason, select, none {“none”} unavailable_after {unavailable_after की तारीख निकल चुकी है} other {“noindex”}} — {source, select, header {X-Robots-Tag: “{value}”} other {मेटा टैग “{name}”: “{value}”}}',
  'badge.with-noindex': '{verdict}\n{noindex}',
  'badge.incomplete':
    'इंडेक्सिंग का पता नहीं: {count, plural, one {# इंडेक्सिंग सिग्नल नहीं पढ़ा गया} other {# इंडेक्सिंग सिग्नल नहीं पढ़े गए}} (Robots Lens जितना पढ़ता है उससे ज़्यादा)',
} as const satisfies CatalogOf<BadgeMessages>;
