/** ไทย: คำตอบที่ด้านบนของป๊อปอัป */
import type { CatalogOf } from '../../messages/index.ts';
import type { TopAnswerMessages } from '../../messages/top-answer.ts';

export default {
  'top-answer.title':
    '{title, select, indexable {จัดทำดัชนีได้} not_indexable {จัดทำดัชนีไม่ได้} not_now {ยังจัดทำดัชนีไม่ได้ในตอนนี้} not_crawled {ไม่ถูก Crawl} without_content {อาจถูกจัดทำดัชนีโดยไม่มีเนื้อหา} elsewhere {จัดทำดัชนีที่อยู่อื่น} unclear {URL Canonical ไม่ชัดเจน} unknown {ไม่ทราบ} other {กำลังอ่านหน้าเว็บ…}}',
  'top-answer.robots-unreachable':
    '{temporary, select, yes {ดึงข้อมูล robots.txt ไม่ได้ {crawler} จึงไม่ Crawl สิ่งใดในเว็บไซต์นี้จนกว่าจะดึงข้อมูลได้} other {ดึงข้อมูล robots.txt ไม่ได้ {crawler} จึงถือว่าทั้งเว็บไซต์ไม่อนุญาต}}',
  'top-answer.disallowed-noindex':
    '{line, plural, =0 {robots.txt} other {บรรทัดที่ # ของ robots.txt}} ไม่อนุญาตให้ {crawler} ทำการ Crawl หน้าเว็บนี้ {crawler} จึงไม่เคยเห็น noindex ของหน้านี้: Google อาจจัดทำดัชนี URL นี้โดยไม่มีเนื้อหา',
  'top-answer.disallowed':
    '{line, plural, =0 {robots.txt} other {บรรทัดที่ # ของ robots.txt}} ไม่อนุญาตให้ {crawler} ทำการ Crawl หน้าเว็บนี้{hidden, select, status { {crawler} จึงไม่เห็นการตอบกลับที่เป็นข้อผิดพลาดของหน้านี้ด้วย} other {}} แต่ Google ยังอาจจัดทำดัชนี URL นี้โดยไม่มีเนื้อหาได้ หากหน้าอื่นลิงก์มาที่หน้านี้',
  'top-answer.status-gone': 'หน้าเว็บตอบกลับ {status, number, ::integer group-off}: Google ไม่จัดทำดัชนีหน้านี้ ไม่ว่าเมตาแท็กจะระบุอย่างไร',
  'top-answer.status-unavailable':
    'หน้าเว็บตอบกลับ {status, number, ::integer group-off}: Google จะรวบรวมข้อมูลช้าลง และนำ URL ออกหากข้อผิดพลาดยังคงอยู่',
  'top-answer.status-redirect':
    'หน้าเว็บตอบกลับ {status, number, ::integer group-off} ซึ่งเป็นการเปลี่ยนเส้นทางไปยัง {target}: Google จัดทำดัชนีปลายทาง',
  'top-answer.status-redirect-nowhere':
    'หน้าเว็บตอบกลับ {status, number, ::integer group-off} ซึ่งเป็นการเปลี่ยนเส้นทางที่ไม่มีปลายทาง: ไม่มีสิ่งใดที่นี่จัดทำดัชนีได้',
  'top-answer.too-many-redirects': '{count, plural, other {เปลี่ยนเส้นทาง # ครั้ง}}: มากกว่า 10 ครั้งที่ Google ติดตาม จึงหยุดก่อนถึงปลายทาง',
  'top-answer.no-answer': 'หน้าเว็บไม่ตอบกลับ',
  'top-answer.noindex':
    '{source, select, header {ส่วนหัว X-Robots-Tag} other {เมตาแท็ก robots}} ระบุ {reason, select, none {none} unavailable_after {unavailable_after ซึ่งเป็นวันที่ที่ผ่านไปแล้ว} other {noindex}} สำหรับ {crawler}',
  'top-answer.noindex-canonical-elsewhere':
    '{source, select, header {ส่วนหัว X-Robots-Tag} other {เมตาแท็ก robots}} ระบุ {reason, select, none {none} unavailable_after {unavailable_after} other {noindex}} สำหรับ {crawler} และ URL Canonical คือหน้าอื่น ({url}): เป็นสัญญาณที่ขัดแย้งกันสองอย่าง ควรใช้เพียงอย่างเดียว',
  'top-answer.canonical-elsewhere':
    'ไม่มีสิ่งใดหยุด {crawler} ที่นี่ แต่ URL Canonical คือหน้าอื่น: Google ได้รับการขอให้จัดทำดัชนี {url} แทน{disallowed, select, yes { ซึ่ง robots.txt ของ URL นั้นไม่อนุญาตสำหรับ {crawler}} other {}}',
  'top-answer.canonicals-disagree': 'URL Canonical {count, plural, other {# รายการ}}ไม่ตรงกัน: Google อาจละเว้นทั้งหมดและเลือกเอง',
  'top-answer.incomplete': '{count, plural, other {ยังไม่ได้อ่านสัญญาณการจัดทำดัชนี # รายการ}} จึงไม่ทราบว่า {crawler} จัดทำดัชนีหน้านี้ได้หรือไม่',
  'top-answer.index-unknown': 'Robots Lens อ่านหน้าเว็บนี้ไม่ได้ จึงไม่ทราบว่า {crawler} จัดทำดัชนีหน้านี้ได้หรือไม่',
  'top-answer.pending': 'กำลังอ่านสถานะและกฎการจัดทำดัชนีของหน้าเว็บ',
  'top-answer.indexable':
    '{how, select, redirected {นี่คือปลายทางของการเปลี่ยนเส้นทาง และไม่มีสิ่งใดหยุด {crawler}: robots.txt อนุญาต หน้าเว็บตอบกลับแล้ว ไม่มี noindex} unseen {ไม่มีสิ่งใดหยุด {crawler}: robots.txt อนุญาตและไม่มี noindex (ไม่เห็นการตอบกลับ HTTP ของหน้าเว็บ)} other {ไม่มีสิ่งใดหยุด {crawler}: robots.txt อนุญาต หน้าเว็บตอบกลับแล้ว ไม่มี noindex}}',
  'top-answer.file':
    '{problem, select, utf16 {robots.txt เข้ารหัสแบบ UTF-16: Google อ่านเป็น UTF-8 และไม่พบกฎใดเลย ไม่ว่าไฟล์จะเขียนอะไรไว้} binary {robots.txt เป็นข้อมูลไบนารี ไม่ใช่ข้อความ: Google ไม่พบกฎที่อ่านได้} html {robots.txt เป็นหน้า HTML (Soft 404 หรือหน้าตรวจสอบบอต): Google อ่านทีละบรรทัดและไม่พบกฎที่เว็บไซต์ตั้งใจไว้} other {robots.txt มีขนาดใหญ่กว่า 500 KiB: Google ละเว้นกฎทั้งหมดหลังจาก 500 KiB แรก}}',
  'top-answer.label':
    '{part, select, answer {คำตอบ} crawl {การ Crawl} status {สถานะ HTTP} x_robots_tag {X-Robots-Tag} meta {เมตาแท็ก robots} canonical {Canonical} file {robots.txt} other {Crawler}}',
  'top-answer.value.none': 'ไม่มี',
  'top-answer.value.reading': 'กำลังอ่าน…',
  'top-answer.value.not-seen': 'ไม่เห็น',
  'top-answer.value.no-answer': 'ไม่ตอบกลับ',
  'top-answer.value.too-many-redirects': '{count, plural, other {เปลี่ยนเส้นทาง # ครั้ง}}',
  'top-answer.value.self': 'หน้านี้เอง',
  'top-answer.value.disagree': '{count, plural, other {ไม่ตรงกัน # รายการ}}',
  'top-answer.copy.markdown': 'คัดลอกเป็น Markdown',
} as const satisfies CatalogOf<TopAnswerMessages>;
