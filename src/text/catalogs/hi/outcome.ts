/**
 * Hindi, as Google's Hindi robots.txt page writes it (docs/translation-glossary.md):
 * loanwords in Devanagari (क्रॉलर, यूआरएल, रीडायरेक्ट, कैश मेमोरी), "आप" forms, sentences
 * ending in "." like the page. "robots.txt" stands for the file (फ़ाइल), so it is feminine.
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { OutcomeMessages } from '../../messages/outcome.ts';

const HOST_CLASS =
  '{targetClass, select, public {एक सार्वजनिक होस्ट} loopback {यही कंप्यूटर (एक loopback पता)} private {एक निजी नेटवर्क पता} ' +
  'link_local {एक link-local पता} unspecified {एक अनिर्दिष्ट पता (0.0.0.0)} single_label {बिना डॉट वाला एक इंट्रानेट नाम} other {कोई दूसरा होस्ट}}';

/** The same after a postposition (से, पर), where Hindi nouns take their oblique form: पता → पते. */
const HOST_CLASS_OBLIQUE =
  '{targetClass, select, public {एक सार्वजनिक होस्ट} loopback {इसी कंप्यूटर (एक loopback पते)} private {एक निजी नेटवर्क पते} ' +
  'link_local {एक link-local पते} unspecified {एक अनिर्दिष्ट पते (0.0.0.0)} single_label {बिना डॉट वाले एक इंट्रानेट नाम} other {किसी दूसरे होस्ट}}';

const SERVER =
  'सर्वर {error, select, timeout {ने समय पर जवाब नहीं दिया} dns {नहीं मिला (DNS)} refused {ने कनेक्शन अस्वीकार कर दिया} ' +
  'reset {ने कनेक्शन रीसेट कर दिया} tls {के साथ सुरक्षित (TLS) कनेक्शन नहीं बन सका} other {तक पहुंचा नहीं जा सका}}';

/** Google's reading of a robots.txt it cannot fetch, said the same way wherever it appears. */
const CACHED_INSTEAD = '(इसकी जगह पिछले 24 घंटों में कैश मेमोरी में रखे गए वर्शन का इस्तेमाल किया जा सकता है)';
const GOOGLE_DISALLOWS_ALL = `फ़िलहाल Google पूरी साइट को क्रॉल करने की अनुमति नहीं मानता ${CACHED_INSTEAD}`;
const SITE_DISALLOWED = `फ़िलहाल पूरी साइट को क्रॉल करने की अनुमति नहीं है ${CACHED_INSTEAD}`;
const COCCOC_PAUSES = 'Coc Coc साइट को उपलब्ध नहीं मानता और कुछ समय के लिए उसे क्रॉल करना रोक देता है';

export default {
  'outcome.title.answered': 'robots.txt से {status, number, ::integer group-off} स्टेटस कोड मिला',
  'outcome.title.unusable-redirect':
    'robots.txt से {status, number, ::integer group-off} स्टेटस कोड मिला, लेकिन इस्तेमाल करने लायक कोई रीडायरेक्ट नहीं',
  'outcome.title.unexpected-status': 'robots.txt से अनपेक्षित स्टेटस कोड {status, number, ::integer group-off} मिला',
  'outcome.title.too-many-redirects': 'robots.txt {limit, plural, one {# बार} other {# बार}} से ज़्यादा रीडायरेक्ट हुई',
  'outcome.title.network-error.google': `robots.txt फ़ेच नहीं हो पाई: ${SERVER}`,
  'outcome.title.network-error.coccoc': `साइट उपलब्ध नहीं है: ${SERVER}`,
  'outcome.title.redirect-refused.scheme':
    'robots.txt का रीडायरेक्ट फ़ॉलो नहीं किया गया: यह {scheme, select, none {ऐसे पते पर ले जाता है जो http(s) नहीं है} other {एक {scheme} पते पर ले जाता है}}',
  'outcome.title.redirect-refused.private-host': `robots.txt का रीडायरेक्ट फ़ॉलो नहीं किया गया: एक सार्वजनिक साइट का रीडायरेक्ट ${HOST_CLASS_OBLIQUE} पर ले जाता है`,
  'outcome.title.redirect-refused.private-address': `robots.txt का रीडायरेक्ट फ़ॉलो नहीं किया गया: इसके होस्ट का जवाब ${HOST_CLASS_OBLIQUE} से आया`,
  'outcome.title.redirect-refused.private-address-at': `robots.txt का रीडायरेक्ट फ़ॉलो नहीं किया गया: इसके होस्ट का जवाब ${HOST_CLASS_OBLIQUE} ({address}) से आया`,
  'outcome.title.redirect-refused.hidden-location': 'robots.txt का रीडायरेक्ट फ़ॉलो नहीं किया गया: ब्राउज़र ने नहीं बताया कि यह कहां ले जाता है',
  'outcome.title.long-outage': 'robots.txt {days, plural, one {# दिन} other {# दिनों}} से ज़्यादा समय से फ़ेच नहीं हो पा रही है',
  'outcome.title.with-detail': '{title} ({detail})',

  'outcome.message.parsed': 'robots.txt से {status, number, ::integer group-off} स्टेटस कोड मिला; इसके नियम लागू होते हैं.',
  'outcome.message.client-error':
    'robots.txt से {status, number, ::integer group-off} स्टेटस कोड मिला: Google इसे “robots.txt नहीं है” मानता है, इसलिए सब कुछ क्रॉल करने की अनुमति है.',
  'outcome.message.server-error': `robots.txt से {status, number, ::integer group-off} स्टेटस कोड मिला: ${GOOGLE_DISALLOWS_ALL}.`,
  'outcome.message.unusable-redirect':
    'robots.txt से {status, number, ::integer group-off} स्टेटस कोड मिला और रीडायरेक्ट फ़ॉलो नहीं किया जा सका: Google इसे ऐसे मानता है जैसे robots.txt फ़ाइल मौजूद ही न हो, इसलिए सब कुछ क्रॉल करने की अनुमति है.',
  'outcome.message.unexpected-status':
    'robots.txt से अनपेक्षित स्टेटस कोड {status, number, ::integer group-off} मिला: Google इसे सर्वर की गड़बड़ी मानता है, इसलिए फ़िलहाल पूरी साइट को क्रॉल करने की अनुमति नहीं है.',
  'outcome.message.not-ok':
    'robots.txt से {status, number, ::integer group-off} स्टेटस कोड मिला: Coc Coc सिर्फ़ 200 वाला जवाब पढ़ता है, बाकी मामलों में मानता है कि कोई पाबंदी नहीं है, इसलिए सब कुछ क्रॉल करने की अनुमति है.',
  'outcome.message.too-many-redirects.google':
    'robots.txt {redirects, plural, one {# बार} other {# बार}} रीडायरेक्ट हुई; Google ज़्यादा से ज़्यादा {limit, plural, one {# रीडायरेक्ट} other {# रीडायरेक्ट}} फ़ॉलो करता है और फिर robots.txt को मौजूद नहीं (404) मानता है: सब कुछ क्रॉल करने की अनुमति है.',
  'outcome.message.too-many-redirects.coccoc':
    'robots.txt {redirects, plural, one {# बार} other {# बार}} रीडायरेक्ट हुई; Coc Coc ज़्यादा से ज़्यादा {limit, plural, one {# रीडायरेक्ट} other {# रीडायरेक्ट}} फ़ॉलो करता है, उसके बाद मानता है कि कोई पाबंदी नहीं है: सब कुछ क्रॉल करने की अनुमति है.',
  'outcome.message.network-error.google': `robots.txt का अनुरोध करने पर ${SERVER}. Google, फ़ेच न हो पाने वाली robots.txt फ़ाइल को सर्वर की गड़बड़ी मानता है: ${SITE_DISALLOWED}.`,
  'outcome.message.network-error.coccoc': `robots.txt का अनुरोध करने पर ${SERVER}. ${COCCOC_PAUSES}.`,
  'outcome.message.long-outage':
    'robots.txt {days, plural, one {# दिन} other {# दिनों}} से ज़्यादा समय से फ़ेच नहीं हो पा रही है और कैश मेमोरी में इसका कोई वर्शन नहीं है: ऐसे में Google मानता है कि कोई पाबंदी नहीं है, इसलिए सब कुछ क्रॉल करने की अनुमति है.',
  'outcome.why.redirect-refused.scheme':
    'robots.txt, {target} पर रीडायरेक्ट करती है, जो http(s) पता नहीं है. इसलिए Robots Lens इस रीडायरेक्ट को फ़ॉलो नहीं करता.',
  'outcome.why.redirect-refused.scheme-unknown':
    'robots.txt ऐसे पते पर रीडायरेक्ट करती है जो http(s) नहीं है. इसलिए Robots Lens इस रीडायरेक्ट को फ़ॉलो नहीं करता.',
  'outcome.why.redirect-refused.private-host': `एक सार्वजनिक साइट का रीडायरेक्ट {target} पर ले जाता है, जो ${HOST_CLASS} है. Robots Lens इसे फ़ॉलो नहीं करता: कोई साइट इसका इस्तेमाल करके आपके ब्राउज़र से आपके कंप्यूटर या नेटवर्क की सेवाओं को अनुरोध भिजवा सकती है.`,
  'outcome.why.redirect-refused.private-address': `{target} पर रीडायरेक्ट का जवाब ${HOST_CLASS_OBLIQUE} से आया, जबकि होस्ट का नाम सार्वजनिक लगता है (DNS rebinding). Robots Lens उस जवाब का इस्तेमाल नहीं करता.`,
  'outcome.why.redirect-refused.private-address-at': `{target} पर रीडायरेक्ट का जवाब {address} से आया, जो ${HOST_CLASS} है, जबकि होस्ट का नाम सार्वजनिक लगता है (DNS rebinding). Robots Lens उस जवाब का इस्तेमाल नहीं करता.`,
  'outcome.why.redirect-refused.hidden-location':
    'robots.txt रीडायरेक्ट करती है, लेकिन ब्राउज़र ने नहीं बताया कि कहां. इसलिए Robots Lens मंज़िल की जांच नहीं कर सकता और इस रीडायरेक्ट को फ़ॉलो नहीं करता.',
  'outcome.meaning.redirect-refused.google': `इसे ऐसी robots.txt फ़ाइल की तरह पढ़ा जाता है जिसे फ़ेच नहीं किया जा सकता: ${GOOGLE_DISALLOWS_ALL}.`,
  'outcome.meaning.redirect-refused.coccoc': `इसे ऐसी robots.txt फ़ाइल की तरह पढ़ा जाता है जिसे फ़ेच नहीं किया जा सकता: ${COCCOC_PAUSES}.`,

  'note.last-good-copy':
    '{outcome} ({failedAgo}). इस बीच Google अपने पिछले सही वर्शन का इस्तेमाल करता रहता है: यह नतीजा {copyAgo} फ़ेच किए गए वर्शन पर आधारित है.',

  'badge.decided-by-outcome': '{verdict, select, allowed {अनुमति है} other {अनुमति नहीं है}} — {outcome}',

  'popup.notice.outage.title':
    '{days, plural, =0 {आज से फ़ेच नहीं हो पा रही} other {{withYear, select, yes {{since, date, ::yMMMd}} other {{since, date, ::MMMd}}} से फ़ेच नहीं हो पा रही, {days, plural, one {# दिन} other {# दिन}}}}',
  'popup.notice.outage.counting':
    'तब से हर बार robots.txt फ़ेच नहीं हो पाई है. ऐसा {limit, number} दिनों तक होने पर Google कैश मेमोरी में रखे गए अपने आखिरी वर्शन का इस्तेमाल करता है. कोई वर्शन न होने पर वह मानता है कि कोई पाबंदी नहीं है.',
  'popup.notice.outage.cached-copy':
    '{limit, number} दिनों से ज़्यादा समय से फ़ेच नहीं हो पा रही: Google कैश मेमोरी में रखे गए robots.txt के आखिरी वर्शन का इस्तेमाल करता है.',
  'popup.notice.outage.no-copy':
    '{limit, number} दिनों से ज़्यादा समय से फ़ेच नहीं हो पा रही और कैश मेमोरी में कोई वर्शन नहीं है: Google मानता है कि कोई पाबंदी नहीं है.',
  'popup.notice.outage.coccoc': 'जब तक robots.txt फ़ेच नहीं हो पाती, Coc Coc साइट को क्रॉल करना रोके रखता है.',
  'popup.notice.server-error.title': 'सर्वर की गड़बड़ी: robots.txt से {status} मिला',
  'popup.notice.client-error.title': 'robots.txt नहीं है: इससे {status} मिला',
  'popup.why.outcome-decided': 'इस फ़ैसले का आधार robots.txt की कोई लाइन नहीं है, बल्कि फ़ाइल का अनुरोध करने का नतीजा है.',
  'popup.file.no-file': 'दिखाने के लिए कोई फ़ाइल नहीं है: {outcome}.',
} as const satisfies CatalogOf<OutcomeMessages>;
