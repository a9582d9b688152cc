/** Vietnamese: the popup's tools (path box, copy, options), in the words of Coc Coc's page (docs/translation-glossary.md). */
import type { CatalogOf } from '../../messages/index.ts';
import type { PopupToolsMessages } from '../../messages/popup-tools.ts';

const VERDICT = '{verdict, select, allowed {Được phép} other {Không được phép}}';

export default {
  'popup-tools.path.label': 'Kiểm tra đường dẫn khác của trang web này, hoặc bất kỳ URL nào',
  'popup-tools.path.back': 'Quay lại trang này',
  'popup-tools.path.matched': 'Đường dẫn được so với các chỉ thị: {path}',

  'popup-tools.unchecked.title': 'Chưa kiểm tra',
  'popup-tools.unchecked.empty': 'Hãy nhập một đường dẫn của trang web này, ví dụ /private/, hoặc một URL đầy đủ của nó.',
  'popup-tools.unchecked.relative':
    'Đây không phải là đường dẫn của trang web này: đường dẫn bắt đầu bằng “/” (ví dụ /private/page.html), URL đầy đủ bắt đầu bằng http:// hoặc https://.',
  'popup-tools.unchecked.not-web':
    'Địa chỉ {scheme} không có file robots.txt. Hãy nhập một đường dẫn của trang web này hoặc một URL http(s) của nó.',
  'popup-tools.unchecked.invalid':
    'Đây không phải là URL hợp lệ. Hãy nhập một đường dẫn của trang web này, ví dụ /private/, hoặc một URL đầy đủ của nó.',

  'popup-tools.copy.report': 'Sao chép báo cáo',
  'popup-tools.copy.rule': 'Sao chép chỉ thị',
  'popup-tools.copy.robots-url': 'Sao chép URL robots.txt',
  'popup-tools.copy.copied':
    '{what, select, report {Đã sao chép báo cáo} markdown {Đã sao chép báo cáo dạng Markdown} rule {Đã sao chép chỉ thị} other {Đã sao chép URL robots.txt}}',
  'popup-tools.copy.failed': 'Trình duyệt không cho phép sao chép. Hãy tự chọn văn bản và sao chép.',

  'popup-tools.report.rule': `{url} — {crawler}: ${VERDICT} theo dòng {line, number, ::integer group-off}: {rule}`,
  'popup-tools.report.empty-rule':
    '{url} — {crawler}: Được phép; dòng {line, number, ::integer group-off} phù hợp nhưng không chặn gì: {rule}',
  'popup-tools.report.no-rule': '{url} — {crawler}: Được phép; không có chỉ thị nào phù hợp',
  'popup-tools.report.outcome': `{url} — {crawler}: ${VERDICT} ({outcome})`,

  'popup-tools.options.open': 'Tùy chọn của Robots Lens',
  'popup-tools.workbench.open': 'Mở bàn làm việc: soạn bản nháp file robots.txt cho trang web này và kiểm tra nó',

  'popup-tools.other.ask':
    '{other} là một trang web khác: file robots.txt của chính nó quyết định URL này. Nhấn Enter hoặc tải file đó để kiểm tra.',
  'popup-tools.other.fetch': 'Tải file robots.txt của nó',
  'popup-tools.other.loading': 'Đang tải file robots.txt của {other}…',
  'popup-tools.other.failed': 'Không đọc được file robots.txt của {other}: {error}',
  'popup-tools.other.matched': 'Kiểm tra theo {robots}; đường dẫn được so với các chỉ thị: {path}',
} as const satisfies CatalogOf<PopupToolsMessages>;
