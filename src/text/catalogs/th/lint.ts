/**
 * Thai: the linter's findings, as Google's Thai robots.txt page writes (docs/translation-glossary.md):
 * Crawler, กฎ, กลุ่ม, บรรทัด, ละเว้น; "คุณ", no particles; Thai has only the `other` plural form.
 * Robots.txt keys (User-agent, Disallow…) stay in Latin.
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { LintMessages } from '../../messages/lint.ts';

export default {
  'lint.user-agent-read-differently.global': 'Google อ่าน “{value}” เป็น “*” ที่ใช้กับทุก Crawler และจะละเว้นส่วนที่เหลือของบรรทัด',
  'lint.user-agent-read-differently.no-name':
    'Google ไม่พบชื่อ Crawler ใน “{value}” (ชื่อประกอบด้วยตัวอักษร “-” และ “_” เท่านั้น) กลุ่มนี้จึงไม่มีผลกับ Crawler ใดเลย',
  'lint.user-agent-read-differently.version': 'Google อ่าน “{value}” เป็น “{readAs}” โดยจะละเว้นเวอร์ชัน และกลุ่มนี้มีผลกับ {readAs} ทุกตัว',
  'lint.user-agent-read-differently.star': 'Google อ่าน “{value}” เป็น “{readAs}” เครื่องหมาย “*” หลังชื่อไม่จำเป็นและจะถูกละเว้น',
  'lint.user-agent-read-differently.first-word':
    'Google อ่าน “{value}” เป็น “{readAs}” เพราะนับเฉพาะคำแรก กลุ่มนี้จึงมีผลกับ {readAs} ไม่ใช่ “{value}”',
  'lint.user-agent-read-differently.cut': 'Google อ่าน “{value}” เป็น “{readAs}” กลุ่มนี้จึงไม่มีผลกับ {value} เลย',
  'lint.user-agent-empty': 'บรรทัด user-agent นี้ไม่ได้ระบุชื่อ Crawler ใด จึงไม่มีผลกับ Crawler ใดเลย',
  'lint.empty-disallow': '“Disallow:” ที่ว่างเปล่าจะอนุญาตทั้งหมด แต่ยังทำให้กลุ่มนี้เป็นของ Crawler ที่ระบุไว้',
  'lint.empty-allow': '“Allow:” ที่ว่างเปล่าไม่จับคู่กับสิ่งใดเป็นการเฉพาะ และไม่เคยเป็นตัวตัดสิน',
  'lint.pattern-cannot-match': '“{rule}” ไม่ได้ขึ้นต้นด้วย “/” หรือ “*” จึงไม่จับคู่กับ URL ใดเลย คุณหมายถึง “{suggestion}” ใช่ไหม',
  'lint.sitemap-not-absolute':
    'แผนผังเว็บไซต์ “{url}” ไม่ใช่ URL แบบ http(s) ที่สมบูรณ์ Crawler ต้องการที่อยู่แบบเต็ม เช่น https://example.com/sitemap.xml',
  'lint.ignored-by-google.crawl-delay': 'Google ละเว้น crawl-delay แต่ Bing, Yandex และ Coc Coc ปฏิบัติตาม',
  'lint.ignored-by-google.host': 'Host เป็นฟิลด์ที่ใช้กับ Yandex เท่านั้น (เลิกใช้แล้ว) Google จะละเว้นฟิลด์นี้',
  'lint.ignored-by-google.clean-param': 'Clean-param เป็นฟิลด์ที่ใช้กับ Yandex เท่านั้น Google จะละเว้นฟิลด์นี้',
  'lint.ignored-by-google.noindex':
    'Google เลิกรองรับ Noindex ใน robots.txt ตั้งแต่ปี 2019 จึงไม่มีผลใดๆ ให้ใช้เมตาแท็ก noindex หรือส่วนหัว X-Robots-Tag แทน',
  'lint.ignored-by-google.request-rate': 'Request-rate เป็นฟิลด์ที่ไม่เป็นมาตรฐาน Google จะละเว้นฟิลด์นี้',
  'lint.ignored-by-google.visit-time': 'Visit-time เป็นฟิลด์ที่ไม่เป็นมาตรฐาน Google จะละเว้นฟิลด์นี้',
  'lint.ignored-by-google.content-signal':
    'Content-signal ระบุความต้องการเกี่ยวกับการใช้เนื้อหากับ AI โปรแกรมแยกวิเคราะห์ของ Google จะละเว้นฟิลด์นี้ และไม่มี Crawler ใดถูกผูกมัดด้วยฟิลด์นี้ผ่านกฎของ robots.txt',
  'lint.ignored-by-google.content-usage': 'Content-usage ระบุความต้องการเกี่ยวกับการใช้เนื้อหากับ AI โปรแกรมแยกวิเคราะห์ของ Google จะละเว้นฟิลด์นี้',
  'lint.crawl-delay-invalid': 'Crawl-delay “{value}” ไม่ใช่จำนวนวินาที Crawler ที่ปฏิบัติตาม crawl-delay จะละเว้นค่านี้',
  'lint.crawl-delay-capped': 'Crawl-delay {seconds, number} วินาที: Coc Coc จำกัด crawl-delay ไว้ไม่เกิน {cap, plural, other {# วินาที}}',
  'lint.bare-url.sitemap': '“{url}” เป็นเพียง URL ไม่ใช่คำสั่ง Crawler ทุกตัวจะละเว้นบรรทัดนี้ หากต้องการระบุเป็นแผนผังเว็บไซต์ ให้เขียน “{sitemapLine}”',
  'lint.bare-url.other':
    '“{url}” เป็นเพียง URL ไม่ใช่คำสั่ง Crawler ทุกตัวจะละเว้นบรรทัดนี้ หากต้องการบล็อกหน้าเว็บ ให้เขียน “Disallow: /path” หากต้องการระบุแผนผังเว็บไซต์ ให้เขียน “Sitemap: https://example.com/sitemap.xml”',
  'lint.unknown-field': '“{field}” ไม่ใช่ฟิลด์ของ robots.txt Crawler ทุกตัวจะละเว้นบรรทัดนี้',
  'lint.line-cut': 'บรรทัดนี้ยาวเกิน {maxBytes, number} ไบต์ Google จะอ่านเฉพาะส่วนต้นและละเว้นส่วนที่เหลือ',
  'lint.nul-byte': 'บรรทัดนี้มีไบต์ NUL Google จะหยุดอ่านบรรทัดนี้ที่ตำแหน่งนั้น',
  'lint.missing-colon': '“{key}” ไม่มีเครื่องหมายโคลอนต่อท้าย Google ยอมรับสองคำนี้เป็น “{key}: …” แต่ Crawler อื่นอาจไม่ยอมรับ ให้เพิ่มโคลอน',
  'lint.typo': '“{key}” สะกดผิด แต่ Google ยอมรับเป็น “{canonical}” Crawler อื่นอาจละเว้นบรรทัดนี้ ให้เขียนเป็น “{canonical}”',
  'lint.unparsed-line': 'Google อ่านบรรทัดนี้ในรูปแบบ “ฟิลด์: ค่า” ไม่ได้ จึงละเว้นบรรทัดนี้',
  'lint.utf16':
    'ไฟล์นี้เข้ารหัสเป็น UTF-16 แต่ Crawler อ่าน robots.txt เป็น UTF-8 Google จึงไม่เห็นกฎใดเลยในไฟล์นี้ Crawler ทุกตัวดึงข้อมูลได้ทั้งหมด ให้บันทึกไฟล์เป็น UTF-8',
  'lint.not-utf8':
    'ไฟล์นี้ไม่ใช่ UTF-8 ที่ถูกต้อง (อาจเป็น Latin-1) Google จับคู่ไบต์ของไฟล์ตามที่เป็น เส้นทางที่มีตัวอักษรที่มีเครื่องหมายกำกับจึงอาจไม่ตรงกับ URL ที่ Crawler ขอ',
  'lint.binary': 'ไฟล์นี้ดูเหมือนข้อมูลไบนารี ไม่ใช่ไฟล์ robots.txt แบบข้อความ Google จะอ่านเท่าที่อ่านได้ และส่วนใหญ่จะถูกละเว้น',
  'lint.bom': 'ไฟล์ขึ้นต้นด้วย UTF-8 byte order mark (BOM) Google จะข้ามไป แต่ Crawler บางตัวอ่านเป็นส่วนหนึ่งของบรรทัดแรก',
  'lint.partial-bom': 'ไฟล์ขึ้นต้นด้วยส่วนหนึ่งของ UTF-8 byte order mark (BOM) Google จะข้ามไป แต่ Crawler อื่นอาจอ่านบรรทัดแรกเป็นอักขระที่ไม่มีความหมาย',
  'lint.html-body':
    'robots.txt ถูกส่งมาเป็น HTML (หน้าข้อผิดพลาด, soft 404 หรือหน้าตรวจสอบบอท) Google ยังคงอ่านทีละบรรทัด แต่เกือบแน่นอนว่านี่ไม่ใช่ไฟล์ที่คุณตั้งใจจะเผยแพร่',
  'lint.truncated':
    'robots.txt มีขนาดใหญ่กว่า {maxKiB, number} KiB Google จะอ่านเฉพาะ {maxBytes, number} ไบต์แรก กฎหลังบรรทัด {lastLine, number} จึงถูกละเว้น',
  'lint.truncated.size':
    'robots.txt มีขนาดใหญ่กว่า {maxKiB, number} KiB ({originalBytes, number} ไบต์ขึ้นไป) Google จะอ่านเฉพาะ {maxBytes, number} ไบต์แรก กฎหลังบรรทัด {lastLine, number} จึงถูกละเว้น',
  'lint.empty-file': 'robots.txt ว่างเปล่า Crawler ทุกตัวดึงข้อมูลได้ทั้งหมด',
  'lint.no-groups.rules-ignored': 'ไม่มีบรรทัด User-agent เลย Google จึงไม่ใช้กฎเหล่านี้ Crawler ทุกตัวดึงข้อมูลได้ทั้งหมด',
  'lint.no-groups.no-rules': 'ไม่มีบรรทัด User-agent เลย จึงไม่มีกฎใดๆ Crawler ทุกตัวดึงข้อมูลได้ทั้งหมด',
  'lint.rule-before-user-agent':
    '“{rule}” อยู่ก่อนบรรทัด User-agent ทั้งหมด Google จะละเว้นกฎนี้ (Coc Coc ใช้กฎนี้กับทุกโรบ็อต) ให้เพิ่มบรรทัด “User-agent: *” ไว้ด้านบน',
  'lint.group-without-rules.global': 'กลุ่ม “User-agent: *” นี้ไม่มีบรรทัด Allow หรือ Disallow จึงไม่จำกัดสิ่งใด',
  'lint.group-without-rules.named':
    'กลุ่มนี้ ({userAgents}) ไม่มีบรรทัด Allow หรือ Disallow Crawler เหล่านี้จึงดึงข้อมูลได้ทั้งหมด และจะละเว้นกลุ่ม “User-agent: *”',
  'lint.no-rules': 'ไม่มีบรรทัด Allow หรือ Disallow ที่ใช้กับกลุ่มใดเลย Crawler ทุกตัวดึงข้อมูลได้ทั้งหมด',
  'lint.crawl-delay-outside-group': 'Crawl-delay นี้อยู่ก่อนบรรทัด User-agent ทั้งหมด จึงไม่ได้อยู่ในกลุ่มใด',
  'lint.hidden-character.bidi':
    'บรรทัดนี้มีอักขระที่มองไม่เห็น {count, plural, other {# ตัว}} ได้แก่ {characters} ซึ่งเปลี่ยนลำดับการแสดงบรรทัด สิ่งที่คุณอ่านจึงไม่ใช่สิ่งที่ Crawler จับคู่ {count, plural, =1 {ให้ลบอักขระนี้ออก} other {ให้ลบอักขระเหล่านี้ออก}}',
  'lint.hidden-character.invisible':
    'บรรทัดนี้มีอักขระที่มองไม่เห็น {count, plural, other {# ตัว}} ได้แก่ {characters} ซึ่งไม่แสดงผลใดๆ แต่ Crawler ยังจับคู่เป็นส่วนหนึ่งของบรรทัด {count, plural, =1 {ให้ลบอักขระนี้ออก} other {ให้ลบอักขระเหล่านี้ออก}}',
  'lint.hidden-character.named': '{code} ({name})',

  'lint.list.heading': 'ผลการตรวจสอบ',
  'lint.list.count.error': 'ข้อผิดพลาด {count, plural, other {# รายการ}}',
  'lint.list.count.warning': 'คำเตือน {count, plural, other {# รายการ}}',
  'lint.list.count.info': 'หมายเหตุ {count, plural, other {# รายการ}}',
  'lint.list.severity.error': 'ข้อผิดพลาด:',
  'lint.list.severity.warning': 'คำเตือน:',
  'lint.list.severity.info': 'หมายเหตุ:',
  'lint.list.line': 'บรรทัด {line, number, ::integer group-off}',
  'lint.list.file': 'ไฟล์',
  'lint.list.show-line': 'แสดงบรรทัดนี้',
} as const satisfies CatalogOf<LintMessages>;
