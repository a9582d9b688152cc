/** Tiếng Việt: so sánh HTML do máy chủ gửi với trang đã hiển thị. */
import type { CatalogOf } from '../../messages/index.ts';
import type { ServedHtmlMessages } from '../../messages/served-html.ts';

export default {
  'served.heading': 'HTML do máy chủ gửi và trang đã hiển thị',
  'served.button': 'So sánh với HTML do máy chủ gửi',
  'served.button-again': 'So sánh lại',
  'served.running': 'Đang tải HTML do máy chủ gửi…',
  'served.hint':
    'Tải trang này thêm một lần và so sánh các thẻ meta robots và URL canonical mà máy chủ gửi với trang đang hiển thị ở đây, sau khi JavaScript chạy.',
  'served.agree': 'HTML do máy chủ gửi và trang đã hiển thị thống nhất: cùng thẻ meta robots, URL canonical và X-Robots-Tag.',
  'served.meta':
    '{change, select, added {Thẻ meta “{name}” được JavaScript thêm vào: {rendered}} removed {Thẻ meta “{name}” bị JavaScript xóa; bản máy chủ gửi: {served}} other {Thẻ meta “{name}” bị JavaScript thay đổi: máy chủ gửi {served}, sau khi hiển thị {rendered}}}{scope, select, other { (dành cho robot khác)} mine {}}',
  'served.canonical':
    '{change, select, added {URL canonical được JavaScript thêm vào: {rendered}} removed {URL canonical bị JavaScript xóa; bản máy chủ gửi: {served}} other {URL canonical bị JavaScript thay đổi: máy chủ gửi {served}, sau khi hiển thị {rendered}}}',
  'served.header':
    'X-Robots-Tag của yêu cầu này: {hasServed, select, yes {{served}} other {không có}}; của câu trả lời gốc của trang: {hasTab, select, yes {{tab}} other {không có}}.',
  'served.meaning.noindex-removed-by-script':
    'HTML do máy chủ gửi có noindex và một đoạn script xóa nó. Google đọc HTML do máy chủ gửi trước và có thể không hiển thị trang đã ghi noindex ở đó, nên {crawler} vẫn không lập chỉ mục trang: xóa noindex bằng JavaScript không có tác dụng.',
  'served.meaning.noindex-added-by-script':
    'Chỉ một đoạn script thêm noindex. {crawler} chỉ thấy nó nếu hiển thị trang, việc này có thể đến muộn hoặc không bao giờ; trước đó trang vẫn có thể được lập chỉ mục. Nếu trang phải nằm ngoài chỉ mục, hãy đặt noindex trong HTML do máy chủ gửi.',
  'served.meaning.nofollow-removed-by-script':
    'HTML do máy chủ gửi có nofollow và một đoạn script xóa nó. Google đọc chỉ thị trong HTML do máy chủ gửi trước; thay đổi chúng bằng JavaScript có thể không có tác dụng như mong muốn với {crawler}.',
  'served.meaning.nofollow-added-by-script':
    'Chỉ một đoạn script thêm nofollow. {crawler} chỉ thấy nó nếu hiển thị trang; trước đó các liên kết trong HTML do máy chủ gửi vẫn có thể được theo.',
  'served.meaning.rules-changed-by-script':
    'Một đoạn script thay đổi các chỉ thị robots dành cho {crawler}. Thay đổi thẻ meta robots bằng JavaScript có thể không có tác dụng như mong muốn: hãy đặt chỉ thị bạn muốn ngay trong HTML.',
  'served.meaning.canonical-added-by-script':
    'Chỉ một đoạn script thêm URL canonical. Google nhận nó khi hiển thị trang; đặt nó trong HTML do máy chủ gửi sẽ chắc chắn hơn.',
  'served.meaning.canonical-removed-by-script':
    'Một đoạn script xóa URL canonical do máy chủ gửi. Google đọc bản máy chủ gửi trước nên vẫn có thể dùng nó: hai phiên bản của trang cho tín hiệu khác nhau.',
  'served.meaning.canonical-changed-by-script':
    'Một đoạn script thay đổi URL canonical. Google có thể dùng một trong hai; các URL canonical mâu thuẫn có thể dẫn đến kết quả ngoài ý muốn, vì vậy hãy gửi đúng URL bạn muốn.',
  'served.meaning.header-differs':
    'Máy chủ gửi cho yêu cầu này một X-Robots-Tag khác với câu trả lời gốc của trang: máy chủ trả lời khác nhau giữa các yêu cầu, và Googlebot có thể nhận một câu trả lời khác nữa.',
  'served.note.status':
    'Yêu cầu này nhận mã trạng thái {status, number, ::integer group-off}, không phải thành công: HTML được so sánh là của câu trả lời đó, có thể không phải trang đang hiển thị.',
  'served.note.redirected': 'Yêu cầu này được chuyển hướng ({count, plural, other {# lần}}) tới {url}: HTML ở đó được so sánh.',
  'served.note.cut': 'Chỉ {size} đầu tiên của HTML do máy chủ gửi được đọc: thẻ nằm sau đó được tính là do JavaScript thêm vào.',
  'served.note.who':
    '{cookies, select, include {Vừa được trình duyệt này tải, có gửi cookie của bạn cho trang web này.} other {Vừa được trình duyệt này tải, không gửi cookie.}} Googlebot có thể nhận được HTML khác.',
  'served.failed.no-page': 'Tab này không có trang web nào để so sánh.',
  'served.failed.not-readable': 'Trình duyệt không cho tiện ích đọc trang này nên không có gì để so sánh.',
  'served.failed.refused':
    '{reason, select, scheme {Không so sánh: trang chuyển hướng tới {target}, không phải địa chỉ web.} private {Không so sánh: trang công khai này chuyển hướng tới {target}, một địa chỉ trên máy tính hoặc mạng của bạn, nơi Robots Lens không gửi yêu cầu tới.} other {Không so sánh: trang chuyển hướng nhưng trình duyệt không cho biết tới đâu.}}',
  'served.failed.too-many-redirects': 'Không so sánh: hơn {count, plural, other {# lần chuyển hướng}}, nhiều hơn số lần Google theo.',
  'served.failed.timeout': 'Không so sánh: trang web không trả lời trong {seconds, plural, other {# giây}}.',
  'served.failed.network-error': 'Không so sánh: trang web không trả lời (lỗi mạng).',
  'served.failed.not-html': 'Không so sánh: máy chủ gửi {type}, không phải HTML, nên không có thẻ meta để đọc.',
  'served.failed.too-large':
    'Không so sánh: phần head của HTML do máy chủ gửi không kết thúc trong {size} đầu tiên, giới hạn mà Robots Lens đọc.',
} as const satisfies CatalogOf<ServedHtmlMessages>;
