/** हिन्दी: सर्वर से भेजे गए HTML और रेंडर किए गए पेज की तुलना. */
import type { CatalogOf } from '../../messages/index.ts';
import type { ServedHtmlMessages } from '../../messages/served-html.ts';

export default {
  'served.heading': 'सर्वर से भेजा गया HTML और रेंडर किया गया पेज',
  'served.button': 'सर्वर से भेजे गए HTML से तुलना करें',
  'served.button-again': 'फिर से तुलना करें',
  'served.running': 'सर्वर से भेजा गया HTML फ़ेच किया जा रहा है…',
  'served.hint': 'यह पेज एक बार और फ़ेच करता है और सर्वर से भेजे गए robots मेटा टैग और कैननिकल की तुलना JavaScript चलने के बाद यहां दिख रहे पेज से करता है.',
  'served.agree': 'सर्वर से भेजा गया HTML और रेंडर किया गया पेज एक जैसे हैं: वही robots मेटा टैग, कैननिकल और X-Robots-Tag.',
  'served.meta':
    '{change, select, added {मेटा टैग “{name}” JavaScript ने जोड़ा: {rendered}} removed {मेटा टैग “{name}” JavaScript ने हटाया; सर्वर से भेजा गया: {served}} other {मेटा टैग “{name}” JavaScript ने बदला: सर्वर से भेजा गया {served}, रेंडर होने पर {rendered}}}{scope, select, other { (किसी दूसरे क्रॉलर के लिए)} mine {}}',
  'served.canonical':
    '{change, select, added {कैननिकल JavaScript ने जोड़ा: {rendered}} removed {कैननिकल JavaScript ने हटाया; सर्वर से भेजा गया: {served}} other {कैननिकल JavaScript ने बदला: सर्वर से भेजा गया {served}, रेंडर होने पर {rendered}}}',
  'served.header':
    'इस अनुरोध का X-Robots-Tag: {hasServed, select, yes {{served}} other {कोई नहीं}}; पेज के अपने जवाब का: {hasTab, select, yes {{tab}} other {कोई नहीं}}.',
  'served.meaning.noindex-removed-by-script':
    'सर्वर से भेजा गया HTML noindex कहता है और एक स्क्रिप्ट उसे हटा देती है. Google पहले सर्वर से भेजा गया HTML पढ़ता है और वहां noindex कहने वाले पेज को शायद रेंडर न करे, इसलिए {crawler} इस पेज को इंडेक्स नहीं करता: JavaScript से noindex हटाने से कोई फ़ायदा नहीं होता.',
  'served.meaning.noindex-added-by-script':
    'noindex सिर्फ़ एक स्क्रिप्ट जोड़ती है. {crawler} इसे तभी देखता है जब वह पेज को रेंडर करे, जो बाद में हो सकता है या कभी नहीं; तब तक पेज इंडेक्स हो सकता है. अगर पेज को इंडेक्स से बाहर रखना ज़रूरी है, तो noindex सर्वर से भेजे गए HTML में रखें.',
  'served.meaning.nofollow-removed-by-script':
    'सर्वर से भेजा गया HTML nofollow कहता है और एक स्क्रिप्ट उसे हटा देती है. Google पहले सर्वर से भेजे गए HTML के नियम पढ़ता है; JavaScript से उन्हें बदलना {crawler} के लिए उम्मीद के मुताबिक काम न करे, ऐसा हो सकता है.',
  'served.meaning.nofollow-added-by-script':
    'nofollow सिर्फ़ एक स्क्रिप्ट जोड़ती है. {crawler} इसे तभी देखता है जब वह पेज को रेंडर करे; उससे पहले सर्वर से भेजे गए HTML के लिंक फ़ॉलो किए जा सकते हैं.',
  'served.meaning.rules-changed-by-script':
    'एक स्क्रिप्ट {crawler} के लिए robots नियम बदलती है. JavaScript से robots मेटा टैग बदलना उम्मीद के मुताबिक काम न करे, ऐसा हो सकता है: जो नियम आप चाहते हैं, उन्हें HTML में ही भेजें.',
  'served.meaning.canonical-added-by-script':
    'कैननिकल सिर्फ़ एक स्क्रिप्ट जोड़ती है. Google इसे पेज रेंडर करते समय लेता है; सर्वर से भेजे गए HTML में यह ज़्यादा भरोसेमंद है.',
  'served.meaning.canonical-removed-by-script':
    'एक स्क्रिप्ट सर्वर से भेजा गया कैननिकल हटा देती है. Google पहले सर्वर से भेजा गया कैननिकल पढ़ता है, इसलिए वह अब भी उसका इस्तेमाल कर सकता है: पेज के दोनों रूप अलग-अलग संकेत देते हैं.',
  'served.meaning.canonical-changed-by-script':
    'एक स्क्रिप्ट कैननिकल बदल देती है. Google इनमें से कोई भी इस्तेमाल कर सकता है; आपस में मेल न खाने वाले कैननिकल से अनचाहे नतीजे मिल सकते हैं, इसलिए जो कैननिकल आप चाहते हैं वही सर्वर से भेजें.',
  'served.meaning.header-differs':
    'सर्वर ने इस अनुरोध को पेज के अपने जवाब से अलग X-Robots-Tag भेजा: वह हर अनुरोध पर अलग जवाब देता है, और Googlebot को कोई तीसरा जवाब भी मिल सकता है.',
  'served.note.status':
    'इस अनुरोध को {status, number, ::integer group-off} जवाब मिला, जो सफल जवाब नहीं है: तुलना उसी जवाब के HTML से हुई है, जो शायद यहां दिख रहा पेज न हो.',
  'served.note.redirected':
    'यह अनुरोध {url} पर रीडायरेक्ट हुआ ({count, plural, one {# रीडायरेक्ट} other {# रीडायरेक्ट}}): वहां के HTML से तुलना की गई है.',
  'served.note.cut': 'सर्वर से भेजे गए HTML के सिर्फ़ पहले {size} पढ़े गए: उसके बाद का कोई टैग JavaScript का जोड़ा हुआ गिना जाता है.',
  'served.note.who':
    '{cookies, select, include {अभी इसी ब्राउज़र से फ़ेच किया गया, इस साइट की आपकी कुकी के साथ.} other {अभी इसी ब्राउज़र से फ़ेच किया गया, कुकी के बिना.}} Googlebot को अलग HTML मिल सकता है.',
  'served.failed.no-page': 'इस टैब में तुलना करने के लिए कोई वेब पेज नहीं है.',
  'served.failed.not-readable': 'ब्राउज़र एक्सटेंशन को यह पेज पढ़ने नहीं देता, इसलिए तुलना के लिए कुछ नहीं है.',
  'served.failed.refused':
    '{reason, select, scheme {तुलना नहीं हुई: पेज {target} पर रीडायरेक्ट करता है, जो वेब पता नहीं है.} private {तुलना नहीं हुई: यह सार्वजनिक पेज {target} पर रीडायरेक्ट करता है, जो आपके कंप्यूटर या नेटवर्क का पता है; Robots Lens वहां अनुरोध नहीं भेजता.} other {तुलना नहीं हुई: पेज रीडायरेक्ट करता है, और ब्राउज़र ने नहीं बताया कि कहां.}}',
  'served.failed.too-many-redirects':
    'तुलना नहीं हुई: {count, plural, one {# रीडायरेक्ट} other {# रीडायरेक्ट}} से ज़्यादा, जितने Google फ़ॉलो करता है उससे ज़्यादा.',
  'served.failed.timeout': 'तुलना नहीं हुई: साइट ने {seconds, plural, one {# सेकंड} other {# सेकंड}} में जवाब नहीं दिया.',
  'served.failed.network-error': 'तुलना नहीं हुई: साइट ने जवाब नहीं दिया (नेटवर्क की गड़बड़ी).',
  'served.failed.not-html': 'तुलना नहीं हुई: सर्वर HTML नहीं, {type} भेजता है, इसलिए पढ़ने के लिए कोई मेटा टैग नहीं है.',
  'served.failed.too-large': 'तुलना नहीं हुई: सर्वर से भेजे गए HTML का head हिस्सा पहले {size} में खत्म नहीं होता, जितना Robots Lens पढ़ता है.',
} as const satisfies CatalogOf<ServedHtmlMessages>;
