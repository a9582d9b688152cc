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
  'history.options.size-label': 'Dung lượng cho lịch sử (MB)',
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
    'Chưa có phiên bản cũ nào của file robots.txt của trang web này được giữ. Robots Lens giữ mọi phiên bản mà nó tải.',
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
} as const satisfies CatalogOf<HistoryMessages>;
