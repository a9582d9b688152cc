/**
 * Turkish: the workbench page, and the ways to open it. Words from
 * docs/translation-glossary.md (Google's page): "robots.txt dosyası",
 * "tarayıcı" (the crawler; the browser is "web tarayıcısı"), "satır", "site",
 * "URL"; "siz" forms. Not in the seeds; chosen, as the results' catalog:
 * "taslak" (the draft), "yayındaki dosya" (the live file); "çalışma alanı"
 * (the workbench). The noun after a number stays singular.
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { WorkbenchMessages } from '../../messages/workbench.ts';

export default {
  'workbench.title': 'Robots Lens çalışma alanı',
  'workbench.title.origin': '{origin} — Robots Lens çalışma alanı',

  'workbench.origin.label': 'Site',
  'workbench.origin.open': 'Aç',
  'workbench.origin.hint': 'Bir sitenin adresini (ya da herhangi bir URL’sini) yazıp Enter tuşuna basın.',
  'workbench.origin.empty': 'Önce sitenin adresini yazın, örneğin https://example.com.',
  'workbench.origin.not-a-url': '“{typed}” bir web adresi değil. https://example.com gibi bir adres yazın.',
  'workbench.origin.not-web': '“{typed}” bir {scheme} adresi; yalnızca http ve https sitelerinin robots.txt dosyası olur.',
  'workbench.origin.none':
    'Başlamak için bir site açın: yayındaki robots.txt dosyası taslağınız olur ve yaptığınız her değişiklik siz yazarken kaydedilir.',

  'workbench.live.loading': '{url} getiriliyor…',
  'workbench.live.from-cache': '{url}, Robots Lens önbelleğinden.',
  'workbench.live.fetched': '{url}, az önce getirildi.',
  'workbench.live.refresh': 'Yeniden getir',
  'workbench.live.not-applicable': 'Bu adresin robots.txt dosyası yok.',
  'workbench.live.worker-silent': 'Robots Lens arka plan işlemi yanıt vermedi. Yeniden denemek için bu sayfayı yenileyin.',
  'workbench.live.failed': 'Yayındaki robots.txt dosyası getirilemedi: {error}',
  'workbench.live.timeout': 'Arka plan işlemi {seconds, number} saniye içinde yanıt vermedi.',

  'workbench.view.label': 'Gösterilen dosya',
  'workbench.view.draft': 'Taslak',
  'workbench.view.live': 'Yayındaki dosya',
  'workbench.editor.label': '{origin} için taslak robots.txt dosyası',
  'workbench.editor.live-label': '{origin} sitesinin yayındaki robots.txt dosyası, salt okunur',
  'workbench.editor.loading': 'Taslak açılıyor…',

  'workbench.source.label': 'Taslağı şununla başlat',
  'workbench.source.live': 'Yayındaki dosya',
  'workbench.source.empty': 'Boş bir dosya',
  'workbench.source.file': 'Bilgisayarınızdaki bir dosya…',
  'workbench.source.hint': 'Düzenleyiciye yapıştırabilir ya da üzerine bir dosya bırakabilirsiniz.',
  'workbench.source.file-too-large':
    '{name} {bytes, number} bayt: çalışma alanının açtığı {maxBytes, number} bayttan büyük. Google, bir robots.txt dosyasının yalnızca ilk 500 KiB’ını okur.',
  'workbench.source.file-failed': '{name} okunamadı: {error}',

  'workbench.draft.download': 'robots.txt olarak indir',
  'workbench.draft.copy': 'Taslağı kopyala',
  'workbench.draft.copied': 'Taslak panoya kopyalandı.',
  'workbench.draft.copy-failed': 'Web tarayıcısı kopyalamaya izin vermedi. Düzenleyicideki metni seçip kopyalayın.',
  'workbench.draft.revert': 'Yayındakine geri dön',
  'workbench.draft.size': 'Taslakta {lines, plural, one {# satır} other {# satır}} var ({bytes, number} bayt).',
  'workbench.draft.same-as-live': 'Yayındaki dosyayla aynı.',
  'workbench.draft.changed-lines': '{lines, plural, one {# satır} other {# satır}} yayındaki dosyadan farklı.',
  'workbench.draft.findings':
    'Bulgular: {errors, plural, one {# hata} other {# hata}}, {warnings, plural, one {# uyarı} other {# uyarı}}, {infos, plural, one {# not} other {# not}}.',

  'workbench.save.pending': 'Kaydediliyor…',
  'workbench.save.saved': 'Taslak {time, time, medium} itibarıyla kaydedildi.',
  'workbench.save.failed': 'Taslak kaydedilemedi ({error}). Düzenleyicide duruyor: saklamak için indirin ya da kopyalayın.',
  'workbench.save.restored': '{time, date, medium} {time, time, short} itibarıyla kaydettiğiniz taslak geri yüklendi.',

  'workbench.revert.title': 'Yayındaki dosyaya geri dönülsün mü?',
  'workbench.revert.body': '{origin} için taslağınızın yerine yayındaki robots.txt dosyası gelecek ve kaydedilen taslak silinecek.',
  'workbench.revert.confirm': 'Geri dön',
  'workbench.revert.cancel': 'Taslağımı koru',

  'workbench.hover.crawlers': '{count, plural, one {# tarayıcının} other {# tarayıcının}} gruplarında: {crawlers}',

  'workbench.crawler.heading': 'Tarayıcı',

  'workbench.open.options-heading': 'Çalışma alanı',
  'workbench.open.options-hint':
    'Herhangi bir site için taslak robots.txt dosyası düzenleyin ve yayınlamadan önce binlerce URL ve her tarayıcı için neyi değiştirdiğini görün.',
  'workbench.open.options-label': 'Açılacak site',
  'workbench.open.options-button': 'Çalışma alanını aç',
  'workbench.live.cut-line':
    'Yayındaki dosya 500 KiB’tan büyük: en az {atLeastBytes, number} baytın ilk {readBytes, number} baytı, Google’ın okuduğu gibi okundu. {line, number}. satır “{lineText}” sonrasında kesiliyor ve ondan sonraki kurallar okunmuyor.',
  'workbench.live.cut-line-end':
    'Yayındaki dosya 500 KiB’tan büyük: en az {atLeastBytes, number} baytın ilk {readBytes, number} baytı, Google’ın okuduğu gibi okundu. Okuma {line, number}. satırın sonunda durdu ve ondan sonraki kurallar okunmuyor.',
  'workbench.live.whole-read': 'Dosyanın tamamını oku',
  'workbench.live.whole-loading': 'Dosyanın tamamı okunuyor…',
  'workbench.live.whole-done':
    'Dosyanın tamamı okundu ({bytes, number} bayt): taslak artık dosyanın tamamını içeriyor. Google yine yalnızca ilk 500 KiB’ını okur.',
  'workbench.live.whole-kept-draft':
    'Dosyanın tamamı okundu ({bytes, number} bayt). Taslağınız dosyanın kesildiği yerde değiştirildiği için yazdığınız gibi korundu: dosyanın tamamından başlamak için kaynak olarak “Yayındaki dosya”yı seçin.',
  'workbench.live.whole-too-large': 'Dosyanın tamamı {maxBytes, number} bayttan büyük; çalışma alanının açabildiğinden fazla.',
  'workbench.live.whole-failed': 'Dosyanın tamamı okunamadı: {error}',
  'workbench.draft.cut':
    'Bu taslak, yayındaki dosyanın okunmasının durduğu yerde bitiyor: yalnızca ilk {readBytes, number} baytı içeriyor ve {line, number}. satır kesik. Bu hâliyle yayımlanırsa o satırdan sonraki bütün kurallar kaybolur.',
  'workbench.draft.cut-question':
    'Yayındaki dosyanın yalnızca ilk 500 KiB’ı ({readBytes, number} bayt) okundu ve bu taslak orada, {line, number}. satırın ortasında bitiyor. Önce dosyanın tamamı okunsun mu, yoksa kesik taslak olduğu gibi mi kaydedilsin?',
  'workbench.draft.cut-download': 'Kesik taslağı indir',
  'workbench.draft.cut-copy': 'Kesik taslağı kopyala',
  'workbench.draft.cut-cancel': 'Vazgeç',
  'workbench.draft.downloaded': '{name} kaydedildi ({bytes, number} bayt).',
  'workbench.sync.taken':
    'Başka bir çalışma alanı sekmesi bu site için saat {time, time, medium} itibarıyla daha yeni bir taslak kaydetti; bu sekme artık onu gösteriyor.',
  'workbench.sync.removed':
    'Başka bir çalışma alanı sekmesi bu sitenin taslağını yayındaki dosyaya geri döndürdü; bu sekme artık yayındaki dosyayı gösteriyor.',
  'workbench.sync.conflict':
    'Başka bir çalışma alanı sekmesi bu site için saat {time, time, medium} itibarıyla farklı bir taslak kaydetti; bu sekmede ise kaydedilmemiş değişiklikler var. Hangi taslağı tutacaksınız?',
  'workbench.sync.keep-mine': 'Bu sekmenin taslağını tut',
  'workbench.sync.take-theirs': 'Diğer sekmenin taslağını kullan',
  'workbench.sync.kept-mine': 'Bu sekmenin taslağı, diğer sekmeninkinin yerine kaydedildi.',
  'workbench.draft.truncated':
    'Bu taslak 500 KiB’tan büyük: Google {totalBytes, number} baytın ilk {readBytes, number} baytını, {line, number}. satıra kadar okur; geri kalanı yok sayılır.',
} as const satisfies CatalogOf<WorkbenchMessages>;
