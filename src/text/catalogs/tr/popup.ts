/** Turkish: the popup page's own words ("siz" forms; "web tarayıcısı" for the browser, "tarayıcı" for the crawler). */
import type { CatalogOf } from '../../messages/index.ts';
import type { PopupMessages } from '../../messages/popup.ts';

export default {
  'popup.error.bad-tab': '“{tab}” bir sekme numarası değil.',
  'popup.error.worker-timeout': 'Robots Lens arka plan işlemi {seconds, plural, one {# saniye} other {# saniye}} içinde yanıt vermedi.',
  'popup.error.worker-silent': 'Robots Lens arka plan işlemi yanıt vermedi. Yeniden başlıyor olabilir: biraz sonra tekrar deneyin.',
  'popup.error.failed-detail': 'Bu sayfa kontrol edilirken bir sorun oluştu: {detail}',
  'popup.error.failed': 'Bu sayfa kontrol edilirken bir sorun oluştu.',
} as const satisfies CatalogOf<PopupMessages>;
