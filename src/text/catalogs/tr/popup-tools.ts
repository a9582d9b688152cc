/**
 * Turkish: the popup's tools (path box, copy, options), in the words of Google's Turkish page
 * (docs/translation-glossary.md); "siz" forms, site text and numbers take no suffix.
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { PopupToolsMessages } from '../../messages/popup-tools.ts';

const VERDICT = '{verdict, select, allowed {İzin verilir} other {İzin verilmez}}';

export default {
  'popup-tools.path.label': 'Bu sitenin başka bir yolunu veya herhangi bir URL adresini kontrol edin',
  'popup-tools.path.back': 'Bu sayfaya dön',
  'popup-tools.path.matched': 'Kurallar şu yolla eşleştirilir: {path}',

  'popup-tools.unchecked.title': 'Kontrol edilmedi',
  'popup-tools.unchecked.empty': 'Bu sitenin bir yolunu (örneğin /private/) veya tam bir URL adresini yazın.',
  'popup-tools.unchecked.relative':
    'Bu, bu sitenin bir yolu değil: yol “/” ile başlar (örneğin /private/page.html), tam bir URL adresi ise http:// veya https:// ile.',
  'popup-tools.unchecked.not-web':
    '{scheme} adreslerinin robots.txt dosyası yoktur. Bu sitenin bir yolunu veya http(s) ile başlayan bir URL adresini yazın.',
  'popup-tools.unchecked.invalid': 'Bu geçerli bir URL değil. Bu sitenin bir yolunu (örneğin /private/) veya tam bir URL adresini yazın.',

  'popup-tools.copy.report': 'Raporu kopyala',
  'popup-tools.copy.rule': 'Kuralı kopyala',
  'popup-tools.copy.robots-url': 'robots.txt URL adresini kopyala',
  'popup-tools.copy.copied':
    '{what, select, report {Rapor kopyalandı} markdown {Rapor Markdown olarak kopyalandı} rule {Kural kopyalandı} other {robots.txt URL adresi kopyalandı}}',
  'popup-tools.copy.failed': 'Web tarayıcısı kopyalamaya izin vermedi. Metni seçip kendiniz kopyalayın.',

  'popup-tools.report.rule': `{url} — {crawler}: ${VERDICT}; kararı veren satır {line, number, ::integer group-off}: {rule}`,
  'popup-tools.report.empty-rule':
    '{url} — {crawler}: İzin verilir; satır {line, number, ::integer group-off} eşleşir ancak hiçbir şeyi engellemez: {rule}',
  'popup-tools.report.no-rule': '{url} — {crawler}: İzin verilir; eşleşen kural yok',
  'popup-tools.report.outcome': `{url} — {crawler}: ${VERDICT} ({outcome})`,

  'popup-tools.options.open': 'Robots Lens seçenekleri',
  'popup-tools.workbench.open': 'Çalışma alanını açın: bu site için taslak bir robots.txt dosyası düzenleyip test edin',

  'popup-tools.other.ask':
    '{other} başka bir site: bu URL adresine o sitenin kendi robots.txt dosyası karar verir. Kontrol etmek için Enter tuşuna basın veya dosyayı getirin.',
  'popup-tools.other.fetch': 'robots.txt dosyasını getir',
  'popup-tools.other.loading': '{other} sitesinin robots.txt dosyası getiriliyor…',
  'popup-tools.other.failed': '{other} sitesinin robots.txt dosyası okunamadı: {error}',
  'popup-tools.other.matched': '{robots} dosyasına göre okundu; kurallar şu yolla eşleştirilir: {path}',
} as const satisfies CatalogOf<PopupToolsMessages>;
