/** Vietnamese: the options page, in Coc Coc's terms: "robot" for a crawler, "chỉ thị" for a rule; "bạn" for the reader. */
import type { CatalogOf } from '../../messages/index.ts';
import type { OptionsMessages } from '../../messages/options.ts';

export default {
  'options.title': 'Tùy chọn Robots Lens',
  'options.loading': 'Đang đọc cài đặt…',

  'options.default.heading': 'Robot mặc định',
  'options.default.hint':
    'Huy hiệu trên thanh công cụ cho biết kết luận cho robot này trên mọi trang, và cửa sổ bật lên mở với robot này. Chọn robot khác trong cửa sổ bật lên cũng thay đổi lựa chọn này.',
  'options.default.label': 'Robot',

  'options.profiles.heading': 'Robot tùy chỉnh',
  'options.profiles.hint':
    'Dành cho các robot không có trong danh sách: robot của riêng bạn, robot SEO của một nhà cung cấp, hoặc một tên robot bạn muốn thử. Chúng xuất hiện trong cửa sổ bật lên ở nhóm “Tùy chỉnh”.',
  'options.profiles.none': 'Chưa có robot tùy chỉnh nào.',
  'options.profiles.default-tag': 'mặc định',
  'options.profiles.ignores-global': 'bỏ qua User-agent: *',
  'options.profiles.edit': 'Sửa',
  'options.profiles.edit-label': 'Sửa {name}',
  'options.profiles.delete': 'Xóa',
  'options.profiles.delete-label': 'Xóa {name}',
  'options.profiles.add': 'Thêm robot',

  'options.form.new-heading': 'Hồ sơ robot mới',
  'options.form.edit-heading': 'Sửa “{name}”',
  'options.form.edit-heading-unnamed': 'Sửa hồ sơ',
  'options.form.name': 'Tên',
  'options.form.name-placeholder': 'ví dụ: Robot staging của chúng tôi',
  'options.form.tokens': 'Tên robot (product token)',
  'options.form.tokens-placeholder': 'ví dụ: mybot, googlebot',
  'options.form.tokens-hint': 'Cách nhau bằng dấu phẩy, thử theo thứ tự: tên đầu tiên được một nhóm trong robots.txt nêu ra sẽ được dùng.',
  'options.form.tokens-hint-order':
    'Cách nhau bằng dấu phẩy, thử theo thứ tự: tên đầu tiên được một nhóm trong robots.txt nêu ra sẽ được dùng (ở đây: {tokens}).',
  'options.form.engine': 'Đọc robots.txt theo cách của',
  'options.form.engine-google': 'Google (RFC 9309, tên robot phải khớp chính xác)',
  'options.form.engine-coccoc': 'Cốc Cốc (tiền tố cụ thể nhất, tuân theo Crawl-delay)',
  'options.form.ignore-global': 'Bỏ qua nhóm “User-agent: *”',
  'options.form.ignore-global-hint': 'Như AdsBot: chỉ những nhóm nêu một trong các tên robot của nó mới được áp dụng.',
  'options.form.add': 'Thêm hồ sơ',
  'options.form.save': 'Lưu thay đổi',
  'options.form.cancel': 'Hủy',

  'options.problem.no-name': 'Hồ sơ cần có tên.',
  'options.problem.no-token': 'Hãy nhập ít nhất một tên robot.',
  'options.problem.unreadable-token':
    '“{token}” có ký tự mà Google không bao giờ đọc trong tên robot (chỉ chữ cái, “-” và “_”): nó không thể khớp với nhóm nào.',
  'options.problem.preset-name': '“{name}” đã là một robot có sẵn; hãy chọn tên khác.',
  'options.problem.taken-name': 'Bạn đã có một hồ sơ tên “{name}”.',
  'options.problem.duplicate-token': '“{token}” được liệt kê hai lần.',

  'options.cookies.heading': 'Trang staging cần đăng nhập',
  'options.cookies.label': 'Gửi cookie của trình duyệt này khi tải robots.txt',
  'options.cookies.hint':
    'Chỉ bật tùy chọn này để kiểm tra một trang staging hoặc xem trước trả về robots.txt là trang đăng nhập (hoặc 401/403) khi bạn chưa đăng nhập. Robot không bao giờ gửi cookie, nên khi bật tùy chọn này Robots Lens có thể thấy một file robots.txt khác với file Googlebot thấy; cửa sổ bật lên sẽ cho biết khi nào cookie đã được gửi. Mặc định tắt.',

  'options.cache.heading': 'Bộ nhớ đệm',
  'options.cache.hint':
    'Robots Lens giữ robots.txt của mỗi trang web lâu như Google giữ (tối đa 24 giờ, theo Cache-Control), để huy hiệu và cửa sổ bật lên trả lời mà không cần tải lại. Xóa bộ nhớ đệm thì lần kiểm tra sau sẽ tải lại từ đầu.',
  'options.cache.reading': 'Đang đọc bộ nhớ đệm…',
  'options.cache.holds': 'Đang giữ {sites, plural, other {# trang web}} ({size}).',
  'options.cache.cleared':
    'Đã xóa: trước đó giữ {sitesBefore, plural, other {# trang web}} ({sizeBefore}); bây giờ giữ {sitesAfter, plural, other {# trang web}} ({sizeAfter}).',
  'options.cache.clear': 'Xóa bộ nhớ đệm',
  'options.cache.clearing': 'Đang xóa…',
  'options.cache.worker-silent': 'Tiến trình nền của Robots Lens không trả lời. Hãy tải lại trang này để thử lại.',
  'options.cache.worker-failed': 'Tiến trình nền không trả lời được: {error}',

  'options.saved.default': 'Đã lưu. Huy hiệu và cửa sổ bật lên giờ dùng robot này.',
  'options.saved.cookies-on':
    'Đã lưu. Các yêu cầu tải robots.txt giờ mang theo cookie của trình duyệt này. Bấm Làm mới trong cửa sổ bật lên để tải lại với cookie.',
  'options.saved.cookies-off': 'Đã lưu. Các yêu cầu tải robots.txt được gửi không kèm cookie, như một robot thật.',
  'options.saved.profile': 'Đã lưu “{name}”. Robot này nằm trong nhóm Tùy chỉnh của cửa sổ bật lên.',
  'options.saved.deleted': 'Đã xóa “{name}”.',
  'options.save.failed': 'Chưa lưu: {error}',
  'options.read.failed': 'Không đọc được cài đặt: {error}',
} as const satisfies CatalogOf<OptionsMessages>;
