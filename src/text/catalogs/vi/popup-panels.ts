/**
 * Vietnamese: the crawler matrix, find in the robots.txt view, the diagnostics
 * summary, in the words of Coc Coc's page (docs/translation-glossary.md):
 * robot for crawler, dòng for line, được phép / không được phép.
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { PopupPanelsMessages } from '../../messages/popup-panels.ts';

export default {
  'matrix.title': 'Tất cả robot',
  'matrix.count': '{allowed, number} trên {total, number} robot được phép',
  'matrix.group':
    '{group, select, search {Công cụ tìm kiếm} google_special {Robot đặc biệt của Google} ai_training {Huấn luyện AI} ' +
    'ai_search {Tìm kiếm và trợ lý AI} user_triggered {Tải theo yêu cầu của người dùng} seo {Công cụ SEO} social {Xem trước trên mạng xã hội} ads {Quảng cáo} coccoc {Cốc Cốc} other {Tùy chỉnh}}',
  'matrix.state.allowed': 'Được phép',
  'matrix.state.disallowed': 'Không được phép',
  'matrix.state.unreachable': 'Tạm thời không được phép',
  'matrix.line': 'dòng {line, number, ::integer group-off}',
  'matrix.cell.label':
    '{crawler}: {state, select, allowed {được phép} disallowed {không được phép} other {tạm thời không được phép}}' +
    '{line, plural, =0 {} other {, dòng {line, number, ::integer group-off}}}. Chọn robot này.',
  'matrix.cell.chosen': '{crawler} là robot đang được chọn.',
  'find.label': 'Tìm trong file robots.txt',
  'find.placeholder': 'Tìm trong file robots.txt',
  'find.count': '{current, number} trên {total, number}{capped, select, yes {+} other {}}',
  'find.none': 'Không tìm thấy',
  'find.previous': 'Kết quả trước',
  'find.next': 'Kết quả tiếp theo',
  'find.clear': 'Xóa nội dung tìm kiếm',
  'diagnostics.show': '{count, plural, other {Hiện tất cả # phát hiện}}',
  'diagnostics.hide': 'Ẩn các phát hiện',
} as const satisfies CatalogOf<PopupPanelsMessages>;
