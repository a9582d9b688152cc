/** Türkçe: açılır pencerenin en üstündeki yanıt. */
import type { CatalogOf } from '../../messages/index.ts';
import type { TopAnswerMessages } from '../../messages/top-answer.ts';

export default {
  'top-answer.title':
    '{title, select, indexable {Dizine eklenebilir} not_indexable {Dizine eklenemez} not_now {Şimdilik dizine eklenemez} not_crawled {Taranmaz} without_content {İçeriği olmadan dizine eklenebilir} elsewhere {Başka bir adresle dizine eklenir} unclear {Standart URL belirsiz} unknown {Bilinmiyor} other {Sayfa okunuyor…}}',
  'top-answer.robots-unreachable':
    '{temporary, select, yes {robots.txt dosyası alınamadı; bu yüzden {crawler}, dosyayı alabilene kadar bu sitede hiçbir şeyi taramaz.} other {robots.txt dosyası alınamadı; bu yüzden {crawler} sitenin tamamını izin verilmemiş sayar.}}',
  'top-answer.disallowed-noindex':
    '{line, plural, =0 {robots.txt dosyası} other {robots.txt dosyasının # numaralı satırı}} bu sayfanın {crawler} tarafından taranmasına izin vermiyor; bu yüzden {crawler} sayfadaki noindex kuralını hiç görmez: Google URL adresini içeriği olmadan dizine ekleyebilir.',
  'top-answer.disallowed':
    '{line, plural, =0 {robots.txt dosyası} other {robots.txt dosyasının # numaralı satırı}} bu sayfanın {crawler} tarafından taranmasına izin vermiyor{hidden, select, status {; {crawler} sayfanın hata yanıtını da görmez} other {}}; başka sayfalar bağlantı verirse Google URL adresini yine de içeriği olmadan dizine ekleyebilir.',
  'top-answer.status-gone':
    'Sayfa {status, number, ::integer group-off} döndürdü: meta etiketleri ne derse desin Google bu sayfayı dizine eklemez.',
  'top-answer.status-unavailable':
    'Sayfa {status, number, ::integer group-off} döndürdü: Google taramayı yavaşlatır, hata sürerse URL adresini dizinden çıkarır.',
  'top-answer.status-redirect':
    'Sayfa {status, number, ::integer group-off} döndürdü, {target} adresine bir yönlendirme: Google hedefi dizine ekler.',
  'top-answer.status-redirect-nowhere':
    'Sayfa {status, number, ::integer group-off} döndürdü, hedefi olmayan bir yönlendirme: burada dizine eklenebilecek bir şey yok.',
  'top-answer.too-many-redirects':
    '{count, plural, one {# yönlendirme} other {# yönlendirme}}: Google’ın izlediği 10 yönlendirmeden fazla, bu yüzden hedefe varmadan vazgeçer.',
  'top-answer.no-answer': 'Sayfa yanıt vermedi.',
  'top-answer.noindex':
    '{source, select, header {X-Robots-Tag başlığı} other {Bir robots meta etiketi}} {crawler} için {reason, select, none {none} unavailable_after {tarihi geçmiş bir unavailable_after} other {noindex}} diyor.',
  'top-answer.noindex-canonical-elsewhere':
    '{source, select, header {X-Robots-Tag başlığı} other {Bir robots meta etiketi}} {crawler} için {reason, select, none {none} unavailable_after {unavailable_after} other {noindex}} diyor ve standart URL başka bir sayfayı gösteriyor ({url}): birbiriyle çelişen iki sinyal; birini bırakın.',
  'top-answer.canonical-elsewhere':
    'Burada {crawler} tarayıcısını durduran bir şey yok, ancak standart URL başka bir sayfayı gösteriyor: Google’dan bunun yerine {url} adresini dizine eklemesi isteniyor{disallowed, select, yes {; o adresin robots.txt dosyası {crawler} için buna izin vermiyor} other {}}.',
  'top-answer.canonicals-disagree':
    '{count, plural, one {# standart URL} other {# standart URL}} birbiriyle çelişiyor: Google hepsini yok sayıp birini kendisi seçebilir.',
  'top-answer.incomplete':
    '{count, plural, one {# dizine ekleme sinyali} other {# dizine ekleme sinyali}} okunmadı; bu yüzden {crawler} tarayıcısının bu sayfayı dizine ekleyip ekleyemeyeceği bilinmiyor.',
  'top-answer.index-unknown':
    'Robots Lens bu sayfayı okuyamadı; bu yüzden {crawler} tarayıcısının sayfayı dizine ekleyip ekleyemeyeceği bilinmiyor.',
  'top-answer.pending': 'Sayfanın durumu ve dizine ekleme kuralları okunuyor.',
  'top-answer.indexable':
    '{how, select, redirected {Yönlendirmeler buraya varıyor ve {crawler} tarayıcısını durduran bir şey yok: robots.txt izin veriyor, sayfa yanıt verdi, noindex yok.} unseen {{crawler} tarayıcısını durduran bir şey yok: robots.txt izin veriyor ve noindex yok (sayfanın HTTP yanıtı görülmedi).} other {{crawler} tarayıcısını durduran bir şey yok: robots.txt izin veriyor, sayfa yanıt verdi, noindex yok.}}',
  'top-answer.file':
    '{problem, select, utf16 {robots.txt dosyası UTF-16 kodlamalı: Google dosyayı UTF-8 olarak okur ve içinde ne yazarsa yazsın hiçbir kural bulamaz.} binary {robots.txt dosyası metin değil, ikili veri: Google içinde okuyabileceği bir kural bulamaz.} html {robots.txt bir HTML sayfası (soft 404 hatası ya da bot doğrulaması): Google dosyayı satır satır okur ve sitenin kastettiği bir kural bulamaz.} other {robots.txt dosyası 500 KiB’tan büyük: Google ilk 500 KiB’tan sonraki tüm kuralları yok sayar.}}',
  'top-answer.label':
    '{part, select, answer {Yanıt} crawl {Tarama} status {HTTP durum kodu} x_robots_tag {X-Robots-Tag} meta {Robots meta etiketi} canonical {Standart URL} file {robots.txt} other {Tarayıcı}}',
  'top-answer.value.none': 'yok',
  'top-answer.value.reading': 'okunuyor…',
  'top-answer.value.not-seen': 'görülmedi',
  'top-answer.value.no-answer': 'yanıt yok',
  'top-answer.value.too-many-redirects': '{count, plural, one {# yönlendirme} other {# yönlendirme}}',
  'top-answer.value.self': 'bu sayfanın kendisi',
  'top-answer.value.disagree': '{count, plural, one {çelişen # URL} other {çelişen # URL}}',
  'top-answer.copy.markdown': 'Markdown olarak kopyala',
} as const satisfies CatalogOf<TopAnswerMessages>;
