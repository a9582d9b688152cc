/**
 * Hindi: the workbench's results. Words from docs/translation-glossary.md
 * (Google's page): "क्रॉलर", "यूआरएल", "लाइन", "साइटमैप", "अनुमति है" /
 * "अनुमति नहीं है", "नतीजा". Not in the seeds; chosen: "ड्राफ़्ट" (the draft),
 * "लाइव फ़ाइल" (the live file).
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { WorkbenchResultsMessages } from '../../messages/workbench-results.ts';

const VERDICT = '{verdict, select, allowed {अनुमति है} disallowed {अनुमति नहीं है} other_site {जाँचा नहीं गया} other {फ़िलहाल अनुमति नहीं है}}';
const STATE = (arg: string) =>
  `{${arg}, select, allowed {अनुमति है} disallowed {अनुमति नहीं है} other_site {जाँचा नहीं गया (दूसरी साइट)} other {फ़िलहाल अनुमति नहीं है}}`;

export default {
  'workbench-results.title': 'नतीजे',
  'workbench-results.view.label': 'व्यू',
  'workbench-results.view.table': 'एक क्रॉलर',
  'workbench-results.view.matrix': 'सभी क्रॉलर',

  'workbench-results.filter.label': 'दिखाएं',
  'workbench-results.filter.option':
    '{filter, select, all {सभी यूआरएल} disallowed {जिन यूआरएल की अनुमति नहीं है} allowed {जिन यूआरएल की अनुमति है} other {ड्राफ़्ट से बदलने वाले यूआरएल}}',
  'workbench-results.side.label': 'किसके हिसाब से नतीजे',
  'workbench-results.side.option': '{file, select, live {लाइव फ़ाइल} other {ड्राफ़्ट}}',
  'workbench-results.search.label': 'यूआरएल खोजें',
  'workbench-results.search.placeholder': 'यूआरएल का कोई हिस्सा',

  'workbench-results.table.label': 'लाइव फ़ाइल और ड्राफ़्ट के हिसाब से {crawler} के नतीजे',
  'workbench-results.column.url': 'यूआरएल',
  'workbench-results.column.verdict': '{file, select, live {लाइव फ़ाइल} other {ड्राफ़्ट}}',
  'workbench-results.column.line': '{file, select, live {लाइन (लाइव)} other {लाइन (ड्राफ़्ट)}}',
  'workbench-results.verdict': VERDICT,
  'workbench-results.row.changed': 'बदला है',
  'workbench-results.row.other-origin': 'दूसरी साइट',
  'workbench-results.row.other-origin.title':
    'यह यूआरएल किसी दूसरी साइट का है: इस साइट की robots.txt उस पर लागू नहीं होती, इसलिए इसे यहाँ नहीं जाँचा जाता.',
  'workbench-results.line.jump':
    '{file, select, live {लाइव फ़ाइल की लाइन {line, number, ::integer group-off}} other {ड्राफ़्ट की लाइन {line, number, ::integer group-off}}}: इसे एडिटर में दिखाएं',
  'workbench-results.line.none': 'कोई लाइन तय नहीं करती',
  'workbench-results.shown': '{total, plural, one {# यूआरएल} other {# यूआरएल}} में से {shown, number} दिखाए जा रहे हैं',
  'workbench-results.empty.no-urls': 'जांचने के लिए यूआरएल जोड़ें, उनके नतीजे यहां दिखेंगे.',
  'workbench-results.empty.no-match': 'इस फ़िल्टर और खोज से कोई यूआरएल मेल नहीं खाता.',
  'workbench-results.pending': 'जांच हो रही है…',
  'workbench-results.keys':
    'ऊपर और नीचे के ऐरो बटन पंक्तियों के बीच ले जाते हैं, Shift चुनाव बढ़ाता है, Enter ड्राफ़्ट की तय करने वाली लाइन एडिटर में दिखाता है और Shift+Enter लाइव फ़ाइल की, Ctrl+A दिख रही सभी पंक्तियां चुनता है, Ctrl+C चुनी गई पंक्तियां कॉपी करता है.',

  'workbench-results.counts.nothing': 'ड्राफ़्ट से {crawler} के लिए फ़ेच करने का कोई नतीजा नहीं बदलता.',
  'workbench-results.counts.more-disallowed':
    'ड्राफ़्ट {crawler} के लिए {count, plural, one {# और यूआरएल} other {# और यूआरएल}} की अनुमति नहीं देता.',
  'workbench-results.counts.more-allowed': 'ड्राफ़्ट {crawler} के लिए {count, plural, one {# और यूआरएल} other {# और यूआरएल}} की अनुमति देता है.',
  'workbench-results.counts.other-line':
    '{count, plural, one {# यूआरएल का नतीजा वही रहता है, पर उसे कोई दूसरी लाइन तय करती है.} other {# यूआरएल का नतीजा वही रहता है, पर उन्हें कोई दूसरी लाइन तय करती है.}}',
  'workbench-results.counts.file':
    '{file, select, live {लाइव फ़ाइल} other {ड्राफ़्ट}} {allowed, plural, one {# यूआरएल} other {# यूआरएल}} की अनुमति देता है और {disallowed, plural, one {# यूआरएल} other {# यूआरएल}} की अनुमति नहीं देता.',
  'workbench-results.counts.unreachable':
    'लाइव robots.txt फ़ाइल नहीं मिल सकी, इसलिए Google फ़िलहाल {count, plural, one {# यूआरएल} other {सभी # यूआरएल}} को अनुमति नहीं वाला मानता है.',
  'workbench-results.counts.sitemap':
    '{file, select, live {{count, plural, one {साइटमैप के {total, number} यूआरएल में से # की लाइव फ़ाइल अनुमति नहीं देती.} other {साइटमैप के {total, number} यूआरएल में से # की लाइव फ़ाइल अनुमति नहीं देती.}}} other {{count, plural, one {साइटमैप के {total, number} यूआरएल में से # की ड्राफ़्ट अनुमति नहीं देता.} other {साइटमैप के {total, number} यूआरएल में से # की ड्राफ़्ट अनुमति नहीं देता.}}}}',

  'workbench-results.matrix.label': 'हर यूआरएल के लिए सभी क्रॉलर के नतीजे, लाइव फ़ाइल और ड्राफ़्ट के हिसाब से',
  'workbench-results.matrix.cell': `{crawler}: दोनों फ़ाइलों के हिसाब से ${STATE('live')}`,
  'workbench-results.matrix.cell.changed': `{crawler}: लाइव फ़ाइल के हिसाब से ${STATE('live')}, ड्राफ़्ट के हिसाब से ${STATE('draft')}`,

  'workbench-results.export.scope.label': 'किसके लिए एक्सपोर्ट करें',
  'workbench-results.export.scope.chosen': 'सिर्फ़ {crawler}',
  'workbench-results.export.scope.all': 'सभी क्रॉलर',
  'workbench-results.export.csv': 'CSV डाउनलोड करें',
  'workbench-results.export.json': 'JSON डाउनलोड करें',
  'workbench-results.export.rows':
    '{selected, plural, =0 {डाउनलोड में दिख रहे {shown, plural, one {# यूआरएल} other {# यूआरएल}} होंगे.} one {डाउनलोड में चुना गया # यूआरएल होगा.} other {डाउनलोड में चुने गए # यूआरएल होंगे.}}',
  'workbench-results.export.failed': 'डाउनलोड तैयार नहीं हो सका. फिर से कोशिश करें या कम पंक्तियां एक्सपोर्ट करें.',
  'workbench-results.copy.selected':
    '{count, plural, =0 {चुनी गई पंक्तियां कॉपी करें} one {चुनी गई # पंक्ति कॉपी करें} other {चुनी गई # पंक्तियां कॉपी करें}}',
  'workbench-results.copy.done': '{count, plural, one {# पंक्ति कॉपी हुई} other {# पंक्तियां कॉपी हुईं}}',
  'workbench-results.copy.failed': 'ब्राउज़र ने कॉपी करने की अनुमति नहीं दी. इसके बजाय पंक्तियां CSV के रूप में डाउनलोड करें.',
  'workbench-results.selection.clear': 'चुनाव हटाएं',

  'workbench-results.counts.other-site':
    '{count, plural, one {# यूआरएल दूसरी साइट का है और जाँचा नहीं गया: इस साइट की robots.txt उस पर लागू नहीं होती.} other {# यूआरएल दूसरी साइटों के हैं और जाँचे नहीं गए: इस साइट की robots.txt उन पर लागू नहीं होती.}}',
  'workbench-results.export.saved':
    '{name} सेव हो गई: {rows, plural, one {# पंक्ति} other {# पंक्तियाँ}}, {columns, plural, one {# कॉलम} other {# कॉलम}}.',
} as const satisfies CatalogOf<WorkbenchResultsMessages>;
