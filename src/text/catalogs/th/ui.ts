/** Thai: the shared components' own words, as Google's Thai page writes the field (docs/translation-glossary.md); only the `other` plural form. */
import type { CatalogOf } from '../../messages/index.ts';
import type { UiMessages } from '../../messages/ui.ts';

export default {
  'ui.more.sitemaps': '{count, plural, other {และแผนผังเว็บไซต์อีก # รายการ}}',
  'ui.more.diagnostics': '{count, plural, other {และผลการตรวจสอบอีก # รายการ}}',
  'ui.more.user-agent-lines': '{count, plural, other {และบรรทัด user-agent อีก # บรรทัด}}',
  'ui.more.matching-rules': '{count, plural, other {และกฎที่ตรงกันอีก # ข้อ}}',
  'ui.more.matching-rules-unlisted': '{count, plural, other {และกฎที่ตรงกันอีก # ข้อ (ไม่ได้แสดงในรายการนี้ ดูได้ใน robots.txt ด้านล่าง)}}',
  'ui.more.show': 'แสดงเพิ่มอีก {count, number} รายการ',

  'ui.file.summary': '{lines, plural, other {# บรรทัด}} · {size}',
  'ui.file.summary-last-good': '{lines, plural, other {# บรรทัด}} · {size} · สำเนาที่ใช้ได้ล่าสุด',
  'ui.file.go-to-line': 'ไปที่บรรทัด {line, number, ::integer group-off}',
  'ui.file.empty': 'ไฟล์ว่างเปล่า (0 ไบต์)',
  'ui.file.legend.deciding': 'บรรทัดที่ตัดสิน',
  'ui.file.legend.group': 'กลุ่มที่มีผล',
  'ui.file.legend.diagnostic': 'ผลการตรวจสอบ',
  'ui.file.view-label': 'robots.txt {lines, plural, other {# บรรทัด}}',
  'ui.file.more-characters': '… {count, plural, other {อีก # อักขระ}}',
  'ui.file.more-diagnostics': '(+อีก {count, number} รายการ)',

  'ui.sitemaps.heading': 'แผนผังเว็บไซต์',
  'ui.sitemaps.line': 'บรรทัด {line, number, ::integer group-off}',
  'ui.sitemaps.show-line': 'แสดงบรรทัดนี้',
  'ui.sitemaps.empty': '(ว่าง)',
  'ui.sitemaps.not-web': 'ไม่ใช่ที่อยู่ http(s)',

  'ui.hidden-char.title': 'อักขระที่มองไม่เห็น {label} ในข้อความของเว็บไซต์',

  'ui.size.kib': '{value, number} KiB',
  'ui.size.mib': '{value, number} MiB',
} as const satisfies CatalogOf<UiMessages>;
