/**
 * Turkish, in the words of Google's Turkish robots.txt page (docs/translation-glossary.md):
 * "tarayıcı" is the crawler, so the browser is always "web tarayıcısı"; "siz" forms.
 * Site text and numbers take no suffix: "{target} adresine", "{status} durum kodunu".
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { OutcomeMessages } from '../../messages/outcome.ts';

/** In the nominative, after a colon, so no case suffix depends on the branch. */
const HOST_CLASS =
  '{targetClass, select, public {herkese açık bir ana makine} loopback {bu bilgisayar (bir loopback adresi)} private {özel bir ağ adresi} ' +
  'link_local {bir link-local adresi} unspecified {belirtilmemiş bir adres (0.0.0.0)} single_label {nokta içermeyen bir intranet adı} other {başka bir ana makine}}';

/** Whole clauses per branch: Turkish puts the server in another case for "could not be reached". */
const SERVER =
  '{error, select, timeout {sunucu zamanında yanıt vermedi} dns {sunucu bulunamadı (DNS)} refused {sunucu bağlantıyı reddetti} ' +
  'reset {sunucu bağlantıyı sıfırladı} tls {sunucuyla güvenli (TLS) bağlantı kurulamadı} other {sunucuya ulaşılamadı}}';

/** Google's reading of a robots.txt it cannot fetch, said the same way wherever it appears. */
const CACHED_INSTEAD = '(bunun yerine son 24 saat içinde önbelleğe alınan bir kopya kullanılabilir)';
const GOOGLE_DISALLOWS_ALL = `Google şimdilik sitenin tamamında tarama izni olmadığını varsayar ${CACHED_INSTEAD}`;
const SITE_DISALLOWED = `şimdilik sitenin tamamında tarama izni yoktur ${CACHED_INSTEAD}`;
const COCCOC_PAUSES = 'Coc Coc siteyi kullanılamaz kabul eder ve bir süre taramayı durdurur';

export default {
  'outcome.title.answered': 'robots.txt için {status, number, ::integer group-off} durum kodu döndü',
  'outcome.title.unusable-redirect':
    'robots.txt için {status, number, ::integer group-off} durum kodu döndü ancak kullanılabilir bir yönlendirme yok',
  'outcome.title.unexpected-status': 'robots.txt için beklenmeyen {status, number, ::integer group-off} durum kodu döndü',
  'outcome.title.too-many-redirects': 'robots.txt {limit, plural, one {# kereden} other {# kereden}} fazla yönlendirildi',
  'outcome.title.network-error.google': `robots.txt dosyasına ulaşılamadı: ${SERVER}`,
  'outcome.title.network-error.coccoc': `site kullanılamıyor: ${SERVER}`,
  'outcome.title.redirect-refused.scheme':
    'robots.txt yönlendirmesi izlenmedi: {scheme, select, none {http(s) olmayan bir adrese} other {bir {scheme} adresine}} yönlendiriyor',
  'outcome.title.redirect-refused.private-host': `robots.txt yönlendirmesi izlenmedi: herkese açık bir sitenin yönlendirme hedefi ${HOST_CLASS}`,
  'outcome.title.redirect-refused.private-address': `robots.txt yönlendirmesi izlenmedi: hedef ana makinenin yanıtı şuradan geldi: ${HOST_CLASS}`,
  'outcome.title.redirect-refused.private-address-at': `robots.txt yönlendirmesi izlenmedi: hedef ana makinenin yanıtı şuradan geldi: ${HOST_CLASS} ({address})`,
  'outcome.title.redirect-refused.hidden-location': 'robots.txt yönlendirmesi izlenmedi: web tarayıcısı nereye yönlendirdiğini bildirmedi',
  'outcome.title.long-outage': 'robots.txt dosyasına {days, plural, one {# günden} other {# günden}} uzun süredir ulaşılamıyor',
  'outcome.title.with-detail': '{title} ({detail})',

  'outcome.message.parsed': 'robots.txt için {status, number, ::integer group-off} durum kodu döndü; dosyadaki kurallar geçerlidir.',
  'outcome.message.client-error':
    'robots.txt için {status, number, ::integer group-off} durum kodu döndü: Google bunu “robots.txt yok” olarak işler, yani her şeyin taranmasına izin verilir.',
  'outcome.message.server-error': `robots.txt için {status, number, ::integer group-off} durum kodu döndü: ${GOOGLE_DISALLOWS_ALL}.`,
  'outcome.message.unusable-redirect':
    'robots.txt için {status, number, ::integer group-off} durum kodu döndü ve yönlendirme izlenemedi: Google bunu robots.txt dosyası yokmuş gibi işler, yani her şeyin taranmasına izin verilir.',
  'outcome.message.unexpected-status':
    'robots.txt için beklenmeyen {status, number, ::integer group-off} durum kodu döndü: Google bunu sunucu hatası olarak değerlendirir, yani şimdilik sitenin tamamında tarama izni yoktur.',
  'outcome.message.not-ok':
    'robots.txt için {status, number, ::integer group-off} durum kodu döndü: Coc Coc yalnızca 200 yanıtını okur, diğer yanıtlarda herhangi bir kısıtlama olmadığını varsayar; yani her şeyin taranmasına izin verilir.',
  'outcome.message.too-many-redirects.google':
    'robots.txt {redirects, plural, one {# kez} other {# kez}} yönlendirildi; Google en fazla {limit, plural, one {# yönlendirme atlamasını} other {# yönlendirme atlamasını}} izler, ardından robots.txt dosyasını yokmuş (404) gibi işler: her şeyin taranmasına izin verilir.',
  'outcome.message.too-many-redirects.coccoc':
    'robots.txt {redirects, plural, one {# kez} other {# kez}} yönlendirildi; Coc Coc en fazla {limit, plural, one {# yönlendirmeyi} other {# yönlendirmeyi}} izler, daha fazlasında herhangi bir kısıtlama olmadığını varsayar: her şeyin taranmasına izin verilir.',
  'outcome.message.network-error.google': `robots.txt istendiğinde ${SERVER}. Google, ulaşılamayan bir robots.txt dosyasını sunucu hatası olarak değerlendirir: ${SITE_DISALLOWED}.`,
  'outcome.message.network-error.coccoc': `robots.txt istendiğinde ${SERVER}. ${COCCOC_PAUSES}.`,
  'outcome.message.long-outage':
    'robots.txt dosyasına {days, plural, one {# günden} other {# günden}} uzun süredir ulaşılamıyor ve önbellekte kopyası yok: Google bu durumda herhangi bir tarama kısıtlaması olmadığını varsayar, yani her şeyin taranmasına izin verilir.',
  'outcome.why.redirect-refused.scheme':
    'robots.txt, http(s) olmayan {target} adresine yönlendiriyor; bu nedenle Robots Lens bu yönlendirmeyi izlemez.',
  'outcome.why.redirect-refused.scheme-unknown':
    'robots.txt, http(s) olmayan bir adrese yönlendiriyor; bu nedenle Robots Lens bu yönlendirmeyi izlemez.',
  'outcome.why.redirect-refused.private-host': `Herkese açık bir sitenin yönlendirmesi {target} adresine gidiyor. Bu adres: ${HOST_CLASS}. Robots Lens bu yönlendirmeyi izlemez: bir site bunu, web tarayıcınızın bilgisayarınızdaki veya ağınızdaki hizmetlere istek göndermesini sağlamak için kullanabilir.`,
  'outcome.why.redirect-refused.private-address': `{target} adresine yönlendirmede ana makine adı herkese açık görünse de yanıt şuradan geldi: ${HOST_CLASS} (DNS rebinding). Robots Lens bu yanıtı kullanmaz.`,
  'outcome.why.redirect-refused.private-address-at': `{target} adresine yönlendirmede ana makine adı herkese açık görünse de yanıt {address} adresinden geldi. Bu adres: ${HOST_CLASS} (DNS rebinding). Robots Lens bu yanıtı kullanmaz.`,
  'outcome.why.redirect-refused.hidden-location':
    'robots.txt yönlendiriyor ancak web tarayıcısı nereye yönlendirdiğini bildirmedi; bu nedenle Robots Lens hedefi denetleyemez ve yönlendirmeyi izlemez.',
  'outcome.meaning.redirect-refused.google': `Getirilemeyen bir robots.txt dosyası gibi değerlendirilir: ${GOOGLE_DISALLOWS_ALL}.`,
  'outcome.meaning.redirect-refused.coccoc': `Getirilemeyen bir robots.txt dosyası gibi değerlendirilir: ${COCCOC_PAUSES}.`,

  'note.last-good-copy':
    '{outcome} ({failedAgo}). Google bu sırada son sağlam kopyasını kullanmaya devam eder: bu karar, {copyAgo} getirilen kopyaya dayanır.',

  'badge.decided-by-outcome': '{verdict, select, allowed {izin verilir} other {izin verilmez}} — {outcome}',

  'popup.notice.outage.title':
    '{days, plural, =0 {Bugünden beri başarısız} other {{withYear, select, yes {{since, date, ::yMMMd}} other {{since, date, ::MMMd}}} tarihinden beri başarısız, {days, plural, one {# gün} other {# gün}}}}',
  'popup.notice.outage.counting':
    'robots.txt o zamandan beri her getirme denemesinde başarısız oldu. Bu durum {limit, number} gün sürerse Google önbelleğe alınan en son kopyayı kullanır, kopya yoksa herhangi bir tarama kısıtlaması olmadığını varsayar.',
  'popup.notice.outage.cached-copy':
    '{limit, number} günden uzun süredir ulaşılamıyor: Google, robots.txt dosyasının önbelleğe alınan en son kopyasını kullanır.',
  'popup.notice.outage.no-copy':
    '{limit, number} günden uzun süredir ulaşılamıyor ve önbellekte kopya yok: Google herhangi bir tarama kısıtlaması olmadığını varsayar.',
  'popup.notice.outage.coccoc': 'robots.txt dosyasına ulaşılamadığı sürece Coc Coc siteyi taramayı durdurur.',
  'popup.notice.server-error.title': 'Sunucu hatası: robots.txt için {status} durum kodu döndü',
  'popup.notice.client-error.title': 'robots.txt yok: {status} durum kodu döndü',
  'popup.why.outcome-decided': 'Bu kararı robots.txt dosyasındaki hiçbir satır vermedi; kararı dosyanın istenmesinin sonucu belirledi.',
  'popup.file.no-file': 'Gösterilecek dosya yok: {outcome}.',
} as const satisfies CatalogOf<OutcomeMessages>;
