/** Vietnamese: the popup page's own words ("bạn", as Coc Coc's page writes). */
import type { CatalogOf } from '../../messages/index.ts';
import type { PopupMessages } from '../../messages/popup.ts';

export default {
  'popup.error.bad-tab': '“{tab}” không phải là số thẻ.',
  'popup.error.worker-timeout': 'Tiến trình nền của Robots Lens không trả lời trong vòng {seconds, plural, other {# giây}}.',
  'popup.error.worker-silent': 'Tiến trình nền của Robots Lens không trả lời. Có thể nó đang khởi động lại: hãy thử lại sau giây lát.',
  'popup.error.failed-detail': 'Đã xảy ra lỗi khi kiểm tra trang này: {detail}',
  'popup.error.failed': 'Đã xảy ra lỗi khi kiểm tra trang này.',
} as const satisfies CatalogOf<PopupMessages>;
