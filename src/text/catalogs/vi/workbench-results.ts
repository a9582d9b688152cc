/**
 * Vietnamese: the workbench's results. Words from docs/translation-glossary.md
 * (Coc Coc's page): "robot", "file robots.txt", "dòng", "được phép" /
 * "không được phép". Not in the seeds; chosen: "bản nháp" (the draft), "file
 * hiện tại" (the live file, the one the site serves now).
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { WorkbenchResultsMessages } from '../../messages/workbench-results.ts';

const VERDICT =
  '{verdict, select, allowed {Được phép} disallowed {Không được phép} other_site {Không đánh giá} other {Tạm thời không được phép}}';
const STATE = (arg: string) =>
  `{${arg}, select, allowed {được phép} disallowed {không được phép} other_site {không đánh giá (trang web khác)} other {tạm thời không được phép}}`;

export default {
  'workbench-results.title': 'Kết quả',
  'workbench-results.view.label': 'Chế độ xem',
  'workbench-results.view.table': 'Một robot',
  'workbench-results.view.matrix': 'Tất cả robot',

  'workbench-results.filter.label': 'Hiển thị',
  'workbench-results.filter.option':
    '{filter, select, all {Tất cả URL} disallowed {URL không được phép} allowed {URL được phép} other {URL mà bản nháp thay đổi}}',
  'workbench-results.side.label': 'Kết luận theo',
  'workbench-results.side.option': '{file, select, live {File hiện tại} other {Bản nháp}}',
  'workbench-results.search.label': 'Tìm URL',
  'workbench-results.search.placeholder': 'Một phần của URL',

  'workbench-results.table.label': 'Kết luận cho {crawler} theo file hiện tại và theo bản nháp',
  'workbench-results.column.url': 'URL',
  'workbench-results.column.verdict': '{file, select, live {File hiện tại} other {Bản nháp}}',
  'workbench-results.column.line': '{file, select, live {Dòng (hiện tại)} other {Dòng (bản nháp)}}',
  'workbench-results.verdict': VERDICT,
  'workbench-results.row.changed': 'Đã thay đổi',
  'workbench-results.row.other-origin': 'Trang web khác',
  'workbench-results.row.other-origin.title':
    'URL này thuộc một trang web khác: robots.txt của trang web này không áp dụng cho nó, nên nó không được đánh giá ở đây.',
  'workbench-results.line.jump':
    '{file, select, live {Dòng {line, number, ::integer group-off} của file hiện tại} other {Dòng {line, number, ::integer group-off} của bản nháp}}: hiển thị trong trình soạn thảo',
  'workbench-results.line.none': 'Không có dòng nào quyết định',
  'workbench-results.shown': 'Đang hiển thị {shown, number} trên {total, plural, other {# URL}}',
  'workbench-results.empty.no-urls': 'Hãy thêm URL cần kiểm tra, kết luận của chúng sẽ hiện ở đây.',
  'workbench-results.empty.no-match': 'Không có URL nào phù hợp với bộ lọc và từ khóa tìm kiếm này.',
  'workbench-results.pending': 'Đang đánh giá…',
  'workbench-results.keys':
    'Phím mũi tên lên và xuống chuyển giữa các hàng, Shift mở rộng vùng chọn, Enter hiển thị dòng quyết định của bản nháp trong trình soạn thảo và Shift+Enter hiển thị dòng của file hiện tại, Ctrl+A chọn mọi hàng đang hiển thị, Ctrl+C sao chép các hàng đã chọn.',

  'workbench-results.counts.nothing': 'Bản nháp không thay đổi kết luận tải nào đối với {crawler}.',
  'workbench-results.counts.more-disallowed': 'Bản nháp không cho phép thêm {count, plural, other {# URL}} đối với {crawler}.',
  'workbench-results.counts.more-allowed': 'Bản nháp cho phép thêm {count, plural, other {# URL}} đối với {crawler}.',
  'workbench-results.counts.other-line': '{count, plural, other {# URL giữ nguyên kết luận nhưng được quyết định bởi một dòng khác.}}',
  'workbench-results.counts.file':
    '{file, select, live {File hiện tại} other {Bản nháp}} cho phép {allowed, plural, other {# URL}} và không cho phép {disallowed, plural, other {# URL}}.',
  'workbench-results.counts.unreachable':
    'Không tải được file robots.txt hiện tại, nên Google tạm thời coi {count, plural, other {cả # URL}} là không được phép.',
  'workbench-results.counts.sitemap':
    '{file, select, live {{count, plural, other {# trên {total, number} URL trong sitemap không được phép theo file hiện tại.}}} other {{count, plural, other {# trên {total, number} URL trong sitemap không được phép theo bản nháp.}}}}',

  'workbench-results.matrix.label': 'Kết luận của mọi robot cho từng URL, theo file hiện tại và theo bản nháp',
  'workbench-results.matrix.cell': `{crawler}: ${STATE('live')} theo cả hai file`,
  'workbench-results.matrix.cell.changed': `{crawler}: ${STATE('live')} theo file hiện tại, ${STATE('draft')} theo bản nháp`,

  'workbench-results.export.scope.label': 'Xuất cho',
  'workbench-results.export.scope.chosen': 'Chỉ {crawler}',
  'workbench-results.export.scope.all': 'Tất cả robot',
  'workbench-results.export.csv': 'Tải CSV',
  'workbench-results.export.json': 'Tải JSON',
  'workbench-results.export.rows':
    '{selected, plural, =0 {File tải về gồm {shown, plural, other {# URL}} đang hiển thị.} other {File tải về gồm # URL đã chọn.}}',
  'workbench-results.export.failed': 'Không chuẩn bị được file tải về. Hãy thử lại, hoặc xuất ít hàng hơn.',
  'workbench-results.copy.selected': '{count, plural, =0 {Sao chép các hàng đã chọn} other {Sao chép # hàng đã chọn}}',
  'workbench-results.copy.done': '{count, plural, other {Đã sao chép # hàng}}',
  'workbench-results.copy.failed': 'Trình duyệt không cho phép sao chép. Hãy tải các hàng về dưới dạng CSV.',
  'workbench-results.selection.clear': 'Bỏ chọn',

  'workbench-results.counts.other-site':
    '{count, plural, other {# URL thuộc trang web khác và không được đánh giá: robots.txt của trang web này không áp dụng cho chúng.}}',
  'workbench-results.export.saved': 'Đã lưu {name}: {rows, plural, other {# hàng}}, {columns, plural, other {# cột}}.',
} as const satisfies CatalogOf<WorkbenchResultsMessages>;
