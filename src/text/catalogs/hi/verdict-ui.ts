/** Hindi, the panels that show a verdict (docs/translation-glossary.md). */
import type { CatalogOf } from '../../messages/index.ts';
import type { VerdictUiMessages } from '../../messages/verdict-ui.ts';

const ERROR_KIND =
  '{error, select, timeout {समय खत्म} dns {DNS} refused {कनेक्शन अस्वीकार} reset {कनेक्शन रीसेट} tls {TLS} other {नेटवर्क की गड़बड़ी}}';

export default {
  'verdict-ui.banner.checking': 'जांच हो रही है…',
  'verdict-ui.banner.reading': 'इस साइट की robots.txt फ़ाइल पढ़ी जा रही है…',
  'verdict-ui.banner.reading-slow': 'robots.txt के लिए सर्वर के जवाब का अब भी इंतज़ार है…',
  'verdict-ui.banner.not-applicable': 'लागू नहीं',
  'verdict-ui.banner.no-robots-tag': 'कोई robots.txt नहीं',
  'verdict-ui.banner.could-not-check': 'इस पेज की जांच नहीं हो सकी',
  'verdict-ui.banner.could-not-evaluate': 'Robots Lens इस robots.txt का आकलन नहीं कर सका.',
  'verdict-ui.banner.could-not-evaluate-detail': 'Robots Lens इस robots.txt का आकलन नहीं कर सका: {detail}',
  'verdict-ui.banner.title': '{state, select, allowed {अनुमति है} other {अनुमति नहीं है}}',
  'verdict-ui.banner.subject': '{crawler} के लिए',
  'verdict-ui.banner.for-now': 'फ़िलहाल',

  'verdict-ui.why.heading': 'क्यों',
  'verdict-ui.why.robots-itself':
    'यह खुद robots.txt है. क्रॉलर इसे हमेशा फ़ेच करते हैं (RFC 9309 इसकी अनुमति अपने-आप देता है); यहां वह दिखाया गया है जो पार्सर इस यूआरएल के बारे में बताता है.',
  'verdict-ui.why.other-matches': 'मेल खाने वाले दूसरे नियम',
  'verdict-ui.why.not-listed': 'सूची में नहीं: इन्हें नीचे robots.txt में देखें',
  'verdict-ui.why.deciding-line': 'फ़ैसला करने वाली लाइन',
  'verdict-ui.why.matching-line': 'मेल खाने वाली लाइन',
  'verdict-ui.why.show-line': 'यह लाइन robots.txt में दिखाएं',
  'verdict-ui.why.empty-rule': 'खाली नियम 0 प्राथमिकता के साथ हर चीज़ से मेल खाता है: वह क्रॉलर को अपने ग्रुप में लेता है, पर कुछ भी नहीं रोकता.',
  'verdict-ui.why.no-group':
    '{scope, select, none {कोई भी ग्रुप इस क्रॉलर का नाम नहीं लेता और कोई “User-agent: *” ग्रुप लागू नहीं होता, इसलिए कोई पाबंदी नहीं है.} other {कोई भी ग्रुप इस क्रॉलर का नाम नहीं लेता, इसलिए कोई पाबंदी नहीं है.}}',
  'verdict-ui.why.read-as': '“{token}” के रूप में पढ़ा गया',
  'verdict-ui.line-chip': 'लाइन {line}',

  'verdict-ui.crawl-delay.heading': 'Crawl-delay',
  'verdict-ui.crawl-delay.show-line': 'यह लाइन दिखाएं',
  'verdict-ui.crawl-delay.for-group': 'इस क्रॉलर के ग्रुप के लिए {seconds, number, ::.##} सेकंड.',
  'verdict-ui.crawl-delay.honoured': '{name} इसका पालन करता है: हर {seconds, number, ::.##} सेकंड में ज़्यादा से ज़्यादा एक अनुरोध.',
  'verdict-ui.crawl-delay.honoured-capped': '{name} इसका पालन करता है, लेकिन इसे {seconds, number, ::.##} सेकंड गिनता है (उसकी सीमा).',
  'verdict-ui.crawl-delay.ignored':
    '{name} Crawl-delay को अनदेखा करता है{ownRate, select, yes { (Google क्रॉल करने की दर खुद तय करता है)} other {}}.',
  'verdict-ui.crawl-delay.none-in-group': 'लागू होने वाले ग्रुप में कोई Crawl-delay नहीं है (दूसरे ग्रुप में है).',
  'verdict-ui.crawl-delay.none-in-file': 'इस फ़ाइल में कोई नहीं है.',
  'verdict-ui.crawl-delay.would-honour': 'होने पर {name} इसका पालन करेगा.',
  'verdict-ui.crawl-delay.would-ignore': 'होने पर भी {name} इसे अनदेखा करेगा.',

  'verdict-ui.status.redirect-refused': 'रीडायरेक्ट का पालन नहीं किया गया',
  'verdict-ui.status.no-answer': 'कोई जवाब नहीं',
  'verdict-ui.fetch.redirect-refused': 'रीडायरेक्ट का पालन नहीं किया गया',
  'verdict-ui.status.network-error': `कोई जवाब नहीं: ${ERROR_KIND}`,
  'verdict-ui.status.network-error-detail': `कोई जवाब नहीं: ${ERROR_KIND} ({detail})`,
  'verdict-ui.refresh.fetched': '{age} फ़ेच की गई',
  'verdict-ui.refresh.button': 'रीफ़्रेश करें',
  'verdict-ui.refresh.busy': 'रीफ़्रेश हो रहा है…',
  'verdict-ui.refresh.tooltip': 'हर कैश मेमोरी को छोड़कर robots.txt फिर से फ़ेच करें',
  'verdict-ui.refresh.failed': 'रीफ़्रेश नहीं हो सका: {error}',

  'verdict-ui.fetch.heading': 'फ़ेच',
  'verdict-ui.fetch.requested': 'अनुरोध किया गया',
  'verdict-ui.fetch.redirects': 'रीडायरेक्ट',
  'verdict-ui.fetch.redirects-to': 'यहां रीडायरेक्ट करता है',
  'verdict-ui.fetch.final-url': 'आखिरी यूआरएल',
  'verdict-ui.fetch.none-answered': 'किसी ने जवाब नहीं दिया',
  'verdict-ui.fetch.status': 'स्टेटस',
  'verdict-ui.fetch.content-type': 'कॉन्टेंट टाइप',
  'verdict-ui.fetch.not-given': 'नहीं बताया गया',
  'verdict-ui.fetch.size': 'साइज़',
  'verdict-ui.fetch.size-or-more': '{size} या ज़्यादा',
  'verdict-ui.fetch.truncated': 'काटी गई: सिर्फ़ पहले 500 KiB ({bytes, number} बाइट) पढ़े जाते हैं; बाकी को अनदेखा किया जाता है.',
  'verdict-ui.fetch.fetched': 'फ़ेच की गई',
  'verdict-ui.fetch.fetched-at': '{age} ({date, date, medium}, {date, time, medium}), {ms, number, ::integer} ms में',
  'verdict-ui.fetch.cache': 'कैश मेमोरी',
  'verdict-ui.fetch.from-cache': 'एक्सटेंशन की कैश मेमोरी से दी गई; अगली बार फ़ेच {until}.',
  'verdict-ui.fetch.for-popup': 'इस पॉप-अप के लिए फ़ेच की गई; अगली बार फ़ेच {until}.',
  'verdict-ui.fetch.rules-from': 'नियम कहां से',
  'verdict-ui.fetch.last-good': 'आखिरी सही वर्शन, {age} फ़ेच किया गया.',
  'verdict-ui.fetch.last-good-status': 'आखिरी सही वर्शन, {age} फ़ेच किया गया ({status}, {size}).',
  'verdict-ui.fetch.cookies': 'कुकी',
  'verdict-ui.fetch.cookies-sent': 'भेजी गईं (स्टेजिंग साइटों वाला विकल्प चालू है). असली क्रॉलर कभी कुकी नहीं भेजते.',
  'verdict-ui.fetch.cookies-not-sent': 'नहीं भेजी गईं, असली क्रॉलर की तरह.',
  'verdict-ui.fetch.headers': 'जवाब के हेडर ({count, number})',

  'verdict-ui.notice.html.title': 'robots.txt एक एचटीएमएल पेज है',
  'verdict-ui.notice.html.text':
    'सर्वर ने सादे टेक्स्ट वाली robots.txt की जगह एक वेब पेज भेजा. Google फिर भी इसे लाइन-दर-लाइन पढ़ता है, लेकिन यह लगभग हमेशा 200 के साथ भेजा गया “नहीं मिला” पेज या बॉट जांच होती है: देखें कि सर्वर क्रॉलर को क्या भेजता है.',
  'verdict-ui.notice.empty.title': 'robots.txt खाली है',
  'verdict-ui.notice.empty.text': 'फ़ाइल में कोई नियम नहीं है, इसलिए हर क्रॉलर हर पेज को फ़ेच कर सकता है.',
  'verdict-ui.notice.cookies.title': 'आपकी कुकी के साथ फ़ेच की गई',
  'verdict-ui.notice.cookies.text':
    'लॉगिन वाली स्टेजिंग साइटों का विकल्प चालू है, इसलिए यह robots.txt आपके ब्राउज़र की कुकी के साथ फ़ेच की गई. क्रॉलर कभी कुकी नहीं भेजते: सार्वजनिक साइट पर उन्हें कोई दूसरी फ़ाइल मिल सकती है.',

  'verdict-ui.page.not-applicable':
    'Robots Lens http और https पेजों की जांच करता है. कोई वेब पेज खोलें और Robots Lens बटन पर फिर से क्लिक करें, ताकि आप देख सकें कि आपका चुना हुआ क्रॉलर उसे फ़ेच कर सकता है या नहीं, और robots.txt की कौनसी लाइन इसका फ़ैसला करती है.',
  'verdict-ui.page.load-error': 'इस पेज की robots.txt के बारे में अभी कुछ पता नहीं है. ऊपर की गड़बड़ी Robots Lens की अपनी है, साइट की नहीं.',
  'verdict-ui.page.no-page': 'Robots Lens यह पता नहीं लगा सका कि यह कौनसा पेज है.',
  'verdict-ui.page.try-again': 'फिर से कोशिश करें',
} as const satisfies CatalogOf<VerdictUiMessages>;
