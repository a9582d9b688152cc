/**
 * Turkish: the linter's findings, in the words of Google's Turkish robots.txt page
 * (docs/translation-glossary.md): "tarayıcı", "kural", "grup", "satır", "yoksaymak";
 * "siz" forms. Robots.txt keys (User-agent, Disallow…) stay in Latin.
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { LintMessages } from '../../messages/lint.ts';

export default {
  'lint.user-agent-read-differently.global': 'Google “{value}” değerini genel “*” olarak okur: satırın geri kalanı yoksayılır.',
  'lint.user-agent-read-differently.no-name':
    'Google “{value}” içinde tarayıcı adı okumaz (ad yalnızca harf, “-” ve “_” içerir): bu grup hiçbir tarayıcı için geçerli değildir.',
  'lint.user-agent-read-differently.version':
    'Google “{value}” değerini “{readAs}” olarak okur: sürüm yoksayılır ve grup her {readAs} için geçerlidir.',
  'lint.user-agent-read-differently.star': 'Google “{value}” değerini “{readAs}” olarak okur: addan sonraki “*” gereksizdir ve yoksayılır.',
  'lint.user-agent-read-differently.first-word':
    'Google “{value}” değerini “{readAs}” olarak okur: yalnızca ilk kelime sayılır, bu nedenle bu grup “{value}” için değil, {readAs} için geçerlidir.',
  'lint.user-agent-read-differently.cut':
    'Google “{value}” değerini “{readAs}” olarak okur: bu grup hiçbir zaman {value} için geçerli olmaz.',
  'lint.user-agent-empty': 'Bu user-agent satırı hiçbir tarayıcıyı adlandırmıyor, bu nedenle hiçbirine uygulanmaz.',
  'lint.empty-disallow': 'Boş bir “Disallow:” her şeye izin verir; yine de grubun kendi tarayıcılarını üstlenmesini sağlar.',
  'lint.empty-allow': 'Boş bir “Allow:” belirli hiçbir şeyle eşleşmez ve hiçbir zaman karar vermez.',
  'lint.pattern-cannot-match':
    '“{rule}” “/” veya “*” ile başlamıyor, bu nedenle hiçbir URL ile eşleşmez. “{suggestion}” mı demek istediniz?',
  'lint.sitemap-not-absolute':
    'Site haritası “{url}” mutlak bir http(s) URL değil; tarayıcılar https://example.com/sitemap.xml gibi tam bir adres bekler.',
  'lint.ignored-by-google.crawl-delay': 'Google crawl-delay alanını yoksayar; Bing, Yandex ve Coc Coc bu alana uyar.',
  'lint.ignored-by-google.host': 'Host yalnızca Yandex için olan bir alandı (artık kullanılmıyor); Google bu alanı yoksayar.',
  'lint.ignored-by-google.clean-param': 'Clean-param yalnızca Yandex için olan bir alandır; Google bu alanı yoksayar.',
  'lint.ignored-by-google.noindex':
    'Google, robots.txt içindeki Noindex desteğini 2019’da sonlandırdı: hiçbir etkisi yoktur. Bunun yerine noindex meta etiketi veya X-Robots-Tag başlığı kullanın.',
  'lint.ignored-by-google.request-rate': 'Request-rate standart olmayan bir alandır; Google bu alanı yoksayar.',
  'lint.ignored-by-google.visit-time': 'Visit-time standart olmayan bir alandır; Google bu alanı yoksayar.',
  'lint.ignored-by-google.content-signal':
    'Content-signal, içeriğin yapay zekâda kullanımıyla ilgili tercihleri belirtir; Google’ın ayrıştırıcısı bu alanı yoksayar ve hiçbir tarayıcı robots.txt kurallarıyla buna bağlı değildir.',
  'lint.ignored-by-google.content-usage':
    'Content-usage, içeriğin yapay zekâda kullanımıyla ilgili tercihleri belirtir; Google’ın ayrıştırıcısı bu alanı yoksayar.',
  'lint.crawl-delay-invalid': 'Crawl-delay “{value}” bir saniye sayısı değil; crawl-delay alanına uyan tarayıcılar bu değeri yoksayar.',
  'lint.crawl-delay-capped':
    'Crawl-delay {seconds, number} sn: Coc Coc, crawl-delay değerini en fazla {cap, plural, one {# saniye} other {# saniye}} olarak uygular.',
  'lint.bare-url.sitemap':
    '“{url}” bir yönerge değil, yalnızca bir URL: tüm tarayıcılar bu satırı yoksayar. Site haritası olarak belirtmek için “{sitemapLine}” yazın.',
  'lint.bare-url.other':
    '“{url}” bir yönerge değil, yalnızca bir URL: tüm tarayıcılar bu satırı yoksayar. Bir sayfayı engellemek için “Disallow: /path”, site haritası belirtmek için “Sitemap: https://example.com/sitemap.xml” yazın.',
  'lint.unknown-field': '“{field}” bir robots.txt alanı değil: tüm tarayıcılar bu satırı yoksayar.',
  'lint.line-cut': 'Bu satır {maxBytes, number} bayttan uzun: Google yalnızca başını okur ve geri kalanını yoksayar.',
  'lint.nul-byte': 'Bu satır bir NUL baytı içeriyor: Google satırı okumayı orada bırakır.',
  'lint.missing-colon':
    '“{key}” sonrasında iki nokta yok. Google iki kelimeyi “{key}: …” olarak kabul eder, ancak diğer tarayıcılar etmeyebilir: iki noktayı ekleyin.',
  'lint.typo':
    '“{key}”, Google’ın “{canonical}” olarak kabul ettiği bir yazım hatasıdır; diğer tarayıcılar bu satırı yoksayabilir. “{canonical}” yazın.',
  'lint.unparsed-line': 'Google bu satırı “alan: değer” olarak okuyamıyor, bu nedenle satır yoksayılır.',
  'lint.utf16':
    'Bu dosya UTF-16 ile kodlanmış. Tarayıcılar robots.txt dosyasını UTF-8 olarak okur, bu nedenle Google dosyada hiç kural görmez: her tarayıcı her şeyi getirebilir. Dosyayı UTF-8 olarak kaydedin.',
  'lint.not-utf8':
    'Bu dosya geçerli UTF-8 değil (belki Latin-1). Google baytlarını olduğu gibi eşleştirir, bu nedenle aksanlı harfler içeren yollar tarayıcıların istediği URL’lerle eşleşmeyebilir.',
  'lint.binary':
    'Bu, metin biçiminde bir robots.txt değil, ikili veri gibi görünüyor. Google okuyabildiği satırları okur; büyük kısmı yoksayılır.',
  'lint.bom':
    'Dosya bir UTF-8 bayt sırası işaretiyle (BOM) başlıyor. Google bunu atlar, ancak bazı tarayıcılar bunu ilk satırın parçası olarak okur.',
  'lint.partial-bom':
    'Dosya bir UTF-8 bayt sırası işaretinin (BOM) bir parçasıyla başlıyor. Google bunu atlar; diğer tarayıcılar ilk satırı anlamsız karakterler olarak okuyabilir.',
  'lint.html-body':
    'robots.txt HTML olarak sunuldu (bir hata sayfası, soft 404 veya bot doğrulaması). Google yine de satır satır okur, ancak bu neredeyse kesinlikle yayınlamak istediğiniz dosya değildir.',
  'lint.truncated':
    'robots.txt {maxKiB, number} KiB’tan büyük: Google yalnızca ilk {maxBytes, number} baytı okur, bu nedenle {lastLine, number}. satırdan sonraki kurallar yoksayılır.',
  'lint.truncated.size':
    'robots.txt {maxKiB, number} KiB’tan büyük ({originalBytes, number} bayt veya daha fazla): Google yalnızca ilk {maxBytes, number} baytı okur, bu nedenle {lastLine, number}. satırdan sonraki kurallar yoksayılır.',
  'lint.empty-file': 'robots.txt boş: her tarayıcı her şeyi getirebilir.',
  'lint.no-groups.rules-ignored':
    'Hiç User-agent satırı yok, bu nedenle Google bu kuralların hiçbirini uygulamaz: her tarayıcı her şeyi getirebilir.',
  'lint.no-groups.no-rules': 'Hiç User-agent satırı yok, bu nedenle hiç kural yok: her tarayıcı her şeyi getirebilir.',
  'lint.rule-before-user-agent':
    '“{rule}” tüm User-agent satırlarından önce geliyor: Google bu kuralı yoksayar (Coc Coc tüm robotlara uygular). Üstüne bir “User-agent: *” satırı ekleyin.',
  'lint.group-without-rules.global': 'Bu “User-agent: *” grubunda hiç Allow veya Disallow satırı yok: hiçbir şeyi kısıtlamaz.',
  'lint.group-without-rules.named':
    'Bu grupta ({userAgents}) hiç Allow veya Disallow satırı yok: bu tarayıcılar her şeyi getirebilir ve “User-agent: *” grubunu yoksayar.',
  'lint.no-rules': 'Hiçbir grupta geçerli bir Allow veya Disallow satırı yok: her tarayıcı her şeyi getirebilir.',
  'lint.crawl-delay-outside-group': 'Bu Crawl-delay tüm User-agent satırlarından önce geliyor, bu nedenle hiçbir gruba ait değil.',
  'lint.hidden-character.bidi':
    'Bu satır {count, plural, one {görünmeyen bir karakter} other {görünmeyen karakterler}} içeriyor, {characters}: satırın görüntülenme sırasını değiştirir, bu nedenle okuduğunuz şey tarayıcıların eşleştirdiği şey değildir. {count, plural, one {Bu karakteri} other {Bu karakterleri}} kaldırın.',
  'lint.hidden-character.invisible':
    'Bu satır {count, plural, one {görünmeyen bir karakter} other {görünmeyen karakterler}} içeriyor, {characters}: hiçbir şey olarak görünür, ancak tarayıcılar onu satırın parçası olarak eşleştirir. {count, plural, one {Bu karakteri} other {Bu karakterleri}} kaldırın.',
  'lint.hidden-character.named': '{code} ({name})',

  'lint.list.heading': 'Teşhisler',
  'lint.list.count.error': '{count, plural, one {# hata} other {# hata}}',
  'lint.list.count.warning': '{count, plural, one {# uyarı} other {# uyarı}}',
  'lint.list.count.info': '{count, plural, one {# not} other {# not}}',
  'lint.list.severity.error': 'Hata:',
  'lint.list.severity.warning': 'Uyarı:',
  'lint.list.severity.info': 'Not:',
  'lint.list.line': 'Satır {line, number, ::integer group-off}',
  'lint.list.file': 'Dosya',
  'lint.list.show-line': 'Bu satırı göster',
} as const satisfies CatalogOf<LintMessages>;
