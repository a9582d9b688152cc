/**
 * Hindi: the linter's findings, as Google's Hindi robots.txt page writes (docs/translation-glossary.md):
 * क्रॉलर, नियम, ग्रुप, लाइन, अनदेखा करना; "आप" forms; sentences end in ".".
 * Robots.txt keys (User-agent, Disallow…) stay in Latin.
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { LintMessages } from '../../messages/lint.ts';

export default {
  'lint.user-agent-read-differently.global': 'Google “{value}” को ग्लोबल “*” के रूप में पढ़ता है: लाइन का बाकी हिस्सा अनदेखा किया जाता है.',
  'lint.user-agent-read-differently.no-name':
    'Google को “{value}” में किसी क्रॉलर का नाम नहीं मिलता (नाम में सिर्फ़ अक्षर, “-” और “_” होते हैं): यह ग्रुप किसी भी क्रॉलर पर लागू नहीं होता.',
  'lint.user-agent-read-differently.version':
    'Google “{value}” को “{readAs}” के रूप में पढ़ता है: वर्शन अनदेखा किया जाता है, और ग्रुप हर {readAs} पर लागू होता है.',
  'lint.user-agent-read-differently.star':
    'Google “{value}” को “{readAs}” के रूप में पढ़ता है: नाम के बाद “*” की ज़रूरत नहीं है और उसे अनदेखा किया जाता है.',
  'lint.user-agent-read-differently.first-word':
    'Google “{value}” को “{readAs}” के रूप में पढ़ता है: सिर्फ़ पहला शब्द गिना जाता है, इसलिए यह ग्रुप “{value}” पर नहीं, बल्कि {readAs} पर लागू होता है.',
  'lint.user-agent-read-differently.cut': 'Google “{value}” को “{readAs}” के रूप में पढ़ता है: यह ग्रुप {value} पर कभी लागू नहीं होता.',
  'lint.user-agent-empty': 'इस user-agent लाइन में किसी क्रॉलर का नाम नहीं है, इसलिए यह किसी पर भी लागू नहीं होती.',
  'lint.empty-disallow': 'खाली “Disallow:” सब कुछ क्रॉल करने की अनुमति देता है; फिर भी इससे ग्रुप अपने क्रॉलर पर लागू होता है.',
  'lint.empty-allow': 'खाली “Allow:” किसी खास चीज़ से मेल नहीं खाता और कभी कुछ तय नहीं करता.',
  'lint.pattern-cannot-match':
    '“{rule}” “/” या “*” से शुरू नहीं होता, इसलिए यह किसी भी यूआरएल से कभी मेल नहीं खाता. क्या आपका मतलब “{suggestion}” था?',
  'lint.sitemap-not-absolute': 'साइटमैप “{url}” पूरा http(s) यूआरएल नहीं है; क्रॉलर को पूरा पता चाहिए, जैसे https://example.com/sitemap.xml.',
  'lint.ignored-by-google.crawl-delay': 'Google, Crawl-delay को अनदेखा करता है; Bing, Yandex और Coc Coc इसका पालन करते हैं.',
  'lint.ignored-by-google.host': 'Host सिर्फ़ Yandex का फ़ील्ड था (अब बंद हो चुका है); Google इसे अनदेखा करता है.',
  'lint.ignored-by-google.clean-param': 'Clean-param सिर्फ़ Yandex का फ़ील्ड है; Google इसे अनदेखा करता है.',
  'lint.ignored-by-google.noindex':
    'Google ने 2019 में robots.txt में Noindex का समर्थन बंद कर दिया: इसका कोई असर नहीं होता. इसके बजाय noindex मेटा टैग या X-Robots-Tag हेडर का इस्तेमाल करें.',
  'lint.ignored-by-google.request-rate': 'Request-rate एक गैर-मानक फ़ील्ड है; Google इसे अनदेखा करता है.',
  'lint.ignored-by-google.visit-time': 'Visit-time एक गैर-मानक फ़ील्ड है; Google इसे अनदेखा करता है.',
  'lint.ignored-by-google.content-signal':
    'Content-signal से पता चलता है कि कॉन्टेंट को एआई में किस तरह इस्तेमाल किया जाए; Google का पार्सर इसे अनदेखा करता है, और robots.txt के नियमों के तहत कोई भी क्रॉलर इससे बंधा नहीं है.',
  'lint.ignored-by-google.content-usage':
    'Content-usage से पता चलता है कि कॉन्टेंट को एआई में किस तरह इस्तेमाल किया जाए; Google का पार्सर इसे अनदेखा करता है.',
  'lint.crawl-delay-invalid': 'Crawl-delay “{value}” सेकंड की संख्या नहीं है; Crawl-delay का पालन करने वाले क्रॉलर इसे अनदेखा करेंगे.',
  'lint.crawl-delay-capped':
    'Crawl-delay {seconds, number} सेकंड: Coc Coc, crawl-delay को ज़्यादा से ज़्यादा {cap, plural, one {# सेकंड} other {# सेकंड}} तक ही मानता है.',
  'lint.bare-url.sitemap':
    '“{url}” सिर्फ़ एक यूआरएल है, डायरेक्टिव नहीं: हर क्रॉलर इस लाइन को अनदेखा करता है. इसे साइटमैप के रूप में बताने के लिए “{sitemapLine}” लिखें.',
  'lint.bare-url.other':
    '“{url}” सिर्फ़ एक यूआरएल है, डायरेक्टिव नहीं: हर क्रॉलर इस लाइन को अनदेखा करता है. किसी पेज पर रोक लगाने के लिए “Disallow: /path” लिखें; साइटमैप बताने के लिए “Sitemap: https://example.com/sitemap.xml” लिखें.',
  'lint.unknown-field': '“{field}” robots.txt का फ़ील्ड नहीं है: हर क्रॉलर इस लाइन को अनदेखा करता है.',
  'lint.line-cut': 'यह लाइन {maxBytes, number} बाइट से लंबी है: Google सिर्फ़ इसका शुरुआती हिस्सा पढ़ता है और बाकी को अनदेखा करता है.',
  'lint.nul-byte': 'इस लाइन में एक NUL बाइट है: Google लाइन को वहीं पढ़ना बंद कर देता है.',
  'lint.missing-colon':
    '“{key}” के बाद कोलन नहीं है. Google इन दो शब्दों को “{key}: …” के रूप में स्वीकार करता है, लेकिन दूसरे क्रॉलर शायद न करें: कोलन जोड़ें.',
  'lint.typo':
    '“{key}” की स्पेलिंग गलत है, जिसे Google “{canonical}” के रूप में स्वीकार करता है; दूसरे क्रॉलर इस लाइन को अनदेखा कर सकते हैं. “{canonical}” लिखें.',
  'lint.unparsed-line': 'Google इस लाइन को “फ़ील्ड: वैल्यू” के रूप में नहीं पढ़ पाता, इसलिए इसे अनदेखा किया जाता है.',
  'lint.utf16':
    'यह फ़ाइल UTF-16 में एन्कोड की गई है. क्रॉलर robots.txt को UTF-8 के रूप में पढ़ते हैं, इसलिए Google को इसमें कोई नियम नहीं दिखता: हर क्रॉलर सब कुछ फ़ेच कर सकता है. इसे UTF-8 में सेव करें.',
  'lint.not-utf8':
    'यह फ़ाइल मान्य UTF-8 नहीं है (शायद Latin-1). Google इसके बाइट को जैसे हैं वैसे ही मिलाता है, इसलिए ऐक्सेंट वाले अक्षरों वाले पाथ, क्रॉलर के मांगे गए यूआरएल से शायद मेल न खाएं.',
  'lint.binary':
    'यह टेक्स्ट वाली robots.txt नहीं, बल्कि बाइनरी डेटा लगता है. Google जितनी लाइनें पढ़ सकता है, पढ़ता है; ज़्यादातर हिस्सा अनदेखा किया जाता है.',
  'lint.bom': 'फ़ाइल UTF-8 बाइट ऑर्डर मार्क (BOM) से शुरू होती है. Google इसे छोड़ देता है, लेकिन कुछ क्रॉलर इसे पहली लाइन का हिस्सा मानकर पढ़ते हैं.',
  'lint.partial-bom':
    'फ़ाइल UTF-8 बाइट ऑर्डर मार्क (BOM) के एक हिस्से से शुरू होती है. Google इसे छोड़ देता है; दूसरे क्रॉलर पहली लाइन को बेमतलब के वर्णों के रूप में पढ़ सकते हैं.',
  'lint.html-body':
    'robots.txt को HTML के रूप में भेजा गया (कोई गड़बड़ी वाला पेज, सॉफ़्ट 404 या बॉट चैलेंज). Google फिर भी इसे लाइन दर लाइन पढ़ता है, लेकिन यह लगभग तय है कि यह वह फ़ाइल नहीं है जिसे आप पब्लिश करना चाहते थे.',
  'lint.truncated':
    'robots.txt {maxKiB, number} KiB से बड़ी है: Google सिर्फ़ पहले {maxBytes, number} बाइट पढ़ता है, इसलिए लाइन {lastLine, number} के बाद के नियम अनदेखा किए जाते हैं.',
  'lint.truncated.size':
    'robots.txt {maxKiB, number} KiB से बड़ी है ({originalBytes, number} बाइट या ज़्यादा): Google सिर्फ़ पहले {maxBytes, number} बाइट पढ़ता है, इसलिए लाइन {lastLine, number} के बाद के नियम अनदेखा किए जाते हैं.',
  'lint.empty-file': 'robots.txt खाली है: हर क्रॉलर सब कुछ फ़ेच कर सकता है.',
  'lint.no-groups.rules-ignored': 'कोई User-agent लाइन नहीं है, इसलिए Google इनमें से कोई भी नियम लागू नहीं करता: हर क्रॉलर सब कुछ फ़ेच कर सकता है.',
  'lint.no-groups.no-rules': 'कोई User-agent लाइन नहीं है, इसलिए कोई नियम नहीं है: हर क्रॉलर सब कुछ फ़ेच कर सकता है.',
  'lint.rule-before-user-agent':
    '“{rule}” किसी भी User-agent लाइन से पहले आता है: Google इसे अनदेखा करता है (Coc Coc इसे सभी रोबोट पर लागू करता है). इसके ऊपर “User-agent: *” लाइन जोड़ें.',
  'lint.group-without-rules.global': 'इस “User-agent: *” ग्रुप में कोई Allow या Disallow लाइन नहीं है: यह किसी चीज़ पर रोक नहीं लगाता.',
  'lint.group-without-rules.named':
    'इस ग्रुप ({userAgents}) में कोई Allow या Disallow लाइन नहीं है: ये क्रॉलर सब कुछ फ़ेच कर सकते हैं, और ये “User-agent: *” ग्रुप को अनदेखा करते हैं.',
  'lint.no-rules': 'किसी भी ग्रुप पर कोई Allow या Disallow लाइन लागू नहीं होती: हर क्रॉलर सब कुछ फ़ेच कर सकता है.',
  'lint.crawl-delay-outside-group': 'यह Crawl-delay किसी भी User-agent लाइन से पहले आता है, इसलिए यह किसी ग्रुप का हिस्सा नहीं है.',
  'lint.hidden-character.bidi':
    'इस लाइन में {count, plural, one {एक अदृश्य वर्ण है} other {अदृश्य वर्ण हैं}}, {characters}: {count, plural, one {यह लाइन के दिखने का क्रम बदल देता है} other {ये लाइन के दिखने का क्रम बदल देते हैं}}, इसलिए आप जो पढ़ते हैं वह वह नहीं है जिससे क्रॉलर मिलान करते हैं. {count, plural, one {इसे} other {इन्हें}} हटाएं.',
  'lint.hidden-character.invisible':
    'इस लाइन में {count, plural, one {एक अदृश्य वर्ण है} other {अदृश्य वर्ण हैं}}, {characters}: {count, plural, one {यह दिखाई नहीं देता, फिर भी क्रॉलर इसे लाइन का हिस्सा मानकर मिलान करते हैं} other {ये दिखाई नहीं देते, फिर भी क्रॉलर इन्हें लाइन का हिस्सा मानकर मिलान करते हैं}}. {count, plural, one {इसे} other {इन्हें}} हटाएं.',
  'lint.hidden-character.named': '{code} ({name})',

  'lint.list.heading': 'जांच के नतीजे',
  'lint.list.count.error': '{count, plural, one {# गड़बड़ी} other {# गड़बड़ियां}}',
  'lint.list.count.warning': '{count, plural, one {# चेतावनी} other {# चेतावनियां}}',
  'lint.list.count.info': '{count, plural, one {# नोट} other {# नोट}}',
  'lint.list.severity.error': 'गड़बड़ी:',
  'lint.list.severity.warning': 'चेतावनी:',
  'lint.list.severity.info': 'नोट:',
  'lint.list.line': 'लाइन {line, number, ::integer group-off}',
  'lint.list.file': 'फ़ाइल',
  'lint.list.show-line': 'यह लाइन दिखाएं',
} as const satisfies CatalogOf<LintMessages>;
