/** Hindi, as Google's Hindi robots.txt page writes it (docs/translation-glossary.md): "आप" forms, नियम, ग्रुप, क्रॉलर. */
import type { CatalogOf } from '../../messages/index.ts';
import type { VerdictMessages } from '../../messages/verdict.ts';

/** The groups that applied (GroupParams), followed by a postposition ("में"). */
const GROUPS =
  '{scope, select, specific {“{token}” {groupCount, plural, one {वाले ग्रुप} other {वाले # ग्रुप}}} ' +
  'global {“User-agent: *” {groupCount, plural, one {वाले ग्रुप} other {वाले ग्रुपों}}} ' +
  'other {पहली user-agent लाइन से पहले के नियमों}}' +
  '{uaCount, plural, =0 {} one { (user-agent लाइन {lines})} other { (user-agent लाइनें {lines})}}' +
  '{withOrphans, select, yes { और पहली user-agent लाइन से पहले के नियमों} other {}}';

export default {
  'verdict.reason.more-lines': '{count, plural, one {# दूसरी लाइन} other {# दूसरी लाइनें}}',
  'verdict.reason.no-group':
    '{name} {path} को फ़ेच कर सकता है: कोई भी ग्रुप इस क्रॉलर का नाम नहीं लेता और कोई “User-agent: *” ग्रुप भी नहीं है, इसलिए कोई पाबंदी नहीं है.',
  'verdict.reason.no-group.global-ignored':
    '{name} {path} को फ़ेच कर सकता है: कोई भी ग्रुप इस क्रॉलर का नाम नहीं लेता, और {name} “User-agent: *” ग्रुप को अनदेखा करता है.',
  'verdict.reason.longest-match': `{name} {path} को {allowed, select, yes {फ़ेच कर सकता है} other {फ़ेच नहीं कर सकता}}: ${GROUPS} में लाइन {line} का “{rule}” सबसे लंबा मेल खाने वाला नियम है.`,
  'verdict.reason.no-rules': `{name} {path} को फ़ेच कर सकता है: ${GROUPS} में कोई नियम नहीं है.`,
  'verdict.reason.no-rule-matched': `{name} {path} को फ़ेच कर सकता है: ${GROUPS} में कोई भी नियम इससे मेल नहीं खाता.`,
  'verdict.reason.index-html': 'Google “{pattern}” को इस तरह पढ़ता है कि यह फ़ोल्डर को भी अनुमति देता है ({matched}).',
  'verdict.reason.tie': 'यह लाइन {line} के “{rule}” जितना ही लंबा है, और बराबरी होने पर allow जीतता है.',
  'verdict.reason.global-ignored': 'जब कोई ग्रुप क्रॉलर का नाम लेता है, तो “User-agent: *” ग्रुप को अनदेखा किया जाता है.',
  'verdict.reason.empty-disallow': 'लाइन {line} का खाली “Disallow:” सब कुछ क्रॉल करने की अनुमति देता है.',
  'verdict.reason.coccoc-prefix': 'Coc Coc वह सबसे सटीक user-agent इस्तेमाल करता है जिससे {name} का नाम शुरू होता है: “{token}”.',
  'verdict.reason.token-fallback': 'कोई भी ग्रुप {tried} का नाम नहीं लेता, इसलिए {name} “{token}” वाले ग्रुप का पालन करता है.',
  'verdict.reason.global-fallback': 'कोई भी ग्रुप {name} का नाम नहीं लेता, इसलिए “User-agent: *” के नियम लागू होते हैं.',

  'verdict.match.decided': 'फ़ैसला इसी से हुआ: सबसे लंबा मेल खाने वाला पैटर्न (प्राथमिकता {priority}).',
  'verdict.match.shorter': 'हार गया: लाइन {line} का पैटर्न ज़्यादा लंबा है (प्राथमिकता {deciderPriority}, {priority} से ज़्यादा).',
  'verdict.match.shorter.unknown': 'हार गया: एक ज़्यादा लंबे पैटर्न से फ़ैसला हुआ (इसकी प्राथमिकता {priority} है).',
  'verdict.match.tie-allow-wins': 'हार गया: लाइन {line} जितनी ही प्राथमिकता ({priority}), और बराबरी होने पर allow जीतता है.',
  'verdict.match.tie-allow-wins.unknown': 'हार गया: एक allow लाइन जितनी ही प्राथमिकता ({priority}), और बराबरी होने पर allow जीतता है.',
  'verdict.match.same-as-earlier': 'लाइन {line} जितनी ही प्राथमिकता ({priority}) और वही प्रकार; फ़ाइल में वह लाइन पहले आती है.',
  'verdict.match.same-as-earlier.unknown': 'पहले की एक लाइन जितनी ही प्राथमिकता ({priority}) और वही प्रकार; बताई वही लाइन जाती है.',
  'verdict.match.empty': 'खाली पैटर्न: यह 0 प्राथमिकता के साथ हर चीज़ से मेल खाता है और कभी फ़ैसला नहीं करता.',
  'verdict.match.tag':
    '{outcome, select, decided {फ़ैसला किया} shorter {छोटा} tie_allow_wins {बराबरी: allow जीता} same_as_earlier {पहले जैसा} other {खाली}}',
  'verdict.match.kind': '{kind, select, allow {Allow नियम} other {Disallow नियम}}',
  'verdict.match.priority': 'प्राथमिकता {priority} (पैटर्न की लंबाई)',
  'verdict.match.escaped': '{pattern} के रूप में मेल खाया',
  'verdict.match.index-html': '{matched} के रूप में मेल खाया (Google “{pattern}” को इस तरह पढ़ता है कि यह उसकी डायरेक्ट्री को भी अनुमति देता है)',
  'verdict.applied-groups':
    'लागू: {scope, select, specific {“{token}” {groupCount, plural, one {वाला ग्रुप} other {वाले # ग्रुप (मिलाकर)}}} global {{groupCount, plural, one {“User-agent: *” वाला ग्रुप} other {# “User-agent: *” ग्रुप (मिलाकर)}}} other {कोई ग्रुप नहीं}}',

  'page.not-applicable.not-a-url': 'यह कोई वेब पता नहीं है, इसलिए पढ़ने के लिए कोई robots.txt फ़ाइल नहीं है.',
  'page.not-applicable.no-host': 'इस पते में कोई होस्ट नाम नहीं है, इसलिए पढ़ने के लिए कोई robots.txt फ़ाइल नहीं है.',
  'page.not-applicable.extension-store': 'एक्सटेंशन, ब्राउज़र के एक्सटेंशन स्टोर नहीं पढ़ सकते, इसलिए Robots Lens इस पेज की जांच नहीं कर सकता.',
  'page.not-applicable.browser-page': '{scheme}: पेज खुद ब्राउज़र के होते हैं: क्रॉलर इन्हें कभी नहीं देखते और इनकी कोई robots.txt फ़ाइल नहीं होती.',
  'page.not-applicable.local-file':
    'यह आपके कंप्यूटर की एक फ़ाइल है: क्रॉलर इस तक नहीं पहुंच सकते और इसकी कोई robots.txt फ़ाइल नहीं है. जांच करने के लिए इसे http(s) पर उपलब्ध कराएं.',
  'page.not-applicable.extension-page': 'यह किसी ब्राउज़र एक्सटेंशन का अपना पेज है: क्रॉलर इसे कभी नहीं देखते और इसकी कोई robots.txt फ़ाइल नहीं है.',
  'page.not-applicable.inline-content': '{scheme}: पतों में उनका कॉन्टेंट पते के अंदर ही होता है: न कोई सर्वर है, न कोई robots.txt फ़ाइल.',
  'page.not-applicable.source-view': 'यह ब्राउज़र का सोर्स व्यू है. जांच करने के लिए पेज को ही खोलें.',
  'page.not-applicable.other-scheme': 'robots.txt सिर्फ़ http और https पेजों पर लागू होती है; यह पेज {scheme}: का इस्तेमाल करता है.',
  'page.not-applicable.hidden-address':
    'ब्राउज़र एक्सटेंशन को इस टैब का पता पढ़ने नहीं देता (ब्राउज़र के पेज और दूसरे एक्सटेंशन के पेज), इसलिए जांचने के लिए कोई robots.txt फ़ाइल नहीं है.',
} as const satisfies CatalogOf<VerdictMessages>;
