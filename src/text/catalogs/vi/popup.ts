/** Vietnamese: the popup page's own words ("bạn", as Coc Coc's page writes). */
import type { CatalogOf } from '../../messages/index.ts';
import type { PopupMessages } from '../../messages/popup.ts';

export default {
  'popup.state.not-applicable':
    'Robots Lens kiểm tra các trang http và https. Hãy mở một trang web rồi bấm lại nút Robots Lens để xem robot bạn chọn có được phép tải trang đó không, và dòng nào của robots.txt quyết định.',
  'popup.state.error-page-known':
    'Chưa biết gì về robots.txt của trang này. Lỗi ở trên là lỗi của chính Robots Lens, không phải của trang web.',
  'popup.state.error-page-unknown': 'Robots Lens không xác định được đây là trang nào.',
  'popup.state.retry': 'Thử lại',
  'popup.state.no-address':
    'Trình duyệt không cho tiện ích đọc địa chỉ của thẻ này (các trang của trình duyệt và trang của tiện ích khác), nên không có robots.txt nào để kiểm tra.',

  'popup.error.bad-tab': '“{tab}” không phải là số thẻ.',
  'popup.error.worker-timeout': 'Tiến trình nền của Robots Lens không trả lời trong vòng {seconds, plural, other {# giây}}.',
  'popup.error.worker-silent': 'Tiến trình nền của Robots Lens không trả lời. Có thể nó đang khởi động lại: hãy thử lại sau giây lát.',
  'popup.error.failed-detail': 'Đã xảy ra lỗi khi kiểm tra trang này: {detail}',
  'popup.error.failed': 'Đã xảy ra lỗi khi kiểm tra trang này.',
  'popup.error.evaluation-failed-detail': 'Robots Lens không đánh giá được file robots.txt này: {detail}',
  'popup.error.evaluation-failed': 'Robots Lens không đánh giá được file robots.txt này.',
} as const satisfies CatalogOf<PopupMessages>;
