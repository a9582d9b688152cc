/** Thai: the on-page overlay and its switch, in the words of Google's page (docs/translation-glossary.md). */
import type { CatalogOf } from '../../messages/index.ts';
import type { OverlayMessages } from '../../messages/overlay.ts';

export default {
  'overlay.switch.label': 'แสดงบนหน้าเว็บ',
  'overlay.switch.hint':
    'ตีกรอบลิงก์ที่ {crawler} ไม่ได้รับอนุญาตให้ดึงข้อมูล และทำเครื่องหมายลิงก์ nofollow, ugc และ sponsored ชี้ที่ลิงก์เพื่อดูบรรทัดของ robots.txt ที่ตัดสินลิงก์นั้น',
  'overlay.switch.not-available': 'แสดงลิงก์บนหน้าเว็บนี้ไม่ได้',
  'overlay.switch.failed': 'Robots Lens เข้าถึงหน้าเว็บนี้เพื่อแสดงลิงก์ไม่ได้',
  'overlay.title': 'Robots Lens · {crawler}',
  'overlay.legend.label': 'Robots Lens: ลิงก์ในหน้าเว็บนี้',
  'overlay.legend.disallowed': 'ไม่อนุญาตสำหรับ {crawler}',
  'overlay.legend.rel': 'nofollow, ugc หรือ sponsored',
  'overlay.legend.checking': 'กำลังอ่านไฟล์ robots.txt ของแต่ละเว็บไซต์ที่ลิงก์ไป…',
  'overlay.legend.capped': 'ตรวจสอบลิงก์ไม่เกิน {links, number} ลิงก์และที่อยู่ที่แตกต่างกันไม่เกิน {urls, number} รายการของหน้าเว็บนี้',
  'overlay.legend.failed': 'Robots Lens ตรวจสอบลิงก์เหล่านี้ไม่ได้',
  'overlay.legend.close': 'ปิด',
  'overlay.tip.verdict':
    '{verdict, select, allowed {อนุญาตสำหรับ {crawler}} disallowed {ไม่อนุญาตสำหรับ {crawler}} unreachable {ไม่อนุญาตสำหรับ {crawler} ชั่วคราว: ไม่สามารถเข้าถึงไฟล์ robots.txt ได้} pending {ยังไม่ได้ตรวจสอบ} failed {ไม่ได้ตรวจสอบ: Robots Lens อ่านไฟล์ robots.txt ไม่ได้} private {ไม่ได้ตรวจสอบ: ที่อยู่ในเครือข่ายส่วนตัว} other {ไม่ได้ตรวจสอบ: ไม่ใช่ที่อยู่ http หรือ https}}',
  'overlay.tip.rule': '{robots} บรรทัด {line}: {rule}',
  'overlay.tip.no-rule': 'ไม่มีกฎใดใน {robots} ที่ตรงกับที่อยู่นี้',
  'overlay.tip.rel': 'rel {rel}: คำแนะนำว่า Crawler ไม่จำเป็นต้องติดตามลิงก์นี้',
  'overlay.legend.disallowed-for-now': 'ไม่อนุญาตชั่วคราว: เข้าถึง robots.txt ไม่ได้',
  'overlay.legend.both': 'ทั้งสองอย่าง: ไม่อนุญาตและ nofollow, ugc หรือ sponsored',
  'overlay.legend.short-labels': 'ในที่ที่ลิงก์อยู่ชิดกัน ป้ายกำกับจะถูกย่อหรือไม่แสดง แต่กรอบยังแสดงทุกเครื่องหมาย ชี้ที่ลิงก์เพื่อดูรายละเอียด',
} as const satisfies CatalogOf<OverlayMessages>;
