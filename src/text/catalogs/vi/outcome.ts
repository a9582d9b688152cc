/**
 * Vietnamese, in Coc Coc's own words (docs/translation-glossary.md): "bạn", "chỉ thị",
 * "thu thập dữ liệu", "chuyển trang"; Vietnamese has only the `other` plural form.
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { OutcomeMessages } from '../../messages/outcome.ts';

const HOST_CLASS =
  '{targetClass, select, public {một host công khai} loopback {chính máy tính này (một địa chỉ loopback)} private {một địa chỉ mạng riêng} ' +
  'link_local {một địa chỉ link-local} unspecified {một địa chỉ không xác định (0.0.0.0)} single_label {một tên mạng nội bộ không có dấu chấm} other {một host khác}}';

/** Whole clauses per branch: "could not be found" puts the server after the verb in Vietnamese. */
const SERVER =
  '{error, select, timeout {máy chủ không trả lời kịp thời} dns {không tìm thấy máy chủ (DNS)} refused {máy chủ từ chối kết nối} ' +
  'reset {máy chủ ngắt kết nối (reset)} tls {bắt tay bảo mật (TLS) với máy chủ thất bại} other {không truy cập được máy chủ}}';

/** Google's reading of a robots.txt it cannot fetch, said the same way wherever it appears. */
const CACHED_INSTEAD = '(thay vào đó, có thể dùng một bản sao trong bộ nhớ đệm từ 24 giờ qua)';
const GOOGLE_DISALLOWS_ALL = `Google tạm thời coi toàn bộ trang web là không được phép thu thập dữ liệu ${CACHED_INSTEAD}`;
const SITE_DISALLOWED = `toàn bộ trang web tạm thời không được phép thu thập dữ liệu ${CACHED_INSTEAD}`;
const COCCOC_PAUSES = 'Cốc Cốc coi trang web là không khả dụng và dừng thu thập dữ liệu trong một khoảng thời gian';

export default {
  'outcome.title.answered': 'robots.txt trả về {status, number, ::integer group-off}',
  'outcome.title.unusable-redirect': 'robots.txt trả về {status, number, ::integer group-off} nhưng không có chuyển hướng dùng được',
  'outcome.title.unexpected-status': 'robots.txt trả về mã trạng thái bất thường {status, number, ::integer group-off}',
  'outcome.title.too-many-redirects': 'robots.txt chuyển hướng quá {limit, plural, other {# lần}}',
  'outcome.title.network-error.google': `không truy cập được robots.txt: ${SERVER}`,
  'outcome.title.network-error.coccoc': `trang web không khả dụng: ${SERVER}`,
  'outcome.title.redirect-refused.scheme':
    'không đi theo chuyển hướng của robots.txt: nó trỏ tới {scheme, select, none {một địa chỉ không phải http(s)} other {một địa chỉ {scheme}}}',
  'outcome.title.redirect-refused.private-host': `không đi theo chuyển hướng của robots.txt: một trang web công khai trỏ tới ${HOST_CLASS}`,
  'outcome.title.redirect-refused.private-address': `không đi theo chuyển hướng của robots.txt: host đích trả lời từ ${HOST_CLASS}`,
  'outcome.title.redirect-refused.private-address-at': `không đi theo chuyển hướng của robots.txt: host đích trả lời từ ${HOST_CLASS} ({address})`,
  'outcome.title.redirect-refused.hidden-location': 'không đi theo chuyển hướng của robots.txt: trình duyệt không cho biết nó trỏ tới đâu',
  'outcome.title.long-outage': 'không truy cập được robots.txt hơn {days, plural, other {# ngày}}',
  'outcome.title.with-detail': '{title} ({detail})',

  'outcome.message.parsed': 'robots.txt trả về {status, number, ::integer group-off}; các chỉ thị trong file được áp dụng.',
  'outcome.message.client-error':
    'robots.txt trả về {status, number, ::integer group-off}: Google coi đó là “không có robots.txt”, nên mọi thứ đều được phép.',
  'outcome.message.server-error': `robots.txt trả về {status, number, ::integer group-off}: ${GOOGLE_DISALLOWS_ALL}.`,
  'outcome.message.unusable-redirect':
    'robots.txt trả về {status, number, ::integer group-off} và không thể theo chuyển hướng: Google coi đó như không có robots.txt, nên mọi thứ đều được phép.',
  'outcome.message.unexpected-status':
    'robots.txt trả về mã trạng thái bất thường {status, number, ::integer group-off}: Google coi đó như lỗi máy chủ, nên toàn bộ trang web tạm thời không được phép thu thập dữ liệu.',
  'outcome.message.not-ok':
    'robots.txt trả về {status, number, ::integer group-off}: Cốc Cốc chỉ đọc câu trả lời 200, với câu trả lời khác thì giả định rằng không bị hạn chế truy cập, nên mọi thứ đều được phép.',
  'outcome.message.too-many-redirects.google':
    'robots.txt chuyển hướng {redirects, plural, other {# lần}}; Google theo tối đa {limit, plural, other {# lần chuyển hướng}} rồi coi như không có robots.txt (404): mọi thứ đều được phép.',
  'outcome.message.too-many-redirects.coccoc':
    'robots.txt chuyển hướng {redirects, plural, other {# lần}}; Cốc Cốc theo tối đa {limit, plural, other {# lần chuyển trang}}, quá số đó thì giả định rằng không bị hạn chế truy cập: mọi thứ đều được phép.',
  'outcome.message.network-error.google': `Khi yêu cầu robots.txt, ${SERVER}. Google coi robots.txt không truy cập được như lỗi máy chủ: ${SITE_DISALLOWED}.`,
  'outcome.message.network-error.coccoc': `Khi yêu cầu robots.txt, ${SERVER}. ${COCCOC_PAUSES}.`,
  'outcome.message.long-outage':
    'robots.txt đã không truy cập được hơn {days, plural, other {# ngày}} và không có bản sao nào trong bộ nhớ đệm: khi đó Google giả định rằng không bị hạn chế truy cập, nên mọi thứ đều được phép.',
  'outcome.why.redirect-refused.scheme':
    'robots.txt chuyển hướng tới {target}, không phải một địa chỉ http(s), nên Robots Lens không đi theo chuyển hướng này.',
  'outcome.why.redirect-refused.scheme-unknown':
    'robots.txt chuyển hướng tới một địa chỉ không phải http(s), nên Robots Lens không đi theo chuyển hướng này.',
  'outcome.why.redirect-refused.private-host': `Chuyển hướng của một trang web công khai trỏ tới {target}, ${HOST_CLASS}. Robots Lens không đi theo chuyển hướng này: một trang web có thể lợi dụng nó để khiến trình duyệt của bạn gọi tới các dịch vụ trên máy tính hoặc mạng của bạn.`,
  'outcome.why.redirect-refused.private-address': `Chuyển hướng tới {target} được trả lời từ ${HOST_CLASS}, dù tên host trông như công khai (DNS rebinding). Robots Lens không dùng câu trả lời đó.`,
  'outcome.why.redirect-refused.private-address-at': `Chuyển hướng tới {target} được trả lời từ {address}, ${HOST_CLASS}, dù tên host trông như công khai (DNS rebinding). Robots Lens không dùng câu trả lời đó.`,
  'outcome.why.redirect-refused.hidden-location':
    'robots.txt chuyển hướng, nhưng trình duyệt không cho biết tới đâu, nên Robots Lens không thể kiểm tra đích đến và không đi theo chuyển hướng này.',
  'outcome.meaning.redirect-refused.google': `Được hiểu như một robots.txt không tải được: ${GOOGLE_DISALLOWS_ALL}.`,
  'outcome.meaning.redirect-refused.coccoc': `Được hiểu như một robots.txt không tải được: ${COCCOC_PAUSES}.`,

  'note.last-good-copy':
    '{outcome} ({failedAgo}). Trong lúc đó Google vẫn dùng bản sao tốt gần nhất: kết luận này dựa trên bản sao đã tải {copyAgo}.',

  'badge.decided-by-outcome': '{verdict, select, allowed {được phép} other {không được phép}} — {outcome}',

  'popup.notice.outage.title':
    '{days, plural, =0 {Không tải được từ hôm nay} other {Không tải được từ {withYear, select, yes {{since, date, ::yMMMd}} other {{since, date, ::MMMd}}}, {days, plural, other {# ngày}}}}',
  'popup.notice.outage.counting':
    'Từ đó đến nay, lần nào tải robots.txt cũng thất bại. Sau {limit, number} ngày như vậy, Google dùng bản sao cuối cùng trong bộ nhớ đệm, hoặc giả định rằng không bị hạn chế truy cập nếu không có bản sao nào.',
  'popup.notice.outage.cached-copy':
    'Không truy cập được hơn {limit, number} ngày: Google dùng bản sao robots.txt cuối cùng trong bộ nhớ đệm.',
  'popup.notice.outage.no-copy':
    'Không truy cập được hơn {limit, number} ngày và không có bản sao trong bộ nhớ đệm: Google giả định rằng không bị hạn chế truy cập.',
  'popup.notice.outage.coccoc': 'Cốc Cốc tạm dừng thu thập dữ liệu trang web chừng nào còn không truy cập được robots.txt.',
  'popup.notice.server-error.title': 'Lỗi máy chủ: robots.txt trả về {status}',
  'popup.notice.client-error.title': 'Không có robots.txt: nó trả về {status}',
  'popup.why.outcome-decided':
    'Không có dòng nào của robots.txt quyết định kết quả này: kết quả của yêu cầu truy cập file robots.txt đã quyết định.',
  'popup.file.no-file': 'Không có file để hiển thị: {outcome}.',
} as const satisfies CatalogOf<OutcomeMessages>;
