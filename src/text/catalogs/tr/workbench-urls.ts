/** Turkish: the workbench's URLs to test. */
import type { CatalogOf } from '../../messages/index.ts';
import type { WorkbenchUrlsMessages } from '../../messages/workbench-urls.ts';

export default {
  'workbench-urls.heading': 'Test edilecek URL’ler',
  'workbench-urls.list.label': 'URL’ler veya yollar, her satıra bir tane',
  'workbench-urls.list.hint':
    'Yollar {origin} adresine göre okunur. Bir liste yapıştırın, yazın ya da buraya bir .txt veya .csv dosyası bırakın.',
  'workbench-urls.list.reading': 'Liste okunuyor…',
  'workbench-urls.drop.too-large':
    '{file}, {megabytes, number} MiB’tan büyük: liste için fazla büyük. Bunun yerine dosyayı parça parça okuyan CSV içe aktarmayı kullanın.',

  'workbench-urls.count': 'Test edilecek {urls, plural, one {# URL} other {# URL}}, {skipped, plural, =0 {atlanan yok} other {# atlandı}}.',
  'workbench-urls.count.other-origin':
    '{count, plural, one {# URL} other {# URL}} {origin} dışında bir siteye ait: yine de bu robots.txt dosyasına göre test edilir ve işaretlenir.',
  'workbench-urls.count.ignored': '{count, plural, one {# boş veya yorum satırı} other {# boş veya yorum satırı}} yoksayıldı.',
  'workbench-urls.count.repeated': '{count, plural, one {# URL} other {# URL}} birden fazla kaynakta geçiyor ve bir kez test ediliyor.',
  'workbench-urls.count.left-out':
    'Yalnızca ilk {limit, number} URL test edilir: {count, plural, one {# URL daha} other {# URL daha}} dışarıda kaldı.',

  'workbench-urls.csv.import': 'CSV içe aktar…',
  'workbench-urls.csv.choose': '{file} dosyasının hangi sütunu URL’leri içeriyor?',
  'workbench-urls.csv.column': 'Sütun',
  'workbench-urls.csv.column.named': '{name} ({number, number}. sütun)',
  'workbench-urls.csv.column.numbered': '{number, number}. sütun (ilk değer: {sample})',
  'workbench-urls.csv.header': 'İlk satır başlık satırıdır',
  'workbench-urls.csv.read': 'Bu sütunu içe aktar',
  'workbench-urls.csv.cancel': 'İptal',
  'workbench-urls.csv.progress': '{size} içinden {read} okundu.',
  'workbench-urls.csv.source': '{file}, {column, number}. sütun: {urls, plural, one {# URL} other {# URL}}.',
  'workbench-urls.csv.failed': '{file} okunamadı: {error}',

  'workbench-urls.sitemaps.import': 'Site haritalarını içe aktar',
  'workbench-urls.sitemaps.will-read':
    '{count, plural, one {Bu site haritasını ve listelediği dosyaları okur:} other {Bu # site haritasını ve listeledikleri dosyaları okur:}}',
  'workbench-urls.sitemaps.listed.live': '{url} (yayındaki robots.txt dosyasında belirtilmiş)',
  'workbench-urls.sitemaps.listed.draft': '{url} (taslakta belirtilmiş)',
  'workbench-urls.sitemaps.listed.both': '{url} (yayındaki robots.txt dosyasında ve taslakta belirtilmiş)',
  'workbench-urls.sitemaps.listed.default': '{url} (olağan yeri)',
  'workbench-urls.sitemaps.progress':
    '{filesTotal, plural, one {# site haritası dosyasından} other {# site haritası dosyasından}} {filesDone, number} tanesi okundu, {urls, plural, one {# URL} other {# URL}} bulundu, {size} okundu.',
  'workbench-urls.sitemaps.source':
    'Site haritalarından: {files, plural, one {# dosyada} other {# dosyada}} {urls, plural, one {# URL} other {# URL}}.',
  'workbench-urls.stop': 'Durdur',
  'workbench-urls.remove': 'Kaldır',
  'workbench-urls.progress.sitemaps': 'Site haritaları okunuyor',
  'workbench-urls.progress.csv': 'CSV dosyası okunuyor',

  'workbench-urls.notes.heading': 'Notlar ({count, number})',
  'workbench-urls.notes.cut': '(ilk {count, number} karakteri)',
  'workbench-urls.place.line': '{line, number}. satır: {text}',
  'workbench-urls.place.row': '{row, number}. satır (CSV): {text}',
  'workbench-urls.place.sitemap': '{sitemap} içinde: {text}',

  'workbench-urls.group.blank': 'Boş satırlar, yoksayıldı ({count, number})',
  'workbench-urls.group.comment': 'Yorumlar, yoksayıldı ({count, number})',
  'workbench-urls.group.not-a-url': 'URL veya / ile başlayan bir yol değil ({count, number})',
  'workbench-urls.group.other-scheme': 'http veya https URL’si değil ({count, number})',
  'workbench-urls.group.duplicate': 'Önceki bir URL ile aynı istek (#fragment hiç gönderilmez) ({count, number})',
  'workbench-urls.group.relative-in-sitemap': 'Site haritasında yol; site haritaları tam URL listelemelidir ({count, number})',
  'workbench-urls.group.csv-quotes': 'CSV dosyasında kapanmayan tırnaklar ({count, number})',
  'workbench-urls.group.too-many-urls': 'URL sınırının ötesi ({count, number})',
  'workbench-urls.group.sitemap-failed': 'Okunamayan site haritaları ({count, number})',
  'workbench-urls.group.sitemap-content': 'Geçerli XML site haritası olmayanlar ({count, number})',
  'workbench-urls.group.sitemap-limits': 'Protokolün sınırlarını aşan site haritaları ({count, number})',
  'workbench-urls.group.sitemap-structure': 'Site haritası dizinleri: döngüler, iç içe geçme ve tekrarlar ({count, number})',

  'workbench-urls.note.too-many-urls':
    'Yalnızca ilk {limit, number} URL tutuldu: {leftOut, plural, one {# URL daha} other {# URL daha}} dışarıda kaldı.',
  'workbench-urls.note.sitemap-http-error': '{sitemap} {status} yanıtını verdi: ondan hiç URL okunmadı.',
  'workbench-urls.note.sitemap-network-error': '{sitemap} getirilemedi ({error}). Hatadan önce okunan URL’ler tutuldu.',
  'workbench-urls.note.sitemap-timeout':
    '{sitemap} {seconds, plural, one {# saniye} other {# saniye}} içinde gelmedi. Önceden okunan URL’ler tutuldu.',
  'workbench-urls.note.sitemap-stopped': '{sitemap} okunurken durduruldu. Önceden okunan URL’ler tutuldu.',
  'workbench-urls.note.sitemap-html': '{sitemap} bir HTML sayfası, site haritası değil: ondan hiç URL okunmadı.',
  'workbench-urls.note.sitemap-gzip-error': '{sitemap} geçerli bir gzip dosyası değil. Bozulmadan önce okunan URL’ler tutuldu.',
  'workbench-urls.note.sitemap-too-many-urls':
    '{sitemap}, protokolün tek dosya sınırı olan {limit, number} URL’den fazlasını listeliyor: ilk {limit, number} URL tutuldu.',
  'workbench-urls.note.sitemap-too-large':
    '{sitemap} sıkıştırılmamış hâliyle {megabytes, number} MiB ({bytes, number} bayt) boyutundan, yani protokolün tek dosya sınırından büyük: okuma orada durdu, önceki URL’ler tutuldu.',
  'workbench-urls.note.sitemap-loc-too-long':
    "{sitemap} dosyasının {line, number}. satırında hiçbir URL’nin olamayacağı kadar uzun bir '<'loc> var: atlandı.",
  'workbench-urls.note.sitemap-loop':
    '{parent}, kendisini ya da üstündeki bir dizini gösteren {sitemap} adresini listeliyor: döngü, izlenmedi.',
  'workbench-urls.note.sitemap-too-deep':
    '{parent}, ilk dosyanın {depth, number} düzey altındaki {sitemap} adresini listeliyor: dizinler 2 düzey derinliğe kadar okunur, bu yüzden okunmadı.',
  'workbench-urls.note.sitemap-repeated': '{sitemap} birden fazla kez listelenmiş: bir kez okundu.',
  'workbench-urls.note.sitemap-bad-url': '{parent}, http veya https URL’si olmayan {sitemap} adresini listeliyor: okunmadı.',
  'workbench-urls.note.sitemap-refused':
    '{from} herkese açık bir site ve bu bilgisayarda ya da özel bir ağda bulunan {sitemap} adresini gösteriyor: getirilmedi, oraya bir yönlendirme de izlenmezdi.',
  'workbench-urls.note.sitemap-redirect-refused':
    '{sitemap}, bu bilgisayarda ya da özel bir ağda bulunan {target} adresine yönlendirdi: yanıtı okunmadı.',
  'workbench-urls.note.sitemap-not-read.limit':
    '{count, plural, one {# site haritası dosyası} other {# site haritası dosyası}} okunmadı: URL sınırına ulaşıldı.',
  'workbench-urls.note.sitemap-not-read.stopped':
    '{count, plural, one {# site haritası dosyası} other {# site haritası dosyası}} okunmadı: durduruldu.',
  'workbench-urls.malformed.no-root':
    '{sitemap} hiçbir XML öğesi içermiyor ({line, number}. satır): site haritası değil. {kept, plural, =0 {Hiç URL okunmadı.} one {Önceden okunan # URL tutuldu.} other {Önceden okunan # URL tutuldu.}}',
  'workbench-urls.malformed.unexpected-end':
    '{sitemap} XML’inin ortasında bitiyor ({line, number}. satır). {kept, plural, =0 {Hiç URL okunmadı.} one {Önceden okunan # URL tutuldu.} other {Önceden okunan # URL tutuldu.}}',
  'workbench-urls.malformed.mismatched-tag':
    '{sitemap} dosyasının {line, number}. satırı, {expected} açıkken {found} ile kapatıyor: XML orada bozuluyor. {kept, plural, =0 {Hiç URL okunmadı.} one {Önceden okunan # URL tutuldu.} other {Önceden okunan # URL tutuldu.}}',
  'workbench-urls.malformed.bad-entity':
    '{sitemap} dosyasının {line, number}. satırında XML’in tanımadığı {entity} var (& işaretini &amp; olarak yazın): XML orada bozuluyor. {kept, plural, =0 {Hiç URL okunmadı.} one {Önceden okunan # URL tutuldu.} other {Önceden okunan # URL tutuldu.}}',
  'workbench-urls.malformed.bad-markup':
    "{sitemap} dosyasının {line, number}. satırında hiçbir etiketi başlatmayan bir '<' var: XML orada bozuluyor. {kept, plural, =0 {Hiç URL okunmadı.} one {Önceden okunan # URL tutuldu.} other {Önceden okunan # URL tutuldu.}}",
  'workbench-urls.malformed.too-deep':
    '{sitemap} dosyasının {line, number}. satırı öğeleri hiçbir site haritasında olmayacak kadar derin iç içe koyuyor: okuma orada durdu. {kept, plural, =0 {Hiç URL okunmadı.} one {Önceden okunan # URL tutuldu.} other {Önceden okunan # URL tutuldu.}}',
  'workbench-urls.malformed.not-a-sitemap':
    '{sitemap} XML ama site haritası değil: kök öğesi {root} ({line, number}. satır), urlset veya sitemapindex değil.',
  'workbench-urls.note.sitemap-address-refused':
    '{sitemap}, bu bilgisayarda ya da özel bir ağda bulunan {address} adresinden yanıt verdi: yanıtı okunmadı.',
  'workbench-urls.sitemaps.bounds':
    'Bir içe aktarma en fazla {files, number} site haritası dosyası ve {megabytes, number} MiB okur, en fazla {minutes, number} dakika sürer ve ilk {notes, number} notu listeler (gerisi sayılır).',
  'workbench-urls.note.import-bound.files':
    '{count, plural, one {# site haritası dosyası} other {# site haritası dosyası}} okunmadı: bir içe aktarma en fazla {files, number} dosya okur.',
  'workbench-urls.note.import-bound.bytes':
    '{count, plural, one {# site haritası dosyası} other {# site haritası dosyası}} okunmadı: bir içe aktarma en fazla {megabytes, number} MiB okur.',
  'workbench-urls.note.import-bound.time':
    '{count, plural, one {# site haritası dosyası} other {# site haritası dosyası}} okunmadı: bir içe aktarma en fazla {minutes, number} dakika sürer.',
  'workbench-urls.note.notes-not-kept':
    '{count, plural, one {# not daha} other {# not daha}} sayıldı ama listelenmedi: yalnızca ilk {kept, number} not tutulur.',
  'workbench-urls.group.notes-not-kept': 'Sayılan ama listelenmeyen notlar ({count, number})',
  'workbench-urls.note.sitemap-encoding':
    '{sitemap} {encoding} kodlamasını bildiriyor, bu tarayıcı onu çözemiyor: dosya UTF-8 olarak okundu, bu yüzden URL’lerindeki ASCII dışı harfler yanlış olabilir.',
} as const satisfies CatalogOf<WorkbenchUrlsMessages>;
