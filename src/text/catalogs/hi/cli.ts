/**
 * Hindi for the command line (src/text/messages/cli.ts), as Google's Hindi
 * page writes (docs/translation-glossary.md): "आप" forms, loanwords in
 * Devanagari (क्रॉलर, यूआरएल, रीडायरेक्ट), sentences ending in ".".
 * Commands, options, JSON fields and placeholders such as '<'url> stay as
 * they are.
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { CliMessages } from '../../messages/cli.ts';

export default {
  'cli.error': 'robots-lens: {message}',
  'cli.error.internal': 'अंदरूनी गड़बड़ी: {detail}',
  'cli.error.unknown-command': 'अनजान कमांड “{command}” (कमांड: {commands}; --help देखें)',

  'cli.args.unknown-option': '{command}: अनजान विकल्प {option} (विकल्प: {known})',
  'cli.args.unknown-option-none': '{command}: अनजान विकल्प {option} (यह कमांड कोई विकल्प नहीं लेता)',
  'cli.args.takes-no-value': '{command}: --{option} कोई वैल्यू नहीं लेता',
  'cli.args.needs-value': '{command}: --{option} के लिए एक वैल्यू ज़रूरी है',
  'cli.args.unknown-engine': '{command}: अनजान पढ़ने का तरीका “{engine}” ({engines} इस्तेमाल करें)',
  'cli.args.bad-timeout': '{command}: --timeout में 0 से ज़्यादा और ज़्यादा से ज़्यादा 600 सेकंड की संख्या दें, “{value}” नहीं',
  'cli.args.unexpected-argument': '{command}: अनचाहा आर्ग्युमेंट “{argument}” (--help देखें)',
  'cli.args.missing-url': "{command}: '<'url> नहीं दिया गया (--help देखें)",
  'cli.args.crawler-twice': '{command}: क्रॉलर एक ही बार दें, या तो --crawler से या यूआरएल से पहले',

  'cli.check.missing':
    "check: {argument, select, file {'<'robots.txt file>} crawler {'<'crawler>} other {'<'url>}} नहीं दिया गया (इस्तेमाल: check '<'url> --crawler NAME [--robots FILE], या check '<'robots.txt file> '<'crawler> '<'url>)",
  'cli.check.not-a-url': 'check: “{url}” होस्ट वाला यूआरएल नहीं है (पूरा पता दें, जैसे https://example.com/page)',
  'cli.check.not-a-web-url':
    '“{url}” होस्ट वाला http या https यूआरएल नहीं है, इसलिए फ़ेच करने के लिए कोई robots.txt फ़ाइल नहीं है (किसी फ़ाइल से जांचने के लिए --robots FILE दें)',
  'cli.urls.missing-input': "urls: '<'file> नहीं दी गई (यूआरएल की फ़ाइल, हर लाइन में एक, या स्टैंडर्ड इनपुट के लिए -)",

  'cli.crawler.profile': '{name} (क्रॉलर प्रोफ़ाइल “{id}”, उपयोगकर्ता एजेंट के नाम {tokens})',
  'cli.crawler.token': 'जैसा दिया गया वैसा उपयोगकर्ता एजेंट का नाम “{token}”',
  'cli.crawler.unknown-close':
    'अनजान क्रॉलर “{crawler}”: क्या आपका मतलब {names} था? (जैसा दिया गया वैसा उपयोगकर्ता एजेंट का नाम देने के लिए --token इस्तेमाल करें.)',
  'cli.crawler.unknown':
    'अनजान क्रॉलर “{crawler}”: जाने-पहचाने क्रॉलर: {names}. (जैसा दिया गया वैसा उपयोगकर्ता एजेंट का नाम देने के लिए --token इस्तेमाल करें.)',

  'cli.facts.robots-url': 'robots.txt: {url}',
  'cli.facts.hop': 'रीडायरेक्ट {hop, number}: {status, number, ::integer group-off}, {from} से {to} पर',
  'cli.facts.answer':
    'जवाब: {status, number, ::integer group-off}, {contentType}, {ms, number, ::integer} ms में {bytes, plural, one {# बाइट} other {# बाइट}}',
  'cli.facts.answer-no-type':
    'जवाब: {status, number, ::integer group-off}, कॉन्टेंट टाइप नहीं, {ms, number, ::integer} ms में {bytes, plural, one {# बाइट} other {# बाइट}}',
  'cli.facts.truncated':
    'ध्यान दें: बॉडी में कम से कम {received, plural, one {# बाइट} other {# बाइट}} थे; Google की तरह, सिर्फ़ पहले {kept, number} बाइट पढ़े गए',
  'cli.facts.no-answer': 'जवाब: {ms, number, ::integer} ms के बाद भी नहीं मिला',
  'cli.facts.reading': 'मतलब: {meaning}',
  'cli.facts.unreachable': 'robots.txt फ़ाइल फ़ेच नहीं हो पाई: नतीजा वही है जो क्रॉलर फ़ेच हो पाने तक करता है (एग्ज़िट कोड 4)',

  'cli.matrix.head.crawler': 'क्रॉलर',
  'cli.matrix.head.engine': 'पढ़ने का तरीका',
  'cli.matrix.head.verdict': 'नतीजा',
  'cli.matrix.head.line': 'तय करने वाली लाइन',
  'cli.matrix.verdict': '{state, select, allowed {अनुमति है} disallowed {अनुमति नहीं है} other {फ़िलहाल अनुमति नहीं है}}',
  'cli.matrix.by-outcome': '(फ़ेच का नतीजा तय करता है)',

  'cli.urls.error.blank': 'इनपुट लाइन {line, number, ::integer group-off}: खाली लाइन (यूआरएल चाहिए था)',
  'cli.urls.error.json': 'इनपुट लाइन {line, number, ::integer group-off}: अमान्य JSON (यूआरएल, JSON स्ट्रिंग या "url" वाला ऑब्जेक्ट चाहिए था)',
  'cli.urls.error.not-a-web-url':
    'इनपुट लाइन {line, number, ::integer group-off}: होस्ट वाला http या https यूआरएल नहीं है, इसलिए फ़ेच करने के लिए कोई robots.txt फ़ाइल नहीं है',
  'cli.urls.error.too-long':
    'इनपुट लाइन {line, number, ::integer group-off}: लाइन में {bytes, number} बाइट हैं; urls ज़्यादा से ज़्यादा {limit, number} बाइट की लाइनें पढ़ता है',

  'cli.input.unreadable':
    '“{path}” पढ़ी नहीं जा सकी: {reason, select, ENOENT {ऐसी कोई फ़ाइल नहीं है} EISDIR {यह एक फ़ोल्डर है} EACCES {अनुमति नहीं है} ENOTDIR {पाथ का कोई हिस्सा फ़ोल्डर नहीं है} ELOOP {बहुत ज़्यादा सिंबॉलिक लिंक हैं} ENAMETOOLONG {नाम बहुत लंबा है} EMFILE {बहुत ज़्यादा फ़ाइलें खुली हैं} fifo {यह एक नेम्ड पाइप है, सामान्य फ़ाइल नहीं} device {यह एक डिवाइस है, सामान्य फ़ाइल नहीं} socket {यह एक सॉकेट है, सामान्य फ़ाइल नहीं} other {यह एक सॉकेट या डिवाइस है, सामान्य फ़ाइल नहीं}}',
  'cli.input.too-large': '“{path}” पढ़ी नहीं जा सकी: यह {limit, number} बाइट से बड़ी है, जो --no-limit के पढ़ने की सीमा है',
  'cli.input.failed': '“{path}” पढ़ी नहीं जा सकी: {detail}',

  'cli.lint.missing': "lint: '<'robots.txt फ़ाइल> नहीं दी गई (इस्तेमाल: lint '<'robots.txt फ़ाइल, या stdin के लिए ->)",
  'cli.lint.unexpected-argument': "lint: अनचाहा आर्ग्युमेंट “{argument}” (इस्तेमाल: lint '<'robots.txt फ़ाइल>)",

  'cli.batch.unexpected-argument': 'batch: अनचाहा आर्ग्युमेंट “{argument}” (batch, stdin से JSON लाइनें पढ़ता है)',
  'cli.batch.line': 'इनपुट लाइन {line, number, ::integer group-off}: {message}',
  'cli.batch.too-long': 'इस लाइन में {bytes, number} बाइट हैं; batch ज़्यादा से ज़्यादा {limit, number} बाइट की लाइनें पढ़ता है',
  'cli.batch.blank': 'खाली लाइन (JSON ऑब्जेक्ट चाहिए था)',
  'cli.batch.invalid-json': 'अमान्य JSON: {detail}',
  'cli.batch.not-an-object': 'JSON ऑब्जेक्ट चाहिए था',
  'cli.batch.missing-robots': 'robots.txt नहीं दी गई: "robotstxt", "robotstxt_base64" या "robotstxt_file" दें',
  'cli.batch.robots-twice': 'इनमें से सिर्फ़ एक दें: {fields}',
  'cli.batch.not-a-string': '"{field}" एक स्ट्रिंग होनी चाहिए',
  'cli.batch.file-empty': '"robotstxt_file" खाली है',
  'cli.batch.missing-url': '"url" नहीं दिया गया',
  'cli.batch.crawler-twice': '"useragent" या "profile" में से एक ही दें, दोनों नहीं',
  'cli.batch.missing-crawler': 'क्रॉलर नहीं दिया गया: "useragent" (उपयोगकर्ता एजेंट का नाम) या "profile" (क्रॉलर प्रोफ़ाइल का नाम) दें',
  'cli.batch.unknown-engine': 'अनजान पढ़ने का तरीका {engine} ("google" या "coccoc" इस्तेमाल करें)',
  'cli.batch.bad-base64': '"robotstxt_base64" मान्य base64 नहीं है: {detail}',
  'cli.batch.cannot-read': '“{path}” पढ़ी नहीं जा सकी',
  'cli.batch.stats':
    'batch: {lines, plural, one {# लाइन} other {# लाइनें}}, {answered, number} के जवाब दिए गए, {errors, plural, one {# गड़बड़ी} other {# गड़बड़ियां}}; पार्स की गई robots.txt सामग्री: {parsed, number}, कैश मेमोरी से मिलीं: {hits, number}',

  'cli.verdict.line': 'लाइन {line, number, ::integer group-off}: {text}',
  'cli.verdict.line-details': 'लाइन {line, number, ::integer group-off}: {text}  ({details})',
  'cli.verdict.match-priority': 'प्राथमिकता {priority, number, ::integer group-off}',
  'cli.verdict.match-escaped': '{pattern} के रूप में मेल खाया',
  'cli.verdict.match-index-htm': '{pattern} के रूप में मेल खाया: Google, index.htm के लिए दी गई अनुमति को उसके फ़ोल्डर की अनुमति भी मानता है',
  'cli.verdict.no-line': 'किसी लाइन से फ़ैसला नहीं हुआ',
  'cli.verdict.why': 'वजह: {explanation}',
  'cli.verdict.crawler': 'क्रॉलर: {crawler}; पढ़ने का तरीका {engine}; मेल खाने वाला पाथ: {path}',
  'cli.verdict.groups-none': 'लागू ग्रुप: कोई नहीं',
  'cli.verdict.groups': '{scope, select, global {लागू ग्रुप (“*”):} other {लागू ग्रुप (उपयोगकर्ता एजेंट का नाम “{token}”):}}',
  'cli.verdict.other-matches': 'मेल खाने वाले दूसरे नियम:',
  'cli.verdict.other-match': 'लाइन {line, number, ::integer group-off}: {text} — {outcome}',
  'cli.verdict.more-matches': '… और {count, number} दूसरे नियम',
  'cli.verdict.crawl-delay':
    'crawl-delay: लाइन {line, number, ::integer group-off} पर {seconds, number} सेकंड; {honoured, select, yes {{crawler} इसका पालन करता है} other {{crawler} crawl-delay को अनदेखा करता है}}',
  'cli.verdict.crawl-delay-capped':
    'crawl-delay: लाइन {line, number, ::integer group-off} पर {seconds, number} सेकंड, जिसे {effective, number} सेकंड पढ़ा गया (Coc Coc, crawl-delay को ज़्यादा से ज़्यादा {max, number} सेकंड मानता है); {honoured, select, yes {{crawler} इसका पालन करता है} other {{crawler} crawl-delay को अनदेखा करता है}}',
  'cli.verdict.truncated-stream':
    'ध्यान दें: इनपुट {kept, number} बाइट से बड़ा है; Google की तरह, सिर्फ़ पहले {kept, number} बाइट पढ़े गए (पूरा पढ़ने के लिए --no-limit इस्तेमाल करें)',
  'cli.verdict.truncated-file':
    'ध्यान दें: फ़ाइल में {bytes, number} बाइट हैं; Google की तरह, सिर्फ़ पहले {kept, number} बाइट पढ़े गए (पूरा पढ़ने के लिए --no-limit इस्तेमाल करें)',

  'cli.usage.intro': 'robots-lens: क्या यह क्रॉलर इस robots.txt फ़ाइल के हिसाब से यह यूआरएल फ़ेच कर सकता है, और कौनसी लाइन यह तय करती है?',
  'cli.usage.synopsis': `इस्तेमाल:
  robots-lens check '<'url> [--crawler NAME] [--robots FILE] [विकल्प]
  robots-lens check '<'robots.txt फ़ाइल, या stdin के लिए -> '<'crawler> '<'url> [विकल्प]
  robots-lens matrix '<'url> [--robots FILE] [--json]
  robots-lens urls '<'यूआरएल की फ़ाइल, या -> [--crawler NAME] [--robots FILE] [--json]
  robots-lens batch [--engine google|coccoc] [--no-limit] [--stats] '<' requests.jsonl
  robots-lens lint '<'robots.txt फ़ाइल, या stdin के लिए -> [--json] [--no-limit]
  robots-lens diff '<'पुरानी> '<'नई> [--urls FILE | --sitemap URL] [--crawler NAMES]
  robots-lens test '<'उम्मीदों की फ़ाइल> [--robots FILE|URL]
  robots-lens robots_main '<'robots.txt फ़ाइल> '<'user_agent> '<'url>
  robots-lens --help
(npm link के बिना सोर्स से: npm run cli -- '<'कमांड> …)`,
  'cli.usage.check': `check
  "allowed" या "disallowed" लिखता है, फिर तय करने वाली लाइन (उसका नंबर और
  टेक्स्ट), वजह, लागू हुए ग्रुप, मेल खाने वाले बाकी नियम और वे क्यों हारे, और
  crawl-delay. --robots के बिना यह यूआरएल की अपनी robots.txt फ़ाइल फ़ेच करता है
  ("लाइव साइटें" देखें) और नतीजे के बाद फ़ेच की जानकारी लिखता है.
  '<'url>             होस्ट वाला पूरा पता, जैसे https://example.com/page, वैसे
                    पढ़ा जाता है जैसे ब्राउज़र उसका अनुरोध करता है ("यूआरएल"
                    देखें); बाकी सब अस्वीकार
  --crawler NAME    एक क्रॉलर प्रोफ़ाइल, नाम या id से (बड़े-छोटे अक्षर से
                    फ़र्क नहीं; न देने पर Googlebot):
                    {profiles}
  --robots FILE     इस फ़ाइल से जांचें (stdin के लिए -), कोई फ़ेच नहीं
  --token           क्रॉलर, जैसा दिया गया वैसा उपयोगकर्ता एजेंट का नाम है,
                    ठीक वैसे इस्तेमाल होता है जैसे Google की लाइब्रेरी अपना
                    user-agent आर्ग्युमेंट इस्तेमाल करती है (इसलिए
                    "Googlebot/2.1" किसी "User-agent: Googlebot" ग्रुप से मेल
                    नहीं खाता)
  --engine NAME     google (उपयोगकर्ता एजेंट के नामों के लिए डिफ़ॉल्ट) या
                    coccoc; इसके बिना प्रोफ़ाइल अपना पढ़ने का तरीका अपनाती है
  --json            नतीजा JSON में लिखता है; लाइव में "url", "robotsUrl",
                    "state", "allowed", "line", "reading", "fetch" (रीडायरेक्ट,
                    स्टेटस, बाइट, समय) और "verdict" वाला ऑब्जेक्ट
  --timeout SECONDS लाइव फ़ेच की समय सीमा (डिफ़ॉल्ट 10, एक्सटेंशन की तरह)
  पुराना रूप check '<'robots.txt फ़ाइल> '<'crawler> '<'url> अब भी चलता है.`,
  'cli.usage.live': `लाइव साइटें
  check, matrix और urls robots.txt फ़ाइल को एक्सटेंशन की तरह, उसी के फ़ेचर से
  फ़ेच करते हैं: रीडायरेक्ट एक-एक करके, ज़्यादा से ज़्यादा {hops, number} बार, हर रीडायरेक्ट
  दर्ज; कोई सार्वजनिक होस्ट अनुरोध को इस मशीन या इसके नेटवर्क (localhost,
  10.0.0.0/8, बिना डॉट वाला नाम, वहां पहुंचने वाला नाम) पर, या http(s) के अलावा
  किसी पते पर नहीं भेज सकता; कोई कुकी नहीं; पहले {limit, number} बाइट रखे जाते हैं;
  पूरी चेन के लिए {timeout, number} सेकंड. जवाब हर पढ़ने के तरीके के हिसाब से नतीजा
  बनता है: 4xx पर सब कुछ की अनुमति है; 5xx, 429 और जवाब न मिलने पर फ़िलहाल किसी
  चीज़ की अनुमति नहीं (Google); {hops, number} से ज़्यादा रीडायरेक्ट को robots.txt फ़ाइल
  न होने जैसा पढ़ा जाता है.`,
  'cli.usage.matrix': `matrix
  एक यूआरएल के लिए हर क्रॉलर प्रोफ़ाइल की एक लाइन: क्रॉलर, पढ़ने का तरीका, नतीजा
  और तय करने वाली लाइन, robots.txt फ़ाइल के एक ही फ़ेच से (या --robots FILE).
  --json हर क्रॉलर के लिए एक JSON ऑब्जेक्ट लिखता है:
  {shape}.
  एग्ज़िट कोड: जवाब मिलने पर 0, robots.txt फ़ाइल फ़ेच न हो पाने पर 4.`,
  'cli.usage.urls': `urls
  किसी फ़ाइल या - (stdin) से हर लाइन में एक यूआरएल पढ़ता है: सादा यूआरएल, JSON
  स्ट्रिंग या "url" वाला JSON ऑब्जेक्ट, हर एक वैसे पढ़ा जाता है जैसे ब्राउज़र
  उसका अनुरोध करता है ("यूआरएल" देखें). हर यूआरएल को उसके अपने ऑरिजिन की
  robots.txt फ़ाइल से जांचा जाता है (हर ऑरिजिन के लिए एक बार फ़ेच, और कमांड
  चलने तक रखी जाती है), या सभी को --robots FILE से (तब कोई लाइन "/" से शुरू
  होने वाला पाथ भी हो सकती है). हेडर के साथ CSV लिखता है, हर इनपुट लाइन के लिए
  उसी क्रम में एक पंक्ति, इन कॉलम के साथ:
    url          पढ़ा गया यूआरएल (गड़बड़ी वाली लाइन के लिए, जैसी दी गई वैसी)
    allowed      true या false
    line         robots.txt की तय करने वाली लाइन, न होने पर 0
    crawl_delay  सेकंड में crawl-delay, न होने पर खाली
    robots_url   सिर्फ़ लाइव में: जिस robots.txt का अनुरोध किया गया
    state        सिर्फ़ लाइव में: allowed, disallowed या unreachable
    reason       सिर्फ़ लाइव में: फ़ेच के नतीजे का कोड (parsed, client-error,
                 server-error, network-error, …)
    error        लाइन को जवाब क्यों नहीं मिला (तब बाकी सेल खाली रहते हैं)
  --json के साथ इसकी जगह हर इनपुट लाइन के लिए एक JSON लाइन लिखता है:
  {answerShape}, लाइव में "robotsUrl", "state", "reason"
  और "truncated" (जब robots.txt काटी गई) भी, या {errorShape}. जिस CSV
  सेल को स्प्रेडशीट फ़ॉर्मूले की तरह चलाएगी (जो =, +, -, @, टैब या CR से शुरू
  हो), वह इसकी जगह ' से शुरू होता है.
  check की तरह --crawler, --token, --engine, --robots, --no-limit और --timeout
  लेता है. सूची एक सामान्य फ़ाइल, नेम्ड पाइप या - होनी चाहिए: डिवाइस या
  डायरेक्टरी को कुछ भी लिखने से पहले अस्वीकार किया जाता है. एग्ज़िट कोड: सारे
  इनपुट का जवाब मिलने पर 0, गलत इस्तेमाल या न पढ़े जा सकने वाले इनपुट पर 2.`,
  'cli.usage.batch': `batch
  stdin से JSON लाइनें पढ़ता है; हर लाइन एक ऑब्जेक्ट है जिसमें
    इनमें से एक  "robotstxt": टेक्स्ट | "robotstxt_base64": हूबहू बाइट | "robotstxt_file": पाथ
    "url": जांचने का यूआरएल, जैसे Google की लाइब्रेरी पढ़ती है वैसे पढ़ा जाता
           है और जांचा नहीं जाता: सिर्फ़ होस्ट के बाद का हिस्सा मिलाया जाता है,
           इसलिए जो स्ट्रिंग यूआरएल नहीं है वह अपने पहले "/" से मिलाई जाती है
           (या "/" न हो तो "/" की तरह: "not a url" और "" दोनों "/" हैं)
    इनमें से एक  "useragent": जैसा दिया गया वैसा उपयोगकर्ता एजेंट का नाम | "profile": प्रोफ़ाइल का नाम या id
    वैकल्पिक "engine": "google" या "coccoc" (डिफ़ॉल्ट: --engine, वरना
             प्रोफ़ाइल का पढ़ने का तरीका, वरना google)
  और हर इनपुट लाइन के लिए उसी क्रम में एक JSON लाइन लिखता है:
    {answerShape}
  जिस लाइन का जवाब न दिया जा सके (अमान्य JSON, फ़ील्ड गायब, फ़ाइल पढ़ी न जा
  सके, गलत base64, अनजान प्रोफ़ाइल, {maxLineBytes, number} बाइट से ज़्यादा) उसे
  {errorShape} मिलता है और batch चलता रहता है. खाली लाइनों
  को भी गड़बड़ी मिलती है, ताकि आउटपुट की लाइन N हमेशा इनपुट की लाइन N का जवाब
  हो. लाइनें LF या CRLF पर खत्म होती हैं. जितना इनपुट पढ़ा गया उसका जवाब तुरंत
  लिखा जाता है, आखिर तक रोका नहीं जाता. एक ही फ़ाइल, टेक्स्ट या base64 बॉडी एक
  ही बार पार्स होती है. --stats stderr पर एक लाइन का सारांश (लाइनें,
  गड़बड़ियां, पार्स हुई बॉडी) लिखता है.
  एग्ज़िट कोड: सारे इनपुट का जवाब मिलने पर 0, गलत इस्तेमाल पर 2.`,
  'cli.usage.lint': `lint
  हर लाइन में जांच का एक नतीजा: "'<'लाइन>: '<'गंभीरता>: '<'संदेश>" (पूरी
  फ़ाइल के लिए "file"), लाइन के क्रम में. --json नतीजों को उनके कोड के साथ
  लिखता है. एग्ज़िट कोड: कोई नतीजा गड़बड़ी हो तो 1 (जैसे UTF-16 या बाइनरी
  फ़ाइल), वरना 0; गलत इस्तेमाल या इनपुट न पढ़ा जा सके तो 2.`,
  'cli.usage.robots-main': `robots_main
  Google का robots_main, उसके लिए लिखी गई स्क्रिप्ट के लिए: वही आर्ग्युमेंट,
  वही आउटपुट लाइन ("user-agent '…' with URI '…': ALLOWED" या DISALLOWED, और
  खाली फ़ाइल के लिए एक सूचना) और वही एग्ज़िट कोड (जवाब मिलने पर 0, आर्ग्युमेंट
  की गलत संख्या या फ़ाइल न पढ़ी जा सके तो 1). Google के टूल की तरह पूरी फ़ाइल
  पढ़ी जाती है, ज़्यादा से ज़्यादा 32 MiB.`,
  'cli.usage.input': `इनपुट
  robots.txt का पाथ (या "robotstxt_file") किसी सामान्य फ़ाइल का होना चाहिए:
  named pipe, डिवाइस या डायरेक्टरी गड़बड़ी के साथ अस्वीकार की जाती है. "-"
  stdin पढ़ता है, वह जो भी हो.`,
  'cli.usage.size-limit': `साइज़ की सीमाएं
  Google की तरह, robots.txt फ़ाइल के सिर्फ़ पहले {limit, number} बाइट (500 KiB) पढ़े
  जाते हैं, और फ़ाइल या stdin से इससे ज़्यादा नहीं पढ़ा जाता. हर कमांड बताता है
  कि उसने फ़ाइल काटी: check और matrix एक नोट में (और अपने JSON में), urls
  stderr पर (और लाइव JSON जवाबों में "truncated": true), batch जवाब में
  "truncated": true के साथ, lint एक नतीजे के रूप में. --no-limit पूरी बॉडी
  पढ़ता है (जैसे Google का ओपन-सोर्स पार्सर पूरी बॉडी मिलने पर करता है)
  {ceiling, number} बाइट (32 MiB) तक, और इससे बड़ी को अस्वीकार करता है: पार्स हुई
  बॉडी अपने साइज़ की ~15 गुना तक जगह लेती है.
  एक इनपुट लाइन में ज़्यादा से ज़्यादा {urlsLine, number} बाइट (urls) या
  {batchLine, number} बाइट (batch) हो सकते हैं: इससे लंबी लाइन को गड़बड़ी मिलती है
  और उसके बाद की लाइनें पढ़ी जाती हैं. जो लाइन बिना लाइन के अंत के {giveUp, number}
  बाइट से आगे चली जाए (बाइनरी इनपुट, /dev/zero), वह कमांड को गड़बड़ी के साथ
  रोक देती है (एग्ज़िट कोड 2).`,
  'cli.usage.exit-codes': `एग्ज़िट कोड
  0 अनुमति है (या जवाब मिला), 1 अनुमति नहीं है (lint: गड़बड़ी मिली), 2 गलत
  इस्तेमाल या इनपुट न पढ़ा जा सके, 3 अंदरूनी गड़बड़ी, 4 robots.txt फ़ाइल फ़ेच
  नहीं हो पाई (check और matrix: ऐक्सेस न हो पाना, 5xx, 429 या अस्वीकार किया
  गया रीडायरेक्ट; लिखा गया नतीजा वह है जो क्रॉलर इस बीच करता है).`,
  'cli.usage.output': `आउटपुट
  गड़बड़ियां stderr पर एक लाइन होती हैं, कभी स्टैक ट्रेस नहीं. लिखे गए टेक्स्ट
  (नियम, पाथ, यूआरएल, क्रॉलर और फ़ाइल के नाम) में कंट्रोल, bidi और अदृश्य वर्ण
  एस्केप के रूप में दिखाए जाते हैं, जैसे \\x1b या {escapeExample}; JSON आउटपुट
  में \\u एस्केप के रूप में (\\u202e), जो वापस पढ़ने पर वही टेक्स्ट देते हैं.`,

  'cli.verdict.url': 'यूआरएल: {url}',
  'cli.verdict.url-read': 'यूआरएल: {url} (जैसे ब्राउज़र “{typed}” का अनुरोध करता है)',
  'cli.args.not-a-url': '{command}: “{url}” होस्ट वाला यूआरएल नहीं है (पूरा पता दें, जैसे https://example.com/page)',
  'cli.args.lookalike-option': '{command}: “{option}” में मिलते-जुलते दिखने वाले वर्ण हैं (जैसे पूरी चौड़ाई वाला “＝”): क्या आपका मतलब {plain} था?',
  'cli.urls.error.not-a-url': 'इनपुट लाइन {line, number, ::integer group-off}: न होस्ट वाला यूआरएल है, न “/” से शुरू होने वाला पाथ',
  'cli.input.endless-line':
    '“{path}” को इनपुट लाइन {line, number, ::integer group-off} पर पढ़ना रोका गया: लाइन के अंत के बिना {bytes, number} से ज़्यादा बाइट (क्या यह बाइनरी फ़ाइल या डिवाइस है?)',

  'cli.urls.note.truncated':
    'ध्यान दें: {url} में कम से कम {received, plural, one {# बाइट} other {# बाइट}} थे; Google की तरह, सिर्फ़ पहले {kept, number} बाइट पढ़े गए',

  'cli.usage.url-reading': `यूआरएल
  check, matrix और urls यूआरएल को वैसे पढ़ते हैं जैसे ब्राउज़र उसका अनुरोध करता
  है (WHATWG URL मानक से, एक्सटेंशन की तरह): गैर-ASCII पाथ UTF-8 के रूप में
  प्रतिशत-एन्कोड होता है (/café, /caf%C3%A9 बनता है), अंतरराष्ट्रीय होस्ट नाम
  punycode में लिखा जाता है, "\\" को "/" पढ़ा जाता है और डॉट वाले हिस्से हटाए
  जाते हैं. नियम इसी रूप से मिलाए जाते हैं, और यही रूप लिखा जाता है. batch और
  robots_main Google का कच्चा तरीका रखते हैं: यूआरएल जैसा दिया गया वैसा, बाइट
  दर बाइट मिलाया जाता है, जैसे Google की लाइब्रेरी और उसका robots_main करते हैं.
  जिस क्रॉलर नाम या --token में छिपा वर्ण (लाइन फ़ीड, शून्य-चौड़ाई वाली जगह)
  हो, जो खाली जगह से शुरू या खत्म हो, या पूरी चौड़ाई वाला रूप
  (Ｇｏｏｇｌｅｂｏｔ, ＝) इस्तेमाल करे, उसे वर्ण का नाम बताकर अस्वीकार किया
  जाता है: वह उस ग्रुप से मेल नहीं खाता जिसका नाम वह लेता दिखता है.`,
  'cli.args.bad-format': '{command}: --format में {formats} में से कोई एक दें, “{value}” नहीं',
  'cli.args.crawlers-twice': '{command}: --crawler या --all-crawlers में से एक ही दें, दोनों नहीं',
  'cli.diff.missing':
    "diff: '<'पुरानी> या '<'नई> नहीं दी गई (इस्तेमाल: diff '<'पुरानी robots.txt> '<'नई robots.txt>; हर एक फ़ाइल, - या http(s) यूआरएल हो सकती है)",
  'cli.diff.stdin-twice': 'स्टैंडर्ड इनपुट (-) सिर्फ़ एक बार पढ़ा जा सकता है',
  'cli.diff.no-urls': 'diff: यूआरएल की सूची या साइटमैप में जांचने के लिए कोई यूआरएल नहीं मिला',
  'cli.diff.urls-too-large': '“{path}” पढ़ी नहीं जा सकी: यह {limit, number} बाइट से बड़ी है',
  'cli.diff.too-many-urls': '{limit, number} से ज़्यादा यूआरएल: इन्हें हिस्सों में जांचें',
  'cli.diff.no-user-agent': 'किसी भी User-agent लाइन से पहले के नियम',
  'cli.diff.agents': 'User-agent {agents}',
  'cli.diff.verdict': '{allowed, select, yes {अनुमति है} other {अनुमति नहीं है}}',
  'cli.diff.no-rule': 'किसी नियम से फ़ैसला नहीं होता',
  'cli.diff.by-line': 'लाइन {line, number, ::integer group-off}: {rule}',
  'cli.diff.outcome': '{side, select, old {पुरानी} other {नई}} robots.txt फ़ाइल ({url}) पढ़ी नहीं गई: {meaning}',
  'cli.diff.same': 'कोई नियम नहीं बदला: दोनों फ़ाइलों में ग्रुप, नियम, crawl-delay और साइटमैप एक जैसे हैं',
  'cli.diff.summary': 'robots.txt फ़ाइल बदल गई: {added, plural, one {# नियम जोड़ा गया} other {# नियम जोड़े गए}}, {removed, number} हटाए गए',
  'cli.diff.group': '{status, select, added {नया ग्रुप} removed {हटाया गया ग्रुप} other {ग्रुप}}: {agents}',
  'cli.diff.rule-new': 'लाइन {line, number, ::integer group-off}: {rule}',
  'cli.diff.rule-old': 'पुरानी लाइन {line, number, ::integer group-off}: {rule}',
  'cli.diff.crawl-delay': 'crawl-delay: {before} → {after}',
  'cli.diff.sitemap': 'Sitemap: {url}',
  'cli.diff.probed': '--urls या --sitemap नहीं दिया गया: बदले गए नियमों में लिखे {paths, plural, one {# पाथ} other {# पाथ}} जांचे गए',
  'cli.diff.effect': '{crawler}: {url}: {before} ({beforeWhy}) → {after} ({afterWhy})',
  'cli.diff.effect-rule': '{crawler}: {url}: अब भी {after}, अब {afterWhy} (पहले {beforeWhy})',
  'cli.diff.total':
    '{changed, plural, =0 {कोई नतीजा नहीं बदला} one {# नतीजा बदला} other {# नतीजे बदले}} ({urls, plural, one {# यूआरएल} other {# यूआरएल}} × {crawlers, plural, one {# क्रॉलर} other {# क्रॉलर}})',
  'cli.diff.annotation-title': 'robots.txt में बदलाव: {crawler}',
  'cli.test.missing': "test: '<'उम्मीदों की फ़ाइल> नहीं दी गई (इस्तेमाल: test '<'फ़ाइल> [--robots FILE|URL])",
  'cli.test.too-large': '“{path}” पढ़ी नहीं जा सकी: यह {limit, number} बाइट से बड़ी है',
  'cli.test.not-utf8': '“{path}” पढ़ी नहीं जा सकी: यह UTF-8 टेक्स्ट नहीं है',
  'cli.test.empty': '“{path}” में कोई उम्मीद नहीं लिखी है',
  'cli.test.too-many': '{limit, number} से ज़्यादा उम्मीदें: फ़ाइल को बांटें',
  'cli.test.yaml-syntax': 'उम्मीदों की लाइन {line, number, ::integer group-off}: मान्य YAML नहीं है: {detail}',
  'cli.test.line.yaml-shape':
    'उम्मीदों की लाइन {line, number, ::integer group-off}: आइटम की सूची चाहिए थी, हर आइटम में "url" और "allow" या "disallow" (एक क्रॉलर का नाम या नामों की सूची)',
  'cli.test.line.bad-verdict': 'उम्मीदों की लाइन {line, number, ::integer group-off}: “{word}” न allow है, न disallow',
  'cli.test.line.no-url': 'उम्मीदों की लाइन {line, number, ::integer group-off}: allow या disallow के बाद यूआरएल नहीं दिया गया',
  'cli.test.line.not-a-url': 'उम्मीदों की लाइन {line, number, ::integer group-off}: “{url}” होस्ट वाला http या https यूआरएल नहीं है',
  'cli.test.line.problem': 'उम्मीदों की लाइन {line, number, ::integer group-off}: {problem}',
  'cli.test.mismatch': '{file}:{line, number, ::integer group-off}: {crawler}: {url}: उम्मीद थी {expected}, मिला {got} ({why})',
  'cli.test.total': '{total, plural, one {# उम्मीद} other {# उम्मीदों}} में से {met, number} पूरी हुईं',
  'cli.test.annotation-title': 'robots.txt की उम्मीद पूरी नहीं हुई: {crawler}',
  'cli.usage.diff': `diff
  robots-lens diff '<'पुरानी> '<'नई> [--urls FILE] [--sitemap URL]
                   [--crawler NAMES | --all-crawlers] [--format FORMAT]
  दो robots.txt फ़ाइलों के बीच क्या बदला; हर एक फ़ाइल, - (stdin) या http(s)
  यूआरएल (उस साइट की मौजूदा robots.txt फ़ाइल) हो सकती है: हर ग्रुप का हर
  नियम (ग्रुप की पहचान उसके user-agent से होती है; जो नियम सिर्फ़ अपनी जगह
  से हटा, वह बदलाव नहीं है), crawl-delay और साइटमैप; फिर हर क्रॉलर के लिए
  हर वह यूआरएल जिसका नतीजा बदला, पहले और बाद की फ़ैसला करने वाली लाइन के साथ.
  --urls FILE       जांचने के यूआरएल, हर लाइन में एक (# से टिप्पणी शुरू होती है)
  --sitemap URL     किसी साइटमैप में दिए यूआरएल (इंडेक्स की फ़ाइलों के भी)
  दोनों न हों, तो बदले गए नियमों में लिखे पाथ जांचे जाते हैं.
  --crawler NAMES   क्रॉलर प्रोफ़ाइल के नाम या id, कॉमा से अलग (न दें, तो
                    Googlebot); --all-crawlers हर प्रोफ़ाइल जांचता है
  ज़्यादा से ज़्यादा {limit, number} यूआरएल. एग्ज़िट कोड: कोई नतीजा न बदले तो 0,
  कोई भी बदले तो 1, गलत इस्तेमाल पर 2, मौजूदा robots.txt फ़ाइल फ़ेच न हो पाए तो 4.`,
  'cli.usage.test': `test
  robots-lens test '<'उम्मीदों की फ़ाइल> [--robots FILE|URL] [--format FORMAT]
  आप हर क्रॉलर से जो उम्मीद करते हैं कि वह क्या फ़ेच कर सकता है, उसे किसी
  robots.txt फ़ाइल (--robots FILE), किसी साइट की मौजूदा फ़ाइल (--robots URL)
  या --robots न होने पर हर यूआरएल की अपनी robots.txt फ़ाइल से जांचता है.
  सादा टेक्स्ट, हर लाइन में एक उम्मीद:
    # allow|disallow  URL  क्रॉलर (कोई न हो, तो Googlebot)
    allow    https://example.com/            Googlebot Bingbot
    disallow https://example.com/admin/      Googlebot
    disallow https://example.com/            GPTBot, CCBot
  या YAML, .yaml या .yml नाम वाली फ़ाइल में:
    - url: https://example.com/admin/
      disallow: [Googlebot, Bingbot]
      allow: AdsBot-Google
  जो उम्मीद पूरी नहीं होती, वह ऐसे छपती है:
  "'<'फ़ाइल>:'<'लाइन>: '<'क्रॉलर>: '<'url>: उम्मीद थी …, मिला … ('<'फ़ैसला करने वाली लाइन>)".
  एग्ज़िट कोड: सभी पूरी हों तो 0, कोई भी पूरी न हो तो 1, गलत इस्तेमाल या
  खराब फ़ाइल पर 2, मौजूदा robots.txt फ़ाइल फ़ेच न हो पाए तो 4.
  diff और test का आउटपुट: --format text (डिफ़ॉल्ट), json (या --json),
  github (टेक्स्ट, फिर फ़ैसला करने वाली robots.txt लाइन पर GitHub Actions
  एनोटेशन) या junit (JUnit XML).`,
} as const satisfies CatalogOf<CliMessages>;
