/** Hindi: the on-page overlay and its switch, in the words of Google's page (docs/translation-glossary.md). */
import type { CatalogOf } from '../../messages/index.ts';
import type { OverlayMessages } from '../../messages/overlay.ts';

export default {
  'overlay.switch.label': 'पेज पर दिखाएं',
  'overlay.switch.hint':
    'उन लिंक को घेरता है जिन्हें {crawler} फ़ेच नहीं कर सकता, और nofollow, ugc और sponsored लिंक पर निशान लगाता है; कोई लिंक तय करने वाली robots.txt लाइन देखने के लिए उस पर पॉइंटर ले जाएं.',
  'overlay.switch.not-available': 'इस पेज पर लिंक नहीं दिखाए जा सकते.',
  'overlay.switch.failed': 'लिंक दिखाने के लिए Robots Lens इस पेज तक नहीं पहुंच पाया.',
  'overlay.title': 'Robots Lens · {crawler}',
  'overlay.legend.label': 'Robots Lens: इस पेज के लिंक',
  'overlay.legend.disallowed': '{crawler} के लिए अनुमति नहीं है',
  'overlay.legend.rel': 'nofollow, ugc या sponsored',
  'overlay.legend.checking': 'लिंक की गई हर साइट की robots.txt फ़ाइल पढ़ी जा रही है…',
  'overlay.legend.capped': 'इस पेज के ज़्यादा से ज़्यादा {links, number} लिंक और {urls, number} अलग-अलग पते जांचे जाते हैं.',
  'overlay.legend.failed': 'Robots Lens इन लिंक की जांच नहीं कर पाया.',
  'overlay.legend.close': 'बंद करें',
  'overlay.tip.verdict':
    '{verdict, select, allowed {{crawler} के लिए अनुमति है} disallowed {{crawler} के लिए अनुमति नहीं है} unreachable {{crawler} के लिए फ़िलहाल अनुमति नहीं है: robots.txt फ़ाइल फ़ेच नहीं हो पाती} pending {अभी जांचा नहीं गया} failed {जांचा नहीं गया: Robots Lens इसकी robots.txt फ़ाइल नहीं पढ़ पाया} private {जांचा नहीं गया: निजी नेटवर्क पता} other {जांचा नहीं गया: यह http या https पता नहीं है}}',
  'overlay.tip.rule': '{robots}, लाइन {line}: {rule}',
  'overlay.tip.no-rule': '{robots} का कोई भी नियम इस पते से मेल नहीं खाता.',
  'overlay.tip.rel': 'rel {rel}: यह संकेत कि क्रॉलर को इस लिंक पर जाना ज़रूरी नहीं है.',
  'overlay.legend.disallowed-for-now': 'फ़िलहाल अनुमति नहीं है: robots.txt फ़ेच नहीं हो पाती',
  'overlay.legend.both': 'दोनों: अनुमति नहीं है और nofollow, ugc या sponsored',
  'overlay.legend.short-labels':
    'जहां लिंक पास-पास हैं, वहां लेबल छोटे कर दिए जाते हैं या हटा दिए जाते हैं; फिर भी बॉर्डर हर निशान दिखाता है. पूरी जानकारी के लिए किसी लिंक पर पॉइंटर ले जाएं.',
} as const satisfies CatalogOf<OverlayMessages>;
