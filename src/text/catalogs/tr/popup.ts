/** Turkish: the popup page's own words ("siz" forms; "web tarayıcısı" for the browser, "tarayıcı" for the crawler). */
import type { CatalogOf } from '../../messages/index.ts';
import type { PopupMessages } from '../../messages/popup.ts';

export default {
  'popup.state.not-applicable':
    'Robots Lens http ve https sayfalarını kontrol eder. Seçtiğiniz tarayıcının sayfayı getirip getiremeyeceğini ve kararı robots.txt dosyasının hangi satırının verdiğini görmek için bir web sayfası açıp Robots Lens düğmesine yeniden tıklayın.',
  'popup.state.error-page-known':
    'Bu sayfanın robots.txt dosyası hakkında henüz bir şey bilinmiyor. Yukarıdaki hata sitenin değil, Robots Lens uzantısının kendi hatasıdır.',
  'popup.state.error-page-unknown': 'Robots Lens bunun hangi sayfa olduğunu bulamadı.',
  'popup.state.retry': 'Yeniden dene',
  'popup.state.no-address':
    'Web tarayıcısı bu sekmenin adresini uzantıların okumasına izin vermiyor (web tarayıcısının kendi sayfaları ve başka uzantıların sayfaları), bu yüzden kontrol edilecek bir robots.txt dosyası yok.',

  'popup.error.bad-tab': '“{tab}” bir sekme numarası değil.',
  'popup.error.worker-timeout': 'Robots Lens arka plan işlemi {seconds, plural, one {# saniye} other {# saniye}} içinde yanıt vermedi.',
  'popup.error.worker-silent': 'Robots Lens arka plan işlemi yanıt vermedi. Yeniden başlıyor olabilir: biraz sonra tekrar deneyin.',
  'popup.error.failed-detail': 'Bu sayfa kontrol edilirken bir sorun oluştu: {detail}',
  'popup.error.failed': 'Bu sayfa kontrol edilirken bir sorun oluştu.',
  'popup.error.evaluation-failed-detail': 'Robots Lens bu robots.txt dosyasını değerlendiremedi: {detail}',
  'popup.error.evaluation-failed': 'Robots Lens bu robots.txt dosyasını değerlendiremedi.',
} as const satisfies CatalogOf<PopupMessages>;
