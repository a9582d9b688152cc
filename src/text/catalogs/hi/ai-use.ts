/**
 * Hindi: AI use — कॉन्टेंट के इस्तेमाल के बारे में बताई गई प्राथमिकताएं, उनसे जुड़े जांच के नतीजे, और क्रॉलर का नाम
 * किस चीज़ को नियंत्रित करता है (docs/translation-glossary.md: "क्रॉलर", "नियम", "लाइन", "पाथ", "ग्रुप"). robots.txt की कुंजियां और वैल्यू वैसे ही रहते हैं.
 */
import type { AiUseMessages } from '../../messages/ai-use.ts';
import type { CatalogOf } from '../../messages/index.ts';

export default {
  'lint.preference-line.content-signal':
    'Content-Signal बताता है कि यह साइट अपने कॉन्टेंट का इस्तेमाल किस तरह करने देती है (Cloudflare की Content Signals Policy). Google का पार्सर इस लाइन को अनदेखा करता है और इससे कोई नतीजा नहीं बदलता. {tools} इसे गड़बड़ी के तौर पर दिखाता है: ऐसा होना सामान्य है, लाइन को बनाए रखें.',
  'lint.preference-line.content-usage':
    'Content-Usage बताता है कि यह साइट अपने कॉन्टेंट का इस्तेमाल किस तरह करने देती है (IETF AI Preferences, अभी ड्राफ़्ट). Google का पार्सर इस लाइन को अनदेखा करता है और इससे कोई नतीजा नहीं बदलता. {tools} इसे गड़बड़ी के तौर पर दिखाता है: ऐसा होना सामान्य है, लाइन को बनाए रखें.',
  'lint.preference-reporter.search-console': 'Search Console की robots.txt रिपोर्ट (“Syntax not understood”)',
  'lint.preference-problem.empty': 'इस {directive} लाइन में कोई प्राथमिकता नहीं बताई गई है: कोलन के बाद key=value जोड़े लिखें.',
  'lint.preference-problem.not-key-value': '“{part}” key=value जोड़ा नहीं है, इसलिए {directive} पढ़ने वाले इसे छोड़ देते हैं.',
  'lint.preference-problem.unknown-key': 'Content-Signal में “{key}” कुंजी नहीं है (इसमें {known} हैं): यह हिस्सा कुछ नहीं बताता.',
  'lint.preference-problem.bad-value': '“{key}={value}”: वैल्यू {expected} में से कोई एक होनी चाहिए, इसलिए यह हिस्सा कुछ नहीं बताता.',
  'lint.preference-problem.repeated-key': 'इस लाइन में “{key}” दो बार अलग-अलग वैल्यू के साथ दिया गया है; ज़्यादा पाबंदी वाली वैल्यू पढ़ी जाती है.',
  'lint.preference-outside-group':
    'यह {directive} लाइन किसी भी user-agent लाइन से पहले है: यह किसी ग्रुप में नहीं है, इसलिए किसी भी क्रॉलर के लिए कुछ नहीं बताती. इसे किसी user-agent लाइन के नीचे ले जाएं.',
  'lint.preference-contradicts-rules':
    'यह लाइन {path} के लिए “{key}” को हां कहती है, लेकिन इसके अपने ग्रुप में {path} को फ़ेच करने की अनुमति नहीं है (लाइन {ruleLine, number, ::integer group-off}): इस ग्रुप के क्रॉलर इसे फ़ेच नहीं कर सकते.',
  'lint.preference-unknown-labels':
    'Content-Usage {count, plural, one {लेबल {labels} शब्दावली (train-ai, search) में नहीं है और अनदेखा किया जाता है} other {लेबल {labels} शब्दावली (train-ai, search) में नहीं हैं और अनदेखा किए जाते हैं}}. क्या यह टाइपिंग की गलती है?',
  'lint.preference-lines-capped':
    'इस ग्रुप में {count, number} Content-Usage लाइनें हैं; Robots Lens हर यूआरएल के लिए पहली {max, number} लाइनें पढ़ता है, इसलिए बाकी लाइनें यहां कुछ नहीं बतातीं.',
  'lint.managed-block.cloudflare':
    'यहां से लाइन {endLine, number, ::integer group-off} तक की लाइनें Cloudflare ने लिखी हैं (उसकी मैनेज की गई robots.txt फ़ाइल). Cloudflare इन्हें अपडेट रखता है; ब्लॉक के बाहर आपकी अपनी लाइनें कुछ और कह सकती हैं.',
  'lint.managed-block.cloudflare-unclosed':
    'Cloudflare का मैनेज किया गया ब्लॉक यहां शुरू होता है, लेकिन इसमें “# END Cloudflare Managed Content” लाइन नहीं है: फ़ाइल के आखिर तक की हर लाइन Cloudflare की मानी जाती है.',

  'use.heading': 'इस्तेमाल के लिए बताई गई प्राथमिकताएं',
  'use.note':
    'साइट के मुताबिक उसके कॉन्टेंट का इस्तेमाल किस काम के लिए किया जा सकता है. ये प्राथमिकताएं हैं, रोक नहीं: robots.txt किसी भी क्रॉलर को इनसे नहीं बांधता. Content-Usage, IETF के ड्राफ़्ट से आता है, जो अभी बदल सकते हैं.',
  'use.draft-badge': 'ड्राफ़्ट',
  'use.value.allows': '{value}: अनुमति है',
  'use.value.refuses': '{value}: अनुमति नहीं है',
  'use.value.not-stated': 'नहीं बताया गया',
  'use.source.line': 'लाइन {line, number, ::integer group-off}',
  'use.source.header': 'पेज का Content-Usage हेडर',
  'use.key.search': 'सर्च के नतीजे',
  'use.key.ai-input': 'एआई के जवाब',
  'use.key.ai-train': 'एआई की ट्रेनिंग',
  'use.key.train-ai': 'एआई की ट्रेनिंग',
  'use.none-for-purpose': 'इस क्रॉलर के काम से जुड़ी कोई प्राथमिकता नहीं बताई गई है.',
  'use.fetch-disallowed': 'इस क्रॉलर को पेज फ़ेच करने की अनुमति नहीं है, इसलिए ये प्राथमिकताएं यहां लागू नहीं होतीं.',
  'use.use-value': 'use={value} (लाइन {line, number, ::integer group-off}): जैसा लिखा है वैसा दिखाया गया है; यह न अनुमति देता है न रोकता है.',
  'use.managed-lines': 'लाइन {start, number, ::integer group-off}–{end, number, ::integer group-off} Cloudflare ने जोड़ी हैं',

  'use.controls.heading': 'यह नाम किस चीज़ को नियंत्रित करता है',
  'use.controls.fetches-as': 'यह खुद कुछ फ़ेच नहीं करता: पेज {fetcher} के तौर पर फ़ेच होते हैं; यह नाम सिर्फ़ बाद के इस्तेमाल को नियंत्रित करता है.',
  'use.controls.governs': 'नियंत्रित करता है: {uses}.',
  'use.controls.does-not-govern': 'नियंत्रित नहीं करता: {uses}.',
  'use.controls.robots.follows': 'इसे चलाने वाली कंपनी के मुताबिक यह robots.txt का पालन करता है.',
  'use.controls.robots.generally-ignores':
    'इसे चलाने वाली कंपनी के मुताबिक यह आम तौर पर robots.txt को अनदेखा करता है, क्योंकि पेज किसी व्यक्ति ने मांगा है: यहां का Disallow इसे नहीं रोकता.',
  'use.controls.robots.may-not-apply':
    'इसे चलाने वाली कंपनी के मुताबिक robots.txt के नियम इस पर शायद लागू न हों, क्योंकि पेज किसी व्यक्ति ने मांगा है: यहां का Disallow शायद इसे न रोके.',
  'use.controls.source': '{operator} का दस्तावेज़',
  'use.governs.google-search': 'Google Search',
  'use.governs.ai-overviews': 'एआई से खास जानकारी (AI Overviews)',
  'use.governs.ai-mode': 'एआई मोड (AI Mode)',
  'use.governs.gemini-training': 'Gemini मॉडल की ट्रेनिंग',
  'use.governs.gemini-grounding': 'Gemini और Vertex AI में ग्राउंडिंग',
  'use.governs.apple-model-training': 'Apple के फ़ाउंडेशन मॉडल की ट्रेनिंग',
  'use.governs.apple-search': 'Siri, Spotlight और Safari में सर्च',

  'use.matrix.short.allows': 'इस्तेमाल: हां',
  'use.matrix.short.refuses': 'इस्तेमाल: नहीं',
  'use.matrix.title.allows': 'इसके काम के लिए बताई गई प्राथमिकता: अनुमति है ({source}). यह प्राथमिकता है, रोक नहीं.',
  'use.matrix.title.refuses': 'इसके काम के लिए बताई गई प्राथमिकता: अनुमति नहीं है ({source}). यह प्राथमिकता है, रोक नहीं.',
  'use.column': 'इस्तेमाल',
  'use.draft.stops-allowing.folder':
    'ड्राफ़्ट, {folder} पर {count, plural, one {# क्रॉलर} other {# क्रॉलर}} के लिए {use, select, training {एआई ट्रेनिंग} answers {एआई जवाबों में इस्तेमाल} other {सर्च}} की अनुमति देना बंद करता है.',
  'use.draft.stops-allowing.urls':
    'ड्राफ़्ट, {urls, plural, one {# यूआरएल} other {# यूआरएल}} पर {count, plural, one {# क्रॉलर} other {# क्रॉलर}} के लिए {use, select, training {एआई ट्रेनिंग} answers {एआई जवाबों में इस्तेमाल} other {सर्च}} की अनुमति देना बंद करता है.',
  'use.draft.starts-allowing.folder':
    'ड्राफ़्ट, {folder} पर {count, plural, one {# क्रॉलर} other {# क्रॉलर}} के लिए {use, select, training {एआई ट्रेनिंग} answers {एआई जवाबों में इस्तेमाल} other {सर्च}} की अनुमति देना शुरू करता है.',
  'use.draft.starts-allowing.urls':
    'ड्राफ़्ट, {urls, plural, one {# यूआरएल} other {# यूआरएल}} पर {count, plural, one {# क्रॉलर} other {# क्रॉलर}} के लिए {use, select, training {एआई ट्रेनिंग} answers {एआई जवाबों में इस्तेमाल} other {सर्च}} की अनुमति देना शुरू करता है.',
  'use.draft.note': 'इस्तेमाल के लिए बताई गई प्राथमिकताएं: robots.txt किसी भी क्रॉलर को इनसे नहीं बांधता.',
} as const satisfies CatalogOf<AiUseMessages>;
