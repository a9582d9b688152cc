/** Turkish: the options page, in Google's Turkish terms: "tarayıcı" for a crawler, "web tarayıcısı" for the browser; "siz" forms. */
import type { CatalogOf } from '../../messages/index.ts';
import type { OptionsMessages } from '../../messages/options.ts';

export default {
  'options.title': 'Robots Lens seçenekleri',
  'options.loading': 'Ayarlar okunuyor…',

  'options.cookies.heading': 'Giriş gerektiren hazırlık siteleri',
  'options.cookies.label': 'robots.txt getirilirken bu web tarayıcısının çerezlerini gönder',
  'options.cookies.hint':
    'Bunu yalnızca oturum açmadığınızda robots.txt isteğine giriş sayfasıyla (veya 401/403 ile) yanıt veren bir hazırlık ya da önizleme sitesini kontrol etmek için açın. Tarayıcılar hiçbir zaman çerez göndermez; bu seçenek açıkken Robots Lens, Googlebot tarafından görülenden farklı bir robots.txt dosyası görebilir. Çerez gönderildiğinde açılır pencere bunu belirtir. Varsayılan olarak kapalıdır.',

  'options.cache.heading': 'Önbellek',
  'options.cache.hint':
    'Robots Lens her sitenin robots.txt dosyasını Google ne kadar saklıyorsa o kadar saklar (Cache-Control değerine göre en fazla 24 saat); böylece rozet ve açılır pencere yeniden getirmeden yanıt verir. Önbelleği temizlerseniz bir sonraki kontrol dosyayı yeniden getirir.',
  'options.cache.reading': 'Önbellek okunuyor…',
  'options.cache.holds': 'İçerik: {sites, plural, one {# site} other {# site}} ({size}).',
  'options.cache.cleared':
    'Temizlendi: önce {sitesBefore, plural, one {# site} other {# site}} ({sizeBefore}) vardı; şimdi {sitesAfter, plural, one {# site} other {# site}} ({sizeAfter}) var.',
  'options.cache.clear': 'Önbelleği temizle',
  'options.cache.clearing': 'Temizleniyor…',
  'options.cache.worker-silent': 'Robots Lens arka plan işlemi yanıt vermedi. Yeniden denemek için bu sayfayı yeniden yükleyin.',
  'options.cache.worker-failed': 'Arka plan işlemi yanıt veremedi: {error}',

  'options.saved.default': 'Kaydedildi. Rozet ve açılır pencere artık bu tarayıcıyı kullanıyor.',
  'options.saved.cookies-on':
    'Kaydedildi. robots.txt istekleri artık bu web tarayıcısının çerezlerini taşıyor. Çerezlerle yeniden getirmek için açılır pencerede yenileyin.',
  'options.saved.cookies-off': 'Kaydedildi. robots.txt istekleri gerçek bir tarayıcı gibi çerezsiz gönderiliyor.',
  'options.saved.profile': '“{name}” kaydedildi. Açılır pencerenin Özel grubunda yer alıyor.',
  'options.saved.deleted': '“{name}” silindi.',
  'options.save.failed': 'Kaydedilmedi: {error}',
  'options.read.failed': 'Ayarlar okunamadı: {error}',

  'options.shortcut.heading': 'Klavye kısayolu',
  'options.shortcut.opens': 'Bulunduğunuz sayfada Robots Lens açılır penceresini açan kısayol:',
  'options.shortcut.none':
    'Kısayol atanmamış (önerilen kısayolu başka bir uzantı veya tarayıcı kullanıyor olabilir): açılır pencere araç çubuğu düğmesinden açılır.',
  'options.shortcut.unknown': 'Tarayıcı, açılır pencereyi hangi kısayolun açtığını bildirmedi.',
  'options.shortcut.hint-chrome':
    'Chrome, tüm uzantıların kısayollarını kendi sayfasında tutar: chrome://extensions/shortcuts. Düğme bu sayfayı açar.',
  'options.shortcut.hint-firefox': 'Firefox bunları eklenti yöneticisinde tutar: ⚙ → Manage Extension Shortcuts. Düğme bu bölümü açar.',
  'options.shortcut.change': 'Kısayolu değiştir',
  'options.shortcut.field': 'Yeni kısayol',
  'options.shortcut.save': 'Ayarla',
  'options.shortcut.reset': 'Varsayılana dön',
  'options.shortcut.saved': 'Kaydedildi. Yukarıdaki kısayol tarayıcının artık kullandığı kısayoldur.',
  'options.shortcut.failed': 'Ayarlanmadı: {error}',
} as const satisfies CatalogOf<OptionsMessages>;
