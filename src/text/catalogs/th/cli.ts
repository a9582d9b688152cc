/**
 * Thai for the command line (src/text/messages/cli.ts), as Google's Thai
 * page writes (docs/translation-glossary.md): "Crawler", "User Agent" and
 * URL kept in Latin, clauses separated by a space. Commands, options, JSON
 * fields and placeholders such as '<'url> stay as they are; only the `other`
 * plural.
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { CliMessages } from '../../messages/cli.ts';

export default {
  'cli.error': 'robots-lens: {message}',
  'cli.error.internal': 'ข้อผิดพลาดภายใน: {detail}',
  'cli.error.unknown-command': 'ไม่รู้จักคำสั่ง “{command}” (คำสั่งที่มี: {commands} ดู --help)',

  'cli.args.unknown-option': '{command}: ไม่รู้จักตัวเลือก {option} (ตัวเลือกที่มี: {known})',
  'cli.args.unknown-option-none': '{command}: ไม่รู้จักตัวเลือก {option} (คำสั่งนี้ไม่มีตัวเลือก)',
  'cli.args.takes-no-value': '{command}: --{option} ไม่รับค่า',
  'cli.args.needs-value': '{command}: --{option} ต้องมีค่า',
  'cli.args.unknown-engine': '{command}: ไม่รู้จักวิธีอ่าน “{engine}” (ใช้ {engines})',
  'cli.args.bad-timeout': '{command}: --timeout รับจำนวนวินาทีที่มากกว่า 0 และไม่เกิน 600 ไม่ใช่ “{value}”',
  'cli.args.unexpected-argument': '{command}: อาร์กิวเมนต์ที่ไม่คาดคิด “{argument}” (ดู --help)',
  'cli.args.missing-url': "{command}: ไม่มี '<'url> (ดู --help)",
  'cli.args.crawler-twice': '{command}: ระบุ Crawler เพียงครั้งเดียว ด้วย --crawler หรือก่อน URL',

  'cli.check.missing':
    "check: ไม่มี {argument, select, file {'<'robots.txt file>} crawler {'<'crawler>} other {'<'url>}} (วิธีใช้: check '<'url> --crawler NAME [--robots FILE] หรือ check '<'robots.txt file> '<'crawler> '<'url>)",
  'cli.check.not-a-url': 'check: “{url}” ไม่ใช่ URL ที่มีโฮสต์ (ระบุที่อยู่แบบเต็ม เช่น https://example.com/page)',
  'cli.check.not-a-web-url': '“{url}” ไม่ใช่ URL แบบ http หรือ https ที่มีโฮสต์ จึงไม่มีไฟล์ robots.txt ให้ดึง (ระบุ --robots FILE เพื่อตรวจกับไฟล์)',
  'cli.urls.missing-input': "urls: ไม่มี '<'file> (ไฟล์ URL บรรทัดละหนึ่งรายการ หรือ - สำหรับอินพุตมาตรฐาน)",

  'cli.crawler.profile': '{name} (โปรไฟล์ Crawler “{id}” ชื่อ User Agent {tokens})',
  'cli.crawler.token': 'ชื่อ User Agent ตามที่ระบุ “{token}”',
  'cli.crawler.unknown-close': 'ไม่รู้จัก Crawler “{crawler}” หมายถึง {names} ใช่หรือไม่ (ใช้ --token เพื่อระบุชื่อ User Agent ตามที่เป็น)',
  'cli.crawler.unknown': 'ไม่รู้จัก Crawler “{crawler}” Crawler ที่รู้จัก: {names} (ใช้ --token เพื่อระบุชื่อ User Agent ตามที่เป็น)',

  'cli.facts.robots-url': 'robots.txt: {url}',
  'cli.facts.hop': 'การเปลี่ยนเส้นทางครั้งที่ {hop, number}: {status, number, ::integer group-off} จาก {from} ไปยัง {to}',
  'cli.facts.answer':
    'คำตอบ: {status, number, ::integer group-off}, {contentType}, {bytes, plural, other {# ไบต์}} ใน {ms, number, ::integer} ms',
  'cli.facts.answer-no-type':
    'คำตอบ: {status, number, ::integer group-off}, ไม่มีประเภทเนื้อหา, {bytes, plural, other {# ไบต์}} ใน {ms, number, ::integer} ms',
  'cli.facts.truncated': 'หมายเหตุ: เนื้อหามีอย่างน้อย {received, plural, other {# ไบต์}} เช่นเดียวกับ Google ระบบอ่านเพียง {kept, number} ไบต์แรก',
  'cli.facts.no-answer': 'คำตอบ: ไม่มีหลังจาก {ms, number, ::integer} ms',
  'cli.facts.reading': 'ความหมาย: {meaning}',
  'cli.facts.unreachable': 'ดึงไฟล์ robots.txt ไม่ได้ ผลการตัดสินคือสิ่งที่ Crawler ทำจนกว่าจะดึงได้ (รหัสออก 4)',

  'cli.matrix.head.crawler': 'Crawler',
  'cli.matrix.head.engine': 'วิธีอ่าน',
  'cli.matrix.head.verdict': 'ผลการตัดสิน',
  'cli.matrix.head.line': 'บรรทัดที่ตัดสิน',
  'cli.matrix.verdict': '{state, select, allowed {อนุญาต} disallowed {ไม่อนุญาต} other {ไม่อนุญาตในตอนนี้}}',
  'cli.matrix.by-outcome': '(ผลการดึงข้อมูลเป็นตัวตัดสิน)',

  'cli.urls.error.blank': 'บรรทัดอินพุต {line, number, ::integer group-off}: บรรทัดว่าง (ต้องการ URL)',
  'cli.urls.error.json': 'บรรทัดอินพุต {line, number, ::integer group-off}: JSON ไม่ถูกต้อง (ต้องการ URL, สตริง JSON หรือออบเจ็กต์ที่มี "url")',
  'cli.urls.error.not-a-web-url':
    'บรรทัดอินพุต {line, number, ::integer group-off}: ไม่ใช่ URL แบบ http หรือ https ที่มีโฮสต์ จึงไม่มีไฟล์ robots.txt ให้ดึง',
  'cli.urls.error.too-long':
    'บรรทัดอินพุต {line, number, ::integer group-off}: บรรทัดยาว {bytes, number} ไบต์ urls อ่านบรรทัดได้ไม่เกิน {limit, number} ไบต์',

  'cli.input.unreadable':
    'อ่าน “{path}” ไม่ได้: {reason, select, ENOENT {ไม่มีไฟล์นี้} EISDIR {เป็นโฟลเดอร์} EACCES {ไม่มีสิทธิ์เข้าถึง} ENOTDIR {บางส่วนของเส้นทางไม่ใช่โฟลเดอร์} ELOOP {มีลิงก์สัญลักษณ์มากเกินไป} ENAMETOOLONG {ชื่อยาวเกินไป} EMFILE {เปิดไฟล์ไว้มากเกินไป} fifo {เป็น named pipe ไม่ใช่ไฟล์ปกติ} device {เป็นอุปกรณ์ ไม่ใช่ไฟล์ปกติ} socket {เป็นซ็อกเก็ต ไม่ใช่ไฟล์ปกติ} other {เป็นซ็อกเก็ตหรืออุปกรณ์ ไม่ใช่ไฟล์ปกติ}}',
  'cli.input.too-large': 'อ่าน “{path}” ไม่ได้: มีขนาดเกิน {limit, number} ไบต์ ซึ่งเป็นขนาดสูงสุดที่ --no-limit อ่าน',
  'cli.input.failed': 'อ่าน “{path}” ไม่ได้: {detail}',

  'cli.lint.missing': "lint: ไม่มี '<'ไฟล์ robots.txt> (วิธีใช้: lint '<'ไฟล์ robots.txt หรือ - สำหรับ stdin>)",
  'cli.lint.unexpected-argument': "lint: อาร์กิวเมนต์ที่ไม่คาดคิด “{argument}” (วิธีใช้: lint '<'ไฟล์ robots.txt>)",

  'cli.batch.unexpected-argument': 'batch: อาร์กิวเมนต์ที่ไม่คาดคิด “{argument}” (batch อ่านบรรทัด JSON จาก stdin)',
  'cli.batch.line': 'บรรทัดอินพุต {line, number, ::integer group-off}: {message}',
  'cli.batch.too-long': 'บรรทัดนี้มี {bytes, number} ไบต์ แต่ batch อ่านบรรทัดที่ยาวไม่เกิน {limit, number} ไบต์',
  'cli.batch.blank': 'บรรทัดว่าง (ต้องการออบเจ็กต์ JSON)',
  'cli.batch.invalid-json': 'JSON ไม่ถูกต้อง: {detail}',
  'cli.batch.not-an-object': 'ต้องการออบเจ็กต์ JSON',
  'cli.batch.missing-robots': 'ไม่มี robots.txt: ระบุ "robotstxt", "robotstxt_base64" หรือ "robotstxt_file"',
  'cli.batch.robots-twice': 'ระบุเพียงรายการเดียวจาก {fields}',
  'cli.batch.not-a-string': '"{field}" ต้องเป็นสตริง',
  'cli.batch.file-empty': '"robotstxt_file" ว่างเปล่า',
  'cli.batch.missing-url': 'ไม่มี "url"',
  'cli.batch.crawler-twice': 'ระบุ "useragent" หรือ "profile" อย่างใดอย่างหนึ่ง ไม่ใช่ทั้งสองอย่าง',
  'cli.batch.missing-crawler': 'ไม่มี Crawler: ระบุ "useragent" (ชื่อ User Agent) หรือ "profile" (ชื่อโปรไฟล์ Crawler)',
  'cli.batch.unknown-engine': 'ไม่รู้จักวิธีอ่าน {engine} (ใช้ "google" หรือ "coccoc")',
  'cli.batch.bad-base64': '"robotstxt_base64" ไม่ใช่ base64 ที่ถูกต้อง: {detail}',
  'cli.batch.cannot-read': 'อ่าน “{path}” ไม่ได้',
  'cli.batch.stats':
    'batch: {lines, plural, other {# บรรทัด}}, ตอบแล้ว {answered, number}, ข้อผิดพลาด {errors, plural, other {# รายการ}}; เนื้อหา robots.txt ที่แยกวิเคราะห์: {parsed, number}, ใช้แคช: {hits, number} ครั้ง',

  'cli.verdict.line': 'บรรทัด {line, number, ::integer group-off}: {text}',
  'cli.verdict.line-details': 'บรรทัด {line, number, ::integer group-off}: {text}  ({details})',
  'cli.verdict.match-priority': 'ลำดับความสำคัญ {priority, number, ::integer group-off}',
  'cli.verdict.match-escaped': 'จับคู่เป็น {pattern}',
  'cli.verdict.match-index-htm': 'จับคู่เป็น {pattern}: Google อ่านกฎ allow ของ index.htm ว่าอนุญาตโฟลเดอร์นั้นเองด้วย',
  'cli.verdict.no-line': 'ไม่มีบรรทัดใดเป็นตัวตัดสิน',
  'cli.verdict.why': 'เหตุผล: {explanation}',
  'cli.verdict.crawler': 'Crawler: {crawler}; วิธีอ่าน {engine}; เส้นทางที่จับคู่: {path}',
  'cli.verdict.groups-none': 'กลุ่มที่ใช้: ไม่มี',
  'cli.verdict.groups': '{scope, select, global {กลุ่มที่ใช้ (“*”):} other {กลุ่มที่ใช้ (ชื่อ User Agent “{token}”):}}',
  'cli.verdict.other-matches': 'กฎอื่นที่จับคู่ได้:',
  'cli.verdict.other-match': 'บรรทัด {line, number, ::integer group-off}: {text} — {outcome}',
  'cli.verdict.more-matches': '… และกฎอื่นอีก {count, number} รายการ',
  'cli.verdict.crawl-delay':
    'crawl-delay: {seconds, number} วินาทีในบรรทัด {line, number, ::integer group-off}; {honoured, select, yes {{crawler} ปฏิบัติตาม} other {{crawler} ไม่สนใจ crawl-delay}}',
  'cli.verdict.crawl-delay-capped':
    'crawl-delay: {seconds, number} วินาทีในบรรทัด {line, number, ::integer group-off} อ่านเป็น {effective, number} วินาที (Coc Coc จำกัด crawl-delay ไว้ที่ {max, number} วินาที); {honoured, select, yes {{crawler} ปฏิบัติตาม} other {{crawler} ไม่สนใจ crawl-delay}}',
  'cli.verdict.truncated-stream':
    'หมายเหตุ: อินพุตมีขนาดเกิน {kept, number} ไบต์ เช่นเดียวกับ Google ระบบอ่านเพียง {kept, number} ไบต์แรก (ใช้ --no-limit เพื่ออ่านทั้งหมด)',
  'cli.verdict.truncated-file':
    'หมายเหตุ: ไฟล์มีขนาด {bytes, number} ไบต์ เช่นเดียวกับ Google ระบบอ่านเพียง {kept, number} ไบต์แรก (ใช้ --no-limit เพื่ออ่านทั้งหมด)',

  'cli.usage.intro': 'robots-lens: Crawler นี้ดึง URL นี้ได้หรือไม่ตามไฟล์ robots.txt นี้ และบรรทัดใดเป็นตัวตัดสิน',
  'cli.usage.synopsis': `วิธีใช้:
  robots-lens check '<'url> [--crawler NAME] [--robots FILE] [ตัวเลือก]
  robots-lens check '<'ไฟล์ robots.txt หรือ - สำหรับ stdin> '<'crawler> '<'url> [ตัวเลือก]
  robots-lens matrix '<'url> [--robots FILE] [--json]
  robots-lens urls '<'ไฟล์ URL หรือ -> [--crawler NAME] [--robots FILE] [--json]
  robots-lens batch [--engine google|coccoc] [--no-limit] [--stats] '<' requests.jsonl
  robots-lens lint '<'ไฟล์ robots.txt หรือ - สำหรับ stdin> [--json] [--no-limit]
  robots-lens diff '<'เดิม> '<'ใหม่> [--urls FILE | --sitemap URL] [--crawler NAMES]
  robots-lens test '<'ไฟล์ความคาดหวัง> [--robots FILE|URL]
  robots-lens robots_main '<'ไฟล์ robots.txt> '<'user_agent> '<'url>
  robots-lens --help
(จากซอร์สโค้ดโดยไม่ใช้ npm link: npm run cli -- '<'คำสั่ง> …)`,
  'cli.usage.check': `check
  พิมพ์ "allowed" หรือ "disallowed" ตามด้วยบรรทัดที่ตัดสิน (หมายเลขและข้อความ)
  เหตุผล กลุ่มที่ใช้ กฎอื่นที่จับคู่ได้และเหตุที่แพ้ และ crawl-delay หากไม่มี
  --robots จะดึงไฟล์ robots.txt ของ URL นั้นเอง (ดู "เว็บไซต์จริง") และพิมพ์
  ข้อมูลการดึงต่อจากผลการตัดสิน
  '<'url>             ที่อยู่แบบเต็มที่มีโฮสต์ เช่น https://example.com/page
                    อ่านแบบที่เบราว์เซอร์ขอ (ดู "URL") อย่างอื่นจะถูกปฏิเสธ
  --crawler NAME    โปรไฟล์ Crawler ตามชื่อหรือ id (ไม่สนตัวพิมพ์เล็กใหญ่
                    ค่าเริ่มต้นคือ Googlebot):
                    {profiles}
  --robots FILE     ตรวจกับไฟล์นี้ (- สำหรับ stdin) ไม่มีการดึงข้อมูล
  --token           Crawler เป็นชื่อ User Agent ตามที่ระบุ ใช้แบบเดียวกับที่
                    ไลบรารีของ Google ใช้อาร์กิวเมนต์ user-agent (ดังนั้น
                    "Googlebot/2.1" จึงไม่ตรงกับกลุ่ม "User-agent: Googlebot")
  --engine NAME     google (ค่าเริ่มต้นสำหรับชื่อ User Agent) หรือ coccoc
                    หากไม่ระบุ โปรไฟล์จะใช้วิธีอ่านของตัวเอง
  --json            พิมพ์ผลการตัดสินเป็น JSON เมื่อดึงจริงจะเป็นออบเจ็กต์ที่มี
                    "url", "robotsUrl", "state", "allowed", "line", "reading",
                    "fetch" (การเปลี่ยนเส้นทาง สถานะ ไบต์ เวลา) และ "verdict"
  --timeout SECONDS เวลาจำกัดของการดึงจริง (ค่าเริ่มต้น 10 เหมือนส่วนขยาย)
  รูปแบบเดิม check '<'ไฟล์ robots.txt> '<'crawler> '<'url> ยังใช้ได้`,
  'cli.usage.live': `เว็บไซต์จริง
  check, matrix และ urls ดึงไฟล์ robots.txt แบบเดียวกับส่วนขยาย ด้วยตัวดึงข้อมูล
  ของส่วนขยายเอง: ติดตามการเปลี่ยนเส้นทางทีละครั้ง ไม่เกิน {hops, number} ครั้ง และบันทึก
  ทุกครั้ง โฮสต์สาธารณะส่งคำขอมายังเครื่องนี้หรือเครือข่ายของเครื่องนี้ไม่ได้
  (localhost, 10.0.0.0/8, ชื่อที่ไม่มีจุด, ชื่อที่ชี้มาที่นั่น) และส่งไปยังที่อยู่
  ที่ไม่ใช่ http(s) ไม่ได้ ไม่ส่งคุกกี้ เก็บ {limit, number} ไบต์แรก และใช้เวลา {timeout, number}
  วินาทีสำหรับทั้งสาย คำตอบจะกลายเป็นผลการตัดสินตามวิธีอ่านแต่ละแบบ: 4xx
  อนุญาตทั้งหมด 5xx, 429 และการไม่มีคำตอบจะไม่อนุญาตทั้งหมดในตอนนี้ (Google)
  การเปลี่ยนเส้นทางเกิน {hops, number} ครั้งถือว่าไม่มีไฟล์ robots.txt`,
  'cli.usage.matrix': `matrix
  บรรทัดละหนึ่งโปรไฟล์ Crawler สำหรับ URL เดียว: Crawler วิธีอ่าน ผลการตัดสิน
  และบรรทัดที่ตัดสิน จากการดึงไฟล์ robots.txt ครั้งเดียว (หรือ --robots FILE)
  --json เขียนออบเจ็กต์ JSON หนึ่งรายการต่อ Crawler:
  {shape}
  รหัสออก: 0 เมื่อได้คำตอบ 4 เมื่อดึงไฟล์ robots.txt ไม่ได้`,
  'cli.usage.urls': `urls
  อ่าน URL บรรทัดละหนึ่งรายการจากไฟล์หรือ - (stdin): URL เปล่า สตริง JSON
  หรือออบเจ็กต์ JSON ที่มี "url" โดยอ่านแต่ละรายการแบบที่เบราว์เซอร์ขอ (ดู
  "URL") แต่ละ URL จะตรวจกับไฟล์ robots.txt ของต้นทางของตัวเอง (ดึงครั้งเดียว
  ต่อต้นทางและเก็บไว้ระหว่างที่คำสั่งทำงาน) หรือตรวจทั้งหมดกับ --robots FILE
  (ซึ่งบรรทัดหนึ่งอาจเป็นเส้นทางที่ขึ้นต้นด้วย "/" ก็ได้) เขียน CSV พร้อม
  บรรทัดหัว และหนึ่งแถวต่อบรรทัดอินพุตตามลำดับเดิม โดยมีคอลัมน์ดังนี้
    url          URL ตามที่อ่าน (บรรทัดตามที่ระบุเมื่อบรรทัดนั้นมีข้อผิดพลาด)
    allowed      true หรือ false
    line         บรรทัดที่ตัดสินของ robots.txt หรือ 0 เมื่อไม่มี
    crawl_delay  crawl-delay เป็นวินาที ว่างเมื่อไม่มี
    robots_url   เฉพาะเมื่อดึงจริง: robots.txt ที่ขอ
    state        เฉพาะเมื่อดึงจริง: allowed, disallowed หรือ unreachable
    reason       เฉพาะเมื่อดึงจริง: รหัสผลการดึง (parsed, client-error,
                 server-error, network-error, …)
    error        เหตุที่บรรทัดนั้นไม่ได้คำตอบ (เซลล์อื่นจะว่าง)
  เมื่อใช้ --json จะเขียน JSON หนึ่งบรรทัดต่อบรรทัดอินพุตแทน:
  {answerShape} เมื่อดึงจริงจะมี "robotsUrl", "state",
  "reason" และ "truncated" (เมื่อ robots.txt ถูกตัด) เพิ่ม หรือ {errorShape}
  เซลล์ CSV ที่สเปรดชีตจะเรียกใช้เป็นสูตร (ขึ้นต้นด้วย =, +, -, @, แท็บ หรือ
  CR) จะขึ้นต้นด้วย ' แทน
  รับ --crawler, --token, --engine, --robots, --no-limit และ --timeout
  เหมือน check รายการต้องเป็นไฟล์ปกติ named pipe หรือ - อุปกรณ์หรือ
  ไดเรกทอรีจะถูกปฏิเสธก่อนเขียนสิ่งใด รหัสออก: 0 เมื่อตอบอินพุตครบ 2 เมื่อ
  ใช้งานผิดหรืออ่านอินพุตไม่ได้`,
  'cli.usage.batch': `batch
  อ่านบรรทัด JSON จาก stdin แต่ละบรรทัดเป็นออบเจ็กต์ที่มี
    หนึ่งใน  "robotstxt": ข้อความ | "robotstxt_base64": ไบต์ตรงตามจริง | "robotstxt_file": เส้นทางไฟล์
    "url": URL ที่จะตรวจ อ่านแบบที่ไลบรารีของ Google อ่านและไม่ตรวจสอบ:
           จับคู่เฉพาะส่วนหลังโฮสต์ สตริงที่ไม่ใช่ URL จึงจับคู่ตั้งแต่ "/"
           ตัวแรก (หรือเป็น "/" หากไม่มี: "not a url" และ "" เป็น "/" ทั้งคู่)
    หนึ่งใน  "useragent": ชื่อ User Agent ตามที่ระบุ | "profile": ชื่อหรือ id ของโปรไฟล์
    ไม่บังคับ "engine": "google" หรือ "coccoc" (ค่าเริ่มต้น: --engine
             ถ้าไม่มีใช้วิธีอ่านของโปรไฟล์ ถ้าไม่มีใช้ google)
  และเขียน JSON หนึ่งบรรทัดต่อบรรทัดอินพุตตามลำดับเดิม:
    {answerShape}
  บรรทัดที่ตอบไม่ได้ (JSON ไม่ถูกต้อง ขาดฟิลด์ อ่านไฟล์ไม่ได้ base64 ผิด
  ไม่รู้จักโปรไฟล์ ยาวเกิน {maxLineBytes, number} ไบต์) จะได้
  {errorShape} และ batch ทำงานต่อ บรรทัดว่างก็ได้ข้อผิดพลาด
  เช่นกัน บรรทัดเอาต์พุตที่ N จึงตอบบรรทัดอินพุตที่ N เสมอ บรรทัดจบด้วย LF หรือ
  CRLF คำตอบจะเขียนออกทันทีที่ตอบอินพุตที่อ่านแล้วได้ ไม่รอจนจบ ไฟล์ ข้อความ
  หรือเนื้อหา base64 เดียวกันจะแยกวิเคราะห์ครั้งเดียว --stats พิมพ์สรุปหนึ่ง
  บรรทัด (จำนวนบรรทัด ข้อผิดพลาด เนื้อหาที่แยกวิเคราะห์) ลง stderr
  รหัสออก: 0 เมื่อตอบอินพุตครบ 2 เมื่อใช้งานผิด`,
  'cli.usage.lint': `lint
  บรรทัดละหนึ่งผลการตรวจสอบ: "'<'บรรทัด>: '<'ระดับ>: '<'ข้อความ>" ("file"
  สำหรับทั้งไฟล์) เรียงตามบรรทัด --json พิมพ์ผลการตรวจสอบพร้อมรหัส
  รหัสออก: 1 เมื่อมีผลการตรวจสอบที่เป็นข้อผิดพลาด (เช่น ไฟล์ UTF-16 หรือไฟล์
  ไบนารี) มิฉะนั้น 0 และ 2 เมื่อใช้งานผิดหรืออ่านอินพุตไม่ได้`,
  'cli.usage.robots-main': `robots_main
  robots_main ของ Google สำหรับสคริปต์ที่เขียนไว้ใช้กับมัน: อาร์กิวเมนต์เดียวกัน
  บรรทัดเอาต์พุตเดียวกัน ("user-agent '…' with URI '…': ALLOWED" หรือ
  DISALLOWED และข้อความแจ้งเมื่อไฟล์ว่าง) และรหัสออกเดียวกัน (0 เมื่อได้คำตอบ
  1 เมื่อจำนวนอาร์กิวเมนต์ผิดหรืออ่านไฟล์ไม่ได้) อ่านทั้งไฟล์เหมือนเครื่องมือ
  ของ Google สูงสุด 32 MiB`,
  'cli.usage.input': `อินพุต
  เส้นทางไฟล์ robots.txt (หรือ "robotstxt_file") ต้องเป็นไฟล์ปกติ: named pipe
  อุปกรณ์ หรือไดเรกทอรีจะถูกปฏิเสธพร้อมข้อผิดพลาด "-" อ่าน stdin ไม่ว่าจะเป็น
  อะไร`,
  'cli.usage.size-limit': `ขีดจำกัดขนาด
  เช่นเดียวกับ Google ระบบอ่านเพียง {limit, number} ไบต์แรก (500 KiB) ของไฟล์
  robots.txt และไม่อ่านจากไฟล์หรือ stdin มากกว่านั้น ทุกคำสั่งจะบอกเมื่อตัด
  ไฟล์: check และ matrix บอกในหมายเหตุ (และใน JSON) urls บอกทาง stderr (และ
  "truncated": true ในคำตอบ JSON เมื่อดึงจริง) batch ใส่ "truncated": true
  ในคำตอบ lint รายงานเป็นข้อพบ --no-limit อ่านเนื้อหาทั้งหมด (เหมือนที่
  ตัวแยกวิเคราะห์โอเพนซอร์สของ Google ทำเมื่อได้รับทั้งหมด) ได้ถึง
  {ceiling, number} ไบต์ (32 MiB) และปฏิเสธที่ใหญ่กว่านั้น: เนื้อหาที่แยกวิเคราะห์
  แล้วใช้หน่วยความจำได้ถึง ~15 เท่าของขนาด
  บรรทัดอินพุตยาวได้ไม่เกิน {urlsLine, number} ไบต์ (urls) หรือ {batchLine, number}
  ไบต์ (batch) บรรทัดที่ยาวกว่านั้นจะได้ข้อผิดพลาด และบรรทัดหลังจากนั้นยังถูก
  อ่านต่อ บรรทัดที่ยาวเกิน {giveUp, number} ไบต์โดยไม่มีการขึ้นบรรทัดใหม่ (อินพุต
  ไบนารี /dev/zero) จะทำให้คำสั่งหยุดพร้อมข้อผิดพลาด (รหัสออก 2)`,
  'cli.usage.exit-codes': `รหัสออก
  0 อนุญาต (หรือได้คำตอบ) 1 ไม่อนุญาต (lint: พบข้อผิดพลาด) 2 ใช้งานผิดหรืออ่าน
  อินพุตไม่ได้ 3 ข้อผิดพลาดภายใน 4 ดึงไฟล์ robots.txt ไม่ได้ (check และ matrix:
  ไม่สามารถเข้าถึงได้ 5xx, 429 หรือการเปลี่ยนเส้นทางที่ถูกปฏิเสธ ผลการตัดสินที่
  พิมพ์คือสิ่งที่ Crawler ทำในระหว่างนั้น)`,
  'cli.usage.output': `เอาต์พุต
  ข้อผิดพลาดเป็นหนึ่งบรรทัดใน stderr ไม่มี stack trace อักขระควบคุม อักขระ bidi
  และอักขระที่มองไม่เห็นในสิ่งที่พิมพ์ (กฎ เส้นทาง URL ชื่อ Crawler และชื่อไฟล์)
  จะแสดงเป็น escape เช่น \\x1b หรือ {escapeExample} ในเอาต์พุต JSON จะเป็น
  escape แบบ \\u (\\u202e) ซึ่งอ่านกลับได้เป็นข้อความเดิม`,

  'cli.verdict.url': 'URL: {url}',
  'cli.verdict.url-read': 'URL: {url} (ตามที่เบราว์เซอร์ขอ “{typed}”)',
  'cli.args.not-a-url': '{command}: “{url}” ไม่ใช่ URL ที่มีโฮสต์ (ระบุที่อยู่แบบเต็ม เช่น https://example.com/page)',
  'cli.args.lookalike-option': '{command}: “{option}” มีอักขระที่หน้าตาคล้ายกัน (เช่น “＝” แบบเต็มความกว้าง) หมายถึง {plain} ใช่ไหม',
  'cli.urls.error.not-a-url': 'บรรทัดอินพุต {line, number, ::integer group-off}: ไม่ใช่ URL ที่มีโฮสต์ และไม่ใช่เส้นทางที่ขึ้นต้นด้วย “/”',
  'cli.input.endless-line':
    'หยุดอ่าน “{path}” ที่บรรทัดอินพุต {line, number, ::integer group-off}: มีเกิน {bytes, number} ไบต์โดยไม่มีการขึ้นบรรทัดใหม่ (เป็นไฟล์ไบนารีหรืออุปกรณ์หรือไม่)',

  'cli.urls.note.truncated': 'หมายเหตุ: {url} มีอย่างน้อย {received, plural, other {# ไบต์}} เช่นเดียวกับ Google ระบบอ่านเพียง {kept, number} ไบต์แรก',

  'cli.usage.url-reading': `URL
  check, matrix และ urls อ่าน URL แบบที่เบราว์เซอร์ขอ (ตามมาตรฐาน WHATWG
  URL เหมือนส่วนขยาย): เส้นทางที่ไม่ใช่ ASCII จะเข้ารหัสแบบเปอร์เซ็นต์เป็น
  UTF-8 (/café เป็น /caf%C3%A9) ชื่อโฮสต์สากลเขียนเป็น punycode "\\" อ่าน
  เป็น "/" และส่วนที่เป็นจุดจะถูกตัดออก รูปแบบนี้คือสิ่งที่นำไปจับคู่กับกฎ
  และเป็นสิ่งที่พิมพ์ออกมา batch และ robots_main ใช้การอ่านแบบดิบของ Google:
  จับคู่ URL ตามที่ระบุทีละไบต์ เหมือนไลบรารีของ Google และ robots_main ของมัน
  ชื่อ Crawler หรือ --token ที่มีอักขระที่มองไม่เห็น (การขึ้นบรรทัดใหม่
  ช่องว่างความกว้างศูนย์) ขึ้นต้นหรือลงท้ายด้วยช่องว่าง หรือใช้รูปแบบเต็ม
  ความกว้าง (Ｇｏｏｇｌｅｂｏｔ, ＝) จะถูกปฏิเสธพร้อมบอกชื่ออักขระนั้น เพราะจะ
  ไม่ตรงกับกลุ่มที่ดูเหมือนจะระบุชื่อ`,
  'cli.args.bad-format': '{command}: --format รับค่า {formats} ไม่ใช่ “{value}”',
  'cli.args.crawlers-twice': '{command}: ระบุ --crawler หรือ --all-crawlers อย่างใดอย่างหนึ่ง ไม่ใช่ทั้งสองอย่าง',
  'cli.diff.missing':
    "diff: ไม่มี '<'เดิม> หรือ '<'ใหม่> (วิธีใช้: diff '<'robots.txt เดิม> '<'robots.txt ใหม่> แต่ละรายการเป็นไฟล์, - หรือ URL แบบ http(s))",
  'cli.diff.stdin-twice': 'อินพุตมาตรฐาน (-) อ่านได้เพียงครั้งเดียว',
  'cli.diff.no-urls': 'diff: รายการ URL หรือแผนผังเว็บไซต์ไม่มี URL ให้ตรวจสอบ',
  'cli.diff.urls-too-large': 'อ่าน “{path}” ไม่ได้: มีขนาดเกิน {limit, number} ไบต์',
  'cli.diff.too-many-urls': 'มี URL เกิน {limit, number} รายการ: ตรวจสอบทีละส่วน',
  'cli.diff.no-user-agent': 'กฎก่อนบรรทัด User-agent แรก',
  'cli.diff.agents': 'User-agent {agents}',
  'cli.diff.verdict': '{allowed, select, yes {อนุญาต} other {ไม่อนุญาต}}',
  'cli.diff.no-rule': 'ไม่มีกฎใดเป็นตัวตัดสิน',
  'cli.diff.by-line': 'บรรทัด {line, number, ::integer group-off}: {rule}',
  'cli.diff.outcome': 'ไม่ได้อ่านไฟล์ robots.txt {side, select, old {เดิม} other {ใหม่}} ({url}): {meaning}',
  'cli.diff.same': 'ไม่มีกฎใดเปลี่ยน: ทั้งสองไฟล์มีกลุ่ม กฎ crawl-delay และแผนผังเว็บไซต์เหมือนกัน',
  'cli.diff.summary': 'ไฟล์ robots.txt เปลี่ยนไป: เพิ่มกฎ {added, plural, other {# ข้อ}} ลบ {removed, number} ข้อ',
  'cli.diff.group': '{status, select, added {กลุ่มใหม่} removed {กลุ่มที่ถูกลบ} other {กลุ่ม}}: {agents}',
  'cli.diff.rule-new': 'บรรทัด {line, number, ::integer group-off}: {rule}',
  'cli.diff.rule-old': 'บรรทัดเดิม {line, number, ::integer group-off}: {rule}',
  'cli.diff.crawl-delay': 'crawl-delay: {before} → {after}',
  'cli.diff.sitemap': 'Sitemap: {url}',
  'cli.diff.probed': 'ไม่มี --urls หรือ --sitemap: ตรวจสอบ{paths, plural, other {เส้นทาง # รายการ}}ที่กฎที่เปลี่ยนระบุไว้',
  'cli.diff.effect': '{crawler}: {url}: {before} ({beforeWhy}) → {after} ({afterWhy})',
  'cli.diff.effect-rule': '{crawler}: {url}: ยังคง{after} ตอนนี้ {afterWhy} (เดิม {beforeWhy})',
  'cli.diff.total':
    '{changed, plural, =0 {ไม่มีผลการตัดสินใดเปลี่ยน} other {ผลการตัดสินเปลี่ยน # รายการ}} ({urls, plural, other {# URL}} × {crawlers, plural, other {# Crawler}})',
  'cli.diff.annotation-title': 'ไฟล์ robots.txt เปลี่ยน: {crawler}',
  'cli.test.missing': "test: ไม่มี '<'ไฟล์ความคาดหวัง> (วิธีใช้: test '<'ไฟล์> [--robots FILE|URL])",
  'cli.test.too-large': 'อ่าน “{path}” ไม่ได้: มีขนาดเกิน {limit, number} ไบต์',
  'cli.test.not-utf8': 'อ่าน “{path}” ไม่ได้: ไม่ใช่ข้อความ UTF-8',
  'cli.test.empty': '“{path}” ไม่มีความคาดหวังใดเลย',
  'cli.test.too-many': 'มีความคาดหวังเกิน {limit, number} รายการ: แบ่งไฟล์ออกเป็นส่วน',
  'cli.test.yaml-syntax': 'ไฟล์ความคาดหวัง บรรทัด {line, number, ::integer group-off}: YAML ไม่ถูกต้อง: {detail}',
  'cli.test.line.yaml-shape':
    'ไฟล์ความคาดหวัง บรรทัด {line, number, ::integer group-off}: ต้องการรายการที่แต่ละข้อมี "url" และ "allow" หรือ "disallow" (ชื่อ Crawler หรือรายการชื่อ)',
  'cli.test.line.bad-verdict': 'ไฟล์ความคาดหวัง บรรทัด {line, number, ::integer group-off}: “{word}” ไม่ใช่ allow หรือ disallow',
  'cli.test.line.no-url': 'ไฟล์ความคาดหวัง บรรทัด {line, number, ::integer group-off}: ไม่มี URL หลัง allow หรือ disallow',
  'cli.test.line.not-a-url': 'ไฟล์ความคาดหวัง บรรทัด {line, number, ::integer group-off}: “{url}” ไม่ใช่ URL แบบ http หรือ https ที่มีโฮสต์',
  'cli.test.line.problem': 'ไฟล์ความคาดหวัง บรรทัด {line, number, ::integer group-off}: {problem}',
  'cli.test.mismatch': '{file}:{line, number, ::integer group-off}: {crawler}: {url}: คาดว่า{expected} แต่ได้ผล{got} ({why})',
  'cli.test.total': 'เป็นไปตามความคาดหวัง {met, number} จาก {total, plural, other {# รายการ}}',
  'cli.test.annotation-title': 'ไม่เป็นไปตามความคาดหวังของ robots.txt: {crawler}',
  'cli.usage.diff': `diff
  robots-lens diff '<'เดิม> '<'ใหม่> [--urls FILE] [--sitemap URL]
                   [--crawler NAMES | --all-crawlers] [--format FORMAT]
  สิ่งที่เปลี่ยนระหว่างไฟล์ robots.txt สองไฟล์ แต่ละรายการเป็นไฟล์, - (stdin)
  หรือ URL แบบ http(s) (ไฟล์ robots.txt ที่ใช้อยู่ของเว็บไซต์นั้น): กฎทีละข้อ
  ในแต่ละกลุ่ม (กลุ่มเรียกตาม User Agent ของกลุ่ม กฎที่แค่ย้ายที่ไม่นับว่าเปลี่ยน)
  crawl-delay และแผนผังเว็บไซต์ จากนั้นสำหรับ Crawler แต่ละตัว ทุก URL ที่ผลการ
  ตัดสินเปลี่ยน พร้อมบรรทัดที่ตัดสินก่อนและหลัง
  --urls FILE       URL ที่จะตรวจสอบ บรรทัดละหนึ่งรายการ (# เริ่มคำอธิบาย)
  --sitemap URL     URL ที่แผนผังเว็บไซต์แสดงไว้ (รวมไฟล์ในแผนผังแบบดัชนี)
  หากไม่มีทั้งสองอย่าง จะตรวจสอบเส้นทางที่กฎที่เปลี่ยนระบุไว้
  --crawler NAMES   ชื่อหรือ id ของโปรไฟล์ Crawler คั่นด้วยจุลภาค (ค่าเริ่มต้น
                    Googlebot) --all-crawlers ตรวจสอบทุกโปรไฟล์
  สูงสุด {limit, number} URL รหัสออก: 0 เมื่อไม่มีผลการตัดสินใดเปลี่ยน 1 เมื่อมี
  2 เมื่อใช้งานผิด 4 เมื่อดึงไฟล์ robots.txt ที่ใช้อยู่ไม่ได้`,
  'cli.usage.test': `test
  robots-lens test '<'ไฟล์ความคาดหวัง> [--robots FILE|URL] [--format FORMAT]
  ตรวจสอบสิ่งที่คุณคาดว่า Crawler แต่ละตัวดึงได้ กับไฟล์ robots.txt
  (--robots FILE) ไฟล์ที่ใช้อยู่ของเว็บไซต์ (--robots URL) หรือหากไม่มี
  --robots กับไฟล์ robots.txt ของแต่ละ URL เอง ข้อความธรรมดา บรรทัดละหนึ่ง
  ความคาดหวัง:
    # allow|disallow  URL  Crawler (ค่าเริ่มต้น Googlebot)
    allow    https://example.com/            Googlebot Bingbot
    disallow https://example.com/admin/      Googlebot
    disallow https://example.com/            GPTBot, CCBot
  หรือ YAML ในไฟล์ที่ชื่อลงท้ายด้วย .yaml หรือ .yml:
    - url: https://example.com/admin/
      disallow: [Googlebot, Bingbot]
      allow: AdsBot-Google
  ความคาดหวังที่ไม่เป็นไปตามนั้นจะแสดงเป็น
  "'<'ไฟล์>:'<'บรรทัด>: '<'Crawler>: '<'url>: คาดว่า… แต่ได้ผล… ('<'บรรทัดที่ตัดสิน>)"
  รหัสออก: 0 เมื่อเป็นไปตามทั้งหมด 1 เมื่อมีข้อใดไม่เป็นไปตามนั้น 2 เมื่อใช้งานผิด
  หรือไฟล์ผิดรูปแบบ 4 เมื่อดึงไฟล์ robots.txt ที่ใช้อยู่ไม่ได้
  เอาต์พุตของ diff และ test: --format text (ค่าเริ่มต้น) json (หรือ --json)
  github (ข้อความ แล้วตามด้วยคำอธิบายประกอบของ GitHub Actions บนบรรทัด
  robots.txt ที่ตัดสิน) หรือ junit (JUnit XML)`,
} as const satisfies CatalogOf<CliMessages>;
