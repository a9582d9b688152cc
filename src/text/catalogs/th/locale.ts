/** Thai: the language picker (the words from docs/translation-glossary.md). */
import type { CatalogOf } from '../../messages/index.ts';
import type { LocaleMessages } from '../../messages/locale.ts';

export default {
  'locale.heading': 'ภาษา',
  'locale.hint': 'ป๊อปอัป หน้านี้ และข้อความแนะนำของป้ายบนแถบเครื่องมือจะแสดงเป็นภาษานี้ ตัวเลือก “อัตโนมัติ” จะใช้ภาษาของเบราว์เซอร์',
  'locale.label': 'แสดง Robots Lens เป็นภาษา',
  'locale.auto': 'อัตโนมัติ (ภาษาของเบราว์เซอร์: {language})',
  'locale.auto-unnamed': 'อัตโนมัติ (ภาษาของเบราว์เซอร์)',
  'locale.failed': 'บันทึกภาษาไม่สำเร็จ',
} as const satisfies CatalogOf<LocaleMessages>;
