/** Vietnamese: the on-page overlay and its switch, in the words of Coc Coc's page (docs/translation-glossary.md). */
import type { CatalogOf } from '../../messages/index.ts';
import type { OverlayMessages } from '../../messages/overlay.ts';

export default {
  'overlay.switch.label': 'Hiển thị trên trang',
  'overlay.switch.hint':
    'Đánh dấu các liên kết mà {crawler} không được phép tải và các liên kết nofollow, ugc, sponsored; trỏ vào một liên kết để xem dòng robots.txt quyết định nó.',
  'overlay.switch.not-available': 'Không thể hiển thị các liên kết trên trang này.',
  'overlay.switch.failed': 'Robots Lens không truy cập được trang này để hiển thị các liên kết.',
  'overlay.title': 'Robots Lens · {crawler}',
  'overlay.legend.label': 'Robots Lens: các liên kết trên trang này',
  'overlay.legend.disallowed': 'Không được phép với {crawler}',
  'overlay.legend.rel': 'nofollow, ugc hoặc sponsored',
  'overlay.legend.checking': 'Đang đọc file robots.txt của từng trang web được liên kết…',
  'overlay.legend.capped': 'Chỉ kiểm tra tối đa {links, number} liên kết và {urls, number} địa chỉ khác nhau của trang này.',
  'overlay.legend.failed': 'Robots Lens không kiểm tra được các liên kết này.',
  'overlay.legend.close': 'Tắt',
  'overlay.tip.verdict':
    '{verdict, select, allowed {Được phép với {crawler}} disallowed {Không được phép với {crawler}} unreachable {Tạm thời không được phép với {crawler}: không truy cập được file robots.txt} pending {Chưa kiểm tra} failed {Chưa kiểm tra: Robots Lens không đọc được file robots.txt} private {Chưa kiểm tra: địa chỉ mạng riêng} other {Chưa kiểm tra: không phải địa chỉ http hoặc https}}',
  'overlay.tip.rule': '{robots}, dòng {line}: {rule}',
  'overlay.tip.no-rule': 'Không có chỉ thị nào trong {robots} phù hợp với địa chỉ này.',
  'overlay.tip.rel': 'rel {rel}: gợi ý rằng robot không cần theo liên kết này.',
  'overlay.legend.disallowed-for-now': 'Tạm thời không được phép: robots.txt không truy cập được',
  'overlay.legend.both': 'Cả hai: không được phép và nofollow, ugc hoặc sponsored',
  'overlay.legend.short-labels':
    'Ở chỗ có nhiều liên kết sát nhau, nhãn được rút gọn hoặc bỏ đi; đường viền vẫn cho thấy mọi dấu. Trỏ vào một liên kết để xem chi tiết.',
} as const satisfies CatalogOf<OverlayMessages>;
