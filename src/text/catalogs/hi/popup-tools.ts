/** Hindi: the popup's tools (path box, copy, options), in the words of Google's Hindi page (docs/translation-glossary.md). */
import type { CatalogOf } from '../../messages/index.ts';
import type { PopupToolsMessages } from '../../messages/popup-tools.ts';

const VERDICT = '{verdict, select, allowed {अनुमति है} other {अनुमति नहीं है}}';

export default {
  'popup-tools.path.label': 'इस साइट का कोई दूसरा पाथ या कोई भी यूआरएल जांचें',
  'popup-tools.path.back': 'इस पेज पर वापस जाएं',
  'popup-tools.path.matched': 'नियमों का मिलान इस पाथ से किया जाता है: {path}',

  'popup-tools.unchecked.title': 'जांच नहीं की गई',
  'popup-tools.unchecked.empty': 'इस साइट का कोई पाथ, जैसे /private/, या उसका पूरा यूआरएल लिखें.',
  'popup-tools.unchecked.relative':
    'यह इस साइट का पाथ नहीं है: पाथ “/” से शुरू होता है (जैसे /private/page.html), और पूरा यूआरएल http:// या https:// से.',
  'popup-tools.unchecked.not-web': '{scheme} पतों की कोई robots.txt फ़ाइल नहीं होती. इस साइट का कोई पाथ या उसका http(s) यूआरएल लिखें.',
  'popup-tools.unchecked.invalid': 'यह मान्य यूआरएल नहीं है. इस साइट का कोई पाथ, जैसे /private/, या उसका पूरा यूआरएल लिखें.',

  'popup-tools.copy.report': 'रिपोर्ट कॉपी करें',
  'popup-tools.copy.rule': 'नियम कॉपी करें',
  'popup-tools.copy.robots-url': 'robots.txt का यूआरएल कॉपी करें',
  'popup-tools.copy.copied':
    '{what, select, report {रिपोर्ट कॉपी हो गई} markdown {रिपोर्ट Markdown के रूप में कॉपी हो गई} rule {नियम कॉपी हो गया} other {robots.txt का यूआरएल कॉपी हो गया}}',
  'popup-tools.copy.failed': 'ब्राउज़र ने कॉपी करने की अनुमति नहीं दी. टेक्स्ट चुनकर खुद कॉपी करें.',

  'popup-tools.report.rule': `{url} — {crawler}: ${VERDICT}; फ़ैसला करने वाली लाइन {line, number, ::integer group-off}: {rule}`,
  'popup-tools.report.empty-rule':
    '{url} — {crawler}: अनुमति है; लाइन {line, number, ::integer group-off} मेल खाती है, लेकिन कुछ भी नहीं रोकती: {rule}',
  'popup-tools.report.no-rule': '{url} — {crawler}: अनुमति है; कोई नियम मेल नहीं खाता',
  'popup-tools.report.outcome': `{url} — {crawler}: ${VERDICT} ({outcome})`,

  'popup-tools.options.open': 'Robots Lens के विकल्प',
  'popup-tools.workbench.open': 'वर्कबेंच खोलें: इस साइट के लिए robots.txt फ़ाइल का ड्राफ़्ट बनाएं और उसे जांचें',

  'popup-tools.other.ask': '{other} दूसरी साइट है: इस यूआरएल का फ़ैसला उसी की robots.txt फ़ाइल करती है. जांचने के लिए Enter दबाएं या वह फ़ाइल लाएं.',
  'popup-tools.other.fetch': 'उसकी robots.txt फ़ाइल लाएं',
  'popup-tools.other.loading': '{other} की robots.txt फ़ाइल लाई जा रही है…',
  'popup-tools.other.failed': '{other} की robots.txt फ़ाइल पढ़ी नहीं जा सकी: {error}',
  'popup-tools.other.matched': '{robots} के हिसाब से पढ़ा गया; नियमों का मिलान इस पाथ से किया जाता है: {path}',
} as const satisfies CatalogOf<PopupToolsMessages>;
