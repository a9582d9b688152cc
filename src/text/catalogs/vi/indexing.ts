/** Vietnamese, the popup's "Indexing" section (words from docs/translation-glossary.md). */
import type { IndexingMessages } from '../../messages/indexing.ts';
import type { CatalogOf } from '../../messages/index.ts';

export default {
  'indexing.heading': 'Lập chỉ mục',
  'indexing.loading': 'Đang đọc trang…',
  'indexing.not-available': 'Không khả dụng ở đây: trình duyệt không cho phép tiện ích đọc trang này.',
  'indexing.failed': 'Robots Lens không thể đọc các chỉ thị lập chỉ mục của trang này.',
  'indexing.state.indexable': 'Có thể lập chỉ mục: không có gì trong header hay thẻ meta ngăn {crawler} lập chỉ mục trang này.',
  'indexing.state.not-indexable': 'Không thể lập chỉ mục: {crawler} không được phép lập chỉ mục trang này.',
  'indexing.state.unknown':
    'Không rõ: Robots Lens không đọc được trang này, nên không thể biết {crawler} có được lập chỉ mục trang này hay không.',
  'indexing.blocker.header':
    '{reason, select, none {none (noindex, nofollow)} unavailable_after {unavailable_after, đã qua ngày {date, date, medium} {date, time, short}} other {noindex}} trong header X-Robots-Tag: {value}',
  'indexing.blocker.meta':
    '{reason, select, none {none (noindex, nofollow)} unavailable_after {unavailable_after, đã qua ngày {date, date, medium} {date, time, short}} other {noindex}} trong thẻ meta “{name}”: {value}',
  'indexing.nofollow': 'Các liên kết trên trang này không được theo (nofollow).',
  'indexing.sources.heading': 'Các chỉ thị nằm ở đâu',
  'indexing.source.header': 'Header X-Robots-Tag, {scope, select, all {cho mọi robot} mine {cho {name}} other {cho {name}: không áp dụng}}',
  'indexing.source.meta':
    'Thẻ meta “{name}”, {scope, select, all {cho mọi robot} mine {cho robot này} other {cho robot khác: không áp dụng}}',
  'indexing.limits.heading': 'Cách trang có thể hiển thị trong kết quả tìm kiếm',
  'indexing.limit.nosnippet': 'Không có đoạn trích văn bản hay bản xem trước video (nosnippet).',
  'indexing.limit.max-snippet':
    '{limit, select, unlimited {Đoạn trích dài bao nhiêu cũng được (max-snippet).} zero {Không có đoạn trích văn bản (max-snippet).} other {Đoạn trích dài tối đa {chars, plural, other {# ký tự}} (max-snippet).}}',
  'indexing.limit.max-image-preview':
    '{size, select, none {Không có bản xem trước hình ảnh} standard {Bản xem trước hình ảnh kích thước mặc định} other {Cho phép bản xem trước hình ảnh lớn}} (max-image-preview).',
  'indexing.limit.max-video-preview':
    '{limit, select, unlimited {Bản xem trước video dài bao nhiêu cũng được (max-video-preview).} zero {Chỉ một ảnh tĩnh cho video (max-video-preview).} other {Bản xem trước video dài tối đa {seconds, plural, other {# giây}} (max-video-preview).}}',
  'indexing.limit.noimageindex': 'Hình ảnh trên trang này không được lập chỉ mục (noimageindex).',
  'indexing.limit.notranslate': 'Kết quả tìm kiếm không đề xuất bản dịch của trang này (notranslate).',
  'indexing.limit.indexifembedded': 'Nội dung có thể được lập chỉ mục khi một trang khác nhúng trang này, dù có noindex (indexifembedded).',
  'indexing.limit.unavailable-after': 'Rời khỏi kết quả tìm kiếm sau {date, date, medium} {date, time, short} (unavailable_after).',
  'indexing.unknown-values': 'Bị bỏ qua vì không công cụ tìm kiếm nào mô tả chúng: {values}',
  'indexing.invalid-values': 'Bị bỏ qua vì giá trị không hợp lệ: {values}',
  'indexing.other-crawlers': 'Chỉ thị cho robot khác, không áp dụng cho {crawler}: {names}',
  'indexing.canonical.heading': 'URL canonical',
  'indexing.canonical.none': 'Trang này không khai báo URL canonical.',
  'indexing.canonical.self': 'URL canonical chính là trang này.',
  'indexing.canonical.other': 'URL canonical là một trang khác: {url}',
  'indexing.canonical.disagree': '{count, plural, other {# URL canonical}} không thống nhất với nhau: {urls}',
  'indexing.canonical.invalid': 'Bị bỏ qua vì không phải địa chỉ web: {targets}',
  'indexing.conflict.disallowed-and-noindex':
    'File robots.txt không cho phép {crawler} truy cập trang này, nên {crawler} không thấy được noindex của trang: URL vẫn có thể được lập chỉ mục, nhưng không có nội dung.',
  'indexing.conflict.canonical-disallowed':
    'URL canonical {url} không được phép đối với {crawler} theo dòng {line} trong file robots.txt của nó, nên {crawler} không thể tải URL này.',
  'indexing.conflict.noindex-with-canonical-elsewhere':
    'Trang này có noindex và đồng thời chỉ định một trang khác làm canonical ({url}): hai tín hiệu mâu thuẫn nhau; bạn nên chỉ giữ một.',
  'indexing.conflict.header-meta-disagree':
    'Header X-Robots-Tag và thẻ meta mâu thuẫn về {about, select, index {việc lập chỉ mục (index / noindex)} other {việc theo liên kết (follow / nofollow)}}: chỉ thị hạn chế hơn được áp dụng.',
  'indexing.headers-not-seen': 'Header phản hồi của trang này không đến được Robots Lens: bạn hãy tải lại trang để kiểm tra X-Robots-Tag.',
  'indexing.capped': 'Trang này gửi nhiều chỉ thị lập chỉ mục hơn mức Robots Lens đọc; ở đây chỉ tính những chỉ thị đầu tiên.',
  'indexing.canonical.unchecked':
    '{count, plural, other {URL canonical nằm trên trang web khác, có file robots.txt chưa được đọc: {urls}}}',
  'indexing.canonical.check': 'Kiểm tra file robots.txt',
  'indexing.canonical.checking': 'Đang đọc file robots.txt…',
  'indexing.headers-not-seen.push-state':
    'Địa chỉ này do chính script của trang đặt (pushState, ứng dụng một trang) mà không có phản hồi mới, nên không có header phản hồi cho nó: bạn hãy tải lại trang để kiểm tra X-Robots-Tag.',
  'indexing.headers-not-seen.back-forward-cache':
    'Trang này được lấy lại từ bộ nhớ đệm quay lại/tiến tới mà không có phản hồi mới, nên không thấy header phản hồi của nó: bạn hãy tải lại trang để kiểm tra X-Robots-Tag.',
  'indexing.headers-not-seen.before-start':
    'Trang này đã tải trước khi Robots Lens chạy, nên không thấy header phản hồi của nó: bạn hãy tải lại trang để kiểm tra X-Robots-Tag.',
  'indexing.headers-not-seen.prerender':
    'Trang này được kết xuất trước ở chế độ nền, và không thấy header phản hồi của nó: bạn hãy tải lại trang để kiểm tra X-Robots-Tag.',
  'indexing.headers-not-seen.too-large':
    'Các tín hiệu lập chỉ mục của trang này quá lớn để giữ lại khi Robots Lens khởi động lại ở chế độ nền: bạn hãy tải lại trang để kiểm tra X-Robots-Tag.',
  'indexing.headers-second-request':
    'Trang này đã tải trước khi Robots Lens chạy; X-Robots-Tag ở đây lấy từ một yêu cầu thứ hai mà Robots Lens gửi tới cùng địa chỉ.',
  'indexing.state.incomplete':
    'Chưa đầy đủ: {count, plural, other {# tín hiệu lập chỉ mục chưa được đọc}} (nhiều hơn mức Robots Lens đọc), nên chưa biết {crawler} có được lập chỉ mục trang này không; những gì đã đọc không ngăn việc đó.',

  'indexing.answer.considered':
    'Trang trả về {status, number, ::integer group-off}: được xem xét để lập chỉ mục; các tín hiệu bên dưới quyết định.',
  'indexing.answer.redirected':
    'Chuyển hướng {status, number, ::integer group-off} → {target}, từ {from}: Google lập chỉ mục đích đến, không phải địa chỉ được yêu cầu ban đầu.',
  'indexing.answer.target-robots':
    'Đích đến nằm trên một trang web khác, và file robots.txt của trang đó {verdict, select, allowed {cho phép} other {không cho phép}} {crawler} truy cập.',
  'indexing.answer.redirect':
    'Trang trả về {status, number, ::integer group-off}, một chuyển hướng tới {target}: Google lập chỉ mục đích đến, không phải địa chỉ này.',
  'indexing.answer.redirect-nowhere':
    'Trang trả về {status, number, ::integer group-off}, một chuyển hướng không có đích đến: không có gì ở đây được lập chỉ mục.',
  'indexing.answer.not-indexable': 'Trang trả về {status, number, ::integer group-off}: không thể lập chỉ mục, dù thẻ meta nói gì.',
  'indexing.answer.unavailable':
    'Trang trả về {status, number, ::integer group-off}: tạm thời không thể lập chỉ mục (Google giảm tốc độ thu thập dữ liệu và loại bỏ URL nếu lỗi kéo dài).',
  'indexing.answer.too-many-redirects':
    '{count, plural, other {# lần chuyển hướng}}: nhiều hơn 10 lần mà Google theo, nên Google dừng trước đích đến.',
  'indexing.answer.network-error': 'Trang không trả lời: {error}.',
  'indexing.answer.not-seen':
    'Không thấy câu trả lời HTTP của trang: {reason, select, history {một script đã đổi địa chỉ sau khi trang tải xong (pushState).} elsewhere {lần tải cuối trong thẻ này trả về một địa chỉ khác (một tệp tải xuống hoặc câu trả lời rỗng).} loading {trang vẫn đang tải; hãy mở lại cửa sổ bật lên khi trang đã tải xong.} other {trang đã tải trước khi Robots Lens theo dõi, hoặc đến từ bộ nhớ đệm quay lại/tiến tới hay từ prerender. Hãy tải lại trang để xem.}}',
} as const satisfies CatalogOf<IndexingMessages>;
