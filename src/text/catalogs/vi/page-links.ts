/** Tiếng Việt: phần "Liên kết và tài nguyên" của popup, và tùy chọn của nó. */
import type { CatalogOf } from '../../messages/index.ts';
import type { PageLinksMessages } from '../../messages/page-links.ts';

export default {
  'page-links.title': 'Liên kết và tài nguyên',
  'page-links.open': 'Kiểm tra liên kết',
  'page-links.close': 'Ẩn',
  'page-links.closed-hint':
    'Kiểm tra mọi liên kết trên trang này và mọi file trang đã tải theo file robots.txt của chính site chứa nó, nghĩa là phải tải file robots.txt của từng site mà chúng trỏ tới.',
  'page-links.reading': 'Đang đọc trang…',
  'page-links.unavailable': 'Không dùng được ở đây.',
  'page-links.unavailable.browser': 'Trình duyệt không cho tiện ích đọc trang này.',
  'page-links.unavailable.not-html': 'Đây không phải trang web có liên kết ({type}).',
  'page-links.failed': 'Không kiểm tra được các liên kết: {detail}',
  'page-links.summary.links': '{total, plural, other {{disallowed, number} trên # liên kết không được phép với {crawler}}}',
  'page-links.summary.no-links': 'Trang này không có liên kết nào.',
  'page-links.summary.resources': '{list} không được phép',
  'page-links.summary.resources-allowed': '{total, plural, other {Không có tài nguyên nào trong # tài nguyên bị chặn}}',
  'page-links.summary.render': '{crawler} có thể hiển thị trang này khác đi.',
  'page-links.kind-count':
    '{kind, select, script {{count, plural, other {# script}}} stylesheet {{count, plural, other {# file CSS}}} ' +
    'image {{count, plural, other {# hình ảnh}}} font {{count, plural, other {# phông chữ}}} ' +
    'frame {{count, plural, other {# khung (frame)}}} fetch {{count, plural, other {# yêu cầu fetch hoặc XHR}}} ' +
    'other {{count, plural, other {# tài nguyên khác}}}}',
  'page-links.progress': 'Đang tải robots.txt: đã đọc {done, number} trên {total, number} site…',
  'page-links.capped.links': 'Trang này có {total, number} liên kết; chỉ {shown, number} liên kết trong số đó được kiểm tra.',
  'page-links.capped.resources': 'Trang này đã tải {total, number} tài nguyên; chỉ {shown, number} tài nguyên trong số đó được kiểm tra.',
  'page-links.filter.disallowed': 'Chỉ những gì không được phép',
  'page-links.origin.rules': 'Do file robots.txt của site quyết định (HTTP {status, number, ::integer group-off})',
  'page-links.origin.last-good': 'Do bản robots.txt tốt gần nhất quyết định (lần tải mới nhất bị lỗi)',
  'page-links.origin.allow-all':
    '{status, plural, =0 {Không có file robots.txt dùng được: mọi thứ đều được phép} other {Không có file robots.txt dùng được (HTTP {status, number, ::integer group-off}): mọi thứ đều được phép}}',
  'page-links.origin.unreachable':
    '{status, plural, =0 {Không truy cập được file robots.txt: tạm thời mọi thứ đều không được phép} other {Không truy cập được file robots.txt (HTTP {status, number, ::integer group-off}): tạm thời mọi thứ đều không được phép}}',
  'page-links.origin.pending': 'Chưa đọc file robots.txt',
  'page-links.origin.failed': 'Robots Lens không tra được file robots.txt của site này',
  'page-links.origin.count': '{total, plural, other {{disallowed, number} trên # URL không được phép}}',
  'page-links.state.allowed': 'Được phép',
  'page-links.state.disallowed': 'Không được phép',
  'page-links.state.unreachable': 'Tạm thời không được phép',
  'page-links.state.pending': 'Chưa kiểm tra',
  'page-links.state.failed': 'Không kiểm tra được',
  'page-links.row.rule': 'dòng {line, number, ::integer group-off}: {rule}',
  'page-links.row.line': 'dòng {line, number, ::integer group-off}',
  'page-links.kind.link': 'Liên kết',
  'page-links.kind':
    '{kind, select, script {Script} stylesheet {File CSS} image {Hình ảnh} font {Phông chữ} frame {Khung (frame)} fetch {Fetch/XHR} other {Tài nguyên khác}}',
  'page-links.rel.title':
    '{rel, select, nofollow {rel="nofollow": trang yêu cầu robot không đi theo liên kết này} ugc {rel="ugc": trang đánh dấu liên kết này là nội dung do người dùng tạo} other {rel="sponsored": trang đánh dấu liên kết này là trả phí hoặc được tài trợ}}',
  'page-links.more-rows': 'Hiện thêm {count, number}',
  'page-links.more-groups': '{count, plural, other {Hiện thêm # site}}',
  'page-links.options.heading': 'Liên kết và tài nguyên',
  'page-links.options.label': 'Kiểm tra liên kết và tài nguyên của mọi trang khi mở popup',
  'page-links.options.hint':
    'Khi bật, mỗi lần mở popup sẽ kiểm tra cả liên kết và tài nguyên của trang theo file robots.txt của từng site mà chúng trỏ tới, và tải các file đó (nhiều nhất 6 file cùng lúc, mỗi site một lần khi bản sao còn mới). Khi tắt, việc này chỉ diễn ra khi bạn mở “Liên kết và tài nguyên”. Mặc định tắt.',
  'page-links.options.saved-on': 'Đã lưu. Popup sẽ kiểm tra liên kết của mọi trang khi mở.',
  'page-links.options.saved-off': 'Đã lưu. Liên kết chỉ được kiểm tra khi bạn mở “Liên kết và tài nguyên”.',
  'page-links.state.private': 'Chưa kiểm tra: địa chỉ mạng riêng',
  'page-links.origin.private': 'Ở địa chỉ mạng riêng: không tải file robots.txt cho một trang công khai',
  'page-links.private.hint':
    '{count, plural, other {# site ở địa chỉ mạng riêng}} (chính máy tính này hoặc mạng của bạn). Một trang công khai không thể khiến Robots Lens tải dữ liệu từ đó, nên các site này chưa được kiểm tra.',
  'page-links.private.check': 'Kiểm tra địa chỉ mạng riêng',
  'page-links.summary.links-for-now':
    '{count, plural, other {# liên kết tạm thời không được phép: file robots.txt của site không truy cập được.}}',
  'page-links.summary.resources-for-now':
    '{count, plural, other {# tài nguyên tạm thời không được phép: file robots.txt của site không truy cập được.}}',

  'page-links.export.csv': 'Xuất CSV',
  'page-links.export.json': 'Xuất JSON',
  'page-links.export.workbench': 'Mở trong bàn làm việc',
} as const satisfies CatalogOf<PageLinksMessages>;
