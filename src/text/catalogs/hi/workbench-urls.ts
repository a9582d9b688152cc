/** Hindi: the workbench's URLs to test. */
import type { CatalogOf } from '../../messages/index.ts';
import type { WorkbenchUrlsMessages } from '../../messages/workbench-urls.ts';

export default {
  'workbench-urls.heading': 'जांच के लिए यूआरएल',
  'workbench-urls.list.label': 'यूआरएल या पाथ, हर लाइन में एक',
  'workbench-urls.list.hint': 'पाथ {origin} के हिसाब से पढ़े जाते हैं. सूची चिपकाएं, टाइप करें, या यहां कोई .txt या .csv फ़ाइल छोड़ें.',
  'workbench-urls.list.reading': 'सूची पढ़ी जा रही है…',
  'workbench-urls.drop.too-large':
    '{file} {megabytes, number} MiB से बड़ी है: सूची के लिए बहुत बड़ी. इसके बजाय इसे CSV के रूप में इंपोर्ट करें, जो इसे हिस्सों में पढ़ता है.',

  'workbench-urls.count':
    'जांच के लिए {urls, plural, one {# यूआरएल} other {# यूआरएल}}, {skipped, plural, =0 {कोई नहीं छोड़ा गया} other {# छोड़े गए}}.',
  'workbench-urls.count.other-origin':
    '{count, plural, one {# यूआरएल} other {# यूआरएल}} {origin} के बजाय किसी दूसरी साइट के हैं: फिर भी इसी robots.txt फ़ाइल से जांचे जाते हैं और चिह्नित किए जाते हैं.',
  'workbench-urls.count.ignored': '{count, plural, one {# खाली या टिप्पणी वाली लाइन} other {# खाली या टिप्पणी वाली लाइनें}} अनदेखी की गईं.',
  'workbench-urls.count.repeated': '{count, plural, one {# यूआरएल} other {# यूआरएल}} एक से ज़्यादा स्रोतों में है और एक ही बार जांचा जाता है.',
  'workbench-urls.count.left-out':
    'सिर्फ़ पहले {limit, number} यूआरएल जांचे जाते हैं: {count, plural, one {# और यूआरएल} other {# और यूआरएल}} छोड़ दिए गए.',

  'workbench-urls.csv.import': 'CSV इंपोर्ट करें…',
  'workbench-urls.csv.choose': '{file} के किस कॉलम में यूआरएल हैं?',
  'workbench-urls.csv.column': 'कॉलम',
  'workbench-urls.csv.column.named': '{name} (कॉलम {number, number})',
  'workbench-urls.csv.column.numbered': 'कॉलम {number, number} (पहली वैल्यू: {sample})',
  'workbench-urls.csv.header': 'पहली पंक्ति हेडर है',
  'workbench-urls.csv.read': 'यह कॉलम इंपोर्ट करें',
  'workbench-urls.csv.cancel': 'रद्द करें',
  'workbench-urls.csv.progress': '{size} में से {read} पढ़ा गया.',
  'workbench-urls.csv.source': '{file}, कॉलम {column, number} से: {urls, plural, one {# यूआरएल} other {# यूआरएल}}.',
  'workbench-urls.csv.failed': '{file} पढ़ी नहीं जा सकी: {error}',

  'workbench-urls.sitemaps.import': 'साइटमैप इंपोर्ट करें',
  'workbench-urls.sitemaps.will-read':
    '{count, plural, one {यह साइटमैप और इसमें दी गई फ़ाइलें पढ़ता है:} other {ये # साइटमैप और इनमें दी गई फ़ाइलें पढ़ता है:}}',
  'workbench-urls.sitemaps.listed.live': '{url} (लाइव robots.txt फ़ाइल में दिया गया)',
  'workbench-urls.sitemaps.listed.draft': '{url} (ड्राफ़्ट में दिया गया)',
  'workbench-urls.sitemaps.listed.both': '{url} (लाइव robots.txt फ़ाइल और ड्राफ़्ट दोनों में दिया गया)',
  'workbench-urls.sitemaps.listed.default': '{url} (सामान्य जगह)',
  'workbench-urls.sitemaps.progress':
    '{filesTotal, plural, one {# साइटमैप फ़ाइल} other {# साइटमैप फ़ाइलों}} में से {filesDone, number} पढ़ी गईं, {urls, plural, one {# यूआरएल} other {# यूआरएल}} मिले, {size} पढ़ा गया.',
  'workbench-urls.sitemaps.source':
    'साइटमैप से: {files, plural, one {# फ़ाइल} other {# फ़ाइलों}} में {urls, plural, one {# यूआरएल} other {# यूआरएल}}.',
  'workbench-urls.stop': 'रोकें',
  'workbench-urls.remove': 'हटाएं',
  'workbench-urls.progress.sitemaps': 'साइटमैप पढ़े जा रहे हैं',
  'workbench-urls.progress.csv': 'CSV फ़ाइल पढ़ी जा रही है',

  'workbench-urls.notes.heading': 'नोट ({count, number})',
  'workbench-urls.notes.cut': '(इसके पहले {count, number} वर्ण)',
  'workbench-urls.place.line': 'लाइन {line, number}: {text}',
  'workbench-urls.place.row': 'पंक्ति {row, number}: {text}',
  'workbench-urls.place.sitemap': '{sitemap} में: {text}',

  'workbench-urls.group.blank': 'खाली लाइनें, अनदेखी की गईं ({count, number})',
  'workbench-urls.group.comment': 'टिप्पणियां, अनदेखी की गईं ({count, number})',
  'workbench-urls.group.not-a-url': 'यूआरएल या / से शुरू होने वाला पाथ नहीं ({count, number})',
  'workbench-urls.group.other-scheme': 'http या https यूआरएल नहीं ({count, number})',
  'workbench-urls.group.duplicate': 'पहले के किसी यूआरएल जैसा ही अनुरोध (#fragment कभी भेजा नहीं जाता) ({count, number})',
  'workbench-urls.group.relative-in-sitemap': 'साइटमैप में पाथ, जबकि साइटमैप में पूरे यूआरएल होने चाहिए ({count, number})',
  'workbench-urls.group.csv-quotes': 'CSV फ़ाइल में बंद न होने वाले उद्धरण चिह्न ({count, number})',
  'workbench-urls.group.too-many-urls': 'यूआरएल की सीमा से आगे ({count, number})',
  'workbench-urls.group.sitemap-failed': 'साइटमैप जो पढ़े नहीं जा सके ({count, number})',
  'workbench-urls.group.sitemap-content': 'साइटमैप जो मान्य XML साइटमैप नहीं हैं ({count, number})',
  'workbench-urls.group.sitemap-limits': 'प्रोटोकॉल की सीमा से बड़े साइटमैप ({count, number})',
  'workbench-urls.group.sitemap-structure': 'साइटमैप इंडेक्स: लूप, नेस्टिंग और दोहराव ({count, number})',

  'workbench-urls.note.too-many-urls':
    'सिर्फ़ पहले {limit, number} यूआरएल रखे गए: {leftOut, plural, one {# और यूआरएल} other {# और यूआरएल}} छोड़ दिए गए.',
  'workbench-urls.note.sitemap-http-error': '{sitemap} ने {status} जवाब दिया: इससे कोई यूआरएल नहीं पढ़ा गया.',
  'workbench-urls.note.sitemap-network-error': '{sitemap} फ़ेच नहीं हो पाया ({error}). गड़बड़ी से पहले पढ़े गए यूआरएल रखे गए हैं.',
  'workbench-urls.note.sitemap-timeout': '{sitemap} {seconds, plural, one {# सेकंड} other {# सेकंड}} में नहीं आया. पहले पढ़े गए यूआरएल रखे गए हैं.',
  'workbench-urls.note.sitemap-stopped': '{sitemap} पढ़ते समय रोका गया. पहले पढ़े गए यूआरएल रखे गए हैं.',
  'workbench-urls.note.sitemap-html': '{sitemap} एक HTML पेज है, साइटमैप नहीं: इससे कोई यूआरएल नहीं पढ़ा गया.',
  'workbench-urls.note.sitemap-gzip-error': '{sitemap} मान्य gzip फ़ाइल नहीं है. टूटने से पहले पढ़े गए यूआरएल रखे गए हैं.',
  'workbench-urls.note.sitemap-too-many-urls':
    '{sitemap} में {limit, number} से ज़्यादा यूआरएल हैं, जो एक फ़ाइल के लिए प्रोटोकॉल की सीमा है: इसके पहले {limit, number} यूआरएल रखे गए हैं.',
  'workbench-urls.note.sitemap-too-large':
    '{sitemap} बिना कंप्रेस किए {megabytes, number} MiB ({bytes, number} बाइट) से बड़ा है, जो एक फ़ाइल के लिए प्रोटोकॉल की सीमा है: पढ़ना वहीं रुका, और उससे पहले के यूआरएल रखे गए हैं.',
  'workbench-urls.note.sitemap-loc-too-long': "{sitemap} की लाइन {line, number} में एक '<'loc> है जो किसी भी यूआरएल से लंबा है: छोड़ दिया गया.",
  'workbench-urls.note.sitemap-loop': '{parent} में {sitemap} दिया गया है, जो खुद वही या उसके ऊपर का इंडेक्स है: यह लूप है, आगे नहीं बढ़ा गया.',
  'workbench-urls.note.sitemap-too-deep':
    '{parent} में {sitemap} दिया गया है, जो पहली फ़ाइल से {depth, number} स्तर नीचे है: इंडेक्स 2 स्तर तक ही पढ़े जाते हैं, इसलिए इसे नहीं पढ़ा गया.',
  'workbench-urls.note.sitemap-repeated': '{sitemap} एक से ज़्यादा बार दिया गया है: एक ही बार पढ़ा गया.',
  'workbench-urls.note.sitemap-bad-url': '{parent} में {sitemap} दिया गया है, जो http या https यूआरएल नहीं है: नहीं पढ़ा गया.',
  'workbench-urls.note.sitemap-refused':
    '{from} एक सार्वजनिक साइट है और {sitemap} की ओर इशारा करती है, जो इसी कंप्यूटर या किसी निजी नेटवर्क पर है: फ़ेच नहीं किया गया, जैसे वहां का रीडायरेक्ट भी नहीं माना जाता.',
  'workbench-urls.note.sitemap-redirect-refused':
    '{sitemap} ने {target} पर रीडायरेक्ट किया, जो इसी कंप्यूटर या किसी निजी नेटवर्क पर है: उसका जवाब नहीं पढ़ा गया.',
  'workbench-urls.note.sitemap-not-read.limit':
    '{count, plural, one {# साइटमैप फ़ाइल} other {# साइटमैप फ़ाइलें}} नहीं पढ़ी गईं: यूआरएल की सीमा पूरी हो गई.',
  'workbench-urls.note.sitemap-not-read.stopped': '{count, plural, one {# साइटमैप फ़ाइल} other {# साइटमैप फ़ाइलें}} नहीं पढ़ी गईं: रोक दिया गया.',
  'workbench-urls.malformed.no-root':
    '{sitemap} में कोई XML एलिमेंट नहीं है (लाइन {line, number}): यह साइटमैप नहीं है. {kept, plural, =0 {कोई यूआरएल नहीं पढ़ा गया.} one {पहले पढ़ा गया # यूआरएल रखा गया है.} other {पहले पढ़े गए # यूआरएल रखे गए हैं.}}',
  'workbench-urls.malformed.unexpected-end':
    '{sitemap} अपने XML के बीच में ही खत्म हो जाता है (लाइन {line, number}). {kept, plural, =0 {कोई यूआरएल नहीं पढ़ा गया.} one {पहले पढ़ा गया # यूआरएल रखा गया है.} other {पहले पढ़े गए # यूआरएल रखे गए हैं.}}',
  'workbench-urls.malformed.mismatched-tag':
    '{sitemap} की लाइन {line, number} में {expected} खुला होने पर {found} बंद किया गया है: XML वहीं टूटता है. {kept, plural, =0 {कोई यूआरएल नहीं पढ़ा गया.} one {पहले पढ़ा गया # यूआरएल रखा गया है.} other {पहले पढ़े गए # यूआरएल रखे गए हैं.}}',
  'workbench-urls.malformed.bad-entity':
    '{sitemap} की लाइन {line, number} में {entity} है, जिसे XML नहीं पहचानता (& को &amp; लिखें): XML वहीं टूटता है. {kept, plural, =0 {कोई यूआरएल नहीं पढ़ा गया.} one {पहले पढ़ा गया # यूआरएल रखा गया है.} other {पहले पढ़े गए # यूआरएल रखे गए हैं.}}',
  'workbench-urls.malformed.bad-markup':
    "{sitemap} की लाइन {line, number} में ऐसा '<' है जिससे कोई टैग शुरू नहीं होता: XML वहीं टूटता है. {kept, plural, =0 {कोई यूआरएल नहीं पढ़ा गया.} one {पहले पढ़ा गया # यूआरएल रखा गया है.} other {पहले पढ़े गए # यूआरएल रखे गए हैं.}}",
  'workbench-urls.malformed.too-deep':
    '{sitemap} की लाइन {line, number} में एलिमेंट किसी भी साइटमैप से ज़्यादा गहराई तक नेस्ट हैं: पढ़ना वहीं रुका. {kept, plural, =0 {कोई यूआरएल नहीं पढ़ा गया.} one {पहले पढ़ा गया # यूआरएल रखा गया है.} other {पहले पढ़े गए # यूआरएल रखे गए हैं.}}',
  'workbench-urls.malformed.not-a-sitemap':
    '{sitemap} XML है, पर साइटमैप नहीं: इसका रूट एलिमेंट {root} है (लाइन {line, number}), urlset या sitemapindex नहीं.',
  'workbench-urls.note.sitemap-address-refused':
    '{sitemap} ने {address} से जवाब दिया, जो इसी कंप्यूटर या किसी निजी नेटवर्क पर है: उसका जवाब नहीं पढ़ा गया.',
  'workbench-urls.sitemaps.bounds':
    'एक इंपोर्ट ज़्यादा से ज़्यादा {files, number} साइटमैप फ़ाइलें और {megabytes, number} MiB पढ़ता है, ज़्यादा से ज़्यादा {minutes, number} मिनट चलता है, और पहले {notes, number} नोट दिखाता है (बाकी गिने जाते हैं).',
  'workbench-urls.note.import-bound.files':
    '{count, plural, one {# साइटमैप फ़ाइल नहीं पढ़ी गई} other {# साइटमैप फ़ाइलें नहीं पढ़ी गईं}}: एक इंपोर्ट ज़्यादा से ज़्यादा {files, number} फ़ाइलें पढ़ता है.',
  'workbench-urls.note.import-bound.bytes':
    '{count, plural, one {# साइटमैप फ़ाइल नहीं पढ़ी गई} other {# साइटमैप फ़ाइलें नहीं पढ़ी गईं}}: एक इंपोर्ट ज़्यादा से ज़्यादा {megabytes, number} MiB पढ़ता है.',
  'workbench-urls.note.import-bound.time':
    '{count, plural, one {# साइटमैप फ़ाइल नहीं पढ़ी गई} other {# साइटमैप फ़ाइलें नहीं पढ़ी गईं}}: एक इंपोर्ट ज़्यादा से ज़्यादा {minutes, number} मिनट चलता है.',
  'workbench-urls.note.notes-not-kept':
    '{count, plural, one {# और नोट गिना गया} other {# और नोट गिने गए}} पर दिखाए नहीं गए: सिर्फ़ पहले {kept, number} नोट रखे जाते हैं.',
  'workbench-urls.group.notes-not-kept': 'गिने गए, पर न दिखाए गए नोट ({count, number})',
  'workbench-urls.note.sitemap-encoding':
    '{sitemap} एन्कोडिंग {encoding} बताता है, जिसे यह ब्राउज़र डिकोड नहीं कर सकता: इसे UTF-8 के रूप में पढ़ा गया, इसलिए इसके यूआरएल में ASCII से बाहर के अक्षर गलत हो सकते हैं.',
} as const satisfies CatalogOf<WorkbenchUrlsMessages>;
