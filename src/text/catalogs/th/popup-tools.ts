/**
 * Thai: the popup's tools (path box, copy, options), in the words of Google's Thai page
 * (docs/translation-glossary.md); no full stops, a space between clauses and around Latin words.
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { PopupToolsMessages } from '../../messages/popup-tools.ts';

const VERDICT = '{verdict, select, allowed {อนุญาต} other {ไม่อนุญาต}}';

export default {
  'popup-tools.path.label': 'ตรวจสอบเส้นทางอื่นของเว็บไซต์นี้ หรือ URL ใดก็ได้',
  'popup-tools.path.back': 'กลับไปที่หน้านี้',
  'popup-tools.path.matched': 'กฎจะจับคู่กับเส้นทาง {path}',

  'popup-tools.unchecked.title': 'ไม่ได้ตรวจสอบ',
  'popup-tools.unchecked.empty': 'พิมพ์เส้นทางของเว็บไซต์นี้ เช่น /private/ หรือ URL แบบเต็มของเว็บไซต์นี้',
  'popup-tools.unchecked.relative':
    'นี่ไม่ใช่เส้นทางของเว็บไซต์นี้ เส้นทางต้องขึ้นต้นด้วย “/” (เช่น /private/page.html) ส่วน URL แบบเต็มต้องขึ้นต้นด้วย http:// หรือ https://',
  'popup-tools.unchecked.not-web': 'ที่อยู่ {scheme} ไม่มีไฟล์ robots.txt โปรดพิมพ์เส้นทางของเว็บไซต์นี้หรือ URL แบบ http(s) ของเว็บไซต์นี้',
  'popup-tools.unchecked.invalid': 'นี่ไม่ใช่ URL ที่ถูกต้อง โปรดพิมพ์เส้นทางของเว็บไซต์นี้ เช่น /private/ หรือ URL แบบเต็มของเว็บไซต์นี้',

  'popup-tools.copy.report': 'คัดลอกรายงาน',
  'popup-tools.copy.rule': 'คัดลอกกฎ',
  'popup-tools.copy.robots-url': 'คัดลอก URL ของ robots.txt',
  'popup-tools.copy.copied':
    '{what, select, report {คัดลอกรายงานแล้ว} markdown {คัดลอกรายงานเป็น Markdown แล้ว} rule {คัดลอกกฎแล้ว} other {คัดลอก URL ของ robots.txt แล้ว}}',
  'popup-tools.copy.failed': 'เบราว์เซอร์ไม่อนุญาตให้คัดลอก โปรดเลือกข้อความแล้วคัดลอกเอง',

  'popup-tools.report.rule': `{url} — {crawler}: ${VERDICT} ตามบรรทัด {line, number, ::integer group-off}: {rule}`,
  'popup-tools.report.empty-rule': '{url} — {crawler}: อนุญาต บรรทัด {line, number, ::integer group-off} จับคู่ได้แต่ไม่ได้บล็อกสิ่งใด: {rule}',
  'popup-tools.report.no-rule': '{url} — {crawler}: อนุญาต ไม่มีกฎที่จับคู่',
  'popup-tools.report.outcome': `{url} — {crawler}: ${VERDICT} ({outcome})`,

  'popup-tools.options.open': 'ตัวเลือกของ Robots Lens',
  'popup-tools.workbench.open': 'เปิดพื้นที่ทำงาน: แก้ไขไฟล์ robots.txt ฉบับร่างสำหรับเว็บไซต์นี้และทดสอบ',

  'popup-tools.other.ask': '{other} เป็นเว็บไซต์อื่น ไฟล์ robots.txt ของเว็บไซต์นั้นเองเป็นตัวตัดสิน URL นี้ กด Enter หรือดึงไฟล์นั้นมาเพื่อตรวจสอบ',
  'popup-tools.other.fetch': 'ดึงไฟล์ robots.txt ของเว็บไซต์นั้น',
  'popup-tools.other.loading': 'กำลังดึงไฟล์ robots.txt ของ {other}…',
  'popup-tools.other.failed': 'อ่านไฟล์ robots.txt ของ {other} ไม่ได้: {error}',
  'popup-tools.other.matched': 'อ่านตาม {robots} กฎจะจับคู่กับเส้นทาง {path}',
} as const satisfies CatalogOf<PopupToolsMessages>;
