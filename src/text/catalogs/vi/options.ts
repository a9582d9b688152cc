/** Vietnamese: the options page, in Coc Coc's terms: "robot" for a crawler, "chỉ thị" for a rule; "bạn" for the reader. */
import type { CatalogOf } from '../../messages/index.ts';
import type { OptionsMessages } from '../../messages/options.ts';

export default {
  'options.title': 'Tùy chọn Robots Lens',
  'options.loading': 'Đang đọc cài đặt…',

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

  'options.shortcut.heading': 'Phím tắt',
  'options.shortcut.opens': 'Phím tắt mở cửa sổ bật lên của Robots Lens trên trang bạn đang xem:',
  'options.shortcut.none':
    'Chưa có phím tắt nào (có thể một tiện ích khác hoặc trình duyệt đã dùng phím được đề xuất): cửa sổ bật lên mở từ nút trên thanh công cụ.',
  'options.shortcut.unknown': 'Trình duyệt không cho biết phím tắt nào mở cửa sổ bật lên.',
  'options.shortcut.hint-chrome':
    'Chrome quản lý phím tắt của mọi tiện ích trên trang riêng, chrome://extensions/shortcuts; nút bên dưới mở trang đó.',
  'options.shortcut.hint-firefox':
    'Firefox quản lý chúng trong trình quản lý tiện ích: ⚙ → Manage Extension Shortcuts; nút bên dưới mở mục đó.',
  'options.shortcut.change': 'Đổi phím tắt',
  'options.shortcut.field': 'Phím tắt mới',
  'options.shortcut.save': 'Đặt phím tắt',
  'options.shortcut.reset': 'Trở về mặc định',
  'options.shortcut.saved': 'Đã lưu. Phím tắt ở trên là phím trình duyệt đang dùng.',
  'options.shortcut.failed': 'Chưa đặt được: {error}',
} as const satisfies CatalogOf<OptionsMessages>;
