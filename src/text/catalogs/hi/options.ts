/** Hindi: the options page, with the field's loanwords in Devanagari (क्रॉलर, प्रोफ़ाइल, कैश) as Google's Hindi page writes them. */
import type { CatalogOf } from '../../messages/index.ts';
import type { OptionsMessages } from '../../messages/options.ts';

export default {
  'options.title': 'Robots Lens के विकल्प',
  'options.loading': 'सेटिंग पढ़ी जा रही हैं…',

  'options.cookies.heading': 'लॉगिन वाली स्टेजिंग साइटें',
  'options.cookies.label': 'robots.txt फ़ेच करते समय इस ब्राउज़र की कुकी भेजें',
  'options.cookies.hint':
    'इसे सिर्फ़ तब चालू करें, जब आपको किसी ऐसी स्टेजिंग या प्रीव्यू साइट की जांच करनी हो जो साइन इन न होने पर robots.txt के लिए लॉगिन पेज (या 401/403) भेजती है. क्रॉलर कभी कुकी नहीं भेजते, इसलिए इसके चालू होने पर Robots Lens को Googlebot से अलग robots.txt दिख सकती है; कुकी भेजे जाने पर पॉप-अप यह बताता है. यह डिफ़ॉल्ट रूप से बंद रहता है.',

  'options.cache.heading': 'कैश मेमोरी',
  'options.cache.hint':
    'Robots Lens हर साइट की robots.txt को उतनी ही देर रखता है जितनी देर Google रखता है (Cache-Control के हिसाब से ज़्यादा से ज़्यादा 24 घंटे), ताकि बैज और पॉप-अप फिर से फ़ेच किए बिना जवाब दे सकें. इसे खाली करने पर अगली जांच में फ़ाइल फिर से फ़ेच होती है.',
  'options.cache.reading': 'कैश मेमोरी पढ़ी जा रही है…',
  'options.cache.holds': 'इसमें {sites, plural, one {# साइट ({size}) है} other {# साइटें ({size}) हैं}}.',
  'options.cache.cleared':
    'खाली कर दी गई: इसमें {sitesBefore, plural, one {# साइट ({sizeBefore}) थी} other {# साइटें ({sizeBefore}) थीं}}; अब {sitesAfter, plural, one {# साइट ({sizeAfter}) है} other {# साइटें ({sizeAfter}) हैं}}.',
  'options.cache.clear': 'कैश मेमोरी खाली करें',
  'options.cache.clearing': 'खाली की जा रही है…',
  'options.cache.worker-silent': 'Robots Lens के बैकग्राउंड वर्कर ने जवाब नहीं दिया. फिर से कोशिश करने के लिए यह पेज रीलोड करें.',
  'options.cache.worker-failed': 'बैकग्राउंड वर्कर जवाब नहीं दे सका: {error}',

  'options.saved.default': 'सेव हो गया. बैज और पॉप-अप अब इसी क्रॉलर का इस्तेमाल करते हैं.',
  'options.saved.cookies-on':
    'सेव हो गया. robots.txt के अनुरोधों के साथ अब इस ब्राउज़र की कुकी जाती हैं. इनके साथ फिर से फ़ेच करने के लिए पॉप-अप में रीफ़्रेश करें.',
  'options.saved.cookies-off': 'सेव हो गया. robots.txt के अनुरोध असली क्रॉलर की तरह बिना कुकी के भेजे जाते हैं.',
  'options.saved.profile': '“{name}” सेव हो गया. यह पॉप-अप के कस्टम ग्रुप में है.',
  'options.saved.deleted': '“{name}” मिटा दिया गया.',
  'options.save.failed': 'सेव नहीं हुआ: {error}',
  'options.read.failed': 'सेटिंग नहीं पढ़ी जा सकीं: {error}',

  'options.shortcut.heading': 'कीबोर्ड शॉर्टकट',
  'options.shortcut.opens': 'आप जिस पेज पर हैं, उस पर Robots Lens का पॉप-अप खोलने का शॉर्टकट:',
  'options.shortcut.none':
    'कोई शॉर्टकट सेट नहीं है (सुझाया गया शॉर्टकट शायद कोई दूसरा एक्सटेंशन या ब्राउज़र इस्तेमाल कर रहा है): पॉप-अप टूलबार के बटन से खुलता है.',
  'options.shortcut.unknown': 'ब्राउज़र ने नहीं बताया कि पॉप-अप कौन-सा शॉर्टकट खोलता है.',
  'options.shortcut.hint-chrome': 'Chrome सभी एक्सटेंशन के शॉर्टकट अपने पेज chrome://extensions/shortcuts पर रखता है; बटन वही पेज खोलता है.',
  'options.shortcut.hint-firefox': 'Firefox इन्हें ऐड-ऑन मैनेजर में रखता है: ⚙ → Manage Extension Shortcuts; बटन वही खोलता है.',
  'options.shortcut.change': 'शॉर्टकट बदलें',
  'options.shortcut.field': 'नया शॉर्टकट',
  'options.shortcut.save': 'सेट करें',
  'options.shortcut.reset': 'डिफ़ॉल्ट पर लौटें',
  'options.shortcut.saved': 'सेव हो गया. ऊपर वाला शॉर्टकट ही अब ब्राउज़र इस्तेमाल करता है.',
  'options.shortcut.failed': 'सेट नहीं हुआ: {error}',
} as const satisfies CatalogOf<OptionsMessages>;
