/** Hindi for robots.txt over time (src/text/messages/history.ts), in the words of Google's Hindi page: "नियम", "क्रॉलर", "साइटमैप". */
import type { CatalogOf } from '../../messages/index.ts';
import type { HistoryMessages } from '../../messages/history.ts';

export default {
  'history.options.heading': 'robots.txt का इतिहास',
  'history.options.hint':
    'Robots Lens, फ़ेच की गई robots.txt फ़ाइल का हर वर्शन रखता है, ताकि आप देख सकें कि क्या और कब बदला. कैश मेमोरी खाली करने से इतिहास पर कोई असर नहीं पड़ता. सबसे पुराने वर्शन पहले हटते हैं; किसी साइट का मौजूदा वर्शन हमेशा रखा जाता है.',
  'history.options.reading': 'इतिहास पढ़ा जा रहा है…',
  'history.options.holds': '{sites, plural, one {# साइट} other {# साइटों}} के {versions, plural, one {# वर्शन} other {# वर्शन}} रखे हैं ({size}).',
  'history.options.quota':
    'स्टोरेज {when} भर गया था: नए वर्शन रखने के लिए {count, plural, one {सबसे पुराना वर्शन} other {सबसे पुराने # वर्शन}} हटाए गए.',
  'history.options.versions-label': 'हर साइट के लिए रखे जाने वाले वर्शन',
  'history.options.size-label': 'इतिहास के लिए जगह (MiB)',
  'history.options.save-limits': 'सीमाएं सेव करें',
  'history.options.limits-saved': 'सीमाएं सेव हो गईं.',
  'history.options.export': 'इतिहास एक्सपोर्ट करें',
  'history.options.exported': '{sites, plural, one {# साइट} other {# साइटों}} का इतिहास एक्सपोर्ट किया गया.',
  'history.options.import': 'इतिहास की फ़ाइल इंपोर्ट करें',
  'history.options.imported':
    '{sites, plural, one {# साइट} other {# साइटों}} के लिए {added, plural, one {# नया वर्शन} other {# नए वर्शन}} इंपोर्ट किए गए.',
  'history.options.import-dropped': '{count, plural, one {# खराब वर्शन छोड़ दिया गया} other {# खराब वर्शन छोड़ दिए गए}}.',
  'history.options.import-bounds': 'सीमाओं के अंदर रहने के लिए {count, plural, one {# पुराना वर्शन हटाया गया} other {# पुराने वर्शन हटाए गए}}.',
  'history.options.import-refused':
    'कुछ भी इंपोर्ट नहीं हुआ: {reason, select, foreign {यह Robots Lens के इतिहास की फ़ाइल नहीं है} large {फ़ाइल {limit} से बड़ी है} newer {फ़ाइल, Robots Lens के नए वर्शन से है} other {फ़ाइल खराब है}}.',
  'history.options.clear': 'इतिहास मिटाएं',
  'history.options.cleared': 'इतिहास मिटा दिया गया.',
  'history.options.failed': 'इतिहास पढ़ा या बदला नहीं जा सका: {error}',
  'history.popup.changed':
    'robots.txt फ़ाइल {when} बदली: {added, plural, one {# नियम जोड़ा गया} other {# नियम जोड़े गए}}, {removed, number} हटाए गए.',
  'history.popup.changed-no-rules': 'robots.txt फ़ाइल {when} बदली, लेकिन कोई नियम नहीं बदला.',
  'history.popup.see-diff': 'देखें कि क्या बदला',
  'history.workbench.heading': 'समय के साथ robots.txt',
  'history.workbench.none': 'इस साइट की robots.txt फ़ाइल का अभी तक कोई वर्शन नहीं रखा गया है. Robots Lens फ़ेच किया गया हर वर्शन रखता है.',
  'history.workbench.reading': 'वर्शन पढ़े जा रहे हैं…',
  'history.workbench.version': '{first, date, medium} {first, time, short} ({status, select, 0 {कोई जवाब नहीं} other {HTTP {status}}})',
  'history.workbench.draft': 'ड्राफ़्ट',
  'history.workbench.from': 'तुलना करें',
  'history.workbench.to': 'इससे',
  'history.workbench.same': 'इन दोनों में कोई नियम, crawl-delay या साइटमैप अलग नहीं है.',
  'history.workbench.summary': '{added, plural, one {# नियम जोड़ा गया} other {# नियम जोड़े गए}}, {removed, number} हटाए गए.',
  'history.workbench.group': '{status, select, added {नया ग्रुप} removed {हटाया गया ग्रुप} other {ग्रुप}}: User-agent {agents}',
  'history.workbench.rule-added': 'जोड़ा गया: {rule}',
  'history.workbench.rule-removed': 'हटाया गया: {rule}',
  'history.workbench.crawl-delay': 'Crawl-delay: {before} → {after}',
  'history.workbench.sitemap-added': 'साइटमैप जोड़ा गया: {url}',
  'history.workbench.sitemap-removed': 'साइटमैप हटाया गया: {url}',
  'history.workbench.no-urls': 'बदलाव का यूआरएल पर असर देखने के लिए सूची में यूआरएल जोड़ें या साइटमैप पढ़ें.',
  'history.workbench.effect':
    '{urls, plural, one {# यूआरएल} other {# यूआरएल}} और {crawlers, plural, one {# क्रॉलर} other {# क्रॉलर}} के लिए {changed, plural, =0 {कोई नतीजा नहीं बदलता} one {# नतीजा बदलता है} other {# नतीजे बदलते हैं}}.',
  'history.workbench.left-out': 'सिर्फ़ शुरुआती यूआरएल जांचे गए; {count, plural, one {# यूआरएल छोड़ा गया} other {# यूआरएल छोड़े गए}}.',
  'history.workbench.col-crawler': 'क्रॉलर',
  'history.workbench.col-before': 'पहले',
  'history.workbench.col-after': 'बाद में',
  'history.workbench.verdict-none': '{allowed, select, yes {अनुमति है} other {अनुमति नहीं है}}, किसी नियम से फ़ैसला नहीं होता',
  'history.workbench.verdict-line':
    '{allowed, select, yes {अनुमति है} other {अनुमति नहीं है}}, लाइन {line, number, ::integer group-off}: {rule}',
  'history.watch.changed-title': '{host} की robots.txt फ़ाइल बदल गई',
  'history.watch.changed-body':
    '{added, plural, one {# नियम जोड़ा गया} other {# नियम जोड़े गए}}, {removed, number} हटाए गए. क्या बदला, यह देखने के लिए क्लिक करें.',
  'history.watch.failing-title': '{host} की robots.txt फ़ाइल अब फ़ेच नहीं हो पा रही है',
  'history.watch.failing-body': 'Google इसे “फ़िलहाल कुछ भी क्रॉल न करें” मानता है. साइट को वर्कबेंच में खोलने के लिए क्लिक करें.',
  'history.watch.heading': 'निगरानी सूची',
  'history.watch.hint':
    'Robots Lens इस सूची की साइटों की robots.txt फ़ाइल तय समय पर फ़ेच करता है और फ़ाइल बदलने या फ़ेच न हो पाने पर आपको बताता है. जो साइट सूची में नहीं है, उसके लिए कुछ भी फ़ेच नहीं किया जाता.',
  'history.watch.add-label': 'निगरानी के लिए साइट',
  'history.watch.add': 'निगरानी करें',
  'history.watch.remove': 'हटाएं',
  'history.watch.interval-label': 'जांच का अंतराल: हर',
  'history.watch.interval': '{minutes, select, 60 {घंटे} 360 {6 घंटे} 1440 {दिन} other {हफ़्ते}}',
  'history.watch.empty': 'अभी किसी साइट की निगरानी नहीं हो रही है.',
  'history.watch.entry':
    '{state, select, changed {{when} बदली} failing {फ़ेच नहीं हो पा रही} checked {{when} जांची गई} other {अभी जांची नहीं गई}}',
  'history.watch.permission-needed': 'निगरानी बंद है: तय समय पर चलने और सूचनाएं दिखाने के लिए Robots Lens को आपकी अनुमति चाहिए.',
  'history.watch.grant': 'अनुमति दें और निगरानी चालू करें',
  'history.watch.denied': 'अनुमति नहीं मिली, इसलिए निगरानी वाली साइटें जांची नहीं जातीं.',
  'history.watch.failed': 'निगरानी सूची बदली नहीं जा सकी: {error}',
  'history.watch.popup-watch': 'इस साइट की निगरानी करें',
  'history.watch.popup-watching': 'निगरानी हो रही है: इसकी robots.txt फ़ाइल बदलने पर आपको बताया जाएगा.',
  'history.watch.badge-changed': 'निगरानी में: आपके पिछली बार देखने के बाद इसकी robots.txt फ़ाइल बदल गई है.',
  'history.watch.not-a-site': 'सिर्फ़ http या https साइट की निगरानी की जा सकती है.',
  'history.watch.too-many': 'ज़्यादा से ज़्यादा {max, number} साइटों की निगरानी की जा सकती है.',
  'history.visited.label': 'robots.txt के बदलाव जांचने के लिए, मेरे खोले गए पेजों के पते रखें',
  'history.visited.hint':
    'जब तक आप इसे चालू न करें, यह बंद रहता है. चालू होने पर Robots Lens आपके खोले गए हर पेज का पता सिर्फ़ इसी डिवाइस पर रखता है, ताकि वर्कबेंच दिखा सके कि robots.txt का कोई बदलाव उन पेजों पर क्या असर डालता है जिन्हें आप सच में इस्तेमाल करते हैं. यूज़र नेम, पासवर्ड और # के बाद का हिस्सा नहीं रखा जाता; {max, number} वर्णों से लंबा पता नहीं रखा जाता. सबसे पुरानी विज़िट पहले हटती हैं. इसे बंद करने या इतिहास खाली करने पर सब भुला दिया जाता है.',
  'history.visited.holds': '{sites, plural, one {# साइट} other {# साइटों}} के {pages, plural, one {# पेज} other {# पेज}} रखे हैं.',
  'history.visited.per-site-label': 'हर साइट के लिए रखे जाने वाले पेज',
  'history.visited.total-label': 'कुल रखे जाने वाले पेज',
  'history.visited.on': 'अब से आपके खोले गए पेज रखे जाएंगे.',
  'history.visited.off': 'आपके खोले गए पेज अब नहीं रखे जाते; जो रखे थे, वे भुला दिए गए.',
  'history.workbench.sources': 'जांचे गए यूआरएल: सूची से {list, number}, साइटमैप से {sitemaps, number}, आपके खोले गए पेजों से {visited, number}.',
  'history.workbench.visited-off': 'इस साइट पर आपके खोले गए पेज भी जांचे जा सकते हैं: इसे विकल्पों में, robots.txt इतिहास के नीचे चालू करें.',
  'history.workbench.read-sitemaps': 'इन वर्शन में दिए गए साइटमैप पढ़ें',
  'history.workbench.sitemaps-reading':
    'साइटमैप पढ़े जा रहे हैं: अब तक {files, plural, one {# फ़ाइल} other {# फ़ाइलें}} पढ़ी गईं, {urls, plural, one {# यूआरएल} other {# यूआरएल}} मिले…',
  'history.workbench.sitemaps-read':
    '{files, plural, one {# साइटमैप फ़ाइल} other {# साइटमैप फ़ाइलें}} पढ़ी गईं: {urls, plural, one {# यूआरएल} other {# यूआरएल}}.{failed, plural, =0 {} one { # फ़ाइल पढ़ी नहीं जा सकी.} other { # फ़ाइलें पढ़ी नहीं जा सकीं.}}',
  'history.results.row-changed':
    'वर्शन के बीच: {before, select, yes {अनुमति है} other {अनुमति नहीं है}} → {after, select, yes {अनुमति है} other {अनुमति नहीं है}}',
  'history.results.count':
    'तुलना किए गए वर्शन के बीच, {crawler} के लिए {changed, plural, =0 {इस सूची का कोई यूआरएल नहीं बदलता} one {इस सूची का # यूआरएल बदलता है} other {इस सूची के # यूआरएल बदलते हैं}}.',
  'history.results.only-changed': 'सिर्फ़ वे यूआरएल जो वर्शन के बीच बदलते हैं',
} as const satisfies CatalogOf<HistoryMessages>;
