/** Vietnamese, the panels that show a verdict (docs/translation-glossary.md). */
import type { CatalogOf } from '../../messages/index.ts';
import type { VerdictUiMessages } from '../../messages/verdict-ui.ts';

const ERROR_KIND =
  '{error, select, timeout {hết thời gian chờ} dns {DNS} refused {bị từ chối kết nối} reset {kết nối bị ngắt (reset)} tls {TLS} other {lỗi mạng}}';

export default {
  'verdict-ui.banner.checking': 'Đang kiểm tra…',
  'verdict-ui.banner.reading': 'Đang đọc file robots.txt của trang web…',
  'verdict-ui.banner.reading-slow': 'Vẫn đang chờ máy chủ trả về robots.txt…',
  'verdict-ui.banner.not-applicable': 'Không áp dụng',
  'verdict-ui.banner.no-robots-tag': 'không có robots.txt',
  'verdict-ui.banner.could-not-check': 'Không thể kiểm tra trang này',
  'verdict-ui.banner.could-not-evaluate': 'Robots Lens không thể đánh giá file robots.txt này.',
  'verdict-ui.banner.could-not-evaluate-detail': 'Robots Lens không thể đánh giá file robots.txt này: {detail}',
  'verdict-ui.banner.title': '{state, select, allowed {Được phép} other {Không được phép}}',
  'verdict-ui.banner.subject': 'cho {crawler}',
  'verdict-ui.banner.for-now': 'tạm thời',

  'verdict-ui.why.heading': 'Lý do',
  'verdict-ui.why.robots-itself':
    'Đây chính là file robots.txt. Robot luôn tải nó (RFC 9309 ngầm cho phép); ở đây là điều trình phân tích nói về URL này.',
  'verdict-ui.why.other-matches': 'Các chỉ thị phù hợp khác',
  'verdict-ui.why.not-listed': 'không liệt kê: xem chúng trong robots.txt bên dưới',
  'verdict-ui.why.deciding-line': 'Dòng quyết định',
  'verdict-ui.why.matching-line': 'Dòng phù hợp',
  'verdict-ui.why.show-line': 'Hiện dòng này trong robots.txt',
  'verdict-ui.why.empty-rule': 'Một chỉ thị trống phù hợp với mọi thứ với độ ưu tiên 0: nó áp dụng cho robot nhưng không chặn gì cả.',
  'verdict-ui.why.no-group':
    '{scope, select, none {Không có nhóm nào nêu tên robot này và không có nhóm “User-agent: *” nào áp dụng, nên nó không bị hạn chế truy cập.} other {Không có nhóm nào nêu tên robot này, nên nó không bị hạn chế truy cập.}}',
  'verdict-ui.why.read-as': 'được đọc là “{token}”',
  'verdict-ui.line-chip': 'Dòng {line}',

  'verdict-ui.crawl-delay.heading': 'Crawl-delay',
  'verdict-ui.crawl-delay.show-line': 'Hiện dòng này',
  'verdict-ui.crawl-delay.for-group': '{seconds, number, ::.##} giây cho nhóm của robot này.',
  'verdict-ui.crawl-delay.honoured': '{name} tuân theo: nhiều nhất một yêu cầu mỗi {seconds, number, ::.##} giây.',
  'verdict-ui.crawl-delay.honoured-capped': '{name} tuân theo, nhưng tính là {seconds, number, ::.##} giây (mức tối đa của nó).',
  'verdict-ui.crawl-delay.ignored': '{name} bỏ qua Crawl-delay{ownRate, select, yes { (Google tự đặt tốc độ thu thập dữ liệu)} other {}}.',
  'verdict-ui.crawl-delay.none-in-group': 'Nhóm được áp dụng không có Crawl-delay (các nhóm khác có).',
  'verdict-ui.crawl-delay.none-in-file': 'Không có trong file này.',
  'verdict-ui.crawl-delay.would-honour': '{name} sẽ tuân theo nếu có.',
  'verdict-ui.crawl-delay.would-ignore': '{name} dù sao cũng sẽ bỏ qua nó.',

  'verdict-ui.status.redirect-refused': 'không theo chuyển hướng',
  'verdict-ui.status.no-answer': 'không có câu trả lời',
  'verdict-ui.fetch.redirect-refused': 'Không theo chuyển hướng',
  'verdict-ui.status.network-error': `Không có câu trả lời: ${ERROR_KIND}`,
  'verdict-ui.status.network-error-detail': `Không có câu trả lời: ${ERROR_KIND} ({detail})`,
  'verdict-ui.refresh.fetched': 'đã tải {age}',
  'verdict-ui.refresh.button': 'Làm mới',
  'verdict-ui.refresh.busy': 'Đang làm mới…',
  'verdict-ui.refresh.tooltip': 'Tải lại robots.txt, bỏ qua mọi bộ nhớ đệm',
  'verdict-ui.refresh.failed': 'Làm mới thất bại: {error}',

  'verdict-ui.fetch.heading': 'Tải về',
  'verdict-ui.fetch.requested': 'Đã yêu cầu',
  'verdict-ui.fetch.redirects': 'Chuyển hướng',
  'verdict-ui.fetch.redirects-to': 'chuyển hướng tới',
  'verdict-ui.fetch.final-url': 'URL cuối cùng',
  'verdict-ui.fetch.none-answered': 'không có câu trả lời',
  'verdict-ui.fetch.status': 'Trạng thái',
  'verdict-ui.fetch.content-type': 'Kiểu nội dung',
  'verdict-ui.fetch.not-given': 'không được cung cấp',
  'verdict-ui.fetch.size': 'Kích thước',
  'verdict-ui.fetch.size-or-more': '{size} hoặc hơn',
  'verdict-ui.fetch.truncated': 'Bị cắt: chỉ 500 KiB đầu tiên ({bytes, number} byte) được đọc; phần còn lại bị bỏ qua.',
  'verdict-ui.fetch.fetched': 'Đã tải',
  'verdict-ui.fetch.fetched-at': '{age} ({date, date, medium} {date, time, medium}), trong {ms, number, ::integer} ms',
  'verdict-ui.fetch.cache': 'Bộ nhớ đệm',
  'verdict-ui.fetch.from-cache': 'Lấy từ bộ nhớ đệm của tiện ích; lần tải lại tiếp theo {until}.',
  'verdict-ui.fetch.for-popup': 'Được tải cho cửa sổ này; lần tải lại tiếp theo {until}.',
  'verdict-ui.fetch.rules-from': 'Chỉ thị lấy từ',
  'verdict-ui.fetch.last-good': 'Bản sao tốt gần nhất, tải {age}.',
  'verdict-ui.fetch.last-good-status': 'Bản sao tốt gần nhất, tải {age} ({status}, {size}).',
  'verdict-ui.fetch.cookies': 'Cookie',
  'verdict-ui.fetch.cookies-sent': 'Đã gửi (tùy chọn cho trang web staging đang bật). Robot thật không bao giờ gửi cookie.',
  'verdict-ui.fetch.cookies-not-sent': 'Không gửi, giống một robot thật.',
  'verdict-ui.fetch.headers': 'Header của câu trả lời ({count, number})',

  'verdict-ui.notice.html.title': 'robots.txt là một trang HTML',
  'verdict-ui.notice.html.text':
    'Máy chủ gửi một trang web thay vì file robots.txt dạng văn bản thuần. Google vẫn đọc nó từng dòng, nhưng đó hầu như luôn là trang “không tìm thấy” trả về 200 hoặc một trang kiểm tra robot: hãy kiểm tra máy chủ gửi gì cho robot.',
  'verdict-ui.notice.empty.title': 'robots.txt trống',
  'verdict-ui.notice.empty.text': 'File không có chỉ thị nào, nên mọi robot được phép tải mọi trang.',
  'verdict-ui.notice.cookies.title': 'Được tải cùng cookie của bạn',
  'verdict-ui.notice.cookies.text':
    'Tùy chọn cho trang web staging cần đăng nhập đang bật, nên file robots.txt này được tải cùng cookie của trình duyệt. Robot không bao giờ gửi cookie: trên một trang web công khai, chúng có thể nhận một file khác.',

  'verdict-ui.page.not-applicable':
    'Robots Lens kiểm tra các trang http và https. Hãy mở một trang web và bấm lại nút Robots Lens để xem robot bạn chọn có được phép tải trang đó không, và dòng nào trong robots.txt quyết định.',
  'verdict-ui.page.load-error':
    'Chưa biết gì về file robots.txt của trang này. Lỗi ở trên là của chính Robots Lens, không phải của trang web.',
  'verdict-ui.page.no-page': 'Robots Lens không xác định được đây là trang nào.',
  'verdict-ui.page.try-again': 'Thử lại',
} as const satisfies CatalogOf<VerdictUiMessages>;
