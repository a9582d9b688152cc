/** Turkish: the options page, in Google's Turkish terms: "tarayıcı" for a crawler, "web tarayıcısı" for the browser; "siz" forms. */
import type { CatalogOf } from '../../messages/index.ts';
import type { OptionsMessages } from '../../messages/options.ts';

export default {
  'options.title': 'Robots Lens seçenekleri',
  'options.loading': 'Ayarlar okunuyor…',

  'options.default.heading': 'Varsayılan tarayıcı',
  'options.default.hint':
    'Araç çubuğundaki rozet her sayfa için bu tarayıcının kararını gösterir ve açılır pencere bu tarayıcıyla açılır. Açılır pencerede başka bir tarayıcı seçmek bunu da değiştirir.',
  'options.default.label': 'Tarayıcı',

  'options.profiles.heading': 'Özel tarayıcılar',
  'options.profiles.hint':
    'Listede olmayan tarayıcılar için: kendi botunuz, bir hizmet sağlayıcının SEO tarayıcısı veya denemek istediğiniz bir kullanıcı aracısı adı. Açılır pencerede “Özel” altında görünürler.',
  'options.profiles.none': 'Henüz özel tarayıcı yok.',
  'options.profiles.default-tag': 'varsayılan',
  'options.profiles.ignores-global': 'User-agent: * grubunu yoksayar',
  'options.profiles.edit': 'Düzenle',
  'options.profiles.edit-label': 'Düzenle: {name}',
  'options.profiles.delete': 'Sil',
  'options.profiles.delete-label': 'Sil: {name}',
  'options.profiles.add': 'Tarayıcı ekle',

  'options.form.new-heading': 'Yeni tarayıcı profili',
  'options.form.edit-heading': 'Düzenle: “{name}”',
  'options.form.edit-heading-unnamed': 'Profili düzenle',
  'options.form.name': 'Ad',
  'options.form.name-placeholder': 'ör. Hazırlık sitesi botumuz',
  'options.form.tokens': 'Kullanıcı aracısı adları',
  'options.form.tokens-placeholder': 'ör. mybot, googlebot',
  'options.form.tokens-hint': 'Virgülle ayrılır ve sırayla denenir: robots.txt dosyasında bir grubun adını verdiği ilk ad kullanılır.',
  'options.form.tokens-hint-order':
    'Virgülle ayrılır ve sırayla denenir: robots.txt dosyasında bir grubun adını verdiği ilk ad kullanılır (burada: {tokens}).',
  'options.form.engine': 'robots.txt dosyasını şunun gibi okur',
  'options.form.engine-google': 'Google (RFC 9309, ad tam olarak eşleşmeli)',
  'options.form.engine-coccoc': 'Coc Coc (en ayrıntılı ön ek, Crawl-delay değerine uyar)',
  'options.form.ignore-global': '“User-agent: *” grubunu yoksay',
  'options.form.ignore-global-hint': 'AdsBot gibi: yalnızca adlarından birini veren gruplar uygulanır.',
  'options.form.add': 'Profil ekle',
  'options.form.save': 'Değişiklikleri kaydet',
  'options.form.cancel': 'İptal',

  'options.problem.no-name': 'Profilin bir adı olmalı.',
  'options.problem.no-token': 'En az bir kullanıcı aracısı adı girin.',
  'options.problem.unreadable-token':
    '“{token}”, Google tarafından bir kullanıcı aracısı adında hiçbir zaman okunmayan karakterler içeriyor (yalnızca harfler, “-” ve “_”): hiçbir grupla eşleşemez.',
  'options.problem.preset-name': '“{name}” zaten hazır bir profil; başka bir ad seçin.',
  'options.problem.taken-name': '“{name}” adında bir profiliniz zaten var.',
  'options.problem.duplicate-token': '“{token}” iki kez yazılmış.',

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
} as const satisfies CatalogOf<OptionsMessages>;
