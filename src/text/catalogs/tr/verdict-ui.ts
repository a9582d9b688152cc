/** Turkish, the panels that show a verdict (docs/translation-glossary.md). */
import type { CatalogOf } from '../../messages/index.ts';
import type { VerdictUiMessages } from '../../messages/verdict-ui.ts';

const ERROR_KIND =
  '{error, select, timeout {zaman aşımı} dns {DNS} refused {bağlantı reddedildi} reset {bağlantı sıfırlandı (reset)} tls {TLS} other {ağ hatası}}';

export default {
  'verdict-ui.banner.checking': 'Kontrol ediliyor…',
  'verdict-ui.banner.reading': 'Sitenin robots.txt dosyası okunuyor…',
  'verdict-ui.banner.reading-slow': 'Sunucunun robots.txt için yanıt vermesi hâlâ bekleniyor…',
  'verdict-ui.banner.not-applicable': 'Uygulanmaz',
  'verdict-ui.banner.no-robots-tag': 'robots.txt yok',
  'verdict-ui.banner.could-not-check': 'Bu sayfa kontrol edilemedi',
  'verdict-ui.banner.could-not-evaluate': 'Robots Lens bu robots.txt dosyasını değerlendiremedi.',
  'verdict-ui.banner.could-not-evaluate-detail': 'Robots Lens bu robots.txt dosyasını değerlendiremedi: {detail}',
  'verdict-ui.banner.title': '{state, select, allowed {İzin verilir} other {İzin verilmez}}',
  'verdict-ui.banner.subject': '{crawler} için',
  'verdict-ui.banner.for-now': 'şimdilik',

  'verdict-ui.why.heading': 'Neden',
  'verdict-ui.why.robots-itself':
    'Bu, robots.txt dosyasının kendisi. Tarayıcılar onu her zaman getirir (RFC 9309 buna örtük olarak izin verir); burada ayrıştırıcının bu URL hakkında söylediği gösterilir.',
  'verdict-ui.why.other-matches': 'Eşleşen diğer kurallar',
  'verdict-ui.why.not-listed': 'listelenmedi: aşağıdaki robots.txt içinde görebilirsiniz',
  'verdict-ui.why.deciding-line': 'Karar veren satır',
  'verdict-ui.why.matching-line': 'Eşleşen satır',
  'verdict-ui.why.show-line': 'Bu satırı robots.txt içinde göster',
  'verdict-ui.why.empty-rule': 'Boş bir kural her şeyle 0 öncelikle eşleşir: tarayıcıyı gruba bağlar ama hiçbir şeyi engellemez.',
  'verdict-ui.why.no-group':
    '{scope, select, none {Hiçbir grup bu tarayıcıyı adlandırmıyor ve hiçbir “User-agent: *” grubu uygulanmıyor, bu yüzden herhangi bir tarama kısıtlaması yok.} other {Hiçbir grup bu tarayıcıyı adlandırmıyor, bu yüzden herhangi bir tarama kısıtlaması yok.}}',
  'verdict-ui.why.read-as': '“{token}” olarak okunur',
  'verdict-ui.line-chip': 'Satır {line}',

  'verdict-ui.crawl-delay.heading': 'Crawl-delay',
  'verdict-ui.crawl-delay.show-line': 'Bu satırı göster',
  'verdict-ui.crawl-delay.for-group': 'Bu tarayıcının grubu için {seconds, number, ::.##} sn.',
  'verdict-ui.crawl-delay.honoured': '{name} buna uyar: en fazla {seconds, number, ::.##} saniyede bir istek.',
  'verdict-ui.crawl-delay.honoured-capped': '{name} buna uyar, ancak değeri {seconds, number, ::.##} sn olarak sayar (kendi üst sınırı).',
  'verdict-ui.crawl-delay.ignored':
    '{name}, Crawl-delay alanını yok sayar{ownRate, select, yes { (Google tarama hızını kendisi belirler)} other {}}.',
  'verdict-ui.crawl-delay.none-in-group': 'Uygulanan grupta Crawl-delay yok (diğer gruplarda var).',
  'verdict-ui.crawl-delay.none-in-file': 'Bu dosyada yok.',
  'verdict-ui.crawl-delay.would-honour': 'Olsaydı {name} buna uyardı.',
  'verdict-ui.crawl-delay.would-ignore': 'Olsa bile {name} bunu yok sayardı.',

  'verdict-ui.status.redirect-refused': 'yönlendirme izlenmedi',
  'verdict-ui.status.no-answer': 'yanıt yok',
  'verdict-ui.fetch.redirect-refused': 'Yönlendirme izlenmedi',
  'verdict-ui.status.network-error': `Yanıt yok: ${ERROR_KIND}`,
  'verdict-ui.status.network-error-detail': `Yanıt yok: ${ERROR_KIND} ({detail})`,
  'verdict-ui.refresh.fetched': '{age} getirildi',
  'verdict-ui.refresh.button': 'Yenile',
  'verdict-ui.refresh.busy': 'Yenileniyor…',
  'verdict-ui.refresh.tooltip': 'robots.txt dosyasını tüm önbellekleri atlayarak yeniden getir',
  'verdict-ui.refresh.failed': 'Yenileme başarısız oldu: {error}',

  'verdict-ui.fetch.heading': 'Getirme',
  'verdict-ui.fetch.requested': 'İstenen',
  'verdict-ui.fetch.redirects': 'Yönlendirmeler',
  'verdict-ui.fetch.redirects-to': 'şuraya yönlendirir',
  'verdict-ui.fetch.final-url': 'Son URL',
  'verdict-ui.fetch.none-answered': 'yanıt veren olmadı',
  'verdict-ui.fetch.status': 'Durum',
  'verdict-ui.fetch.content-type': 'İçerik türü',
  'verdict-ui.fetch.not-given': 'belirtilmedi',
  'verdict-ui.fetch.size': 'Boyut',
  'verdict-ui.fetch.size-or-more': '{size} veya daha fazla',
  'verdict-ui.fetch.truncated': 'Kırpıldı: yalnızca ilk 500 KiB ({bytes, number} bayt) okunur; geri kalanı yok sayılır.',
  'verdict-ui.fetch.fetched': 'Getirildi',
  'verdict-ui.fetch.fetched-at': '{age} ({date, date, medium} {date, time, medium}), {ms, number, ::integer} ms içinde',
  'verdict-ui.fetch.cache': 'Önbellek',
  'verdict-ui.fetch.from-cache': 'Uzantının önbelleğinden sunuldu; sonraki yeniden getirme {until}.',
  'verdict-ui.fetch.for-popup': 'Bu pencere için getirildi; sonraki yeniden getirme {until}.',
  'verdict-ui.fetch.rules-from': 'Kuralların kaynağı',
  'verdict-ui.fetch.last-good': 'Son sağlam kopya, {age} getirildi.',
  'verdict-ui.fetch.last-good-status': 'Son sağlam kopya, {age} getirildi ({status}, {size}).',
  'verdict-ui.fetch.cookies': 'Çerezler',
  'verdict-ui.fetch.cookies-sent': 'Gönderildi (hazırlık siteleri seçeneği açık). Gerçek tarayıcılar hiçbir zaman çerez göndermez.',
  'verdict-ui.fetch.cookies-not-sent': 'Gönderilmedi, gerçek bir tarayıcı gibi.',
  'verdict-ui.fetch.headers': 'Yanıt üstbilgileri ({count, number})',

  'verdict-ui.notice.html.title': 'robots.txt bir HTML sayfası',
  'verdict-ui.notice.html.text':
    'Sunucu düz metin bir robots.txt dosyası yerine bir web sayfası gönderdi. Google onu yine satır satır okur, ancak bu neredeyse her zaman 200 ile yanıtlanan bir “bulunamadı” sayfası ya da bir bot doğrulamasıdır: sunucunun tarayıcılara ne gönderdiğini kontrol edin.',
  'verdict-ui.notice.empty.title': 'robots.txt boş',
  'verdict-ui.notice.empty.text': 'Dosyada hiç kural yok, bu yüzden her tarayıcı her sayfayı getirebilir.',
  'verdict-ui.notice.cookies.title': 'Çerezlerinizle getirildi',
  'verdict-ui.notice.cookies.text':
    'Oturum açma gerektiren hazırlık siteleri seçeneği açık, bu yüzden bu robots.txt dosyası web tarayıcınızın çerezleriyle getirildi. Tarayıcılar hiçbir zaman çerez göndermez: herkese açık bir sitede onlara farklı bir dosya sunulabilir.',

  'verdict-ui.page.not-applicable':
    'Robots Lens http ve https sayfalarını kontrol eder. Seçtiğiniz tarayıcının bir sayfayı getirip getiremeyeceğini ve bunu robots.txt dosyasının hangi satırının belirlediğini görmek için bir web sayfası açın ve Robots Lens düğmesini yeniden tıklayın.',
  'verdict-ui.page.load-error':
    'Bu sayfanın robots.txt dosyası hakkında henüz hiçbir şey bilinmiyor. Yukarıdaki hata sitenin değil, Robots Lens’in kendisiyle ilgili.',
  'verdict-ui.page.no-page': 'Robots Lens bunun hangi sayfa olduğunu bulamadı.',
  'verdict-ui.page.try-again': 'Yeniden dene',
} as const satisfies CatalogOf<VerdictUiMessages>;
