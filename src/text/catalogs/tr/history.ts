/** Turkish for robots.txt over time (src/text/messages/history.ts), in the words of Google's Turkish page: "kural", "tarayıcı", "site haritası". */
import type { CatalogOf } from '../../messages/index.ts';
import type { HistoryMessages } from '../../messages/history.ts';

export default {
  'history.options.heading': 'robots.txt geçmişi',
  'history.options.hint':
    'Robots Lens, getirdiği robots.txt dosyasının her sürümünü saklar; böylece neyin ne zaman değiştiğini görebilirsiniz. Önbelleği temizlemek geçmişe dokunmaz. Önce en eski sürümler silinir; bir sitenin güncel sürümü her zaman saklanır.',
  'history.options.reading': 'Geçmiş okunuyor…',
  'history.options.holds':
    '{sites, plural, one {# sitenin} other {# sitenin}} {versions, plural, one {# sürümü} other {# sürümü}} saklanıyor ({size}).',
  'history.options.quota':
    'Depolama alanı {when} doldu: en yenileri saklamak için {count, plural, one {en eski sürüm} other {en eski # sürüm}} silindi.',
  'history.options.versions-label': 'Site başına saklanan sürüm',
  'history.options.size-label': 'Geçmiş için yer (MiB)',
  'history.options.save-limits': 'Sınırları kaydet',
  'history.options.limits-saved': 'Sınırlar kaydedildi.',
  'history.options.export': 'Geçmişi dışa aktar',
  'history.options.exported': '{sites, plural, one {# sitenin} other {# sitenin}} geçmişi dışa aktarıldı.',
  'history.options.import': 'Geçmiş dosyası içe aktar',
  'history.options.imported':
    '{sites, plural, one {# site} other {# site}} için {added, plural, one {# yeni sürüm} other {# yeni sürüm}} içe aktarıldı.',
  'history.options.import-dropped': '{count, plural, one {Bozuk # sürüm} other {Bozuk # sürüm}} dışarıda bırakıldı.',
  'history.options.import-bounds': 'Sınırlar içinde kalmak için {count, plural, one {# eski sürüm} other {# eski sürüm}} silindi.',
  'history.options.import-refused':
    'Hiçbir şey içe aktarılmadı: {reason, select, foreign {bu bir Robots Lens geçmiş dosyası değil} large {dosya {limit} boyutundan büyük} newer {dosya daha yeni bir Robots Lens sürümünden} other {dosya bozuk}}.',
  'history.options.clear': 'Geçmişi temizle',
  'history.options.cleared': 'Geçmiş temizlendi.',
  'history.options.failed': 'Geçmiş okunamadı ya da değiştirilemedi: {error}',
  'history.popup.changed':
    'robots.txt dosyası {when} değişti: {added, plural, one {# kural eklendi} other {# kural eklendi}}, {removed, number} kaldırıldı.',
  'history.popup.changed-no-rules': 'robots.txt dosyası {when} değişti, ancak hiçbir kural değişmedi.',
  'history.popup.see-diff': 'Neyin değiştiğini görün',
  'history.workbench.heading': 'Zaman içinde robots.txt',
  'history.workbench.none': 'Bu sitenin robots.txt dosyasının henüz hiçbir sürümü saklanmadı. Robots Lens getirdiği her sürümü saklar.',
  'history.workbench.reading': 'Sürümler okunuyor…',
  'history.workbench.version': '{first, date, medium} {first, time, short} ({status, select, 0 {yanıt yok} other {HTTP {status}}})',
  'history.workbench.draft': 'Taslak',
  'history.workbench.from': 'Karşılaştır',
  'history.workbench.to': 'ile',
  'history.workbench.same': 'Bu ikisi arasında hiçbir kural, crawl-delay ya da site haritası farklı değil.',
  'history.workbench.summary': '{added, plural, one {# kural eklendi} other {# kural eklendi}}, {removed, number} kaldırıldı.',
  'history.workbench.group': '{status, select, added {Yeni grup} removed {Kaldırılan grup} other {Grup}}: User-agent {agents}',
  'history.workbench.rule-added': 'Eklendi: {rule}',
  'history.workbench.rule-removed': 'Kaldırıldı: {rule}',
  'history.workbench.crawl-delay': 'Crawl-delay: {before} → {after}',
  'history.workbench.sitemap-added': 'Site haritası eklendi: {url}',
  'history.workbench.sitemap-removed': 'Site haritası kaldırıldı: {url}',
  'history.workbench.no-urls': 'Değişikliğin URL’lere etkisini görmek için listeye URL ekleyin ya da site haritalarını okuyun.',
  'history.workbench.effect':
    '{urls, plural, one {# URL} other {# URL}} ve {crawlers, plural, one {# tarayıcı} other {# tarayıcı}} için {changed, plural, =0 {hiçbir karar değişmiyor} one {# karar değişiyor} other {# karar değişiyor}}.',
  'history.workbench.left-out': 'Yalnızca ilk URL’ler denetlendi; {count, plural, one {# URL} other {# URL}} dışarıda kaldı.',
  'history.workbench.col-crawler': 'Tarayıcı',
  'history.workbench.col-before': 'Önce',
  'history.workbench.col-after': 'Sonra',
  'history.workbench.verdict-none': '{allowed, select, yes {izin verilir} other {izin verilmez}}, kararı hiçbir kural vermiyor',
  'history.workbench.verdict-line':
    '{allowed, select, yes {izin verilir} other {izin verilmez}}, satır {line, number, ::integer group-off}: {rule}',
  'history.watch.changed-title': '{host} sitesinin robots.txt dosyası değişti',
  'history.watch.changed-body':
    '{added, plural, one {# kural eklendi} other {# kural eklendi}}, {removed, number} kaldırıldı. Neyin değiştiğini görmek için tıklayın.',
  'history.watch.failing-title': '{host} sitesinin robots.txt dosyası artık getirilemiyor',
  'history.watch.failing-body': 'Google bunu “şimdilik hiçbir şeyi tarama” olarak okur. Siteyi çalışma alanında açmak için tıklayın.',
  'history.watch.heading': 'İzleme listesi',
  'history.watch.hint':
    'Robots Lens, bu listedeki sitelerin robots.txt dosyasını bir takvime göre getirir ve dosya değiştiğinde ya da artık getirilemediğinde size bildirir. Listede olmayan bir site için hiçbir şey getirilmez.',
  'history.watch.add-label': 'İzlenecek site',
  'history.watch.add': 'İzle',
  'history.watch.remove': 'Kaldır',
  'history.watch.interval-label': 'Denetleme sıklığı: her',
  'history.watch.interval': '{minutes, select, 60 {saat} 360 {6 saat} 1440 {gün} other {hafta}}',
  'history.watch.empty': 'Henüz hiçbir site izlenmiyor.',
  'history.watch.entry':
    '{state, select, changed {{when} değişti} failing {getirilemiyor} checked {{when} denetlendi} other {henüz denetlenmedi}}',
  'history.watch.permission-needed':
    'İzleme kapalı: Robots Lens’in bir takvime göre çalışması ve bildirim göstermesi için izninize ihtiyaç var.',
  'history.watch.grant': 'İzin ver ve izlemeyi aç',
  'history.watch.denied': 'İzin verilmedi; bu nedenle izlenen siteler denetlenmiyor.',
  'history.watch.failed': 'İzleme listesi değiştirilemedi: {error}',
  'history.watch.popup-watch': 'Bu siteyi izle',
  'history.watch.popup-watching': 'İzleniyor: robots.txt dosyası değiştiğinde size bildirilir.',
  'history.watch.badge-changed': 'İzleniyor: robots.txt dosyası son baktığınızdan beri değişti.',
  'history.watch.not-a-site': 'Yalnızca http ya da https siteler izlenebilir.',
  'history.watch.too-many': 'En fazla {max, number} site izlenebilir.',
  'history.visited.label': 'robots.txt değişikliklerini denemek için açtığım sayfaların adreslerini sakla',
  'history.visited.hint':
    'Siz açmadıkça kapalıdır. Açıkken Robots Lens, açtığınız her sayfanın adresini yalnızca bu cihazda saklar; böylece çalışma alanı bir robots.txt değişikliğinin gerçekten kullandığınız sayfalara ne yaptığını gösterebilir. Kullanıcı adları, parolalar ve # işaretinden sonraki kısım alınmaz; {max, number} karakterden uzun bir adres saklanmaz. Önce en eski ziyaretler silinir. Bunu kapatmak ya da geçmişi temizlemek hepsini unutturur.',
  'history.visited.holds':
    '{sites, plural, one {# sitenin} other {# sitenin}} {pages, plural, one {# sayfası} other {# sayfası}} saklanıyor.',
  'history.visited.per-site-label': 'Site başına saklanan sayfa',
  'history.visited.total-label': 'Toplam saklanan sayfa',
  'history.visited.on': 'Açtığınız sayfalar bundan sonra saklanacak.',
  'history.visited.off': 'Açtığınız sayfalar artık saklanmıyor; saklananlar unutuldu.',
  'history.workbench.sources':
    'Denetlenen URL’ler: listeden {list, number}, site haritalarından {sitemaps, number}, açtığınız sayfalardan {visited, number}.',
  'history.workbench.visited-off': 'Bu sitede açtığınız sayfalar da denetlenebilir: bunu seçeneklerde, robots.txt geçmişi altında açın.',
  'history.workbench.read-sitemaps': 'Bu sürümlerin listelediği site haritalarını oku',
  'history.workbench.sitemaps-reading':
    'Site haritaları okunuyor: şimdiye kadar {files, plural, one {# dosya} other {# dosya}} okundu, {urls, plural, one {# URL} other {# URL}} bulundu…',
  'history.workbench.sitemaps-read':
    '{files, plural, one {# site haritası dosyası} other {# site haritası dosyası}} okundu: {urls, plural, one {# URL} other {# URL}}.{failed, plural, =0 {} one { # dosya okunamadı.} other { # dosya okunamadı.}}',
  'history.results.row-changed':
    'Sürümler arasında: {before, select, yes {izin verilir} other {izin verilmez}} → {after, select, yes {izin verilir} other {izin verilmez}}',
  'history.results.count':
    'Karşılaştırılan sürümler arasında {crawler} için {changed, plural, =0 {bu listedeki hiçbir URL değişmiyor} one {bu listedeki # URL değişiyor} other {bu listedeki # URL değişiyor}}.',
  'history.results.only-changed': 'Yalnızca sürümler arasında değişen URL’ler',
} as const satisfies CatalogOf<HistoryMessages>;
