/**
 * Vietnamese: the linter's findings, in Coc Coc's own words (docs/translation-glossary.md):
 * "bạn", "chỉ thị", "robot", "dòng", "đường dẫn"; Vietnamese has only the `other` plural form.
 * Robots.txt keys (User-agent, Disallow…) stay in Latin.
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { LintMessages } from '../../messages/lint.ts';

export default {
  'lint.user-agent-read-differently.global': 'Google đọc “{value}” thành “*” (mọi robot): phần còn lại của dòng bị bỏ qua.',
  'lint.user-agent-read-differently.no-name':
    'Google không đọc được tên robot nào trong “{value}” (tên chỉ gồm chữ cái, “-” và “_”): nhóm này không áp dụng cho robot nào.',
  'lint.user-agent-read-differently.version':
    'Google đọc “{value}” thành “{readAs}”: phần phiên bản bị bỏ qua, và nhóm này áp dụng cho mọi {readAs}.',
  'lint.user-agent-read-differently.star': 'Google đọc “{value}” thành “{readAs}”: dấu “*” sau tên là không cần thiết và bị bỏ qua.',
  'lint.user-agent-read-differently.first-word':
    'Google đọc “{value}” thành “{readAs}”: chỉ từ đầu tiên được tính, nên nhóm này áp dụng cho {readAs}, không phải cho “{value}”.',
  'lint.user-agent-read-differently.cut': 'Google đọc “{value}” thành “{readAs}”: nhóm này không bao giờ áp dụng cho {value}.',
  'lint.user-agent-empty': 'Chỉ thị User-agent này không nêu tên robot nào, nên nó không áp dụng cho robot nào.',
  'lint.empty-disallow': 'Một chỉ thị “Disallow:” để trống cho phép tất cả; nó vẫn khiến nhóm nhận các robot của mình.',
  'lint.empty-allow': 'Một chỉ thị “Allow:” để trống không phù hợp với đường dẫn cụ thể nào và không bao giờ quyết định điều gì.',
  'lint.pattern-cannot-match':
    '“{rule}” không bắt đầu bằng “/” hoặc “*”, nên nó không bao giờ phù hợp với URL nào. Có phải ý bạn là “{suggestion}”?',
  'lint.sitemap-not-absolute':
    'Sitemap “{url}” không phải là một URL http(s) đầy đủ; robot cần một địa chỉ đầy đủ, ví dụ https://example.com/sitemap.xml.',
  'lint.ignored-by-google.crawl-delay': 'Google bỏ qua chỉ thị Crawl-delay; Bing, Yandex và Cốc Cốc tuân theo nó.',
  'lint.ignored-by-google.host': 'Host là chỉ thị chỉ Yandex dùng (nay đã ngừng); Google bỏ qua nó.',
  'lint.ignored-by-google.clean-param': 'Clean-param là chỉ thị chỉ Yandex dùng; Google bỏ qua nó.',
  'lint.ignored-by-google.noindex':
    'Google đã ngừng hỗ trợ Noindex trong robots.txt từ năm 2019: nó không có tác dụng. Hãy dùng thẻ meta noindex hoặc header X-Robots-Tag.',
  'lint.ignored-by-google.request-rate': 'Request-rate là chỉ thị không chuẩn; Google bỏ qua nó.',
  'lint.ignored-by-google.visit-time': 'Visit-time là chỉ thị không chuẩn; Google bỏ qua nó.',
  'lint.ignored-by-google.content-signal':
    'Content-signal nêu mong muốn về việc dùng nội dung cho AI; trình phân tích của Google bỏ qua nó, và không robot nào bị ràng buộc bởi nó qua các chỉ thị robots.txt.',
  'lint.ignored-by-google.content-usage': 'Content-usage nêu mong muốn về việc dùng nội dung cho AI; trình phân tích của Google bỏ qua nó.',
  'lint.crawl-delay-invalid': 'Crawl-delay “{value}” không phải là một số giây; các robot tuân theo Crawl-delay sẽ bỏ qua nó.',
  'lint.crawl-delay-capped': 'Crawl-delay {seconds, number} giây: Cốc Cốc giới hạn crawl-delay ở mức {cap, plural, other {# giây}}.',
  'lint.bare-url.sitemap':
    '“{url}” chỉ là một URL, không phải chỉ thị: mọi robot đều bỏ qua dòng này. Để khai báo nó là sitemap, hãy viết “{sitemapLine}”.',
  'lint.bare-url.other':
    '“{url}” chỉ là một URL, không phải chỉ thị: mọi robot đều bỏ qua dòng này. Để chặn một trang, hãy viết “Disallow: /path”; để khai báo sitemap, hãy viết “Sitemap: https://example.com/sitemap.xml”.',
  'lint.unknown-field': '“{field}” không phải là chỉ thị của robots.txt: mọi robot đều bỏ qua dòng này.',
  'lint.line-cut': 'Dòng này dài hơn {maxBytes, number} byte: Google chỉ đọc phần đầu và bỏ qua phần còn lại.',
  'lint.nul-byte': 'Dòng này chứa một byte NUL: Google dừng đọc dòng tại đó.',
  'lint.missing-colon':
    'Sau “{key}” không có dấu hai chấm. Google chấp nhận hai từ này như “{key}: …”, nhưng các robot khác có thể không: hãy thêm dấu hai chấm.',
  'lint.typo':
    '“{key}” là lỗi chính tả mà Google chấp nhận như “{canonical}”; các robot khác có thể bỏ qua dòng này. Hãy viết “{canonical}”.',
  'lint.unparsed-line': 'Google không đọc được dòng này theo dạng “chỉ thị: giá trị”, nên nó bị bỏ qua.',
  'lint.utf16':
    'File này được mã hóa UTF-16. Robot đọc robots.txt theo UTF-8, nên Google không thấy chỉ thị nào trong đó: mọi robot được phép tải mọi thứ. Hãy lưu file dưới dạng UTF-8.',
  'lint.not-utf8':
    'File này không phải UTF-8 hợp lệ (có thể là Latin-1). Google so khớp các byte của nó nguyên trạng, nên những đường dẫn có chữ có dấu có thể không phù hợp với URL mà robot yêu cầu.',
  'lint.binary':
    'Đây có vẻ là dữ liệu nhị phân, không phải file robots.txt dạng văn bản. Google đọc những dòng nó đọc được; phần lớn bị bỏ qua.',
  'lint.bom': 'File bắt đầu bằng dấu BOM của UTF-8. Google bỏ qua nó, nhưng một số robot đọc nó như một phần của dòng đầu tiên.',
  'lint.partial-bom':
    'File bắt đầu bằng một phần dấu BOM của UTF-8. Google bỏ qua nó; các robot khác có thể đọc dòng đầu tiên thành ký tự rác.',
  'lint.html-body':
    'robots.txt được trả về dưới dạng HTML (một trang lỗi, một soft 404 hoặc một trang kiểm tra bot). Google vẫn đọc nó từng dòng, nhưng gần như chắc chắn đây không phải file bạn muốn công bố.',
  'lint.truncated':
    'robots.txt lớn hơn {maxKiB, number} KiB: Google chỉ đọc {maxBytes, number} byte đầu tiên, nên các chỉ thị sau dòng {lastLine, number} bị bỏ qua.',
  'lint.truncated.size':
    'robots.txt lớn hơn {maxKiB, number} KiB ({originalBytes, number} byte trở lên): Google chỉ đọc {maxBytes, number} byte đầu tiên, nên các chỉ thị sau dòng {lastLine, number} bị bỏ qua.',
  'lint.empty-file': 'robots.txt trống: mọi robot được phép tải mọi thứ.',
  'lint.no-groups.rules-ignored':
    'Không có chỉ thị User-agent nào, nên Google không áp dụng chỉ thị nào trong số này: mọi robot được phép tải mọi thứ.',
  'lint.no-groups.no-rules': 'Không có chỉ thị User-agent nào, nên không có chỉ thị nào: mọi robot được phép tải mọi thứ.',
  'lint.rule-before-user-agent':
    '“{rule}” đứng trước mọi chỉ thị User-agent: Google bỏ qua nó (Cốc Cốc áp dụng nó cho mọi robot). Hãy đặt một dòng “User-agent: *” phía trên nó.',
  'lint.group-without-rules.global': 'Nhóm “User-agent: *” này không có dòng Allow hay Disallow nào: nó không hạn chế gì.',
  'lint.group-without-rules.named':
    'Nhóm này ({userAgents}) không có dòng Allow hay Disallow nào: các robot này được phép tải mọi thứ, và chúng bỏ qua nhóm “User-agent: *”.',
  'lint.no-rules': 'Không có dòng Allow hay Disallow nào áp dụng cho nhóm nào: mọi robot được phép tải mọi thứ.',
  'lint.crawl-delay-outside-group': 'Chỉ thị Crawl-delay này đứng trước mọi chỉ thị User-agent, nên nó không thuộc nhóm nào.',
  'lint.hidden-character.bidi':
    'Dòng này chứa {count, plural, =1 {một ký tự ẩn} other {các ký tự ẩn}} {characters}: {count, plural, =1 {nó} other {chúng}} thay đổi thứ tự hiển thị của dòng, nên điều bạn đọc không phải điều robot so khớp. Hãy xóa {count, plural, =1 {nó} other {chúng}}.',
  'lint.hidden-character.invisible':
    'Dòng này chứa {count, plural, =1 {một ký tự ẩn} other {các ký tự ẩn}} {characters}: {count, plural, =1 {nó} other {chúng}} không hiển thị gì, nhưng robot vẫn so khớp như một phần của dòng. Hãy xóa {count, plural, =1 {nó} other {chúng}}.',
  'lint.hidden-character.named': '{code} ({name})',

  'lint.list.heading': 'Chẩn đoán',
  'lint.list.count.error': '{count, plural, other {# lỗi}}',
  'lint.list.count.warning': '{count, plural, other {# cảnh báo}}',
  'lint.list.count.info': '{count, plural, other {# ghi chú}}',
  'lint.list.severity.error': 'Lỗi:',
  'lint.list.severity.warning': 'Cảnh báo:',
  'lint.list.severity.info': 'Ghi chú:',
  'lint.list.line': 'Dòng {line, number, ::integer group-off}',
  'lint.list.file': 'File',
  'lint.list.show-line': 'Hiện dòng này',
} as const satisfies CatalogOf<LintMessages>;
