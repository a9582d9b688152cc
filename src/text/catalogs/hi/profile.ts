/**
 * Hindi: crawler profiles and the crawler picker, as Google's Hindi page writes
 * (docs/translation-glossary.md): क्रॉलर, ग्रुप, उपयोगकर्ता एजेंट का नाम; product and
 * company names stay in Latin; sentences end in ".".
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { ProfileMessages } from '../../messages/profile.ts';

export default {
  'profile.description.googlebot': 'Google Search का मुख्य क्रॉलर (स्मार्टफ़ोन और डेस्कटॉप एक ही नाम इस्तेमाल करते हैं).',
  'profile.description.googlebot-image': 'Google Images के लिए इमेज क्रॉल करता है; अपना ग्रुप न होने पर Googlebot के ग्रुप का पालन करता है.',
  'profile.description.googlebot-video': 'Google के लिए वीडियो क्रॉल करता है; अपना ग्रुप न होने पर Googlebot के ग्रुप का पालन करता है.',
  'profile.description.googlebot-news': 'Google News के लिए खबरें क्रॉल करता है; अपना ग्रुप न होने पर Googlebot के ग्रुप का पालन करता है.',
  'profile.description.google-inspectiontool': 'Search Console के यूआरएल जांचने वाले टूल और Rich Results Test में इस्तेमाल होता है.',
  'profile.description.storebot-google': 'Google Shopping के लिए क्रॉल करता है; Googlebot के ग्रुप का सहारा नहीं लेता.',
  'profile.description.googleother': 'प्रॉडक्ट टीमों और रिसर्च के लिए Google का सामान्य क्रॉलर.',
  'profile.description.googleother-image': 'इमेज के लिए GoogleOther; अपना ग्रुप न होने पर GoogleOther के ग्रुप का पालन करता है.',
  'profile.description.googleother-video': 'वीडियो के लिए GoogleOther; अपना ग्रुप न होने पर GoogleOther के ग्रुप का पालन करता है.',
  'profile.description.google-extended':
    'सिर्फ़ robots.txt में इस्तेमाल होने वाला नाम (यह कोई अनुरोध नहीं भेजता): Gemini की ट्रेनिंग और ग्राउंडिंग के लिए कॉन्टेंट के इस्तेमाल को नियंत्रित करता है.',
  'profile.description.adsbot-google': 'विज्ञापन के लैंडिंग पेज जांचता है; “User-agent: *” ग्रुप को अनदेखा करता है.',
  'profile.description.adsbot-google-mobile': 'मोबाइल विज्ञापन के लैंडिंग पेज जांचता है; “User-agent: *” ग्रुप को अनदेखा करता है.',
  'profile.description.mediapartners-google': 'AdSense का क्रॉलर; “User-agent: *” ग्रुप को अनदेखा करता है.',
  'profile.description.apis-google': 'Google API के लिए पुश सूचनाएं भेजता है; “User-agent: *” ग्रुप को अनदेखा करता है.',
  'profile.description.bingbot': 'Bing का सर्च क्रॉलर; Crawl-delay का पालन करता है.',
  'profile.description.applebot': 'Siri और Spotlight सर्च; अपना ग्रुप न होने पर Googlebot के ग्रुप का पालन करता है.',
  'profile.description.duckduckbot': 'DuckDuckGo का सर्च क्रॉलर.',
  'profile.description.yandexbot': 'Yandex का सर्च क्रॉलर.',
  'profile.description.baiduspider': 'Baidu का सर्च क्रॉलर.',
  'profile.description.gptbot': 'ऐसा कॉन्टेंट इकट्ठा करता है जिसका इस्तेमाल OpenAI के मॉडल को ट्रेन करने में हो सकता है.',
  'profile.description.oai-searchbot': 'ChatGPT सर्च में दिखाने और लिंक करने के लिए पेज ढूंढता है.',
  'profile.description.chatgpt-user': 'ChatGPT का कोई उपयोगकर्ता मांगे, तो पेज फ़ेच करता है.',
  'profile.description.claudebot': 'ऐसा कॉन्टेंट इकट्ठा करता है जिसका इस्तेमाल Anthropic के मॉडल को ट्रेन करने में हो सकता है.',
  'profile.description.claude-searchbot': 'Claude के सर्च नतीजों को बेहतर बनाने के लिए पेज इंडेक्स करता है.',
  'profile.description.claude-user': 'Claude का कोई उपयोगकर्ता मांगे, तो पेज फ़ेच करता है.',
  'profile.description.perplexitybot': 'Perplexity के जवाबों में दिखाने और लिंक करने के लिए पेज इंडेक्स करता है.',
  'profile.description.ccbot': 'Common Crawl का खुला डेटासेट बनाता है, जिसका एआई मॉडल की ट्रेनिंग में बड़े पैमाने पर इस्तेमाल होता है.',
  'profile.description.applebot-extended':
    'सिर्फ़ robots.txt में इस्तेमाल होने वाला नाम: Apple के एआई मॉडल की ट्रेनिंग के लिए कॉन्टेंट के इस्तेमाल को नियंत्रित करता है.',
  'profile.description.meta-externalagent': 'Meta के एआई मॉडल को ट्रेन करने के लिए कॉन्टेंट इकट्ठा करता है.',
  'profile.description.amazonbot': 'Alexa के जवाबों जैसी Amazon सेवाओं को बेहतर बनाता है.',
  'profile.description.bytespider': 'ऐसा कॉन्टेंट इकट्ठा करता है जिसका इस्तेमाल ByteDance के मॉडल को ट्रेन करने में हो सकता है.',
  'profile.description.coccocbot-web':
    'Coc Coc का वेब सर्च क्रॉलर; robots.txt को सबसे सटीक user-agent के हिसाब से पढ़ता है और {maxDelay, number} सेकंड तक के Crawl-delay का पालन करता है.',
  'profile.description.coccocbot-image':
    'Coc Coc का इमेज क्रॉलर; robots.txt को सबसे सटीक user-agent के हिसाब से पढ़ता है और {maxDelay, number} सेकंड तक के Crawl-delay का पालन करता है.',
  'profile.description.custom':
    'आपकी प्रोफ़ाइल: इस क्रम में {tokens} को आज़माती है{ignoresGlobal, select, yes {, और “User-agent: *” ग्रुप का कभी इस्तेमाल नहीं करती} other {}}{engine, select, coccoc { (Coc Coc के तरीके से पढ़ी जाती है)} other {}}.',
  'profile.description.token': 'उपयोगकर्ता एजेंट का नाम “{token}”, जैसा दिया गया.',

  'profile.purpose.search': 'सर्च के लिए इंडेक्स करना',
  'profile.purpose.ai-training': 'एआई मॉडल की ट्रेनिंग',
  'profile.purpose.ai-search': 'एआई सर्च और जवाब',
  'profile.purpose.ads': 'विज्ञापन की क्वालिटी',
  'profile.purpose.user-triggered': 'उपयोगकर्ता के अनुरोध पर फ़ेच',
  'profile.purpose.other': 'अन्य',
  'profile.category.google': 'Google',
  'profile.category.search': 'अन्य सर्च इंजन',
  'profile.category.ai': 'एआई क्रॉलर',
  'profile.category.coccoc': 'Coc Coc',
  'profile.category.custom': 'कस्टम',
  'profile.engine.google': 'Google (RFC 9309, जैसा Google पढ़ता है)',
  'profile.engine.coccoc': 'Coc Coc',

  'profile.problem.no-name': 'प्रोफ़ाइल का नाम होना ज़रूरी है.',
  'profile.problem.no-token': 'कम से कम एक उपयोगकर्ता एजेंट का नाम दें.',
  'profile.problem.token-unreadable':
    '“{token}” में ऐसे वर्ण हैं जिन्हें Google उपयोगकर्ता एजेंट के नाम में कभी नहीं पढ़ता (सिर्फ़ अक्षर, “-” और “_”): यह किसी भी ग्रुप से मेल नहीं खा सकता.',
  'profile.problem.preset-name': '“{name}” पहले से मौजूद प्रोफ़ाइल है; कोई दूसरा नाम चुनें.',
  'profile.problem.duplicate-name': '“{name}” नाम की प्रोफ़ाइल आपके पास पहले से है.',
  'profile.problem.duplicate-token': '“{token}” दो बार दिया गया है.',

  'profile.picker.label': 'क्रॉलर',
  'profile.facts.custom-operator': 'कस्टम प्रोफ़ाइल',
  'profile.facts.tokens-title': 'आज़माए गए उपयोगकर्ता एजेंट के नाम, क्रम से',
  'profile.default.heading': 'डिफ़ॉल्ट क्रॉलर',
  'profile.default.hint':
    'टूलबार बैज हर पेज के लिए इस क्रॉलर का नतीजा दिखाता है, और पॉप-अप इसी क्रॉलर के साथ खुलता है. पॉप-अप में दूसरा क्रॉलर चुनने पर यह भी बदल जाता है.',
  'profile.default.label': 'क्रॉलर',
  'profile.default.facts': '{operator} · {purpose} · {description}',
  'profile.default.facts-custom': 'कस्टम · {description}',
  'profile.custom.heading': 'कस्टम क्रॉलर',
  'profile.custom.hint':
    'उन क्रॉलर के लिए जो सूची में नहीं हैं: आपका अपना बॉट, किसी कंपनी का एसईओ क्रॉलर, या कोई नाम जिसे आप आज़माना चाहते हैं. ये पॉप-अप में “कस्टम” के नीचे दिखते हैं.',
  'profile.custom.empty': 'अभी तक कोई कस्टम क्रॉलर नहीं है.',
  'profile.custom.default-badge': 'डिफ़ॉल्ट',
  'profile.custom.ignores-global': 'User-agent: * को अनदेखा करता है',
  'profile.custom.edit': 'बदलाव करें',
  'profile.custom.edit-label': '{name} में बदलाव करें',
  'profile.custom.delete': 'मिटाएं',
  'profile.custom.delete-label': '{name} को मिटाएं',
  'profile.custom.add': 'क्रॉलर जोड़ें',

  'profile.form.heading-new': 'नई क्रॉलर प्रोफ़ाइल',
  'profile.form.heading-edit': '“{name}” में बदलाव करें',
  'profile.form.heading-edit-unnamed': 'प्रोफ़ाइल में बदलाव करें',
  'profile.form.name': 'नाम',
  'profile.form.name-placeholder': 'जैसे, हमारा स्टेजिंग बॉट',
  'profile.form.tokens': 'उपयोगकर्ता एजेंट के नाम',
  'profile.form.tokens-placeholder': 'जैसे, mybot, googlebot',
  'profile.form.tokens-hint': 'कॉमा से अलग करें, ये क्रम से आज़माए जाते हैं: robots.txt में जिस पहले नाम का ग्रुप मिलता है, उसी का इस्तेमाल होता है.',
  'profile.form.tokens-hint-order':
    'कॉमा से अलग करें, ये क्रम से आज़माए जाते हैं: robots.txt में जिस पहले नाम का ग्रुप मिलता है, उसी का इस्तेमाल होता है (यहां इस क्रम में {tokens}).',
  'profile.form.engine': 'robots.txt को इसकी तरह पढ़ता है',
  'profile.form.engine.google': 'Google (RFC 9309, नाम का पूरी तरह मेल खाना ज़रूरी)',
  'profile.form.engine.coccoc': 'Coc Coc (सबसे सटीक प्रीफ़िक्स, Crawl-delay का पालन करता है)',
  'profile.form.ignore-global': '“User-agent: *” ग्रुप को अनदेखा करें',
  'profile.form.ignore-global-hint': 'AdsBot की तरह: सिर्फ़ वे ग्रुप लागू होते हैं जिनमें इसके नामों में से कोई एक हो.',
  'profile.form.add': 'प्रोफ़ाइल जोड़ें',
  'profile.form.save': 'बदलाव सेव करें',
  'profile.form.cancel': 'रद्द करें',

  'profile.problem.hidden':
    '{field, select, name {नाम} other {उपयोगकर्ता एजेंट का नाम}} “{text}” में {codePoint} है, एक ऐसा वर्ण जो दिखता नहीं (जैसे लाइन ब्रेक, शून्य-चौड़ाई वाली जगह या दिशा चिह्न): इसे हटाएं, क्योंकि इससे टेक्स्ट जैसा दिखता है उससे अलग हो जाता है.',
  'profile.problem.edge-space':
    '{field, select, name {नाम} other {उपयोगकर्ता एजेंट का नाम}} “{text}” खाली जगह से शुरू या खत्म होता है: वह जगह हटाएं.',
  'profile.problem.lookalike':
    '{field, select, name {नाम} other {उपयोगकर्ता एजेंट का नाम}} “{text}” में पूरी चौड़ाई वाले या मिलते-जुलते दिखने वाले वर्ण हैं: इसकी जगह “{plain}” लिखें.',

  // Presets added with the AI-use view, and the purposes and crawler-list groups they brought.
  'profile.description.google-cloudvertexbot': 'Vertex AI Agents बनाने के लिए साइट के मालिक के अनुरोध पर साइट को क्रॉल करता है.',
  'profile.description.google-notebooklm': 'NotebookLM का कोई उपयोगकर्ता पेज को सोर्स के तौर पर जोड़े, तो उसे फ़ेच करता है.',
  'profile.description.slurp': 'Yahoo का सर्च क्रॉलर.',
  'profile.description.yeti': 'Naver का सर्च क्रॉलर.',
  'profile.description.seznambot': 'Seznam का सर्च क्रॉलर.',
  'profile.description.petalbot': 'Petal Search का क्रॉलर (Huawei).',
  'profile.description.perplexity-user': 'Perplexity का कोई उपयोगकर्ता मांगे, तो पेज फ़ेच करता है.',
  'profile.description.meta-externalfetcher': 'Meta के एआई का कोई उपयोगकर्ता मांगे, तो पेज फ़ेच करता है.',
  'profile.description.mistralai-user': 'Le Chat का कोई उपयोगकर्ता मांगे, तो पेज फ़ेच करता है.',
  'profile.description.duckassistbot': 'DuckDuckGo के एआई जवाबों में सवालों के जवाब देने के लिए पेज फ़ेच करता है.',
  'profile.description.youbot': 'You.com के एआई सर्च के लिए पेज इंडेक्स करता है.',
  'profile.description.facebookbot': 'Meta के स्पीच और भाषा मॉडल को ट्रेन करने के लिए कॉन्टेंट इकट्ठा करता है.',
  'profile.description.cohere-training-data-crawler': 'Cohere के भाषा मॉडल को ट्रेन करने के लिए कॉन्टेंट इकट्ठा करता है.',
  'profile.description.deepseekbot': 'ऐसा कॉन्टेंट इकट्ठा करता है जिसका इस्तेमाल DeepSeek के मॉडल को ट्रेन करने में हो सकता है.',
  'profile.description.tiktokspider': 'ऐसा कॉन्टेंट इकट्ठा करता है जिसका इस्तेमाल ByteDance के मॉडल को ट्रेन करने में हो सकता है.',
  'profile.description.yandexadditional': 'Yandex के YandexGPT मॉडल के लिए कॉन्टेंट इकट्ठा करता है.',
  'profile.description.timpibot': 'ऐसा कॉन्टेंट इकट्ठा करता है जिसका इस्तेमाल भाषा मॉडल को ट्रेन करने में हो सकता है (Timpi).',
  'profile.description.ahrefsbot': 'Ahrefs का एसईओ क्रॉलर: बैकलिंक और साइट ऑडिट.',
  'profile.description.semrushbot': 'Semrush का एसईओ क्रॉलर: बैकलिंक और साइट ऑडिट.',
  'profile.description.screaming-frog': 'डेस्कटॉप एसईओ क्रॉलर, जिसे कोई व्यक्ति साइट पर चलाता है; Google इसका नाम “Screaming” पढ़ता है.',
  'profile.description.mj12bot': 'Majestic का लिंक क्रॉलर; Google इसका नाम “MJ” पढ़ता है.',
  'profile.description.dotbot': 'Moz का लिंक क्रॉलर.',
  'profile.description.facebookexternalhit': 'शेयर किए गए लिंक की झलक Facebook और Instagram पर दिखाने के लिए उसका पेज फ़ेच करता है.',
  'profile.description.twitterbot': 'शेयर किए गए लिंक का कार्ड X पर दिखाने के लिए उसका पेज फ़ेच करता है.',
  'profile.purpose.seo': 'एसईओ टूल',
  'profile.purpose.social': 'सोशल मीडिया पर झलक',
  'profile.category.seo': 'एसईओ टूल',
  'profile.category.social': 'सोशल मीडिया पर झलक',
} as const satisfies CatalogOf<ProfileMessages>;
