/** Thai, the panels that show a verdict (docs/translation-glossary.md). */
import type { CatalogOf } from '../../messages/index.ts';
import type { VerdictUiMessages } from '../../messages/verdict-ui.ts';

const ERROR_KIND =
  '{error, select, timeout {หมดเวลา} dns {DNS} refused {การเชื่อมต่อถูกปฏิเสธ} reset {การเชื่อมต่อถูกรีเซ็ต} tls {TLS} other {ข้อผิดพลาดของเครือข่าย}}';

export default {
  'verdict-ui.banner.checking': 'กำลังตรวจสอบ…',
  'verdict-ui.banner.reading': 'กำลังอ่านไฟล์ robots.txt ของเว็บไซต์นี้…',
  'verdict-ui.banner.reading-slow': 'ยังรอให้เซิร์ฟเวอร์ตอบกลับสำหรับ robots.txt…',
  'verdict-ui.banner.not-applicable': 'ไม่เกี่ยวข้อง',
  'verdict-ui.banner.no-robots-tag': 'ไม่มี robots.txt',
  'verdict-ui.banner.could-not-check': 'ตรวจสอบหน้าเว็บนี้ไม่ได้',
  'verdict-ui.banner.could-not-evaluate': 'Robots Lens ประเมิน robots.txt นี้ไม่ได้',
  'verdict-ui.banner.could-not-evaluate-detail': 'Robots Lens ประเมิน robots.txt นี้ไม่ได้: {detail}',
  'verdict-ui.banner.title': '{state, select, allowed {อนุญาต} other {ไม่อนุญาต}}',
  'verdict-ui.banner.subject': 'สำหรับ {crawler}',
  'verdict-ui.banner.for-now': 'ชั่วคราว',

  'verdict-ui.why.heading': 'เหตุผล',
  'verdict-ui.why.robots-itself': 'นี่คือ robots.txt เอง Crawler ดึงไฟล์นี้เสมอ (RFC 9309 อนุญาตโดยนัย) สิ่งที่แสดงที่นี่คือสิ่งที่ตัวแยกวิเคราะห์บอกเกี่ยวกับ URL นี้',
  'verdict-ui.why.other-matches': 'กฎอื่นที่ตรงกัน',
  'verdict-ui.why.not-listed': 'ไม่ได้แสดงรายการ: ดูได้ใน robots.txt ด้านล่าง',
  'verdict-ui.why.deciding-line': 'บรรทัดที่ตัดสิน',
  'verdict-ui.why.matching-line': 'บรรทัดที่ตรงกัน',
  'verdict-ui.why.show-line': 'แสดงบรรทัดนี้ใน robots.txt',
  'verdict-ui.why.empty-rule': 'กฎที่ว่างเปล่าตรงกับทุกอย่างด้วยลำดับความสำคัญ 0 โดยผูก Crawler ไว้กับกลุ่มแต่ไม่บล็อกอะไรเลย',
  'verdict-ui.why.no-group':
    '{scope, select, none {ไม่มีกลุ่มใดระบุชื่อ Crawler นี้และไม่มีกลุ่ม “User-agent: *” ที่ใช้ได้ จึงไม่มีข้อจำกัดในการ Crawl} other {ไม่มีกลุ่มใดระบุชื่อ Crawler นี้ จึงไม่มีข้อจำกัดในการ Crawl}}',
  'verdict-ui.why.read-as': 'อ่านเป็น “{token}”',
  'verdict-ui.line-chip': 'บรรทัด {line}',

  'verdict-ui.crawl-delay.heading': 'Crawl-delay',
  'verdict-ui.crawl-delay.show-line': 'แสดงบรรทัดนี้',
  'verdict-ui.crawl-delay.for-group': '{seconds, number, ::.##} วินาทีสำหรับกลุ่มของ Crawler นี้',
  'verdict-ui.crawl-delay.honoured': '{name} ปฏิบัติตาม: ส่งคำขอได้ไม่เกินหนึ่งครั้งทุก {seconds, number, ::.##} วินาที',
  'verdict-ui.crawl-delay.honoured-capped': '{name} ปฏิบัติตาม แต่นับเป็น {seconds, number, ::.##} วินาที (ค่าสูงสุดของตน)',
  'verdict-ui.crawl-delay.ignored': '{name} ไม่สนใจ Crawl-delay{ownRate, select, yes { (Google กำหนดอัตราการ Crawl เอง)} other {}}',
  'verdict-ui.crawl-delay.none-in-group': 'กลุ่มที่ใช้ไม่มี Crawl-delay (กลุ่มอื่นมี)',
  'verdict-ui.crawl-delay.none-in-file': 'ไม่มีในไฟล์นี้',
  'verdict-ui.crawl-delay.would-honour': 'หากมี {name} จะปฏิบัติตาม',
  'verdict-ui.crawl-delay.would-ignore': 'ถึงจะมี {name} ก็จะไม่สนใจ',

  'verdict-ui.status.redirect-refused': 'ไม่ได้ติดตามการเปลี่ยนเส้นทาง',
  'verdict-ui.status.no-answer': 'ไม่มีการตอบกลับ',
  'verdict-ui.fetch.redirect-refused': 'ไม่ได้ติดตามการเปลี่ยนเส้นทาง',
  'verdict-ui.status.network-error': `ไม่มีการตอบกลับ: ${ERROR_KIND}`,
  'verdict-ui.status.network-error-detail': `ไม่มีการตอบกลับ: ${ERROR_KIND} ({detail})`,
  'verdict-ui.refresh.fetched': 'ดึงเมื่อ {age}',
  'verdict-ui.refresh.button': 'รีเฟรช',
  'verdict-ui.refresh.busy': 'กำลังรีเฟรช…',
  'verdict-ui.refresh.tooltip': 'ดึง robots.txt อีกครั้งโดยข้ามแคชทั้งหมด',
  'verdict-ui.refresh.failed': 'รีเฟรชไม่สำเร็จ: {error}',

  'verdict-ui.fetch.heading': 'การดึงข้อมูล',
  'verdict-ui.fetch.requested': 'ที่ขอ',
  'verdict-ui.fetch.redirects': 'การเปลี่ยนเส้นทาง',
  'verdict-ui.fetch.redirects-to': 'เปลี่ยนเส้นทางไปยัง',
  'verdict-ui.fetch.final-url': 'URL สุดท้าย',
  'verdict-ui.fetch.none-answered': 'ไม่มีการตอบกลับ',
  'verdict-ui.fetch.status': 'สถานะ',
  'verdict-ui.fetch.content-type': 'ประเภทเนื้อหา',
  'verdict-ui.fetch.not-given': 'ไม่ได้ระบุ',
  'verdict-ui.fetch.size': 'ขนาด',
  'verdict-ui.fetch.size-or-more': '{size} ขึ้นไป',
  'verdict-ui.fetch.truncated': 'ถูกตัด: อ่านเฉพาะ 500 KiB แรก ({bytes, number} ไบต์) ส่วนที่เหลือจะถูกข้าม',
  'verdict-ui.fetch.fetched': 'ดึงเมื่อ',
  'verdict-ui.fetch.fetched-at': '{age} ({date, date, medium} {date, time, medium}) ใช้เวลา {ms, number, ::integer} ms',
  'verdict-ui.fetch.cache': 'แคช',
  'verdict-ui.fetch.from-cache': 'มาจากแคชของส่วนขยาย ดึงใหม่ครั้งถัดไป{until}',
  'verdict-ui.fetch.for-popup': 'ดึงมาสำหรับป๊อปอัปนี้ ดึงใหม่ครั้งถัดไป{until}',
  'verdict-ui.fetch.rules-from': 'กฎมาจาก',
  'verdict-ui.fetch.last-good': 'สำเนาที่ใช้ได้ล่าสุด ดึงเมื่อ {age}',
  'verdict-ui.fetch.last-good-status': 'สำเนาที่ใช้ได้ล่าสุด ดึงเมื่อ {age} ({status}, {size})',
  'verdict-ui.fetch.cookies': 'คุกกี้',
  'verdict-ui.fetch.cookies-sent': 'ส่งแล้ว (ตัวเลือกสำหรับเว็บไซต์ทดสอบเปิดอยู่) Crawler จริงไม่เคยส่งคุกกี้',
  'verdict-ui.fetch.cookies-not-sent': 'ไม่ได้ส่ง เหมือน Crawler จริง',
  'verdict-ui.fetch.headers': 'ส่วนหัวของการตอบกลับ ({count, number})',

  'verdict-ui.notice.html.title': 'robots.txt เป็นหน้า HTML',
  'verdict-ui.notice.html.text':
    'เซิร์ฟเวอร์ส่งหน้าเว็บมาแทนไฟล์ robots.txt แบบข้อความธรรมดา Google ยังคงอ่านทีละบรรทัด แต่แทบทุกครั้งจะเป็นหน้า “ไม่พบ” ที่ตอบกลับด้วย 200 หรือหน้าตรวจสอบบอท ให้ตรวจสอบว่าเซิร์ฟเวอร์ส่งอะไรให้ Crawler',
  'verdict-ui.notice.empty.title': 'robots.txt ว่างเปล่า',
  'verdict-ui.notice.empty.text': 'ไฟล์ไม่มีกฎเลย Crawler ทุกตัวจึงดึงได้ทุกหน้าเว็บ',
  'verdict-ui.notice.cookies.title': 'ดึงพร้อมคุกกี้ของคุณ',
  'verdict-ui.notice.cookies.text':
    'ตัวเลือกสำหรับเว็บไซต์ทดสอบที่ต้องเข้าสู่ระบบเปิดอยู่ จึงดึง robots.txt นี้พร้อมคุกกี้ของเบราว์เซอร์ Crawler ไม่เคยส่งคุกกี้ ในเว็บไซต์สาธารณะ Crawler อาจได้รับไฟล์อื่น',

  'verdict-ui.page.not-applicable':
    'Robots Lens ตรวจสอบหน้า http และ https ให้เปิดหน้าเว็บแล้วคลิกปุ่ม Robots Lens อีกครั้งเพื่อดูว่า Crawler ที่คุณเลือกดึงหน้านั้นได้หรือไม่ และบรรทัดใดของ robots.txt เป็นตัวตัดสิน',
  'verdict-ui.page.load-error': 'ยังไม่ทราบข้อมูลใดเกี่ยวกับ robots.txt ของหน้านี้ ข้อผิดพลาดด้านบนเป็นของ Robots Lens เอง ไม่ใช่ของเว็บไซต์',
  'verdict-ui.page.no-page': 'Robots Lens ไม่ทราบว่านี่คือหน้าใด',
  'verdict-ui.page.try-again': 'ลองอีกครั้ง',
} as const satisfies CatalogOf<VerdictUiMessages>;
