/**
 * Thai: the workbench's results. Words from docs/translation-glossary.md
 * (Google's page): "Crawler", "URL", "บรรทัด", "แผนผังเว็บไซต์", "อนุญาต" /
 * "ไม่อนุญาต", "ผลการตัดสิน". Not in the seeds; chosen: "ฉบับร่าง" (the
 * draft), "ไฟล์ที่ใช้งานจริง" (the live file).
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { WorkbenchResultsMessages } from '../../messages/workbench-results.ts';

const VERDICT = '{verdict, select, allowed {อนุญาต} disallowed {ไม่อนุญาต} other_site {ไม่ได้ตัดสิน} other {ไม่อนุญาตชั่วคราว}}';
const STATE = (arg: string) =>
  `{${arg}, select, allowed {อนุญาต} disallowed {ไม่อนุญาต} other_site {ไม่ได้ตัดสิน (เว็บไซต์อื่น)} other {ไม่อนุญาตชั่วคราว}}`;

export default {
  'workbench-results.title': 'ผลลัพธ์',
  'workbench-results.view.label': 'มุมมอง',
  'workbench-results.view.table': 'Crawler เดียว',
  'workbench-results.view.matrix': 'Crawler ทั้งหมด',

  'workbench-results.filter.label': 'แสดง',
  'workbench-results.filter.option':
    '{filter, select, all {URL ทั้งหมด} disallowed {URL ที่ไม่อนุญาต} allowed {URL ที่อนุญาต} other {URL ที่ฉบับร่างเปลี่ยน}}',
  'workbench-results.side.label': 'ผลการตัดสินตาม',
  'workbench-results.side.option': '{file, select, live {ไฟล์ที่ใช้งานจริง} other {ฉบับร่าง}}',
  'workbench-results.search.label': 'ค้นหา URL',
  'workbench-results.search.placeholder': 'ส่วนหนึ่งของ URL',

  'workbench-results.table.label': 'ผลการตัดสินสำหรับ {crawler} ตามไฟล์ที่ใช้งานจริงและฉบับร่าง',
  'workbench-results.column.url': 'URL',
  'workbench-results.column.verdict': '{file, select, live {ไฟล์ที่ใช้งานจริง} other {ฉบับร่าง}}',
  'workbench-results.column.line': '{file, select, live {บรรทัด (ใช้งานจริง)} other {บรรทัด (ฉบับร่าง)}}',
  'workbench-results.verdict': VERDICT,
  'workbench-results.row.changed': 'เปลี่ยนแล้ว',
  'workbench-results.row.other-origin': 'เว็บไซต์อื่น',
  'workbench-results.row.other-origin.title': 'URL นี้อยู่ในเว็บไซต์อื่น robots.txt ของเว็บไซต์นี้ไม่มีผลกับ URL นี้ จึงไม่ได้ตัดสินที่นี่',
  'workbench-results.line.jump':
    '{file, select, live {บรรทัด {line, number, ::integer group-off} ของไฟล์ที่ใช้งานจริง} other {บรรทัด {line, number, ::integer group-off} ของฉบับร่าง}}: แสดงในตัวแก้ไข',
  'workbench-results.line.none': 'ไม่มีบรรทัดที่ตัดสิน',
  'workbench-results.shown': 'แสดง {shown, number} จาก {total, plural, other {# URL}}',
  'workbench-results.empty.no-urls': 'เพิ่ม URL ที่จะทดสอบ แล้วผลการตัดสินจะแสดงที่นี่',
  'workbench-results.empty.no-match': 'ไม่มี URL ที่ตรงกับตัวกรองและคำค้นหานี้',
  'workbench-results.pending': 'กำลังประเมิน…',
  'workbench-results.keys':
    'ลูกศรขึ้นและลงเลื่อนระหว่างแถว Shift ขยายการเลือก Enter แสดงบรรทัดที่ตัดสินของฉบับร่างในตัวแก้ไข และ Shift+Enter แสดงของไฟล์ที่ใช้งานจริง Ctrl+A เลือกทุกแถวที่แสดง Ctrl+C คัดลอกแถวที่เลือก',

  'workbench-results.counts.nothing': 'ฉบับร่างไม่เปลี่ยนผลการตัดสินการดึงข้อมูลใดๆ สำหรับ {crawler}',
  'workbench-results.counts.more-disallowed': 'ฉบับร่างไม่อนุญาต URL เพิ่มอีก {count, plural, other {# รายการ}} สำหรับ {crawler}',
  'workbench-results.counts.more-allowed': 'ฉบับร่างอนุญาต URL เพิ่มอีก {count, plural, other {# รายการ}} สำหรับ {crawler}',
  'workbench-results.counts.other-line': '{count, plural, other {URL # รายการยังคงผลการตัดสินเดิม แต่ตัดสินโดยบรรทัดอื่น}}',
  'workbench-results.counts.file':
    '{file, select, live {ไฟล์ที่ใช้งานจริง} other {ฉบับร่าง}}อนุญาต URL {allowed, plural, other {# รายการ}} และไม่อนุญาต URL {disallowed, plural, other {# รายการ}}',
  'workbench-results.counts.unreachable':
    'ดึงไฟล์ robots.txt ที่ใช้งานจริงไม่ได้ Google จึงถือว่า URL {count, plural, other {ทั้ง # รายการ}}ไม่อนุญาตชั่วคราว',
  'workbench-results.counts.sitemap':
    '{file, select, live {{count, plural, other {ไฟล์ที่ใช้งานจริงไม่อนุญาต URL ในแผนผังเว็บไซต์ # จาก {total, number} รายการ}}} other {{count, plural, other {ฉบับร่างไม่อนุญาต URL ในแผนผังเว็บไซต์ # จาก {total, number} รายการ}}}}',

  'workbench-results.matrix.label': 'ผลการตัดสินของ Crawler ทั้งหมดสำหรับแต่ละ URL ตามไฟล์ที่ใช้งานจริงและฉบับร่าง',
  'workbench-results.matrix.cell': `{crawler}: ${STATE('live')}ตามทั้งสองไฟล์`,
  'workbench-results.matrix.cell.changed': `{crawler}: ${STATE('live')}ตามไฟล์ที่ใช้งานจริง ${STATE('draft')}ตามฉบับร่าง`,

  'workbench-results.export.scope.label': 'ส่งออกสำหรับ',
  'workbench-results.export.scope.chosen': '{crawler} เท่านั้น',
  'workbench-results.export.scope.all': 'Crawler ทั้งหมด',
  'workbench-results.export.csv': 'ดาวน์โหลด CSV',
  'workbench-results.export.json': 'ดาวน์โหลด JSON',
  'workbench-results.export.rows':
    '{selected, plural, =0 {ไฟล์ที่ดาวน์โหลดมี URL ที่แสดงอยู่ {shown, plural, other {# รายการ}}} other {ไฟล์ที่ดาวน์โหลดมี URL ที่เลือก # รายการ}}',
  'workbench-results.export.failed': 'เตรียมไฟล์ดาวน์โหลดไม่ได้ โปรดลองอีกครั้ง หรือส่งออกแถวให้น้อยลง',
  'workbench-results.copy.selected': '{count, plural, =0 {คัดลอกแถวที่เลือก} other {คัดลอก # แถวที่เลือก}}',
  'workbench-results.copy.done': '{count, plural, other {คัดลอกแล้ว # แถว}}',
  'workbench-results.copy.failed': 'เบราว์เซอร์ไม่อนุญาตให้คัดลอก โปรดดาวน์โหลดแถวเป็น CSV แทน',
  'workbench-results.selection.clear': 'ล้างการเลือก',

  'workbench-results.counts.other-site':
    '{count, plural, other {URL # รายการอยู่ในเว็บไซต์อื่นและไม่ได้ตัดสิน เพราะ robots.txt ของเว็บไซต์นี้ไม่มีผลกับ URL เหล่านั้น}}',
  'workbench-results.export.saved': 'บันทึก {name} แล้ว: {rows, plural, other {# แถว}} {columns, plural, other {# คอลัมน์}}',
} as const satisfies CatalogOf<WorkbenchResultsMessages>;
