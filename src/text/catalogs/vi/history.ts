/** Vietnamese for robots.txt over time (src/text/messages/history.ts), in Coc Coc's words: "file robots.txt", "chỉ thị", "robot". */
import type { CatalogOf } from '../../messages/index.ts';
import type { HistoryMessages } from '../../messages/history.ts';

export default {
  'history.options.heading': 'Lịch sử file robots.txt',
  'history.options.hint':
    'Robots Lens giữ mọi phiên bản file robots.txt mà nó tải, để bạn thấy điều gì đã thay đổi và khi nào. Xóa bộ nhớ đệm không ảnh hưởng đến lịch sử. Phiên bản cũ nhất bị bỏ trước; phiên bản hiện tại của một trang web luôn được giữ.',
  'history.options.reading': 'Đang đọc lịch sử…',
  'history.options.holds': 'Đang giữ {versions, plural, other {# phiên bản}} của {sites, plural, other {# trang web}} ({size}).',
  'history.options.quota': 'Bộ nhớ đã đầy {when}: đã bỏ {count, plural, other {# phiên bản cũ nhất}} để giữ các phiên bản mới nhất.',
  'history.options.versions-label': 'Số phiên bản giữ cho mỗi trang web',
  'history.options.size-label': 'Dung lượng cho lịch sử (MiB)',
  'history.options.save-limits': 'Lưu giới hạn',
  'history.options.limits-saved': 'Đã lưu giới hạn.',
  'history.options.export': 'Xuất lịch sử',
  'history.options.exported': 'Đã xuất lịch sử của {sites, plural, other {# trang web}}.',
  'history.options.import': 'Nhập file lịch sử',
  'history.options.imported': 'Đã nhập {added, plural, other {# phiên bản mới}} cho {sites, plural, other {# trang web}}.',
  'history.options.import-dropped': 'Đã bỏ qua {count, plural, other {# phiên bản bị hỏng}}.',
  'history.options.import-bounds': 'Để không vượt giới hạn, đã bỏ {count, plural, other {# phiên bản cũ}}.',
  'history.options.import-refused':
    'Không nhập gì: {reason, select, foreign {đây không phải file lịch sử của Robots Lens} large {file lớn hơn {limit}} newer {file đến từ một phiên bản Robots Lens mới hơn} other {file bị hỏng}}.',
  'history.options.clear': 'Xóa lịch sử',
  'history.options.cleared': 'Đã xóa lịch sử.',
  'history.options.failed': 'Không đọc hoặc thay đổi được lịch sử: {error}',
  'history.popup.changed': 'File robots.txt đã thay đổi {when}: thêm {added, plural, other {# chỉ thị}}, bỏ {removed, number}.',
  'history.popup.changed-no-rules': 'File robots.txt đã thay đổi {when}, nhưng không chỉ thị nào thay đổi.',
  'history.popup.see-diff': 'Xem điều gì đã thay đổi',
  'history.workbench.heading': 'File robots.txt theo thời gian',
  'history.workbench.none':
    'Chưa có phiên bản nào của file robots.txt của trang web này được giữ. Robots Lens giữ mọi phiên bản mà nó tải.',
  'history.workbench.reading': 'Đang đọc các phiên bản…',
  'history.workbench.version':
    '{first, date, medium} {first, time, short} ({status, select, 0 {không có câu trả lời} other {HTTP {status}}})',
  'history.workbench.draft': 'Bản nháp',
  'history.workbench.from': 'So sánh',
  'history.workbench.to': 'với',
  'history.workbench.same': 'Hai bản này không khác nhau về chỉ thị, crawl-delay hay sitemap.',
  'history.workbench.summary': 'Thêm {added, plural, other {# chỉ thị}}, bỏ {removed, number}.',
  'history.workbench.group': '{status, select, added {Nhóm mới} removed {Nhóm bị bỏ} other {Nhóm}}: User-agent {agents}',
  'history.workbench.rule-added': 'Thêm: {rule}',
  'history.workbench.rule-removed': 'Bỏ: {rule}',
  'history.workbench.crawl-delay': 'Crawl-delay: {before} → {after}',
  'history.workbench.sitemap-added': 'Thêm sitemap: {url}',
  'history.workbench.sitemap-removed': 'Bỏ sitemap: {url}',
  'history.workbench.no-urls': 'Hãy thêm URL vào danh sách, hoặc đọc các sitemap, để thấy thay đổi này ảnh hưởng đến chúng ra sao.',
  'history.workbench.effect':
    '{changed, plural, =0 {Không có kết luận nào thay đổi} other {# kết luận thay đổi}} với {urls, plural, other {# URL}} và {crawlers, plural, other {# robot}}.',
  'history.workbench.left-out': 'Chỉ kiểm tra các URL đầu tiên; đã bỏ qua {count, plural, other {# URL}}.',
  'history.workbench.col-crawler': 'Robot',
  'history.workbench.col-before': 'Trước',
  'history.workbench.col-after': 'Sau',
  'history.workbench.verdict-none': '{allowed, select, yes {được phép} other {không được phép}}, không có chỉ thị nào quyết định',
  'history.workbench.verdict-line':
    '{allowed, select, yes {được phép} other {không được phép}}, dòng {line, number, ::integer group-off}: {rule}',
  'history.watch.changed-title': 'File robots.txt của {host} đã thay đổi',
  'history.watch.changed-body': 'Thêm {added, plural, other {# chỉ thị}}, bỏ {removed, number}. Nhấp để xem điều gì đã thay đổi.',
  'history.watch.failing-title': 'Không tải được file robots.txt của {host} nữa',
  'history.watch.failing-body': 'Google hiểu điều này là “tạm thời không thu thập dữ liệu gì”. Nhấp để mở trang web trong bàn làm việc.',
  'history.watch.heading': 'Danh sách theo dõi',
  'history.watch.hint':
    'Robots Lens tải file robots.txt của các trang web trong danh sách này theo lịch và báo cho bạn khi file thay đổi hoặc không tải được nữa. Trang web không có trong danh sách sẽ không bị tải.',
  'history.watch.add-label': 'Trang web cần theo dõi',
  'history.watch.add': 'Theo dõi',
  'history.watch.remove': 'Bỏ',
  'history.watch.interval-label': 'Kiểm tra mỗi',
  'history.watch.interval': '{minutes, select, 60 {giờ} 360 {6 giờ} 1440 {ngày} other {tuần}}',
  'history.watch.empty': 'Chưa theo dõi trang web nào.',
  'history.watch.entry':
    '{state, select, changed {đã thay đổi {when}} failing {không tải được} checked {đã kiểm tra {when}} other {chưa kiểm tra}}',
  'history.watch.permission-needed': 'Chưa bật theo dõi: Robots Lens cần bạn cho phép chạy theo lịch và hiển thị thông báo.',
  'history.watch.grant': 'Cho phép và bật theo dõi',
  'history.watch.denied': 'Bạn chưa cho phép, nên các trang web được theo dõi sẽ không được kiểm tra.',
  'history.watch.failed': 'Không thay đổi được danh sách theo dõi: {error}',
  'history.watch.popup-watch': 'Theo dõi trang web này',
  'history.watch.popup-watching': 'Đang theo dõi: bạn sẽ được báo khi file robots.txt của trang web thay đổi.',
  'history.watch.badge-changed': 'Đang theo dõi: file robots.txt đã thay đổi kể từ lần cuối bạn xem.',
  'history.watch.not-a-site': 'Chỉ có thể theo dõi trang web http hoặc https.',
  'history.watch.too-many': 'Chỉ có thể theo dõi tối đa {max, number} trang web.',
  'history.visited.label': 'Giữ địa chỉ các trang tôi mở, để kiểm tra thay đổi của robots.txt với chúng',
  'history.visited.hint':
    'Tắt cho đến khi bạn bật. Khi bật, Robots Lens giữ địa chỉ của mỗi trang bạn mở, chỉ trên thiết bị này, để bàn làm việc cho thấy một thay đổi của robots.txt ảnh hưởng thế nào đến các trang bạn thực sự dùng. Tên người dùng, mật khẩu và phần sau dấu # bị bỏ đi; địa chỉ dài hơn {max, number} ký tự không được giữ. Lượt truy cập cũ nhất bị bỏ trước. Tắt tính năng này, hoặc xóa lịch sử, sẽ quên tất cả.',
  'history.visited.holds': 'Đang giữ {pages, plural, other {# trang}} của {sites, plural, other {# trang web}}.',
  'history.visited.per-site-label': 'Số trang giữ cho mỗi trang web',
  'history.visited.total-label': 'Tổng số trang giữ',
  'history.visited.on': 'Từ giờ, các trang bạn mở sẽ được giữ.',
  'history.visited.off': 'Các trang bạn mở không còn được giữ; những trang đã giữ đã bị quên.',
  'history.workbench.sources':
    'URL đã kiểm tra: {list, number} từ danh sách, {sitemaps, number} từ các sitemap, {visited, number} từ các trang bạn đã mở.',
  'history.workbench.visited-off':
    'Các trang bạn mở trên trang web này cũng có thể được kiểm tra: hãy bật tính năng đó trong phần tùy chọn, mục lịch sử robots.txt.',
  'history.workbench.read-sitemaps': 'Đọc các sitemap mà các phiên bản này liệt kê',
  'history.workbench.sitemaps-reading': 'Đang đọc các sitemap: đã đọc {files, plural, other {# file}}, có {urls, plural, other {# URL}}…',
  'history.workbench.sitemaps-read':
    'Đã đọc {files, plural, other {# file sitemap}}: {urls, plural, other {# URL}}.{failed, plural, =0 {} other { Không đọc được # file.}}',
  'history.results.row-changed':
    'Giữa hai phiên bản: {before, select, yes {được phép} other {không được phép}} → {after, select, yes {được phép} other {không được phép}}',
  'history.results.count':
    'Giữa hai phiên bản được so sánh, {changed, plural, =0 {không URL nào trong danh sách này thay đổi} other {# URL trong danh sách này thay đổi}} với {crawler}.',
  'history.results.only-changed': 'Chỉ các URL thay đổi giữa hai phiên bản',
} as const satisfies CatalogOf<HistoryMessages>;
