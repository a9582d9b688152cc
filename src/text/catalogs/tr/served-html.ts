/** Türkçe: sunucunun gönderdiği HTML ile oluşturulan sayfanın karşılaştırması. */
import type { CatalogOf } from '../../messages/index.ts';
import type { ServedHtmlMessages } from '../../messages/served-html.ts';

export default {
  'served.heading': 'Sunucunun gönderdiği HTML ve oluşturulan sayfa',
  'served.button': 'Sunucunun gönderdiği HTML ile karşılaştır',
  'served.button-again': 'Yeniden karşılaştır',
  'served.running': 'Sunucunun gönderdiği HTML getiriliyor…',
  'served.hint':
    'Bu sayfayı bir kez daha getirir ve sunucunun gönderdiği robots meta etiketleriyle standart URL adresini, JavaScript çalıştıktan sonra burada görünen sayfayla karşılaştırır.',
  'served.agree':
    'Sunucunun gönderdiği HTML ile oluşturulan sayfa aynı: robots meta etiketleri, standart URL ve X-Robots-Tag birbirini tutuyor.',
  'served.meta':
    '{change, select, added {“{name}” meta etiketini JavaScript ekliyor: {rendered}} removed {“{name}” meta etiketini JavaScript kaldırıyor; sunucunun gönderdiği: {served}} other {“{name}” meta etiketini JavaScript değiştiriyor: sunucunun gönderdiği {served}, oluşturulan {rendered}}}{scope, select, other { (başka bir tarayıcı için)} mine {}}',
  'served.canonical':
    '{change, select, added {Standart URL adresini JavaScript ekliyor: {rendered}} removed {Standart URL adresini JavaScript kaldırıyor; sunucunun gönderdiği: {served}} other {Standart URL adresini JavaScript değiştiriyor: sunucunun gönderdiği {served}, oluşturulan {rendered}}}',
  'served.header':
    'Bu isteğin X-Robots-Tag değeri: {hasServed, select, yes {{served}} other {yok}}; sayfanın kendi yanıtınınki: {hasTab, select, yes {{tab}} other {yok}}.',
  'served.meaning.noindex-removed-by-script':
    'Sunucunun gönderdiği HTML noindex diyor ve bir komut dosyası bunu kaldırıyor. Google önce sunucunun gönderdiği HTML kodunu okur ve orada noindex diyen bir sayfayı oluşturmayabilir; bu nedenle {crawler} sayfayı dizine eklemez: noindex kuralını JavaScript ile kaldırmak işe yaramaz.',
  'served.meaning.noindex-added-by-script':
    'noindex kuralını yalnızca bir komut dosyası ekliyor. {crawler} bunu yalnızca sayfayı oluşturursa görür; bu daha sonra olabilir ya da hiç olmayabilir ve o zamana kadar sayfa dizine eklenebilir. Sayfanın dizin dışında kalması gerekiyorsa noindex kuralını sunucunun gönderdiği HTML koduna koyun.',
  'served.meaning.nofollow-removed-by-script':
    'Sunucunun gönderdiği HTML nofollow diyor ve bir komut dosyası bunu kaldırıyor. Google önce sunucunun gönderdiği HTML kodundaki kuralları okur; bunları JavaScript ile değiştirmek {crawler} için beklendiği gibi çalışmayabilir.',
  'served.meaning.nofollow-added-by-script':
    'nofollow kuralını yalnızca bir komut dosyası ekliyor. {crawler} bunu yalnızca sayfayı oluşturursa görür; o zamana kadar sunucunun gönderdiği HTML kodundaki bağlantılar izlenebilir.',
  'served.meaning.rules-changed-by-script':
    'Bir komut dosyası {crawler} için robots kurallarını değiştiriyor. Robots meta etiketlerini JavaScript ile değiştirmek beklendiği gibi çalışmayabilir: istediğiniz kuralları HTML kodunda gönderin.',
  'served.meaning.canonical-added-by-script':
    'Standart URL adresini yalnızca bir komut dosyası ekliyor. Google bunu sayfayı oluşturduğunda alır; sunucunun gönderdiği HTML kodunda olması daha güvenilirdir.',
  'served.meaning.canonical-removed-by-script':
    'Bir komut dosyası sunucunun gönderdiği standart URL adresini kaldırıyor. Google önce sunucunun gönderdiğini okur ve onu yine de kullanabilir: sayfanın iki hali farklı sinyaller veriyor.',
  'served.meaning.canonical-changed-by-script':
    'Bir komut dosyası standart URL adresini değiştiriyor. Google ikisinden birini kullanabilir; çelişen standart URL adresleri beklenmedik sonuçlara yol açabilir, bu yüzden istediğiniz adresi sunucudan gönderin.',
  'served.meaning.header-differs':
    'Sunucu bu isteğe sayfanın kendi yanıtından farklı bir X-Robots-Tag gönderdi: istekten isteğe farklı yanıt veriyor ve Googlebot yine başka bir yanıt alabilir.',
  'served.note.status':
    'Bu istek {status, number, ::integer group-off} yanıtını aldı, başarılı bir yanıt değil: karşılaştırılan HTML bu yanıtınki ve burada görünen sayfa olmayabilir.',
  'served.note.redirected':
    'Bu istek {url} adresine yönlendirildi ({count, plural, one {# yönlendirme} other {# yönlendirme}}): oradaki HTML karşılaştırılıyor.',
  'served.note.cut':
    'Sunucunun gönderdiği HTML kodunun yalnızca ilk {size} kısmı okundu: sonrasındaki bir etiket JavaScript tarafından eklenmiş sayılır.',
  'served.note.who':
    '{cookies, select, include {Bu web tarayıcısı tarafından şimdi, bu sitedeki çerezlerinizle getirildi.} other {Bu web tarayıcısı tarafından şimdi, çerez olmadan getirildi.}} Googlebot farklı bir HTML alabilir.',
  'served.failed.no-page': 'Bu sekmede karşılaştırılacak bir web sayfası yok.',
  'served.failed.not-readable': 'Web tarayıcısı uzantıların bu sayfayı okumasına izin vermiyor; karşılaştırılacak bir şey yok.',
  'served.failed.refused':
    '{reason, select, scheme {Karşılaştırılmadı: sayfa bir web adresi olmayan {target} adresine yönlendiriyor.} private {Karşılaştırılmadı: bu herkese açık sayfa, bilgisayarınızda veya ağınızda bir adres olan {target} adresine yönlendiriyor; Robots Lens oraya istek göndermez.} other {Karşılaştırılmadı: sayfa yönlendiriyor ve web tarayıcısı nereye olduğunu söylemedi.}}',
  'served.failed.too-many-redirects':
    'Karşılaştırılmadı: {count, plural, one {# yönlendirmeden} other {# yönlendirmeden}} fazla, Google tarafından izlenenden çok.',
  'served.failed.timeout': 'Karşılaştırılmadı: site {seconds, plural, one {# saniye} other {# saniye}} içinde yanıt vermedi.',
  'served.failed.network-error': 'Karşılaştırılmadı: site yanıt vermedi (ağ hatası).',
  'served.failed.not-html': 'Karşılaştırılmadı: sunucu HTML değil {type} gönderiyor; okunacak meta etiket yok.',
  'served.failed.too-large':
    'Karşılaştırılmadı: sunucunun gönderdiği HTML kodunun head bölümü, Robots Lens uygulamasının okuduğu ilk {size} içinde bitmiyor.',
} as const satisfies CatalogOf<ServedHtmlMessages>;
