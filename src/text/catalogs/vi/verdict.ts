/** Vietnamese, in Coc Coc's own words (docs/translation-glossary.md); Vietnamese has only the `other` plural form. */
import type { CatalogOf } from '../../messages/index.ts';
import type { VerdictMessages } from '../../messages/verdict.ts';

/** The groups that applied (GroupParams). */
const GROUPS =
  '{scope, select, specific {{groupCount, plural, =1 {nhóm} other {# nhóm}} dành cho “{token}”} ' +
  'global {{groupCount, plural, =1 {nhóm} other {# nhóm}} “User-agent: *”} ' +
  'other {các chỉ thị đứng trước dòng User-agent đầu tiên}}' +
  '{uaCount, plural, =0 {} other { (chỉ thị User-agent ở dòng {lines})}}' +
  '{withOrphans, select, yes {, cùng với các chỉ thị đứng trước dòng User-agent đầu tiên} other {}}';

export default {
  'verdict.reason.more-lines': '{count, plural, other {# dòng khác}}',
  'verdict.reason.no-group':
    '{name} được phép tải {path}: không có nhóm nào nêu tên robot này và cũng không có nhóm “User-agent: *”, nên nó không bị hạn chế truy cập.',
  'verdict.reason.no-group.global-ignored':
    '{name} được phép tải {path}: không có nhóm nào nêu tên robot này, và {name} bỏ qua nhóm “User-agent: *”.',
  'verdict.reason.longest-match': `{name} {allowed, select, yes {được phép tải} other {không được phép tải}} {path}: dòng {line} “{rule}” là chỉ thị phù hợp dài nhất trong ${GROUPS}.`,
  'verdict.reason.no-rules': `{name} được phép tải {path}: ${GROUPS} không có chỉ thị nào.`,
  'verdict.reason.no-rule-matched': `{name} được phép tải {path}: không có chỉ thị nào trong ${GROUPS} phù hợp với nó.`,
  'verdict.reason.index-html': 'Google hiểu “{pattern}” là cũng cho phép chính thư mục đó ({matched}).',
  'verdict.reason.tie': 'Nó dài đúng bằng dòng {line} “{rule}”, và khi ngang nhau thì Allow thắng.',
  'verdict.reason.global-ignored': 'Nhóm “User-agent: *” bị bỏ qua khi đã có một nhóm nêu tên robot này.',
  'verdict.reason.empty-disallow': 'Chỉ thị “Disallow:” trống ở dòng {line} cho phép mọi thứ.',
  'verdict.reason.coccoc-prefix': 'Cốc Cốc dùng chỉ thị User-agent cụ thể nhất mà tên của {name} bắt đầu bằng: “{token}”.',
  'verdict.reason.token-fallback': 'Không có nhóm nào nêu tên {tried}, nên {name} theo nhóm dành cho “{token}”.',
  'verdict.reason.global-fallback': 'Không có nhóm nào nêu tên {name}, nên các chỉ thị “User-agent: *” được áp dụng.',

  'verdict.match.decided': 'Quyết định: mẫu phù hợp dài nhất (độ ưu tiên {priority}).',
  'verdict.match.shorter': 'Thua: dòng {line} có mẫu dài hơn (độ ưu tiên {deciderPriority} lớn hơn {priority}).',
  'verdict.match.shorter.unknown': 'Thua: một mẫu dài hơn đã quyết định (mẫu này có độ ưu tiên {priority}).',
  'verdict.match.tie-allow-wins': 'Thua: cùng độ ưu tiên ({priority}) với dòng {line}, và khi ngang nhau thì Allow thắng.',
  'verdict.match.tie-allow-wins.unknown': 'Thua: cùng độ ưu tiên ({priority}) với một dòng Allow, và khi ngang nhau thì Allow thắng.',
  'verdict.match.same-as-earlier': 'Cùng độ ưu tiên ({priority}) và cùng loại với dòng {line}, dòng này đứng trước trong file.',
  'verdict.match.same-as-earlier.unknown': 'Cùng độ ưu tiên ({priority}) và cùng loại với một dòng đứng trước, dòng được báo là dòng đó.',
  'verdict.match.empty': 'Mẫu trống: nó phù hợp với mọi thứ với độ ưu tiên 0 và không bao giờ quyết định.',
  'verdict.match.tag':
    '{outcome, select, decided {quyết định} shorter {ngắn hơn} tie_allow_wins {ngang nhau: Allow thắng} same_as_earlier {giống dòng trước} other {trống}}',
  'verdict.match.kind': '{kind, select, allow {Chỉ thị Allow} other {Chỉ thị Disallow}}',
  'verdict.match.priority': 'độ ưu tiên {priority} (độ dài của mẫu)',
  'verdict.match.escaped': 'so khớp dưới dạng {pattern}',
  'verdict.match.index-html': 'so khớp dưới dạng {matched} (Google hiểu “{pattern}” là cũng cho phép thư mục chứa nó)',
  'verdict.applied-groups':
    'Áp dụng: {scope, select, specific {{groupCount, plural, =1 {nhóm} other {# nhóm (gộp lại)}} dành cho “{token}”} global {{groupCount, plural, =1 {nhóm “User-agent: *”} other {# nhóm “User-agent: *” (gộp lại)}}} other {không có nhóm nào}}',

  'page.not-applicable.not-a-url': 'Đây không phải là một địa chỉ web, nên không có file robots.txt nào để đọc.',
  'page.not-applicable.no-host': 'Địa chỉ này không có tên host, nên không có file robots.txt nào để đọc.',
  'page.not-applicable.extension-store':
    'Tiện ích mở rộng không được truy cập các cửa hàng tiện ích của trình duyệt, nên Robots Lens không thể kiểm tra trang này.',
  'page.not-applicable.browser-page':
    'Các trang {scheme}: thuộc về chính trình duyệt: robot không bao giờ thấy chúng và chúng không có file robots.txt.',
  'page.not-applicable.local-file':
    'Đây là một file trên máy tính của bạn: robot không thể truy cập nó và nó không có file robots.txt. Hãy phục vụ nó qua http(s) để kiểm tra.',
  'page.not-applicable.extension-page':
    'Đây là trang riêng của một tiện ích mở rộng của trình duyệt: robot không bao giờ thấy nó và nó không có file robots.txt.',
  'page.not-applicable.inline-content':
    'Các địa chỉ {scheme}: chứa nội dung ngay trong địa chỉ: không có máy chủ và không có file robots.txt.',
  'page.not-applicable.source-view': 'Đây là chế độ xem mã nguồn của trình duyệt. Hãy mở chính trang đó để kiểm tra.',
  'page.not-applicable.other-scheme': 'robots.txt chỉ áp dụng cho các trang http và https; trang này dùng {scheme}:.',
  'page.not-applicable.hidden-address':
    'Trình duyệt không cho tiện ích mở rộng đọc địa chỉ của tab này (các trang của trình duyệt và trang của tiện ích khác), nên không có file robots.txt nào để kiểm tra.',
} as const satisfies CatalogOf<VerdictMessages>;
