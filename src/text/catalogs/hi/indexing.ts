/** Hindi, the popup's "Indexing" section (words from docs/translation-glossary.md). */
import type { IndexingMessages } from '../../messages/indexing.ts';
import type { CatalogOf } from '../../messages/index.ts';

export default {
  'indexing.heading': 'इंडेक्स करना',
  'indexing.loading': 'पेज पढ़ा जा रहा है…',
  'indexing.not-available': 'यहां उपलब्ध नहीं है: ब्राउज़र, एक्सटेंशन को यह पेज पढ़ने नहीं देता.',
  'indexing.failed': 'Robots Lens इस पेज के इंडेक्स करने से जुड़े नियम नहीं पढ़ सका.',
  'indexing.state.indexable': 'इंडेक्स किया जा सकता है: हेडर या मेटा टैग में ऐसा कुछ नहीं है जो {crawler} को यह पेज इंडेक्स करने से रोके.',
  'indexing.state.not-indexable': 'इंडेक्स नहीं किया जा सकता: {crawler} इस पेज को इंडेक्स नहीं कर सकता.',
  'indexing.state.unknown': 'पता नहीं: Robots Lens यह पेज नहीं पढ़ सका, इसलिए यह नहीं बता सकता कि {crawler} इसे इंडेक्स कर सकता है या नहीं.',
  'indexing.blocker.header':
    'X-Robots-Tag हेडर में {reason, select, none {none (noindex, nofollow)} unavailable_after {unavailable_after, जिसकी तारीख {date, date, medium} {date, time, short} निकल चुकी है} other {noindex}}: {value}',
  'indexing.blocker.meta':
    'मेटा टैग “{name}” में {reason, select, none {none (noindex, nofollow)} unavailable_after {unavailable_after, जिसकी तारीख {date, date, medium} {date, time, short} निकल चुकी है} other {noindex}}: {value}',
  'indexing.nofollow': 'इस पेज के लिंक फ़ॉलो नहीं किए जाते (nofollow).',
  'indexing.sources.heading': 'नियम कहां हैं',
  'indexing.source.header': 'X-Robots-Tag हेडर, {scope, select, all {सभी क्रॉलर के लिए} mine {{name} के लिए} other {{name} के लिए: लागू नहीं}}',
  'indexing.source.meta':
    'मेटा टैग “{name}”, {scope, select, all {सभी क्रॉलर के लिए} mine {इस क्रॉलर के लिए} other {किसी दूसरे क्रॉलर के लिए: लागू नहीं}}',
  'indexing.limits.heading': 'खोज के नतीजों में यह कैसे दिख सकता है',
  'indexing.limit.nosnippet': 'कोई टेक्स्ट स्निपेट या वीडियो झलक नहीं (nosnippet).',
  'indexing.limit.max-snippet':
    '{limit, select, unlimited {किसी भी लंबाई के स्निपेट (max-snippet).} zero {कोई टेक्स्ट स्निपेट नहीं (max-snippet).} other {ज़्यादा से ज़्यादा {chars, plural, one {# वर्ण} other {# वर्णों}} के स्निपेट (max-snippet).}}',
  'indexing.limit.max-image-preview':
    '{size, select, none {इमेज की कोई झलक नहीं} standard {डिफ़ॉल्ट साइज़ की इमेज झलक} other {बड़ी इमेज झलक की अनुमति है}} (max-image-preview).',
  'indexing.limit.max-video-preview':
    '{limit, select, unlimited {किसी भी लंबाई की वीडियो झलक (max-video-preview).} zero {वीडियो के लिए सिर्फ़ एक स्थिर इमेज (max-video-preview).} other {ज़्यादा से ज़्यादा {seconds, plural, one {# सेकंड} other {# सेकंड}} की वीडियो झलक (max-video-preview).}}',
  'indexing.limit.noimageindex': 'इस पेज की इमेज इंडेक्स नहीं की जातीं (noimageindex).',
  'indexing.limit.notranslate': 'खोज के नतीजों में इस पेज का अनुवाद नहीं दिया जाता (notranslate).',
  'indexing.limit.indexifembedded': 'noindex के बावजूद, जब कोई दूसरा पेज इसे एम्बेड करता है, तब इसकी सामग्री इंडेक्स की जा सकती है (indexifembedded).',
  'indexing.limit.unavailable-after': '{date, date, medium} {date, time, short} के बाद खोज के नतीजों से हट जाता है (unavailable_after).',
  'indexing.unknown-values': 'अनदेखा किया गया, क्योंकि किसी भी सर्च इंजन के दस्तावेज़ में ये नहीं हैं: {values}',
  'indexing.invalid-values': 'अनदेखा किया गया, क्योंकि इनकी वैल्यू मान्य नहीं है: {values}',
  'indexing.other-crawlers': 'दूसरे क्रॉलर के नियम, जो {crawler} पर लागू नहीं होते: {names}',
  'indexing.canonical.heading': 'कैननिकल यूआरएल',
  'indexing.canonical.none': 'यह पेज कोई कैननिकल यूआरएल नहीं बताता.',
  'indexing.canonical.self': 'कैननिकल यूआरएल यही पेज है.',
  'indexing.canonical.other': 'कैननिकल यूआरएल कोई दूसरा पेज है: {url}',
  'indexing.canonical.disagree': '{count, plural, one {# कैननिकल यूआरएल} other {# कैननिकल यूआरएल}}, जो आपस में मेल नहीं खाते: {urls}',
  'indexing.canonical.invalid': 'अनदेखा किया गया, क्योंकि ये वेब पते नहीं हैं: {targets}',
  'indexing.conflict.disallowed-and-noindex':
    'robots.txt में इस पेज को {crawler} के लिए क्रॉल करने पर रोक लगी है, इसलिए {crawler} इसका noindex नहीं देख सकता: यूआरएल फिर भी इंडेक्स हो सकता है, बस उसकी सामग्री के बिना.',
  'indexing.conflict.canonical-disallowed':
    'कैननिकल यूआरएल {url} पर, उसकी robots.txt फ़ाइल की लाइन {line} की वजह से, {crawler} के लिए रोक लगी है, इसलिए {crawler} उसे फ़ेच नहीं कर सकता.',
  'indexing.conflict.noindex-with-canonical-elsewhere':
    'यह पेज noindex कहता है और किसी दूसरे पेज को कैननिकल बताता है ({url}): ये दो उलटे संकेत हैं; इनमें से एक ही रखें.',
  'indexing.conflict.header-meta-disagree':
    'X-Robots-Tag हेडर और मेटा टैग {about, select, index {इंडेक्स करने (index / noindex)} other {लिंक फ़ॉलो करने (follow / nofollow)}} के बारे में अलग-अलग बातें कहते हैं: जिसमें ज़्यादा पाबंदी है, वही लागू होता है.',
  'indexing.headers-not-seen': 'इस पेज के रिस्पॉन्स हेडर Robots Lens तक नहीं पहुंचे: X-Robots-Tag जांचने के लिए पेज दोबारा लोड करें.',
  'indexing.capped': 'यह पेज जितने इंडेक्सिंग नियम भेजता है, Robots Lens उनमें से कुछ ही पढ़ता है; यहां सिर्फ़ शुरुआती नियम गिने गए हैं.',
  'indexing.canonical.unchecked':
    '{count, plural, one {यह कैननिकल यूआरएल किसी दूसरी साइट पर है, जिसकी robots.txt फ़ाइल अभी पढ़ी नहीं गई है: {urls}} other {ये कैननिकल यूआरएल दूसरी साइटों पर हैं, जिनकी robots.txt फ़ाइलें अभी पढ़ी नहीं गई हैं: {urls}}}',
  'indexing.canonical.check': 'robots.txt जांचें',
  'indexing.canonical.checking': 'robots.txt पढ़ी जा रही है…',
  'indexing.headers-not-seen.push-state':
    'यह पता पेज की अपनी स्क्रिप्ट ने बिना नए रिस्पॉन्स के बदला (pushState, सिंगल-पेज ऐप), इसलिए इसके कोई रिस्पॉन्स हेडर नहीं हैं: X-Robots-Tag जांचने के लिए पेज दोबारा लोड करें.',
  'indexing.headers-not-seen.back-forward-cache':
    'यह पेज बिना नए रिस्पॉन्स के बैक/फ़ॉरवर्ड कैश से आया, इसलिए इसके रिस्पॉन्स हेडर नहीं दिखे: X-Robots-Tag जांचने के लिए पेज दोबारा लोड करें.',
  'indexing.headers-not-seen.before-start':
    'यह पेज Robots Lens के चलने से पहले लोड हुआ था, इसलिए इसके रिस्पॉन्स हेडर नहीं दिखे: X-Robots-Tag जांचने के लिए पेज दोबारा लोड करें.',
  'indexing.headers-not-seen.prerender':
    'यह पेज बैकग्राउंड में पहले से रेंडर हुआ था, और इसके रिस्पॉन्स हेडर नहीं दिखे: X-Robots-Tag जांचने के लिए पेज दोबारा लोड करें.',
  'indexing.headers-not-seen.too-large':
    'इस पेज के इंडेक्सिंग सिग्नल इतने बड़े थे कि Robots Lens के बैकग्राउंड में दोबारा शुरू होने पर रखे नहीं जा सके: X-Robots-Tag जांचने के लिए पेज दोबारा लोड करें.',
  'indexing.headers-second-request':
    'यह पेज Robots Lens के चलने से पहले लोड हुआ था; यहां का X-Robots-Tag उसी पते पर Robots Lens के भेजे दूसरे अनुरोध से लिया गया है.',
  'indexing.state.incomplete':
    'अधूरा: {count, plural, one {# इंडेक्सिंग सिग्नल नहीं पढ़ा गया} other {# इंडेक्सिंग सिग्नल नहीं पढ़े गए}} (Robots Lens जितना पढ़ता है उससे ज़्यादा), इसलिए पता नहीं कि {crawler} यह पेज इंडेक्स कर सकता है या नहीं; जो पढ़ा गया उसमें कुछ भी इसे नहीं रोकता.',

  'indexing.answer.considered':
    'पेज ने {status, number, ::integer group-off} लौटाया: इंडेक्स करने के लिए विचार किया जाता है; नीचे के सिग्नल तय करते हैं.',
  'indexing.answer.redirected':
    '{status, number, ::integer group-off} रीडायरेक्ट → {target}, {from} से: Google पहले मांगा गया पता नहीं, बल्कि टारगेट इंडेक्स करता है.',
  'indexing.answer.target-robots':
    'टारगेट दूसरी साइट पर है, जिसकी robots.txt फ़ाइल {crawler} को उसकी {verdict, select, allowed {अनुमति देती है} other {अनुमति नहीं देती}}.',
  'indexing.answer.redirect':
    'पेज ने {status, number, ::integer group-off} लौटाया, {target} पर रीडायरेक्ट: Google यह पता नहीं, बल्कि टारगेट इंडेक्स करता है.',
  'indexing.answer.redirect-nowhere':
    'पेज ने {status, number, ::integer group-off} लौटाया, बिना टारगेट वाला रीडायरेक्ट: यहां कुछ भी इंडेक्स नहीं हो सकता.',
  'indexing.answer.not-indexable': 'पेज ने {status, number, ::integer group-off} लौटाया: इंडेक्स नहीं किया जा सकता, मेटा टैग चाहे कुछ भी कहें.',
  'indexing.answer.unavailable':
    'पेज ने {status, number, ::integer group-off} लौटाया: अभी इंडेक्स नहीं किया जा सकता (Google क्रॉल करना धीमा कर देता है, और गड़बड़ी बनी रहे तो यूआरएल हटा देता है).',
  'indexing.answer.too-many-redirects':
    '{count, plural, other {# रीडायरेक्ट}}: Google जिन 10 रीडायरेक्ट का पालन करता है, उनसे ज़्यादा, इसलिए वह टारगेट से पहले रुक जाता है.',
  'indexing.answer.network-error': 'पेज ने जवाब नहीं दिया: {error}.',
  'indexing.answer.not-seen':
    'पेज का एचटीटीपी जवाब नहीं दिखा: {reason, select, history {पेज लोड होने के बाद किसी स्क्रिप्ट ने पता बदल दिया (pushState).} elsewhere {इस टैब में आख़िरी लोड ने किसी दूसरे पते का जवाब दिया (कोई डाउनलोड या खाली जवाब).} loading {पेज अभी लोड हो रहा है; लोड होने के बाद पॉप-अप फिर से खोलें.} other {पेज Robots Lens के देखना शुरू करने से पहले लोड हुआ, या बैक/फ़ॉरवर्ड कैश या प्रीरेंडर से आया. देखने के लिए पेज फिर से लोड करें.}}',
} as const satisfies CatalogOf<IndexingMessages>;
