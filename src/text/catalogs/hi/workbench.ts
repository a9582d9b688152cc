/**
 * Hindi: the workbench page, and the ways to open it. Words from
 * docs/translation-glossary.md (Google's page): "robots.txt फ़ाइल", "क्रॉलर",
 * "लाइन", "साइट", "यूआरएल", "फ़ेच करना", "कैश मेमोरी", "ग्रुप"; "आप" forms;
 * sentences end with ".". Not in the seeds; chosen, as the results' catalog:
 * "ड्राफ़्ट" (the draft), "लाइव फ़ाइल" (the live file); "वर्कबेंच".
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { WorkbenchMessages } from '../../messages/workbench.ts';

export default {
  'workbench.title': 'Robots Lens वर्कबेंच',
  'workbench.title.origin': '{origin} — Robots Lens वर्कबेंच',

  'workbench.origin.label': 'साइट',
  'workbench.origin.open': 'खोलें',
  'workbench.origin.hint': 'किसी साइट का पता (या उसका कोई भी यूआरएल) लिखें और Enter दबाएं.',
  'workbench.origin.empty': 'पहले साइट का पता लिखें, जैसे https://example.com.',
  'workbench.origin.not-a-url': '“{typed}” कोई वेब पता नहीं है. https://example.com जैसा पता लिखें.',
  'workbench.origin.not-web': '“{typed}” एक {scheme} पता है; robots.txt फ़ाइल सिर्फ़ http और https साइटों की होती है.',
  'workbench.origin.none':
    'शुरू करने के लिए कोई साइट खोलें: उसकी लाइव robots.txt फ़ाइल आपका ड्राफ़्ट बन जाती है, और आपका हर बदलाव लिखते-लिखते सेव होता है.',

  'workbench.live.loading': '{url} फ़ेच किया जा रहा है…',
  'workbench.live.from-cache': '{url}, Robots Lens की कैश मेमोरी से.',
  'workbench.live.fetched': '{url}, अभी फ़ेच किया गया.',
  'workbench.live.refresh': 'फिर से फ़ेच करें',
  'workbench.live.not-applicable': 'इस पते की कोई robots.txt फ़ाइल नहीं है.',
  'workbench.live.worker-silent': 'Robots Lens की बैकग्राउंड प्रोसेस ने जवाब नहीं दिया. फिर से कोशिश करने के लिए यह पेज रीलोड करें.',
  'workbench.live.failed': 'लाइव robots.txt फ़ाइल फ़ेच नहीं हो पाई: {error}',
  'workbench.live.timeout': 'बैकग्राउंड प्रोसेस ने {seconds, number} सेकंड में जवाब नहीं दिया.',

  'workbench.view.label': 'दिखाई जा रही फ़ाइल',
  'workbench.view.draft': 'ड्राफ़्ट',
  'workbench.view.live': 'लाइव फ़ाइल',
  'workbench.editor.label': '{origin} के लिए ड्राफ़्ट robots.txt फ़ाइल',
  'workbench.editor.live-label': '{origin} की लाइव robots.txt फ़ाइल, सिर्फ़ पढ़ने के लिए',
  'workbench.editor.loading': 'ड्राफ़्ट खोला जा रहा है…',

  'workbench.source.label': 'ड्राफ़्ट की शुरुआत',
  'workbench.source.live': 'लाइव फ़ाइल से',
  'workbench.source.empty': 'खाली फ़ाइल से',
  'workbench.source.file': 'कंप्यूटर की किसी फ़ाइल से…',
  'workbench.source.hint': 'आप एडिटर में पेस्ट भी कर सकते हैं, या उस पर कोई फ़ाइल छोड़ सकते हैं.',
  'workbench.source.file-too-large':
    '{name} {bytes, number} बाइट की है: वर्कबेंच जितनी ({maxBytes, number} बाइट) खोलता है, उससे बड़ी. Google किसी robots.txt फ़ाइल के सिर्फ़ पहले 500 KiB पढ़ता है.',
  'workbench.source.file-failed': '{name} पढ़ी नहीं जा सकी: {error}',

  'workbench.draft.download': 'robots.txt डाउनलोड करें',
  'workbench.draft.copy': 'ड्राफ़्ट कॉपी करें',
  'workbench.draft.copied': 'ड्राफ़्ट क्लिपबोर्ड पर कॉपी हो गया है.',
  'workbench.draft.copy-failed': 'ब्राउज़र ने कॉपी करने की अनुमति नहीं दी. एडिटर में टेक्स्ट चुनकर कॉपी करें.',
  'workbench.draft.revert': 'लाइव फ़ाइल पर लौटें',
  'workbench.draft.size': 'ड्राफ़्ट में {lines, plural, one {# लाइन} other {# लाइनें}} हैं ({bytes, number} बाइट).',
  'workbench.draft.same-as-live': 'लाइव फ़ाइल जैसा ही.',
  'workbench.draft.changed-lines': '{lines, plural, one {# लाइन लाइव फ़ाइल से अलग है.} other {# लाइनें लाइव फ़ाइल से अलग हैं.}}',
  'workbench.draft.findings':
    'जांच के नतीजे: {errors, plural, one {# गड़बड़ी} other {# गड़बड़ियां}}, {warnings, plural, one {# चेतावनी} other {# चेतावनियां}}, {infos, plural, one {# नोट} other {# नोट}}.',

  'workbench.save.pending': 'सेव किया जा रहा है…',
  'workbench.save.saved': 'ड्राफ़्ट {time, time, medium} पर सेव किया गया.',
  'workbench.save.failed': 'ड्राफ़्ट सेव नहीं हो सका ({error}). यह एडिटर में बना रहेगा: रखने के लिए इसे डाउनलोड या कॉपी करें.',
  'workbench.save.restored': '{time, date, medium} को {time, time, short} पर सेव किया गया आपका ड्राफ़्ट वापस आ गया है.',

  'workbench.revert.title': 'लाइव फ़ाइल पर लौटें?',
  'workbench.revert.body': '{origin} के लिए आपके ड्राफ़्ट की जगह लाइव robots.txt फ़ाइल आ जाएगी, और सेव किया गया ड्राफ़्ट मिटा दिया जाएगा.',
  'workbench.revert.confirm': 'लौटें',
  'workbench.revert.cancel': 'मेरा ड्राफ़्ट रखें',

  'workbench.hover.crawlers': '{count, plural, one {# क्रॉलर} other {# क्रॉलर}} के ग्रुप में: {crawlers}',

  'workbench.crawler.heading': 'क्रॉलर',

  'workbench.open.options-heading': 'वर्कबेंच',
  'workbench.open.options-hint':
    'किसी भी साइट के लिए robots.txt फ़ाइल का ड्राफ़्ट बनाएं और पब्लिश करने से पहले देखें कि इससे हज़ारों यूआरएल और हर क्रॉलर के लिए क्या बदलता है.',
  'workbench.open.options-label': 'खोलने के लिए साइट',
  'workbench.open.options-button': 'वर्कबेंच खोलें',
  'workbench.live.cut-line':
    'लाइव फ़ाइल 500 KiB से बड़ी है: कम से कम {atLeastBytes, number} बाइट में से पहले {readBytes, number} बाइट पढ़े गए, जैसे Google पढ़ता है. लाइन {line, number} “{lineText}” के बाद कटी है, और उसके बाद के नियम नहीं पढ़े गए.',
  'workbench.live.cut-line-end':
    'लाइव फ़ाइल 500 KiB से बड़ी है: कम से कम {atLeastBytes, number} बाइट में से पहले {readBytes, number} बाइट पढ़े गए, जैसे Google पढ़ता है. पढ़ना लाइन {line, number} के अंत पर रुका, और उसके बाद के नियम नहीं पढ़े गए.',
  'workbench.live.whole-read': 'पूरी फ़ाइल पढ़ें',
  'workbench.live.whole-loading': 'पूरी फ़ाइल पढ़ी जा रही है…',
  'workbench.live.whole-done': 'पूरी फ़ाइल पढ़ ली गई ({bytes, number} बाइट): अब ड्राफ़्ट में पूरी फ़ाइल है. Google अब भी सिर्फ़ पहले 500 KiB पढ़ता है.',
  'workbench.live.whole-kept-draft':
    'पूरी फ़ाइल पढ़ ली गई ({bytes, number} बाइट). आपका ड्राफ़्ट वहाँ बदला गया था जहाँ फ़ाइल कटी थी, इसलिए उसे आपके लिखे रूप में ही रखा गया है: पूरी फ़ाइल से शुरू करने के लिए स्रोत में “लाइव फ़ाइल से” चुनें.',
  'workbench.live.whole-too-large': 'पूरी फ़ाइल {maxBytes, number} बाइट से बड़ी है, जितनी वर्कबेंच खोलता है उससे ज़्यादा.',
  'workbench.live.whole-failed': 'पूरी फ़ाइल नहीं पढ़ी जा सकी: {error}',
  'workbench.draft.cut':
    'यह ड्राफ़्ट वहीं ख़त्म होता है जहाँ लाइव फ़ाइल का पढ़ना रुका था: इसमें सिर्फ़ पहले {readBytes, number} बाइट हैं, और लाइन {line, number} कटी है. इसे ऐसे ही पब्लिश करने पर उस लाइन के बाद के सभी नियम हट जाएँगे.',
  'workbench.draft.cut-question':
    'लाइव फ़ाइल के सिर्फ़ पहले 500 KiB ({readBytes, number} बाइट) पढ़े गए, और यह ड्राफ़्ट वहीं, लाइन {line, number} में ख़त्म होता है. पहले पूरी फ़ाइल पढ़ें, या कटे ड्राफ़्ट को ऐसे ही सेव करें?',
  'workbench.draft.cut-download': 'कटा ड्राफ़्ट डाउनलोड करें',
  'workbench.draft.cut-copy': 'कटा ड्राफ़्ट कॉपी करें',
  'workbench.draft.cut-cancel': 'रद्द करें',
  'workbench.draft.downloaded': '{name} सेव हो गई ({bytes, number} बाइट).',
  'workbench.sync.taken': 'वर्कबेंच के किसी दूसरे टैब ने {time, time, medium} पर इस साइट का नया ड्राफ़्ट सेव किया; यह टैब अब वही दिखा रहा है.',
  'workbench.sync.removed': 'वर्कबेंच के किसी दूसरे टैब ने इस साइट का ड्राफ़्ट लाइव फ़ाइल पर वापस कर दिया; यह टैब अब लाइव फ़ाइल दिखा रहा है.',
  'workbench.sync.conflict':
    'वर्कबेंच के किसी दूसरे टैब ने {time, time, medium} पर इस साइट का एक अलग ड्राफ़्ट सेव किया, जबकि इस टैब में ऐसे बदलाव हैं जो सेव नहीं हुए. आप कौन-सा ड्राफ़्ट रखेंगे?',
  'workbench.sync.keep-mine': 'इस टैब का ड्राफ़्ट रखें',
  'workbench.sync.take-theirs': 'दूसरे टैब का ड्राफ़्ट इस्तेमाल करें',
  'workbench.sync.kept-mine': 'दूसरे टैब के ड्राफ़्ट की जगह इस टैब का ड्राफ़्ट सेव किया गया.',
  'workbench.draft.truncated':
    'यह ड्राफ़्ट 500 KiB से बड़ा है: Google इसके {totalBytes, number} बाइट में से पहले {readBytes, number} बाइट, लाइन {line, number} तक पढ़ता है; बाकी को अनदेखा किया जाता है.',
} as const satisfies CatalogOf<WorkbenchMessages>;
