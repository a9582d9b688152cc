/** Türkçe: açılır penceredeki "Bağlantılar ve kaynaklar" bölümü ve ayarı. */
import type { CatalogOf } from '../../messages/index.ts';
import type { PageLinksMessages } from '../../messages/page-links.ts';

export default {
  'page-links.title': 'Bağlantılar ve kaynaklar',
  'page-links.open': 'Bağlantıları denetle',
  'page-links.close': 'Gizle',
  'page-links.closed-hint':
    'Bu sayfadaki her bağlantıyı ve sayfanın yüklediği her dosyayı kendi sitesinin robots.txt dosyasına göre denetler; bunun için gösterdikleri her sitenin robots.txt dosyası getirilir.',
  'page-links.reading': 'Sayfa okunuyor…',
  'page-links.unavailable': 'Burada kullanılamaz.',
  'page-links.unavailable.browser': 'Web tarayıcısı uzantıların bu sayfayı okumasına izin vermiyor.',
  'page-links.unavailable.not-html': 'Bu, bağlantı içeren bir web sayfası değil ({type}).',
  'page-links.failed': 'Bağlantılar denetlenemedi: {detail}',
  'page-links.summary.links':
    '{total, plural, one {# bağlantıdan {disallowed, number} tanesine {crawler} için izin verilmez} other {# bağlantıdan {disallowed, number} tanesine {crawler} için izin verilmez}}',
  'page-links.summary.no-links': 'Bu sayfada bağlantı yok.',
  'page-links.summary.resources': 'İzin verilmeyenler: {list}',
  'page-links.summary.resources-allowed': '{total, plural, one {Tek kaynağa izin verilir} other {# kaynağın hiçbiri engellenmiyor}}',
  'page-links.summary.render': '{crawler} bu sayfayı farklı oluşturabilir.',
  'page-links.kind-count':
    '{kind, select, script {{count, plural, one {# komut dosyası} other {# komut dosyası}}} stylesheet {{count, plural, one {# stil sayfası} other {# stil sayfası}}} ' +
    'image {{count, plural, one {# resim} other {# resim}}} font {{count, plural, one {# yazı tipi} other {# yazı tipi}}} ' +
    'frame {{count, plural, one {# çerçeve} other {# çerçeve}}} fetch {{count, plural, one {# fetch veya XHR isteği} other {# fetch veya XHR isteği}}} ' +
    'other {{count, plural, one {# başka kaynak} other {# başka kaynak}}}}',
  'page-links.progress': 'robots.txt dosyaları getiriliyor: {total, number} siteden {done, number} tanesi okundu…',
  'page-links.capped.links': 'Bu sayfada {total, number} bağlantı var; bunların {shown, number} tanesi denetlenir.',
  'page-links.capped.resources': 'Bu sayfa {total, number} kaynak yükledi; bunların {shown, number} tanesi denetlenir.',
  'page-links.filter.disallowed': 'Yalnızca izin verilmeyenler',
  'page-links.origin.rules': 'Sitenin robots.txt dosyası karar verir (HTTP {status, number, ::integer group-off})',
  'page-links.origin.last-good': 'Önbelleğe alınan son sağlam kopya karar verir (son getirme başarısız oldu)',
  'page-links.origin.allow-all':
    '{status, plural, =0 {Kullanılabilir robots.txt dosyası yok: herhangi bir tarama kısıtlaması yok} other {Kullanılabilir robots.txt dosyası yok (HTTP {status, number, ::integer group-off}): herhangi bir tarama kısıtlaması yok}}',
  'page-links.origin.unreachable':
    '{status, plural, =0 {robots.txt dosyasına ulaşılamıyor: şimdilik hiçbir şeye izin verilmez} other {robots.txt dosyasına ulaşılamıyor (HTTP {status, number, ::integer group-off}): şimdilik hiçbir şeye izin verilmez}}',
  'page-links.origin.pending': 'robots.txt dosyası henüz okunmadı',
  'page-links.origin.failed': 'Robots Lens bu sitenin robots.txt dosyasına bakamadı',
  'page-links.origin.count':
    '{total, plural, one {# URL’den {disallowed, number} tanesine izin verilmez} other {# URL’den {disallowed, number} tanesine izin verilmez}}',
  'page-links.state.allowed': 'İzin verilir',
  'page-links.state.disallowed': 'İzin verilmez',
  'page-links.state.unreachable': 'Şimdilik izin verilmez',
  'page-links.state.pending': 'Henüz denetlenmedi',
  'page-links.state.failed': 'Denetlenemedi',
  'page-links.row.rule': 'satır {line, number, ::integer group-off}: {rule}',
  'page-links.row.line': 'satır {line, number, ::integer group-off}',
  'page-links.kind.link': 'Bağlantı',
  'page-links.kind':
    '{kind, select, script {Komut dosyası} stylesheet {Stil sayfası} image {Resim} font {Yazı tipi} frame {Çerçeve} fetch {Fetch/XHR} other {Başka kaynak}}',
  'page-links.rel.title':
    '{rel, select, nofollow {rel="nofollow": sayfa, tarayıcılardan bu bağlantıyı izlememelerini istiyor} ugc {rel="ugc": sayfa bu bağlantıyı kullanıcı tarafından oluşturulan içerik olarak işaretliyor} other {rel="sponsored": sayfa bu bağlantıyı ücretli ya da sponsorlu olarak işaretliyor}}',
  'page-links.more-rows': '{count, number} tane daha göster',
  'page-links.more-groups': '{count, plural, one {# site daha göster} other {# site daha göster}}',
  'page-links.options.heading': 'Bağlantılar ve kaynaklar',
  'page-links.options.label': 'Açılır pencere açılınca her sayfanın bağlantılarını ve kaynaklarını denetle',
  'page-links.options.hint':
    'Açıkken açılır pencere, sayfanın bağlantılarını ve kaynaklarını da gösterdikleri her sitenin robots.txt dosyasına göre denetler ve bu dosyaları getirir (aynı anda en çok 6 tane, her siteyi kopyası güncel kaldıkça bir kez). Kapalıyken bu yalnızca “Bağlantılar ve kaynaklar” bölümünü açtığınızda olur. Varsayılan olarak kapalı.',
  'page-links.options.saved-on': 'Kaydedildi. Açılır pencere her sayfanın bağlantılarını açılırken denetler.',
  'page-links.options.saved-off': 'Kaydedildi. Bağlantılar yalnızca “Bağlantılar ve kaynaklar” bölümünü açtığınızda denetlenir.',
  'page-links.state.private': 'Denetlenmedi: özel ağ adresi',
  'page-links.origin.private': 'Özel bir ağ adresinde: herkese açık bir sayfa için robots.txt dosyası getirilmedi',
  'page-links.private.hint':
    '{count, plural, one {# site özel bir ağ adresinde} other {# site özel ağ adreslerinde}} (bu bilgisayar veya ağınız). Herkese açık bir sayfa Robots Lens’e oradan veri getirtemez; bu yüzden bu siteler denetlenmedi.',
  'page-links.private.check': 'Özel adresleri denetle',
  'page-links.summary.links-for-now':
    '{count, plural, one {# bağlantıya şimdilik izin verilmez: sitesinin robots.txt dosyasına ulaşılamıyor.} other {# bağlantıya şimdilik izin verilmez: sitelerinin robots.txt dosyasına ulaşılamıyor.}}',
  'page-links.summary.resources-for-now':
    '{count, plural, one {# kaynağa şimdilik izin verilmez: sitesinin robots.txt dosyasına ulaşılamıyor.} other {# kaynağa şimdilik izin verilmez: sitelerinin robots.txt dosyasına ulaşılamıyor.}}',

  'page-links.export.csv': 'CSV olarak dışa aktar',
  'page-links.export.json': 'JSON olarak dışa aktar',
  'page-links.export.workbench': 'Çalışma alanında aç',
} as const satisfies CatalogOf<PageLinksMessages>;
