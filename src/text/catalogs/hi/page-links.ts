/** हिन्दी: पॉप-अप का "लिंक और रिसोर्स" सेक्शन और उसकी सेटिंग. */
import type { CatalogOf } from '../../messages/index.ts';
import type { PageLinksMessages } from '../../messages/page-links.ts';

export default {
  'page-links.title': 'लिंक और रिसोर्स',
  'page-links.open': 'लिंक जांचें',
  'page-links.close': 'छिपाएं',
  'page-links.closed-hint':
    'इस पेज के हर लिंक और पेज की लोड की गई हर फ़ाइल को उसकी अपनी साइट की robots.txt फ़ाइल के हिसाब से जांचता है. इसके लिए वे जिन साइटों पर ले जाते हैं, उन सभी की robots.txt फ़ाइल फ़ेच की जाती है.',
  'page-links.reading': 'पेज पढ़ा जा रहा है…',
  'page-links.unavailable': 'यहां उपलब्ध नहीं है.',
  'page-links.unavailable.browser': 'ब्राउज़र एक्सटेंशन को यह पेज पढ़ने नहीं देता.',
  'page-links.unavailable.not-html': 'यह लिंक वाला वेब पेज नहीं है ({type}).',
  'page-links.failed': 'लिंक नहीं जांचे जा सके: {detail}',
  'page-links.summary.links':
    '{total, plural, one {# लिंक में से {disallowed, number} के लिए {crawler} को अनुमति नहीं है} other {# लिंक में से {disallowed, number} के लिए {crawler} को अनुमति नहीं है}}',
  'page-links.summary.no-links': 'इस पेज पर कोई लिंक नहीं है.',
  'page-links.summary.resources': '{list} के लिए अनुमति नहीं है',
  'page-links.summary.resources-allowed': '{total, plural, one {इकलौते रिसोर्स के लिए अनुमति है} other {# रिसोर्स में से किसी पर भी रोक नहीं है}}',
  'page-links.summary.render': '{crawler} इस पेज को अलग तरह से रेंडर कर सकता है.',
  'page-links.kind-count':
    '{kind, select, script {{count, plural, one {# स्क्रिप्ट} other {# स्क्रिप्ट}}} stylesheet {{count, plural, one {# स्टाइलशीट} other {# स्टाइलशीट}}} ' +
    'image {{count, plural, one {# इमेज} other {# इमेज}}} font {{count, plural, one {# फ़ॉन्ट} other {# फ़ॉन्ट}}} ' +
    'frame {{count, plural, one {# फ़्रेम} other {# फ़्रेम}}} fetch {{count, plural, one {# fetch या XHR अनुरोध} other {# fetch या XHR अनुरोध}}} ' +
    'other {{count, plural, one {# दूसरा रिसोर्स} other {# दूसरे रिसोर्स}}}}',
  'page-links.progress': 'robots.txt फ़ेच की जा रही है: {total, number} में से {done, number} साइटें पढ़ी गईं…',
  'page-links.capped.links': 'इस पेज पर {total, number} लिंक हैं; इनमें से {shown, number} लिंक जांचे जाते हैं.',
  'page-links.capped.resources': 'इस पेज ने {total, number} रिसोर्स लोड किए; इनमें से {shown, number} रिसोर्स जांचे जाते हैं.',
  'page-links.filter.disallowed': 'सिर्फ़ वे जिनकी अनुमति नहीं है',
  'page-links.origin.rules': 'इसकी robots.txt फ़ाइल तय करती है (एचटीटीपी {status, number, ::integer group-off})',
  'page-links.origin.last-good': 'कैश मेमोरी में रखा आख़िरी सही वर्शन तय करता है (नई फ़ेच नहीं हो पाई)',
  'page-links.origin.allow-all':
    '{status, plural, =0 {इस्तेमाल लायक robots.txt फ़ाइल नहीं है: कोई पाबंदी नहीं} other {इस्तेमाल लायक robots.txt फ़ाइल नहीं है (एचटीटीपी {status, number, ::integer group-off}): कोई पाबंदी नहीं}}',
  'page-links.origin.unreachable':
    '{status, plural, =0 {robots.txt फ़ाइल फ़ेच नहीं हो पाती: फ़िलहाल किसी चीज़ की अनुमति नहीं है} other {robots.txt फ़ाइल फ़ेच नहीं हो पाती (एचटीटीपी {status, number, ::integer group-off}): फ़िलहाल किसी चीज़ की अनुमति नहीं है}}',
  'page-links.origin.pending': 'robots.txt फ़ाइल अभी पढ़ी नहीं गई',
  'page-links.origin.failed': 'Robots Lens इस साइट की robots.txt फ़ाइल नहीं देख सका',
  'page-links.origin.count':
    '{total, plural, one {# यूआरएल में से {disallowed, number} की अनुमति नहीं है} other {# यूआरएल में से {disallowed, number} की अनुमति नहीं है}}',
  'page-links.state.allowed': 'अनुमति है',
  'page-links.state.disallowed': 'अनुमति नहीं है',
  'page-links.state.unreachable': 'फ़िलहाल अनुमति नहीं है',
  'page-links.state.pending': 'अभी जांचा नहीं गया',
  'page-links.state.failed': 'जांचा नहीं जा सका',
  'page-links.row.rule': 'लाइन {line, number, ::integer group-off}: {rule}',
  'page-links.row.line': 'लाइन {line, number, ::integer group-off}',
  'page-links.kind.link': 'लिंक',
  'page-links.kind':
    '{kind, select, script {स्क्रिप्ट} stylesheet {स्टाइलशीट} image {इमेज} font {फ़ॉन्ट} frame {फ़्रेम} fetch {Fetch/XHR} other {दूसरा रिसोर्स}}',
  'page-links.rel.title':
    '{rel, select, nofollow {rel="nofollow": पेज क्रॉलर से इस लिंक पर न जाने को कहता है} ugc {rel="ugc": पेज इस लिंक को उपयोगकर्ताओं के बनाए कॉन्टेंट के तौर पर मार्क करता है} other {rel="sponsored": पेज इस लिंक को पेड या स्पॉन्सर किए गए लिंक के तौर पर मार्क करता है}}',
  'page-links.more-rows': '{count, number} और दिखाएं',
  'page-links.more-groups': '{count, plural, one {# और साइट दिखाएं} other {# और साइटें दिखाएं}}',
  'page-links.options.heading': 'लिंक और रिसोर्स',
  'page-links.options.label': 'पॉप-अप खुलते ही हर पेज के लिंक और रिसोर्स जांचें',
  'page-links.options.hint':
    'चालू होने पर पॉप-अप खुलते ही पेज के लिंक और रिसोर्स को भी उन साइटों की robots.txt फ़ाइल के हिसाब से जांचा जाता है जिन पर वे ले जाते हैं, और वे फ़ाइलें फ़ेच की जाती हैं (एक साथ ज़्यादा से ज़्यादा 6, और हर साइट एक बार, जब तक उसका वर्शन नया है). बंद होने पर ऐसा सिर्फ़ तब होता है जब आप “लिंक और रिसोर्स” खोलते हैं. डिफ़ॉल्ट रूप से बंद.',
  'page-links.options.saved-on': 'सेव हो गया. पॉप-अप खुलते ही हर पेज के लिंक जांचता है.',
  'page-links.options.saved-off': 'सेव हो गया. लिंक सिर्फ़ तब जांचे जाते हैं जब आप “लिंक और रिसोर्स” खोलते हैं.',
  'page-links.state.private': 'जांचा नहीं गया: निजी नेटवर्क पता',
  'page-links.origin.private': 'निजी नेटवर्क पते पर: सार्वजनिक पेज के लिए robots.txt फ़ाइल फ़ेच नहीं की गई',
  'page-links.private.hint':
    '{count, plural, one {# साइट निजी नेटवर्क पते पर है} other {# साइटें निजी नेटवर्क पतों पर हैं}} (यही कंप्यूटर या आपका नेटवर्क)। कोई सार्वजनिक पेज Robots Lens से वहां से कुछ फ़ेच नहीं करवा सकता, इसलिए इन्हें जांचा नहीं गया।',
  'page-links.private.check': 'निजी पते जांचें',
  'page-links.summary.links-for-now':
    '{count, plural, one {# लिंक के लिए फ़िलहाल अनुमति नहीं है: उसकी साइट की robots.txt फ़ाइल फ़ेच नहीं हो पाती.} other {# लिंक के लिए फ़िलहाल अनुमति नहीं है: उनकी साइटों की robots.txt फ़ाइल फ़ेच नहीं हो पाती.}}',
  'page-links.summary.resources-for-now':
    '{count, plural, one {# रिसोर्स के लिए फ़िलहाल अनुमति नहीं है: उसकी साइट की robots.txt फ़ाइल फ़ेच नहीं हो पाती.} other {# रिसोर्स के लिए फ़िलहाल अनुमति नहीं है: उनकी साइटों की robots.txt फ़ाइल फ़ेच नहीं हो पाती.}}',

  'page-links.export.csv': 'CSV एक्सपोर्ट करें',
  'page-links.export.json': 'JSON एक्सपोर्ट करें',
  'page-links.export.workbench': 'वर्कबेंच में खोलें',
} as const satisfies CatalogOf<PageLinksMessages>;
