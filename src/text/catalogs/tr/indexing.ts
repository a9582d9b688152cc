/** Turkish, the popup's "Indexing" section (words from docs/translation-glossary.md). */
import type { IndexingMessages } from '../../messages/indexing.ts';
import type { CatalogOf } from '../../messages/index.ts';

export default {
  'indexing.heading': 'Dizine ekleme',
  'indexing.loading': 'Sayfa okunuyor…',
  'indexing.not-available': 'Burada kullanılamaz: web tarayıcısı, uzantıların bu sayfayı okumasına izin vermiyor.',
  'indexing.failed': 'Robots Lens bu sayfanın dizine ekleme kurallarını okuyamadı.',
  'indexing.state.indexable':
    'Dizine eklenebilir: başlıklarda ve meta etiketlerinde {crawler} tarayıcısının bu sayfayı dizine eklemesini engelleyen bir şey yok.',
  'indexing.state.not-indexable': 'Dizine eklenemez: {crawler} bu sayfayı dizine ekleyemez.',
  'indexing.state.unknown':
    'Bilinmiyor: Robots Lens bu sayfayı okuyamadı, bu yüzden {crawler} tarayıcısının sayfayı dizine ekleyip ekleyemeyeceğini söyleyemez.',
  'indexing.blocker.header':
    'X-Robots-Tag başlığında {reason, select, none {none (noindex, nofollow)} unavailable_after {unavailable_after (tarihi geçti: {date, date, medium} {date, time, short})} other {noindex}}: {value}',
  'indexing.blocker.meta':
    '“{name}” meta etiketinde {reason, select, none {none (noindex, nofollow)} unavailable_after {unavailable_after (tarihi geçti: {date, date, medium} {date, time, short})} other {noindex}}: {value}',
  'indexing.nofollow': 'Bu sayfadaki bağlantılar izlenmez (nofollow).',
  'indexing.sources.heading': 'Kuralların bulunduğu yerler',
  'indexing.source.header':
    'X-Robots-Tag başlığı, {scope, select, all {tüm tarayıcılar için} mine {{name} için} other {{name} için: uygulanmaz}}',
  'indexing.source.meta':
    '“{name}” meta etiketi, {scope, select, all {tüm tarayıcılar için} mine {bu tarayıcı için} other {başka bir tarayıcı için: uygulanmaz}}',
  'indexing.limits.heading': 'Arama sonuçlarında nasıl gösterilebileceği',
  'indexing.limit.nosnippet': "Metin snippet'i ve video önizlemesi gösterilmez (nosnippet).",
  'indexing.limit.max-snippet':
    "{limit, select, unlimited {Her uzunlukta snippet (max-snippet).} zero {Metin snippet'i gösterilmez (max-snippet).} other {En fazla {chars, plural, one {# karakterlik} other {# karakterlik}} snippet (max-snippet).}}",
  'indexing.limit.max-image-preview':
    '{size, select, none {Resim önizlemesi gösterilmez} standard {Varsayılan boyutta resim önizlemesi} other {Büyük resim önizlemelerine izin verilir}} (max-image-preview).',
  'indexing.limit.max-video-preview':
    '{limit, select, unlimited {Her uzunlukta video önizlemesi (max-video-preview).} zero {Videolar için yalnızca sabit bir resim (max-video-preview).} other {En fazla {seconds, plural, one {# saniyelik} other {# saniyelik}} video önizlemesi (max-video-preview).}}',
  'indexing.limit.noimageindex': 'Bu sayfadaki resimler dizine eklenmez (noimageindex).',
  'indexing.limit.notranslate': 'Arama sonuçlarında bu sayfanın çevirisi sunulmaz (notranslate).',
  'indexing.limit.indexifembedded':
    'Başka bir sayfa bu sayfayı yerleştirdiğinde içeriği, noindex olsa da dizine eklenebilir (indexifembedded).',
  'indexing.limit.unavailable-after':
    '{date, date, medium} {date, time, short} tarihinden sonra arama sonuçlarından çıkar (unavailable_after).',
  'indexing.unknown-values': 'Hiçbir arama motoru belgelemediği için yoksayıldı: {values}',
  'indexing.invalid-values': 'Değerleri geçerli olmadığı için yoksayıldı: {values}',
  'indexing.other-crawlers': 'Diğer tarayıcılara yönelik, {crawler} için uygulanmayan kurallar: {names}',
  'indexing.canonical.heading': 'Standart URL (canonical)',
  'indexing.canonical.none': 'Bu sayfa standart URL (canonical) belirtmiyor.',
  'indexing.canonical.self': 'Standart URL bu sayfanın kendisi.',
  'indexing.canonical.other': 'Standart URL başka bir sayfa: {url}',
  'indexing.canonical.disagree': 'Birbiriyle çelişen {count, plural, one {# standart URL} other {# standart URL}}: {urls}',
  'indexing.canonical.invalid': 'Web adresi olmadıkları için yoksayıldı: {targets}',
  'indexing.conflict.disallowed-and-noindex':
    'robots.txt dosyası, bu sayfanın {crawler} tarafından taranmasına izin vermiyor; bu yüzden {crawler} sayfadaki noindex kuralını göremez: URL yine de içeriği olmadan dizine eklenebilir.',
  'indexing.conflict.canonical-disallowed':
    'Standart URL {url}, kendi robots.txt dosyasının {line}. satırı nedeniyle {crawler} için izin verilmeyen bir URL; bu yüzden {crawler} onu getiremez.',
  'indexing.conflict.noindex-with-canonical-elsewhere':
    'Bu sayfa hem noindex diyor hem de standart URL olarak başka bir sayfayı gösteriyor ({url}): birbiriyle çelişen iki sinyal; yalnızca birini kullanın.',
  'indexing.conflict.header-meta-disagree':
    'X-Robots-Tag başlığı ile meta etiketleri {about, select, index {dizine ekleme (index / noindex)} other {bağlantıları izleme (follow / nofollow)}} konusunda çelişiyor: daha kısıtlayıcı olan uygulanır.',
  'indexing.headers-not-seen':
    'Bu sayfanın yanıt başlıkları Robots Lens uygulamasına ulaşmadı: X-Robots-Tag başlığını kontrol etmek için sayfayı yeniden yükleyin.',
  'indexing.capped':
    'Bu sayfa, Robots Lens uygulamasının okuduğundan daha fazla dizine ekleme kuralı gönderiyor; burada yalnızca ilk kurallar sayılır.',
  'indexing.canonical.unchecked':
    "{count, plural, one {Bu standart URL, robots.txt dosyası henüz okunmamış başka bir sitede: {urls}} other {Bu standart URL''ler, robots.txt dosyaları henüz okunmamış başka sitelerde: {urls}}}",
  'indexing.canonical.check': 'robots.txt dosyasını kontrol et',
  'indexing.canonical.checking': 'robots.txt dosyası okunuyor…',
  'indexing.headers-not-seen.push-state':
    'Bu adresi sayfanın kendi betiği yeni bir yanıt olmadan değiştirdi (pushState, tek sayfalı uygulama), bu yüzden bu adresin yanıt başlıkları yok: X-Robots-Tag başlığını kontrol etmek için sayfayı yeniden yükleyin.',
  'indexing.headers-not-seen.back-forward-cache':
    'Bu sayfa yeni bir yanıt olmadan geri/ileri önbelleğinden geldi, bu yüzden yanıt başlıkları görülmedi: X-Robots-Tag başlığını kontrol etmek için sayfayı yeniden yükleyin.',
  'indexing.headers-not-seen.before-start':
    'Bu sayfa Robots Lens çalışmadan önce yüklendi, bu yüzden yanıt başlıkları görülmedi: X-Robots-Tag başlığını kontrol etmek için sayfayı yeniden yükleyin.',
  'indexing.headers-not-seen.prerender':
    'Bu sayfa arka planda önceden oluşturuldu ve yanıt başlıkları görülmedi: X-Robots-Tag başlığını kontrol etmek için sayfayı yeniden yükleyin.',
  'indexing.headers-not-seen.too-large':
    'Bu sayfanın dizine ekleme sinyalleri, Robots Lens arka planda yeniden başladığında saklanamayacak kadar büyüktü: X-Robots-Tag başlığını kontrol etmek için sayfayı yeniden yükleyin.',
  'indexing.headers-second-request':
    'Bu sayfa Robots Lens çalışmadan önce yüklendi; buradaki X-Robots-Tag, Robots Lens uygulamasının aynı adrese yaptığı ikinci bir istekten geliyor.',
  'indexing.state.incomplete':
    'Eksik: {count, plural, one {# dizine ekleme sinyali} other {# dizine ekleme sinyali}} okunmadı (Robots Lens uygulamasının okuduğundan fazla), bu yüzden {crawler} bu sayfayı dizine ekleyebilir mi bilinmiyor; okunanların hiçbiri bunu engellemiyor.',

  'indexing.answer.considered':
    'Sayfa {status, number, ::integer group-off} döndürdü: dizine eklenmek üzere değerlendirilir; aşağıdaki sinyaller karar verir.',
  'indexing.answer.redirected':
    '{status, number, ::integer group-off} yönlendirmesi → {target}, {from} adresinden: Google ilk istenen adresi değil, hedefi dizine ekler.',
  'indexing.answer.target-robots':
    'Hedef başka bir sitededir; o sitenin robots.txt dosyası {crawler} için hedefe {verdict, select, allowed {izin verir} other {izin vermez}}.',
  'indexing.answer.redirect':
    'Sayfa {status, number, ::integer group-off} döndürdü, {target} adresine bir yönlendirme: Google bu adresi değil, hedefi dizine ekler.',
  'indexing.answer.redirect-nowhere':
    'Sayfa {status, number, ::integer group-off} döndürdü, hedefi olmayan bir yönlendirme: burada dizine eklenecek bir şey yok.',
  'indexing.answer.not-indexable': 'Sayfa {status, number, ::integer group-off} döndürdü: meta etiketleri ne derse desin dizine eklenemez.',
  'indexing.answer.unavailable':
    'Sayfa {status, number, ::integer group-off} döndürdü: şimdilik dizine eklenemez (Google taramayı yavaşlatır, hata sürerse URL adresini dizinden çıkarır).',
  'indexing.answer.too-many-redirects':
    '{count, plural, other {# yönlendirme}}: Google’ın izlediği 10 yönlendirmeden fazla, bu yüzden hedefe varmadan vazgeçer.',
  'indexing.answer.network-error': 'Sayfa yanıt vermedi: {error}.',
  'indexing.answer.not-seen':
    'Sayfanın HTTP yanıtı görülmedi: {reason, select, history {sayfa yüklendikten sonra bir komut dosyası adresi değiştirdi (pushState).} elsewhere {bu sekmedeki son yükleme başka bir adresi yanıtladı (bir indirme veya boş bir yanıt).} loading {sayfa hâlâ yükleniyor; yüklendikten sonra açılır pencereyi yeniden açın.} other {sayfa Robots Lens izlemeye başlamadan önce yüklendi ya da geri/ileri önbelleğinden veya önceden oluşturmadan geldi. Görmek için sayfayı yeniden yükleyin.}}',
} as const satisfies CatalogOf<IndexingMessages>;
