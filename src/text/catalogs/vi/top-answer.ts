/** Tiếng Việt: câu trả lời ở đầu cửa sổ bật lên. */
import type { CatalogOf } from '../../messages/index.ts';
import type { TopAnswerMessages } from '../../messages/top-answer.ts';

export default {
  'top-answer.title':
    '{title, select, indexable {Có thể lập chỉ mục} not_indexable {Không thể lập chỉ mục} not_now {Tạm thời không thể lập chỉ mục} not_crawled {Không được thu thập dữ liệu} without_content {Có thể được lập chỉ mục mà không có nội dung} elsewhere {Được lập chỉ mục ở địa chỉ khác} unclear {URL canonical không rõ ràng} unknown {Không rõ} other {Đang đọc trang…}}',
  'top-answer.robots-unreachable':
    '{temporary, select, yes {Không tải được file robots.txt, nên {crawler} không thu thập dữ liệu trang nào của trang web này cho đến khi tải được.} other {Không tải được file robots.txt, nên {crawler} coi như toàn bộ trang web không được phép.}}',
  'top-answer.disallowed-noindex':
    '{line, plural, =0 {File robots.txt} other {Dòng # của file robots.txt}} không cho phép {crawler} truy cập trang này, nên {crawler} không bao giờ thấy noindex của trang: Google có thể lập chỉ mục URL mà không có nội dung.',
  'top-answer.disallowed':
    '{line, plural, =0 {File robots.txt} other {Dòng # của file robots.txt}} không cho phép {crawler} truy cập trang này{hidden, select, status {, nên {crawler} cũng không thấy câu trả lời lỗi của trang} other {}}; Google vẫn có thể lập chỉ mục URL mà không có nội dung khi trang khác liên kết đến nó.',
  'top-answer.status-gone': 'Trang trả về {status, number, ::integer group-off}: Google không lập chỉ mục trang này, dù thẻ meta nói gì.',
  'top-answer.status-unavailable':
    'Trang trả về {status, number, ::integer group-off}: Google giảm tốc độ thu thập dữ liệu và loại bỏ URL nếu lỗi kéo dài.',
  'top-answer.status-redirect':
    'Trang trả về {status, number, ::integer group-off}, một lần chuyển hướng đến {target}: Google lập chỉ mục địa chỉ đích.',
  'top-answer.status-redirect-nowhere':
    'Trang trả về {status, number, ::integer group-off}, một lần chuyển hướng không có đích: không có gì ở đây có thể được lập chỉ mục.',
  'top-answer.too-many-redirects':
    '{count, plural, other {# lần chuyển hướng}}: nhiều hơn 10 lần Google đi theo, nên Google dừng lại trước địa chỉ đích.',
  'top-answer.no-answer': 'Trang không trả lời.',
  'top-answer.noindex':
    '{source, select, header {Header X-Robots-Tag} other {Một thẻ meta robots}} nói {reason, select, none {none} unavailable_after {unavailable_after, với ngày đã qua} other {noindex}} với {crawler}.',
  'top-answer.noindex-canonical-elsewhere':
    '{source, select, header {Header X-Robots-Tag} other {Một thẻ meta robots}} nói {reason, select, none {none} unavailable_after {unavailable_after} other {noindex}} với {crawler}, và URL canonical là một trang khác ({url}): hai tín hiệu mâu thuẫn; bạn nên giữ một.',
  'top-answer.canonical-elsewhere':
    'Không có gì ngăn {crawler} ở đây, nhưng URL canonical là một trang khác: Google được yêu cầu lập chỉ mục {url}{disallowed, select, yes {, mà file robots.txt của nó không cho phép {crawler} truy cập} other {}}.',
  'top-answer.canonicals-disagree':
    '{count, plural, other {# URL canonical}} không thống nhất với nhau: Google có thể bỏ qua tất cả và tự chọn một URL.',
  'top-answer.incomplete':
    '{count, plural, other {# tín hiệu lập chỉ mục}} chưa được đọc, nên không biết {crawler} có được lập chỉ mục trang này hay không.',
  'top-answer.index-unknown': 'Robots Lens không đọc được trang này, nên không biết {crawler} có được lập chỉ mục trang này hay không.',
  'top-answer.pending': 'Đang đọc trạng thái và các quy tắc lập chỉ mục của trang.',
  'top-answer.indexable':
    '{how, select, redirected {Đây là nơi các lần chuyển hướng dẫn đến, và không có gì ngăn {crawler}: file robots.txt cho phép, trang đã trả lời, không có noindex.} unseen {Không có gì ngăn {crawler}: file robots.txt cho phép và không có noindex (không thấy câu trả lời HTTP của trang).} other {Không có gì ngăn {crawler}: file robots.txt cho phép, trang đã trả lời, không có noindex.}}',
  'top-answer.file':
    '{problem, select, utf16 {File robots.txt được mã hóa UTF-16: Google đọc nó như UTF-8 và không tìm thấy chỉ thị nào, dù file viết gì.} binary {File robots.txt là dữ liệu nhị phân, không phải văn bản: Google không tìm thấy chỉ thị nào đọc được.} html {File robots.txt là một trang HTML (lỗi soft 404 hoặc trang kiểm tra robot): Google đọc từng dòng và không tìm thấy chỉ thị nào như trang web muốn.} other {File robots.txt lớn hơn 500 KiB: Google bỏ qua mọi chỉ thị sau 500 KiB đầu tiên.}}',
  'top-answer.label':
    '{part, select, answer {Câu trả lời} crawl {Thu thập dữ liệu} status {Mã trạng thái HTTP} x_robots_tag {X-Robots-Tag} meta {Thẻ meta robots} canonical {URL canonical} file {robots.txt} other {Robot}}',
  'top-answer.value.none': 'không có',
  'top-answer.value.reading': 'đang đọc…',
  'top-answer.value.not-seen': 'không thấy',
  'top-answer.value.no-answer': 'không trả lời',
  'top-answer.value.too-many-redirects': '{count, plural, other {# lần chuyển hướng}}',
  'top-answer.value.self': 'chính trang này',
  'top-answer.value.disagree': '{count, plural, other {# URL không thống nhất}}',
  'top-answer.copy.markdown': 'Sao chép dạng Markdown',
} as const satisfies CatalogOf<TopAnswerMessages>;
