/** Turkish: the on-page overlay and its switch, in the words of Google's page (docs/translation-glossary.md). */
import type { CatalogOf } from '../../messages/index.ts';
import type { OverlayMessages } from '../../messages/overlay.ts';

export default {
  'overlay.switch.label': 'Sayfada göster',
  'overlay.switch.hint':
    '{crawler} tarayıcısının getirmesine izin verilmeyen bağlantıları çerçeveler, nofollow, ugc ve sponsored bağlantıları işaretler; kararı veren robots.txt satırını görmek için bir bağlantının üzerine gelin.',
  'overlay.switch.not-available': 'Bağlantılar bu sayfada gösterilemez.',
  'overlay.switch.failed': 'Robots Lens, bağlantıları göstermek için bu sayfaya erişemedi.',
  'overlay.title': 'Robots Lens · {crawler}',
  'overlay.legend.label': 'Robots Lens: bu sayfadaki bağlantılar',
  'overlay.legend.disallowed': '{crawler} için izin verilmez',
  'overlay.legend.rel': 'nofollow, ugc veya sponsored',
  'overlay.legend.checking': 'Bağlantı verilen her sitenin robots.txt dosyası okunuyor…',
  'overlay.legend.capped': 'Bu sayfanın en fazla {links, number} bağlantısı ve {urls, number} farklı adresi kontrol edilir.',
  'overlay.legend.failed': 'Robots Lens bu bağlantıları kontrol edemedi.',
  'overlay.legend.close': 'Kapat',
  'overlay.tip.verdict':
    '{verdict, select, allowed {{crawler} için izin verilir} disallowed {{crawler} için izin verilmez} unreachable {{crawler} için şimdilik izin verilmez: robots.txt dosyasına ulaşılamıyor} pending {Henüz kontrol edilmedi} failed {Kontrol edilmedi: Robots Lens robots.txt dosyasını okuyamadı} private {Kontrol edilmedi: özel ağ adresi} other {Kontrol edilmedi: http veya https adresi değil}}',
  'overlay.tip.rule': '{robots}, {line}. satır: {rule}',
  'overlay.tip.no-rule': '{robots} dosyasındaki hiçbir kural bu adresle eşleşmiyor.',
  'overlay.tip.rel': 'rel {rel}: tarayıcıların bu bağlantıyı izlemesi gerekmediğine dair bir ipucu.',
  'overlay.legend.disallowed-for-now': 'Şimdilik izin verilmez: robots.txt dosyasına ulaşılamıyor',
  'overlay.legend.both': 'İkisi birden: izin verilmez ve nofollow, ugc veya sponsored',
  'overlay.legend.short-labels':
    'Bağlantıların sık olduğu yerlerde etiketler kısaltılır ya da gösterilmez; çerçeve yine her işareti gösterir. Ayrıntılar için bir bağlantının üzerine gelin.',
} as const satisfies CatalogOf<OverlayMessages>;
