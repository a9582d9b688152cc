/**
 * Thai: the crawler matrix, find in the robots.txt view, the diagnostics
 * summary, in the words of Google's Thai page (docs/translation-glossary.md):
 * Crawler, บรรทัด, อนุญาต / ไม่อนุญาต; counts with the classifier รายการ.
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { PopupPanelsMessages } from '../../messages/popup-panels.ts';

export default {
  'matrix.title': 'Crawler ทั้งหมด',
  'matrix.count': 'อนุญาต {allowed, number} จาก {total, number}',
  'matrix.group':
    '{group, select, search {เครื่องมือค้นหา} google_special {Crawler กรณีพิเศษของ Google} ai_training {การฝึก AI} ' +
    'ai_search {การค้นหาและผู้ช่วย AI} user_triggered {ดึงข้อมูลตามคำขอของผู้ใช้} seo {เครื่องมือ SEO} social {ตัวอย่างลิงก์บนโซเชียลมีเดีย} ads {โฆษณา} coccoc {Coc Coc} other {กำหนดเอง}}',
  'matrix.state.allowed': 'อนุญาต',
  'matrix.state.disallowed': 'ไม่อนุญาต',
  'matrix.state.unreachable': 'ไม่อนุญาตชั่วคราว',
  'matrix.line': 'บรรทัด {line, number, ::integer group-off}',
  'matrix.cell.label':
    '{crawler}: {state, select, allowed {อนุญาต} disallowed {ไม่อนุญาต} other {ไม่อนุญาตชั่วคราว}}' +
    '{line, plural, =0 {} other { บรรทัด {line, number, ::integer group-off}}} เลือก Crawler นี้',
  'matrix.cell.chosen': '{crawler} คือ Crawler ที่เลือกอยู่',
  'find.label': 'ค้นหาในไฟล์ robots.txt',
  'find.placeholder': 'ค้นหาในไฟล์ robots.txt',
  'find.count': '{current, number} จาก {total, number}{capped, select, yes {+} other {}}',
  'find.none': 'ไม่พบรายการที่ตรงกัน',
  'find.previous': 'รายการที่ตรงกันก่อนหน้า',
  'find.next': 'รายการที่ตรงกันถัดไป',
  'find.clear': 'ล้างการค้นหา',
  'diagnostics.show': '{count, plural, other {แสดงผลการตรวจสอบทั้งหมด # รายการ}}',
  'diagnostics.hide': 'ซ่อนผลการตรวจสอบ',
} as const satisfies CatalogOf<PopupPanelsMessages>;
