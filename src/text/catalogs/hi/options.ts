/** Hindi: the options page, with the field's loanwords in Devanagari (क्रॉलर, प्रोफ़ाइल, कैश) as Google's Hindi page writes them. */
import type { CatalogOf } from '../../messages/index.ts';
import type { OptionsMessages } from '../../messages/options.ts';

export default {
  'options.title': 'Robots Lens के विकल्प',
  'options.loading': 'सेटिंग पढ़ी जा रही हैं…',

  'options.default.heading': 'डिफ़ॉल्ट क्रॉलर',
  'options.default.hint':
    'टूलबार का बैज हर पेज के लिए इस क्रॉलर का नतीजा दिखाता है, और पॉप-अप इसी क्रॉलर के साथ खुलता है. पॉप-अप में कोई दूसरा क्रॉलर चुनने पर यह भी बदल जाता है.',
  'options.default.label': 'क्रॉलर',

  'options.profiles.heading': 'कस्टम क्रॉलर',
  'options.profiles.hint':
    'उन क्रॉलर के लिए जो सूची में नहीं हैं: आपका अपना बॉट, किसी कंपनी का एसईओ क्रॉलर या कोई उपयोगकर्ता एजेंट का नाम जिसे आप जांचना चाहते हैं. ये पॉप-अप में “कस्टम” में दिखते हैं.',
  'options.profiles.none': 'अभी कोई कस्टम क्रॉलर नहीं है.',
  'options.profiles.default-tag': 'डिफ़ॉल्ट',
  'options.profiles.ignores-global': 'User-agent: * को अनदेखा करता है',
  'options.profiles.edit': 'बदलाव करें',
  'options.profiles.edit-label': '{name} में बदलाव करें',
  'options.profiles.delete': 'मिटाएं',
  'options.profiles.delete-label': '{name} को मिटाएं',
  'options.profiles.add': 'क्रॉलर जोड़ें',

  'options.form.new-heading': 'नई क्रॉलर प्रोफ़ाइल',
  'options.form.edit-heading': '“{name}” में बदलाव करें',
  'options.form.edit-heading-unnamed': 'प्रोफ़ाइल में बदलाव करें',
  'options.form.name': 'नाम',
  'options.form.name-placeholder': 'जैसे, हमारा स्टेजिंग बॉट',
  'options.form.tokens': 'उपयोगकर्ता एजेंट के नाम',
  'options.form.tokens-placeholder': 'जैसे, mybot, googlebot',
  'options.form.tokens-hint':
    'कॉमा लगाकर अलग करें. इन्हें क्रम से आज़माया जाता है: robots.txt में जिस नाम के लिए पहले कोई ग्रुप मिलता है, उसी का इस्तेमाल होता है.',
  'options.form.tokens-hint-order':
    'कॉमा लगाकर अलग करें. इन्हें क्रम से आज़माया जाता है: robots.txt में जिस नाम के लिए पहले कोई ग्रुप मिलता है, उसी का इस्तेमाल होता है (यहां: {tokens}).',
  'options.form.engine': 'robots.txt को इस तरह पढ़ता है',
  'options.form.engine-google': 'Google (RFC 9309, नाम का पूरा मेल)',
  'options.form.engine-coccoc': 'Coc Coc (सबसे सटीक प्रीफ़िक्स, Crawl-delay का पालन करता है)',
  'options.form.ignore-global': '“User-agent: *” ग्रुप को अनदेखा करें',
  'options.form.ignore-global-hint': 'AdsBot की तरह: सिर्फ़ वे ग्रुप लागू होते हैं जिनमें इसके किसी नाम का ज़िक्र हो.',
  'options.form.add': 'प्रोफ़ाइल जोड़ें',
  'options.form.save': 'बदलाव सेव करें',
  'options.form.cancel': 'रद्द करें',

  'options.problem.no-name': 'प्रोफ़ाइल का कोई नाम होना चाहिए.',
  'options.problem.no-token': 'उपयोगकर्ता एजेंट का कम से कम एक नाम डालें.',
  'options.problem.unreadable-token':
    '“{token}” में ऐसे वर्ण हैं जिन्हें Google उपयोगकर्ता एजेंट के नाम में कभी नहीं पढ़ता (सिर्फ़ अक्षर, “-” और “_”): यह किसी भी ग्रुप से मेल नहीं खा सकता.',
  'options.problem.preset-name': '“{name}” पहले से मौजूद प्रोफ़ाइल है; कोई दूसरा नाम चुनें.',
  'options.problem.taken-name': '“{name}” नाम की प्रोफ़ाइल आपके पास पहले से है.',
  'options.problem.duplicate-token': '“{token}” दो बार लिखा गया है.',

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
} as const satisfies CatalogOf<OptionsMessages>;
