/** ไทย: ส่วน "ลิงก์และทรัพยากร" ของป๊อปอัป และการตั้งค่าของส่วนนี้ */
import type { CatalogOf } from '../../messages/index.ts';
import type { PageLinksMessages } from '../../messages/page-links.ts';

export default {
  'page-links.title': 'ลิงก์และทรัพยากร',
  'page-links.open': 'ตรวจสอบลิงก์',
  'page-links.close': 'ซ่อน',
  'page-links.closed-hint':
    'ตรวจสอบทุกลิงก์ในหน้าเว็บนี้และทุกไฟล์ที่หน้าเว็บโหลด ตามไฟล์ robots.txt ของเว็บไซต์ของแต่ละรายการ ซึ่งหมายถึงการดึงไฟล์ robots.txt ของทุกเว็บไซต์ที่ลิงก์และไฟล์เหล่านั้นชี้ไป',
  'page-links.reading': 'กำลังอ่านหน้าเว็บ…',
  'page-links.unavailable': 'ใช้ที่นี่ไม่ได้',
  'page-links.unavailable.browser': 'เบราว์เซอร์ไม่อนุญาตให้ส่วนขยายอ่านหน้านี้',
  'page-links.unavailable.not-html': 'นี่ไม่ใช่หน้าเว็บที่มีลิงก์ ({type})',
  'page-links.failed': 'ตรวจสอบลิงก์ไม่ได้: {detail}',
  'page-links.summary.links': '{total, plural, other {ไม่อนุญาต {disallowed, number} จาก # ลิงก์สำหรับ {crawler}}}',
  'page-links.summary.no-links': 'หน้านี้ไม่มีลิงก์',
  'page-links.summary.resources': 'ไม่อนุญาต {list}',
  'page-links.summary.resources-allowed': '{total, plural, other {ไม่มีทรัพยากรใดใน # รายการที่ไม่อนุญาต}}',
  'page-links.summary.render': '{crawler} อาจแสดงผลหน้านี้ต่างออกไป',
  'page-links.kind-count':
    '{kind, select, script {{count, plural, other {สคริปต์ # รายการ}}} stylesheet {{count, plural, other {สไตล์ชีต # รายการ}}} ' +
    'image {{count, plural, other {รูปภาพ # รายการ}}} font {{count, plural, other {แบบอักษร # รายการ}}} ' +
    'frame {{count, plural, other {เฟรม # รายการ}}} fetch {{count, plural, other {คำขอ fetch หรือ XHR # รายการ}}} ' +
    'other {{count, plural, other {ทรัพยากรอื่น # รายการ}}}}',
  'page-links.progress': 'กำลังดึง robots.txt: อ่านแล้ว {done, number} จาก {total, number} เว็บไซต์…',
  'page-links.capped.links': 'หน้านี้มีลิงก์ {total, number} รายการ ตรวจสอบ {shown, number} รายการในนั้น',
  'page-links.capped.resources': 'หน้านี้โหลดทรัพยากร {total, number} รายการ ตรวจสอบ {shown, number} รายการในนั้น',
  'page-links.filter.disallowed': 'เฉพาะรายการที่ไม่อนุญาต',
  'page-links.origin.rules': 'ไฟล์ robots.txt ของเว็บไซต์เป็นตัวตัดสิน (HTTP {status, number, ::integer group-off})',
  'page-links.origin.last-good': 'สำเนาที่แคชไว้ล่าสุดที่ใช้ได้เป็นตัวตัดสิน (การดึงครั้งล่าสุดล้มเหลว)',
  'page-links.origin.allow-all':
    '{status, plural, =0 {ไม่มีไฟล์ robots.txt ที่ใช้ได้: ไม่มีข้อจำกัดในการ Crawl} other {ไม่มีไฟล์ robots.txt ที่ใช้ได้ (HTTP {status, number, ::integer group-off}): ไม่มีข้อจำกัดในการ Crawl}}',
  'page-links.origin.unreachable':
    '{status, plural, =0 {ไม่สามารถเข้าถึง robots.txt ได้: ไม่อนุญาตทั้งหมดชั่วคราว} other {ไม่สามารถเข้าถึง robots.txt ได้ (HTTP {status, number, ::integer group-off}): ไม่อนุญาตทั้งหมดชั่วคราว}}',
  'page-links.origin.pending': 'ยังไม่ได้อ่านไฟล์ robots.txt',
  'page-links.origin.failed': 'Robots Lens ค้นหาไฟล์ robots.txt ของเว็บไซต์นี้ไม่ได้',
  'page-links.origin.count': '{total, plural, other {ไม่อนุญาต {disallowed, number} จาก # URL}}',
  'page-links.state.allowed': 'อนุญาต',
  'page-links.state.disallowed': 'ไม่อนุญาต',
  'page-links.state.unreachable': 'ไม่อนุญาตชั่วคราว',
  'page-links.state.pending': 'ยังไม่ได้ตรวจสอบ',
  'page-links.state.failed': 'ตรวจสอบไม่ได้',
  'page-links.row.rule': 'บรรทัด {line, number, ::integer group-off}: {rule}',
  'page-links.row.line': 'บรรทัด {line, number, ::integer group-off}',
  'page-links.kind.link': 'ลิงก์',
  'page-links.kind':
    '{kind, select, script {สคริปต์} stylesheet {สไตล์ชีต} image {รูปภาพ} font {แบบอักษร} frame {เฟรม} fetch {Fetch/XHR} other {ทรัพยากรอื่น}}',
  'page-links.rel.title':
    '{rel, select, nofollow {rel="nofollow": หน้าเว็บขอให้ Crawler ไม่ติดตามลิงก์นี้} ugc {rel="ugc": หน้าเว็บระบุว่าลิงก์นี้เป็นเนื้อหาที่ผู้ใช้สร้าง} other {rel="sponsored": หน้าเว็บระบุว่าลิงก์นี้เป็นลิงก์แบบชำระเงินหรือได้รับการสนับสนุน}}',
  'page-links.more-rows': 'แสดงเพิ่มอีก {count, number} รายการ',
  'page-links.more-groups': '{count, plural, other {แสดงเพิ่มอีก # เว็บไซต์}}',
  'page-links.options.heading': 'ลิงก์และทรัพยากร',
  'page-links.options.label': 'ตรวจสอบลิงก์และทรัพยากรของทุกหน้าเมื่อเปิดป๊อปอัป',
  'page-links.options.hint':
    'เมื่อเปิดใช้ การเปิดป๊อปอัปจะตรวจสอบลิงก์และทรัพยากรของหน้าเว็บตามไฟล์ robots.txt ของแต่ละเว็บไซต์ที่ลิงก์และทรัพยากรชี้ไปด้วย และจะดึงไฟล์เหล่านั้น (พร้อมกันได้สูงสุด 6 ไฟล์ และเว็บไซต์ละครั้งตราบที่สำเนายังใหม่อยู่) เมื่อปิดไว้ การตรวจสอบนี้จะเกิดขึ้นเฉพาะเมื่อคุณเปิด “ลิงก์และทรัพยากร” ค่าเริ่มต้นคือปิด',
  'page-links.options.saved-on': 'บันทึกแล้ว ป๊อปอัปจะตรวจสอบลิงก์ของทุกหน้าเมื่อเปิด',
  'page-links.options.saved-off': 'บันทึกแล้ว จะตรวจสอบลิงก์เฉพาะเมื่อคุณเปิด “ลิงก์และทรัพยากร”',
  'page-links.state.private': 'ไม่ได้ตรวจสอบ: ที่อยู่ในเครือข่ายส่วนตัว',
  'page-links.origin.private': 'อยู่ที่ที่อยู่ในเครือข่ายส่วนตัว: ไม่ได้ดึงไฟล์ robots.txt ให้หน้าสาธารณะ',
  'page-links.private.hint':
    '{count, plural, other {# เว็บไซต์อยู่ที่ที่อยู่ในเครือข่ายส่วนตัว}} (คอมพิวเตอร์เครื่องนี้หรือเครือข่ายของคุณ) หน้าสาธารณะสั่งให้ Robots Lens ดึงข้อมูลจากที่นั่นไม่ได้ จึงไม่ได้ตรวจสอบเว็บไซต์เหล่านี้',
  'page-links.private.check': 'ตรวจสอบที่อยู่ส่วนตัว',
  'page-links.summary.links-for-now': '{count, plural, other {ไม่อนุญาตชั่วคราว # ลิงก์: ไม่สามารถเข้าถึง robots.txt ของเว็บไซต์ได้}}',
  'page-links.summary.resources-for-now': '{count, plural, other {ไม่อนุญาตชั่วคราว # ทรัพยากร: ไม่สามารถเข้าถึง robots.txt ของเว็บไซต์ได้}}',

  'page-links.export.csv': 'ส่งออก CSV',
  'page-links.export.json': 'ส่งออก JSON',
  'page-links.export.workbench': 'เปิดในพื้นที่ทำงาน',
} as const satisfies CatalogOf<PageLinksMessages>;
