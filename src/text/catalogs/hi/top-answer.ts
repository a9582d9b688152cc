/** हिन्दी: पॉपअप में सबसे ऊपर का जवाब. */
import type { CatalogOf } from '../../messages/index.ts';
import type { TopAnswerMessages } from '../../messages/top-answer.ts';

export default {
  'top-answer.title':
    '{title, select, indexable {इंडेक्स किया जा सकता है} not_indexable {इंडेक्स नहीं किया जा सकता} not_now {अभी इंडेक्स नहीं किया जा सकता} not_crawled {क्रॉल नहीं किया जाता} without_content {सामग्री के बिना इंडेक्स हो सकता है} elsewhere {किसी दूसरे पते पर इंडेक्स होता है} unclear {कैननिकल साफ़ नहीं है} unknown {पता नहीं} other {पेज पढ़ा जा रहा है…}}',
  'top-answer.robots-unreachable':
    '{temporary, select, yes {robots.txt फ़ाइल नहीं मिल सकी, इसलिए जब तक यह नहीं मिलती, {crawler} इस साइट पर कुछ भी क्रॉल नहीं करता.} other {robots.txt फ़ाइल नहीं मिल सकी, इसलिए {crawler} पूरी साइट को क्रॉल करने पर रोक मानता है.}}',
  'top-answer.disallowed-noindex':
    '{line, plural, =0 {robots.txt} other {robots.txt की लाइन #}} में इस पेज को {crawler} के लिए क्रॉल करने पर रोक लगी है, इसलिए {crawler} इसका noindex कभी नहीं देखता: Google यूआरएल को उसकी सामग्री के बिना इंडेक्स कर सकता है.',
  'top-answer.disallowed':
    '{line, plural, =0 {robots.txt} other {robots.txt की लाइन #}} में इस पेज को {crawler} के लिए क्रॉल करने पर रोक लगी है{hidden, select, status {, इसलिए {crawler} पेज का गड़बड़ी वाला जवाब भी नहीं देखता} other {}}; दूसरे पेज इससे लिंक करें, तो Google फिर भी यूआरएल को उसकी सामग्री के बिना इंडेक्स कर सकता है.',
  'top-answer.status-gone': 'पेज ने {status, number, ::integer group-off} लौटाया: Google इसे इंडेक्स नहीं करता, इसके मेटा टैग चाहे कुछ भी कहें.',
  'top-answer.status-unavailable':
    'पेज ने {status, number, ::integer group-off} लौटाया: Google क्रॉल करना धीमा कर देता है, और गड़बड़ी बनी रहे तो यूआरएल हटा देता है.',
  'top-answer.status-redirect':
    'पेज ने {status, number, ::integer group-off} लौटाया, {target} पर रीडायरेक्ट: Google रीडायरेक्ट के टारगेट को इंडेक्स करता है.',
  'top-answer.status-redirect-nowhere':
    'पेज ने {status, number, ::integer group-off} लौटाया, बिना टारगेट का रीडायरेक्ट: यहाँ कुछ भी इंडेक्स नहीं किया जा सकता.',
  'top-answer.too-many-redirects':
    '{count, plural, one {# रीडायरेक्ट} other {# रीडायरेक्ट}}: Google जितने 10 रीडायरेक्ट फ़ॉलो करता है, उससे ज़्यादा, इसलिए वह टारगेट से पहले ही रुक जाता है.',
  'top-answer.no-answer': 'पेज ने कोई जवाब नहीं दिया.',
  'top-answer.noindex':
    '{source, select, header {X-Robots-Tag हेडर} other {एक robots मेटा टैग}} {crawler} से {reason, select, none {none} unavailable_after {unavailable_after, ऐसी तारीख के साथ जो बीत चुकी है,} other {noindex}} कहता है.',
  'top-answer.noindex-canonical-elsewhere':
    '{source, select, header {X-Robots-Tag हेडर} other {एक robots मेटा टैग}} {crawler} से {reason, select, none {none} unavailable_after {unavailable_after} other {noindex}} कहता है, और कैननिकल किसी दूसरे पेज ({url}) को बताता है: ये दो सिग्नल एक-दूसरे के उलट हैं; इनमें से एक ही रखें.',
  'top-answer.canonical-elsewhere':
    'यहाँ {crawler} को कुछ नहीं रोकता, लेकिन कैननिकल किसी दूसरे पेज को बताता है: Google से इसकी जगह {url} को इंडेक्स करने के लिए कहा गया है{disallowed, select, yes {, जिसकी robots.txt में {crawler} के लिए उसे क्रॉल करने पर रोक लगी है} other {}}.',
  'top-answer.canonicals-disagree':
    '{count, plural, one {# कैननिकल यूआरएल} other {# कैननिकल यूआरएल}} आपस में मेल नहीं खाते: Google इन सबको अनदेखा करके खुद कोई एक चुन सकता है.',
  'top-answer.incomplete':
    '{count, plural, one {# इंडेक्स करने का सिग्नल नहीं पढ़ा गया} other {# इंडेक्स करने के सिग्नल नहीं पढ़े गए}}, इसलिए पता नहीं कि {crawler} यह पेज इंडेक्स कर सकता है या नहीं.',
  'top-answer.index-unknown': 'Robots Lens यह पेज नहीं पढ़ सका, इसलिए पता नहीं कि {crawler} इसे इंडेक्स कर सकता है या नहीं.',
  'top-answer.pending': 'पेज का स्टेटस और इंडेक्स करने के नियम पढ़े जा रहे हैं.',
  'top-answer.indexable':
    '{how, select, redirected {रीडायरेक्ट यहीं पहुँचे, और {crawler} को कुछ नहीं रोकता: robots.txt अनुमति देती है, पेज ने जवाब दिया, कोई noindex नहीं.} unseen {{crawler} को कुछ नहीं रोकता: robots.txt अनुमति देती है और कोई noindex नहीं (पेज का एचटीटीपी जवाब नहीं दिखा).} other {{crawler} को कुछ नहीं रोकता: robots.txt अनुमति देती है, पेज ने जवाब दिया, कोई noindex नहीं.}}',
  'top-answer.file':
    '{problem, select, utf16 {robots.txt फ़ाइल UTF-16 में है: Google इसे UTF-8 की तरह पढ़ता है और इसमें कोई नियम नहीं पाता, इसमें चाहे कुछ भी लिखा हो.} binary {robots.txt फ़ाइल टेक्स्ट नहीं, बाइनरी डेटा है: Google को इसमें पढ़ने लायक कोई नियम नहीं मिलता.} html {robots.txt एक एचटीएमएल पेज है (सॉफ़्ट 404 या बॉट जाँच): Google इसे लाइन दर लाइन पढ़ता है और उसे साइट का कोई इरादा किया हुआ नियम नहीं मिलता.} other {robots.txt फ़ाइल 500 KiB से बड़ी है: Google पहले 500 KiB के बाद का हर नियम अनदेखा करता है.}}',
  'top-answer.label':
    '{part, select, answer {जवाब} crawl {क्रॉल} status {एचटीटीपी स्टेटस} x_robots_tag {X-Robots-Tag} meta {robots मेटा टैग} canonical {कैननिकल} file {robots.txt} other {क्रॉलर}}',
  'top-answer.value.none': 'कोई नहीं',
  'top-answer.value.reading': 'पढ़ा जा रहा है…',
  'top-answer.value.not-seen': 'नहीं दिखा',
  'top-answer.value.no-answer': 'कोई जवाब नहीं',
  'top-answer.value.too-many-redirects': '{count, plural, one {# रीडायरेक्ट} other {# रीडायरेक्ट}}',
  'top-answer.value.self': 'यही पेज',
  'top-answer.value.disagree': '{count, plural, one {# जो मेल नहीं खाता} other {# जो मेल नहीं खाते}}',
  'top-answer.copy.markdown': 'Markdown के रूप में कॉपी करें',
} as const satisfies CatalogOf<TopAnswerMessages>;
