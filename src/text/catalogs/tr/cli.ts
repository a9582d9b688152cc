/**
 * Turkish for the command line (src/text/messages/cli.ts), in the words of
 * Google's Turkish page (docs/translation-glossary.md): "siz", "tarayıcı"
 * for the crawler, "robots.txt dosyası", "yönlendirme atlaması". Commands,
 * options, JSON fields and placeholders such as '<'url> stay as they are.
 * A noun after a number stays singular, so one and other read alike.
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { CliMessages } from '../../messages/cli.ts';

export default {
  'cli.error': 'robots-lens: {message}',
  'cli.error.internal': 'iç hata: {detail}',
  'cli.error.unknown-command': 'bilinmeyen komut “{command}” (komutlar: {commands}; --help komutuna bakın)',

  'cli.args.unknown-option': '{command}: bilinmeyen seçenek {option} (seçenekler: {known})',
  'cli.args.unknown-option-none': '{command}: bilinmeyen seçenek {option} (bu komut seçenek almaz)',
  'cli.args.takes-no-value': '{command}: --{option} değer almaz',
  'cli.args.needs-value': '{command}: --{option} bir değer gerektirir',
  'cli.args.unknown-engine': '{command}: bilinmeyen okuma biçimi “{engine}” ({engines} kullanın)',
  'cli.args.bad-timeout': '{command}: --timeout 0’dan büyük ve en fazla 600 olan bir saniye sayısı alır, “{value}” değil',
  'cli.args.unexpected-argument': '{command}: beklenmeyen bağımsız değişken “{argument}” (--help komutuna bakın)',
  'cli.args.missing-url': "{command}: '<'url> eksik (--help komutuna bakın)",
  'cli.args.crawler-twice': '{command}: tarayıcıyı bir kez belirtin: ya --crawler ile ya da URL’den önce',

  'cli.check.missing':
    "check: {argument, select, file {'<'robots.txt file>} crawler {'<'crawler>} other {'<'url>}} eksik (kullanım: check '<'url> --crawler NAME [--robots FILE] ya da check '<'robots.txt file> '<'crawler> '<'url>)",
  'cli.check.not-a-url': 'check: “{url}” ana makinesi olan bir URL değil (https://example.com/page gibi tam bir adres verin)',
  'cli.check.not-a-web-url':
    '“{url}” ana makinesi olan bir http veya https URL’si değil, bu yüzden getirilecek robots.txt dosyası yok (bir dosyaya göre kontrol etmek için --robots FILE verin)',
  'cli.urls.missing-input': "urls: '<'file> eksik (her satırda bir URL bulunan bir dosya ya da standart giriş için -)",

  'cli.crawler.profile': '{name} (tarayıcı profili “{id}”, kullanıcı aracısı adları {tokens})',
  'cli.crawler.token': 'olduğu gibi kullanılan kullanıcı aracısı adı “{token}”',
  'cli.crawler.unknown-close':
    'bilinmeyen tarayıcı “{crawler}”: {names} mi demek istediniz? (Olduğu gibi kullanılacak bir kullanıcı aracısı adı için --token kullanın.)',
  'cli.crawler.unknown':
    'bilinmeyen tarayıcı “{crawler}”: bilinen tarayıcılar: {names}. (Olduğu gibi kullanılacak bir kullanıcı aracısı adı için --token kullanın.)',

  'cli.facts.robots-url': 'robots.txt: {url}',
  'cli.facts.hop': 'yönlendirme {hop, number}: {status, number, ::integer group-off}, {from} adresinden {to} adresine',
  'cli.facts.answer':
    'yanıt: {status, number, ::integer group-off}, {contentType}, {ms, number, ::integer} ms içinde {bytes, plural, one {# bayt} other {# bayt}}',
  'cli.facts.answer-no-type':
    'yanıt: {status, number, ::integer group-off}, içerik türü yok, {ms, number, ::integer} ms içinde {bytes, plural, one {# bayt} other {# bayt}}',
  'cli.facts.truncated':
    'not: gövde en az {received, plural, one {# bayt} other {# bayt}} idi; Google gibi yalnızca ilk {kept, number} bayt okundu',
  'cli.facts.no-answer': 'yanıt: {ms, number, ::integer} ms sonra da yok',
  'cli.facts.reading': 'okuma: {meaning}',
  'cli.facts.unreachable': 'robots.txt dosyası getirilemedi: karar, tarayıcının dosyayı getirebilene kadar yaptığıdır (çıkış kodu 4)',

  'cli.matrix.head.crawler': 'tarayıcı',
  'cli.matrix.head.engine': 'okuma biçimi',
  'cli.matrix.head.verdict': 'karar',
  'cli.matrix.head.line': 'belirleyen satır',
  'cli.matrix.verdict': '{state, select, allowed {izin verilir} disallowed {izin verilmez} other {şimdilik izin verilmez}}',
  'cli.matrix.by-outcome': '(getirme sonucu belirler)',

  'cli.urls.error.blank': 'giriş satırı {line, number, ::integer group-off}: boş satır (bir URL bekleniyordu)',
  'cli.urls.error.json':
    'giriş satırı {line, number, ::integer group-off}: geçersiz JSON (bir URL, bir JSON dizesi ya da "url" içeren bir nesne bekleniyordu)',
  'cli.urls.error.not-a-web-url':
    'giriş satırı {line, number, ::integer group-off}: ana makinesi olan bir http veya https URL’si değil, bu yüzden getirilecek robots.txt dosyası yok',
  'cli.urls.error.too-long':
    'giriş satırı {line, number, ::integer group-off}: satır {bytes, number} bayt; urls en fazla {limit, number} baytlık satırları okur',

  'cli.input.unreadable':
    '“{path}” okunamıyor: {reason, select, ENOENT {böyle bir dosya yok} EISDIR {bu bir dizin} EACCES {izin reddedildi} ENOTDIR {yolun bir kısmı dizin değil} ELOOP {çok fazla sembolik bağlantı var} ENAMETOOLONG {ad çok uzun} EMFILE {çok fazla açık dosya var} fifo {bu bir adlandırılmış kanal (named pipe), normal bir dosya değil} device {bu bir aygıt, normal bir dosya değil} socket {bu bir soket, normal bir dosya değil} other {bu bir soket ya da aygıt, normal bir dosya değil}}',
  'cli.input.too-large': '“{path}” okunamıyor: dosya {limit, number} bayttan büyük, --no-limit en fazla bu kadarını okur',
  'cli.input.failed': '“{path}” okunamıyor: {detail}',

  'cli.lint.missing': "lint: '<'robots.txt dosyası> eksik (kullanım: lint '<'robots.txt dosyası ya da stdin için ->)",
  'cli.lint.unexpected-argument': "lint: beklenmeyen bağımsız değişken “{argument}” (kullanım: lint '<'robots.txt dosyası>)",

  'cli.batch.unexpected-argument': 'batch: beklenmeyen bağımsız değişken “{argument}” (batch, JSON satırlarını stdin üzerinden okur)',
  'cli.batch.line': 'giriş satırı {line, number, ::integer group-off}: {message}',
  'cli.batch.too-long': 'satır {bytes, number} bayt; batch en fazla {limit, number} baytlık satırları okur',
  'cli.batch.blank': 'boş satır (bir JSON nesnesi bekleniyordu)',
  'cli.batch.invalid-json': 'geçersiz JSON: {detail}',
  'cli.batch.not-an-object': 'bir JSON nesnesi bekleniyordu',
  'cli.batch.missing-robots': 'robots.txt eksik: "robotstxt", "robotstxt_base64" ya da "robotstxt_file" alanını verin',
  'cli.batch.robots-twice': 'şunlardan yalnızca birini verin: {fields}',
  'cli.batch.not-a-string': '"{field}" bir dize olmalıdır',
  'cli.batch.file-empty': '"robotstxt_file" boş',
  'cli.batch.missing-url': '"url" eksik',
  'cli.batch.crawler-twice': 'ya "useragent" ya da "profile" verin, ikisini birden değil',
  'cli.batch.missing-crawler': 'tarayıcı eksik: "useragent" (kullanıcı aracısı adı) ya da "profile" (tarayıcı profili adı) verin',
  'cli.batch.unknown-engine': 'bilinmeyen okuma biçimi {engine} ("google" ya da "coccoc" kullanın)',
  'cli.batch.bad-base64': '"robotstxt_base64" geçerli bir base64 değil: {detail}',
  'cli.batch.cannot-read': '“{path}” okunamıyor',
  'cli.batch.stats':
    'batch: {lines, plural, one {# satır} other {# satır}}, {answered, number} yanıtlandı, {errors, plural, one {# hata} other {# hata}}; ayrıştırılan robots.txt içeriği: {parsed, number}, önbellek isabeti: {hits, number}',

  'cli.verdict.line': 'satır {line, number, ::integer group-off}: {text}',
  'cli.verdict.line-details': 'satır {line, number, ::integer group-off}: {text}  ({details})',
  'cli.verdict.match-priority': 'öncelik {priority, number, ::integer group-off}',
  'cli.verdict.match-escaped': '{pattern} olarak eşleşti',
  'cli.verdict.match-index-htm':
    '{pattern} olarak eşleşti: Google, index.htm için verilen bir allow kuralını klasörün kendisine de izin veriyor olarak okur',
  'cli.verdict.no-line': 'kararı hiçbir satır vermedi',
  'cli.verdict.why': 'neden: {explanation}',
  'cli.verdict.crawler': 'tarayıcı: {crawler}; okuma biçimi {engine}; eşleşen yol: {path}',
  'cli.verdict.groups-none': 'uygulanan gruplar: yok',
  'cli.verdict.groups': '{scope, select, global {uygulanan gruplar (“*”):} other {uygulanan gruplar (kullanıcı aracısı adı “{token}”):}}',
  'cli.verdict.other-matches': 'eşleşen diğer kurallar:',
  'cli.verdict.other-match': 'satır {line, number, ::integer group-off}: {text} — {outcome}',
  'cli.verdict.more-matches': '… ve {count, number} kural daha',
  'cli.verdict.crawl-delay':
    'crawl-delay: {line, number, ::integer group-off}. satırda {seconds, number} sn; {honoured, select, yes {{crawler} buna uyar} other {{crawler} crawl-delay alanını yoksayar}}',
  'cli.verdict.crawl-delay-capped':
    'crawl-delay: {line, number, ::integer group-off}. satırda {seconds, number} sn, {effective, number} sn olarak okunur (Coc Coc, crawl-delay değerini en fazla {max, number} sn kabul eder); {honoured, select, yes {{crawler} buna uyar} other {{crawler} crawl-delay alanını yoksayar}}',
  'cli.verdict.truncated-stream':
    'not: giriş {kept, number} bayttan büyük; Google gibi yalnızca ilk {kept, number} bayt okundu (tamamını okumak için --no-limit kullanın)',
  'cli.verdict.truncated-file':
    'not: dosya {bytes, number} bayt; Google gibi yalnızca ilk {kept, number} bayt okundu (tamamını okumak için --no-limit kullanın)',

  'cli.usage.intro': 'robots-lens: bu tarayıcı bu robots.txt dosyasına göre bu URL’yi getirebilir mi ve bunu hangi satır belirler?',
  'cli.usage.synopsis': `Kullanım:
  robots-lens check '<'url> [--crawler NAME] [--robots FILE] [seçenekler]
  robots-lens check '<'robots.txt dosyası ya da stdin için -> '<'crawler> '<'url> [seçenekler]
  robots-lens matrix '<'url> [--robots FILE] [--json]
  robots-lens urls '<'URL dosyası ya da -> [--crawler NAME] [--robots FILE] [--json]
  robots-lens batch [--engine google|coccoc] [--no-limit] [--stats] '<' requests.jsonl
  robots-lens lint '<'robots.txt dosyası ya da stdin için -> [--json] [--no-limit]
  robots-lens diff '<'eski> '<'yeni> [--urls FILE | --sitemap URL] [--crawler NAMES]
  robots-lens test '<'beklentiler dosyası> [--robots FILE|URL]
  robots-lens robots_main '<'robots.txt dosyası> '<'user_agent> '<'url>
  robots-lens --help
(npm link olmadan kaynak koddan: npm run cli -- '<'komut> …)`,
  'cli.usage.check': `check
  "allowed" ya da "disallowed" yazar; ardından belirleyen satırı (numarası ve
  metni), nedenini, uygulanan grupları, eşleşen diğer kuralları ve neden
  kaybettiklerini ve crawl-delay değerini yazar. --robots olmadan URL’nin kendi
  robots.txt dosyasını getirir ("Canlı siteler" bölümüne bakın) ve karardan
  sonra getirme bilgilerini yazar.
  '<'url>             ana makinesi olan tam bir adres, ör. https://example.com/page,
                    bir web tarayıcısının istediği biçimde okunur ("URL’ler"
                    bölümüne bakın); başka her şey reddedilir
  --crawler NAME    bir tarayıcı profili, adı ya da kimliğiyle (büyük/küçük harf
                    duyarsız; verilmezse Googlebot):
                    {profiles}
  --robots FILE     bu dosyaya göre kontrol eder (stdin için -), getirme yapmaz
  --token           tarayıcı, olduğu gibi kullanılan bir kullanıcı aracısı
                    adıdır; Google kitaplığının user-agent bağımsız değişkenini
                    kullandığı gibi kullanılır ("Googlebot/2.1" hiçbir
                    "User-agent: Googlebot" grubuyla eşleşmez)
  --engine NAME     google (kullanıcı aracısı adları için varsayılan) ya da
                    coccoc; bu verilmezse profil kendi okuma biçimini kullanır
  --json            kararı JSON olarak yazar; canlıda "url", "robotsUrl",
                    "state", "allowed", "line", "reading", "fetch" (atlamalar,
                    durum, bayt, süre) ve "verdict" içeren bir nesne
  --timeout SECONDS canlı getirmenin süre sınırı (varsayılan 10, uzantıdaki gibi)
  Eski biçim check '<'robots.txt dosyası> '<'crawler> '<'url> hâlâ çalışır.`,
  'cli.usage.live': `Canlı siteler
  check, matrix ve urls robots.txt dosyasını uzantının kendi getiricisiyle,
  uzantı gibi getirir: yönlendirmeler atlama atlama izlenir, en fazla {hops, number},
  her atlama kaydedilir; herkese açık bir ana makine isteği bu makineye ya da
  ağına (localhost, 10.0.0.0/8, noktasız bir ad, oraya çözümlenen bir ad) veya
  http(s) olmayan bir adrese gönderemez; çerez gönderilmez; ilk {limit, number} bayt
  tutulur; zincirin tamamı için {timeout, number} sn. Yanıt, her okuma biçiminin
  okuduğu gibi karara dönüşür: 4xx her şeye izin verir; 5xx, 429 ve yanıt
  olmaması şimdilik hiçbir şeye izin vermez (Google); {hops, number} yönlendirmeden
  fazlası robots.txt dosyası yokmuş gibi okunur.`,
  'cli.usage.matrix': `matrix
  Bir URL için her tarayıcı profiline bir satır: tarayıcı, okuma biçimi, karar
  ve belirleyen satır; robots.txt dosyasının tek bir getirilmesinden (ya da
  --robots FILE). --json her tarayıcı için bir JSON nesnesi yazar:
  {shape}.
  Çıkış kodu: yanıtlandığında 0, robots.txt dosyası getirilemediğinde 4.`,
  'cli.usage.urls': `urls
  Bir dosyadan ya da - (stdin) üzerinden her satırda bir URL okur: düz bir URL,
  bir JSON dizesi ya da "url" içeren bir JSON nesnesi; her biri bir web
  tarayıcısının istediği biçimde okunur ("URL’ler" bölümüne bakın). Her URL
  kendi kaynağının robots.txt dosyasına göre kontrol edilir (kaynak başına bir
  kez getirilir ve komut çalıştığı sürece tutulur) ya da hepsi --robots FILE
  dosyasına göre (o zaman bir satır "/" ile başlayan bir yol da olabilir).
  Başlık satırıyla ve her giriş satırı için aynı sırada bir satırla şu
  sütunlarda CSV yazar:
    url          okunduğu biçimde URL (satır hata aldıysa verildiği gibi)
    allowed      true ya da false
    line         robots.txt dosyasının belirleyen satırı, yoksa 0
    crawl_delay  saniye olarak crawl-delay, yoksa boş
    robots_url   yalnızca canlıda: istenen robots.txt
    state        yalnızca canlıda: allowed, disallowed ya da unreachable
    reason       yalnızca canlıda: getirme sonucunun kodu (parsed,
                 client-error, server-error, network-error, …)
    error        satırın neden yanıt almadığı (diğer hücreler o zaman boştur)
  --json ile bunun yerine her giriş satırı için bir JSON satırı yazar:
  {answerShape}, canlıda ayrıca "robotsUrl", "state",
  "reason" ve "truncated" (robots.txt kesildiğinde), ya da {errorShape}.
  Bir tablolama programının formül olarak çalıştıracağı bir CSV hücresi (=, +,
  -, @, sekme ya da CR ile başlayan) bunun yerine ' ile başlar.
  check gibi --crawler, --token, --engine, --robots, --no-limit ve --timeout
  alır. Liste normal bir dosya, adlandırılmış kanal ya da - olmalıdır: bir
  aygıt ya da dizin, hiçbir şey yazılmadan reddedilir. Çıkış kodu: tüm giriş
  yanıtlandığında 0, hatalı kullanımda ya da okunamayan girişte 2.`,
  'cli.usage.batch': `batch
  stdin üzerinden JSON satırları okur; her biri şunları içeren bir nesnedir:
    şunlardan biri  "robotstxt": metin | "robotstxt_base64": birebir baytlar | "robotstxt_file": yol
    "url": kontrol edilecek URL; Google kitaplığının okuduğu gibi okunur ve
           denetlenmez: yalnızca ana makineden sonrası eşleştirilir, bu yüzden
           URL olmayan bir dize ilk "/" karakterinden itibaren (yoksa "/"
           olarak) eşleştirilir: "not a url" ve "" ikisi de "/" olur
    şunlardan biri  "useragent": olduğu gibi kullanıcı aracısı adı | "profile": profil adı ya da kimliği
    isteğe bağlı "engine": "google" ya da "coccoc" (varsayılan: --engine, yoksa
             profilin okuma biçimi, yoksa google)
  ve her giriş satırı için aynı sırada bir JSON satırı yazar:
    {answerShape}
  Yanıtlanamayan bir satır (geçersiz JSON, eksik alanlar, okunamayan dosya,
  hatalı base64, bilinmeyen profil, {maxLineBytes, number} bayttan fazlası)
  {errorShape} alır ve batch devam eder. Boş satırlar da hata
  alır, böylece N. çıkış satırı her zaman N. giriş satırını yanıtlar. Satırlar
  LF ya da CRLF ile biter. Yanıtlar, o ana kadar okunan giriş yanıtlanır
  yanıtlanmaz yazılır, sona kadar bekletilmez. Aynı dosya, metin ya da base64
  gövde bir kez ayrıştırılır. --stats stderr üzerine tek satırlık bir özet
  (satırlar, hatalar, ayrıştırılan gövdeler) yazar.
  Çıkış kodu: tüm giriş yanıtlandığında 0, hatalı kullanımda 2.`,
  'cli.usage.lint': `lint
  Her satırda bir bulgu: "'<'satır>: '<'önem>: '<'ileti>" (dosyanın bütünü için
  "file"), satıra göre sıralı. --json bulguları kodlarıyla birlikte yazar.
  Çıkış kodu: bir bulgu hata olduğunda 1 (ör. UTF-16 ya da ikili dosya),
  yoksa 0; hatalı kullanımda ya da okunamayan girişte 2.`,
  'cli.usage.robots-main': `robots_main
  Google’ın robots_main aracı, onun için yazılmış betikler için: aynı
  bağımsız değişkenler, aynı çıktı satırı ("user-agent '…' with URI '…': ALLOWED"
  ya da DISALLOWED ve boş bir dosya için bir bildirim) ve aynı çıkış kodları
  (yanıtlandığında 0, yanlış sayıda bağımsız değişkende ya da okunamayan
  dosyada 1). Google’ın aracı gibi dosyanın tamamı okunur, en fazla 32 MiB.`,
  'cli.usage.input': `Giriş
  Bir robots.txt yolu (ya da "robotstxt_file") normal bir dosyayı göstermelidir:
  adlandırılmış kanal, aygıt ya da dizin bir hatayla reddedilir. "-" ne olursa
  olsun stdin okur.`,
  'cli.usage.size-limit': `Boyut sınırları
  Google gibi, robots.txt dosyasının yalnızca ilk {limit, number} baytı (500 KiB)
  okunur ve dosyadan ya da stdin üzerinden bundan fazlası okunmaz. Her komut
  bir dosyayı kestiğinde bunu söyler: check ve matrix bir notla (ve JSON
  çıktılarında), urls stderr üzerinde (ve canlı JSON yanıtlarında
  "truncated": true), batch yanıtta "truncated": true ile, lint bir bulguyla.
  --no-limit gövdenin tamamını (Google’ın açık kaynak ayrıştırıcısına tamamı
  verildiğinde yaptığı gibi) {ceiling, number} bayta (32 MiB) kadar okur ve daha
  büyüğünü reddeder: ayrıştırılmış bir gövde boyutunun ~15 katına kadar yer
  tutar.
  Bir giriş satırı en fazla {urlsLine, number} bayt (urls) ya da {batchLine, number}
  bayt (batch) olabilir: daha uzun bir satır hata alır ve ondan sonraki
  satırlar okunur. Satır sonu olmadan {giveUp, number} baytı geçen bir satır (ikili
  giriş, /dev/zero) komutu bir hatayla durdurur (çıkış kodu 2).`,
  'cli.usage.exit-codes': `Çıkış kodları
  0 izin verilir (ya da yanıtlandı), 1 izin verilmez (lint: hata bulundu), 2
  hatalı kullanım ya da okunamayan giriş, 3 iç hata, 4 robots.txt dosyası
  getirilemedi (check ve matrix: ulaşılamaz, 5xx, 429 ya da reddedilen bir
  yönlendirme; yazılan karar, tarayıcının bu arada yaptığıdır).`,
  'cli.usage.output': `Çıktı
  Hatalar stderr üzerinde tek satırdır, asla yığın izi değildir. Yazılan
  metindeki (kurallar, yollar, URL’ler, tarayıcı ve dosya adları) denetim, bidi
  ve görünmez karakterler kaçış dizisi olarak gösterilir, ör. \\x1b ya da
  {escapeExample}; JSON çıktısında \\u kaçış dizileri olarak (\\u202e), bunlar
  geri okunduğunda aynı metni verir.`,

  'cli.verdict.url': 'url: {url}',
  'cli.verdict.url-read': 'url: {url} (bir web tarayıcısının “{typed}” için istediği biçimde)',
  'cli.args.not-a-url': '{command}: “{url}” ana makinesi olan bir URL değil (https://example.com/page gibi tam bir adres verin)',
  'cli.args.lookalike-option':
    '{command}: “{option}” benzer görünen karakterler içeriyor (tam genişlikli “＝” gibi): {plain} mi demek istediniz?',
  'cli.urls.error.not-a-url':
    'giriş satırı {line, number, ::integer group-off}: ana makinesi olan bir URL ya da “/” ile başlayan bir yol değil',
  'cli.input.endless-line':
    '“{path}” okuması {line, number, ::integer group-off}. giriş satırında durduruldu: satır sonu olmadan {bytes, number} bayttan fazla (ikili bir dosya ya da bir aygıt mı?)',

  'cli.urls.note.truncated':
    'not: {url} en az {received, plural, one {# bayt} other {# bayt}} idi; Google gibi yalnızca ilk {kept, number} bayt okundu',

  'cli.usage.url-reading': `URL’ler
  check, matrix ve urls bir URL’yi bir web tarayıcısının istediği biçimde
  okur (uzantı gibi WHATWG URL standardıyla): ASCII olmayan bir yol UTF-8
  olarak yüzde kodlanır (/café, /caf%C3%A9 olur), uluslararası bir alan adı
  punycode ile yazılır, "\\" "/" olarak okunur ve nokta bölümleri kaldırılır.
  Kurallar bu biçimle eşleştirilir ve yazılan da bu biçimdir. batch ve
  robots_main Google’ın ham okumasını korur: URL, Google’ın kitaplığı ve onun
  robots_main aracı gibi, verildiği gibi, bayt bayt eşleştirilir.
  Gizli bir karakter (satır sonu, sıfır genişlikli boşluk) içeren, boşlukla
  başlayan ya da biten veya tam genişlikli bir biçim (Ｇｏｏｇｌｅｂｏｔ, ＝)
  kullanan bir tarayıcı adı ya da --token, karakter adıyla belirtilerek
  reddedilir: adını taşıyor gibi göründüğü grupla eşleşmezdi.`,
  'cli.args.bad-format': '{command}: --format şunlardan birini alır: {formats}; “{value}” değil',
  'cli.args.crawlers-twice': '{command}: --crawler ya da --all-crawlers verin, ikisini birden değil',
  'cli.diff.missing':
    "diff: '<'eski> ya da '<'yeni> eksik (kullanım: diff '<'eski robots.txt> '<'yeni robots.txt>; her biri bir dosya, - ya da bir http(s) URL'si)",
  'cli.diff.stdin-twice': 'standart giriş (-) yalnızca bir kez okunabilir',
  'cli.diff.no-urls': 'diff: URL listesi ya da site haritası denetlenecek hiçbir URL vermedi',
  'cli.diff.urls-too-large': '“{path}” okunamıyor: dosya {limit, number} bayttan büyük',
  'cli.diff.too-many-urls': '{limit, number} URL’den fazla: bunları parça parça denetleyin',
  'cli.diff.no-user-agent': 'ilk User-agent satırından önceki kurallar',
  'cli.diff.agents': 'User-agent {agents}',
  'cli.diff.verdict': '{allowed, select, yes {izin verilir} other {izin verilmez}}',
  'cli.diff.no-rule': 'kararı hiçbir kural vermiyor',
  'cli.diff.by-line': 'satır {line, number, ::integer group-off}: {rule}',
  'cli.diff.outcome': '{side, select, old {eski} other {yeni}} robots.txt dosyası ({url}) okunmadı: {meaning}',
  'cli.diff.same': 'hiçbir kural değişmedi: iki dosyada gruplar, kurallar, crawl-delay değerleri ve site haritaları aynı',
  'cli.diff.summary':
    'robots.txt dosyası değişti: {added, plural, one {# kural eklendi} other {# kural eklendi}}, {removed, number} kaldırıldı',
  'cli.diff.group': '{status, select, added {yeni grup} removed {kaldırılan grup} other {grup}}: {agents}',
  'cli.diff.rule-new': 'satır {line, number, ::integer group-off}: {rule}',
  'cli.diff.rule-old': 'eski satır {line, number, ::integer group-off}: {rule}',
  'cli.diff.crawl-delay': 'crawl-delay: {before} → {after}',
  'cli.diff.sitemap': 'Sitemap: {url}',
  'cli.diff.probed': '--urls ya da --sitemap yok: değişen kuralların adını verdiği {paths, plural, one {# yol} other {# yol}} denetlendi',
  'cli.diff.effect': '{crawler}: {url}: {before} ({beforeWhy}) → {after} ({afterWhy})',
  'cli.diff.effect-rule': '{crawler}: {url}: yine {after}, artık {afterWhy} (önce {beforeWhy})',
  'cli.diff.total':
    '{changed, plural, =0 {hiçbir karar değişmiyor} one {# karar değişiyor} other {# karar değişiyor}} ({urls, plural, one {# URL} other {# URL}} × {crawlers, plural, one {# tarayıcı} other {# tarayıcı}})',
  'cli.diff.annotation-title': 'robots.txt değişikliği: {crawler}',
  'cli.test.missing': "test: '<'beklentiler dosyası> eksik (kullanım: test '<'dosya> [--robots FILE|URL])",
  'cli.test.too-large': '“{path}” okunamıyor: dosya {limit, number} bayttan büyük',
  'cli.test.not-utf8': '“{path}” okunamıyor: UTF-8 metin değil',
  'cli.test.empty': '“{path}” hiçbir beklenti içermiyor',
  'cli.test.too-many': '{limit, number} beklentiden fazla: dosyayı bölün',
  'cli.test.yaml-syntax': 'beklentiler satırı {line, number, ::integer group-off}: geçerli YAML değil: {detail}',
  'cli.test.line.yaml-shape':
    'beklentiler satırı {line, number, ::integer group-off}: her biri "url" ve "allow" ya da "disallow" (bir tarayıcı adı ya da ad listesi) içeren öğelerden oluşan bir liste bekleniyordu',
  'cli.test.line.bad-verdict': 'beklentiler satırı {line, number, ::integer group-off}: “{word}” ne allow ne de disallow',
  'cli.test.line.no-url': 'beklentiler satırı {line, number, ::integer group-off}: allow ya da disallow sonrasında URL eksik',
  'cli.test.line.not-a-url':
    'beklentiler satırı {line, number, ::integer group-off}: “{url}” ana makinesi olan bir http ya da https URL’si değil',
  'cli.test.line.problem': 'beklentiler satırı {line, number, ::integer group-off}: {problem}',
  'cli.test.mismatch': '{file}:{line, number, ::integer group-off}: {crawler}: {url}: beklenen {expected}, sonuç {got} ({why})',
  'cli.test.total': '{total, plural, one {# beklentiden} other {# beklentiden}} {met, number} tanesi karşılandı',
  'cli.test.annotation-title': 'robots.txt beklentisi karşılanmadı: {crawler}',
  'cli.usage.diff': `diff
  robots-lens diff '<'eski> '<'yeni> [--urls FILE] [--sitemap URL]
                   [--crawler NAMES | --all-crawlers] [--format FORMAT]
  İki robots.txt dosyası arasında neyin değiştiği; her biri bir dosya, -
  (stdin) ya da bir http(s) URL'si (sitenin yayındaki robots.txt dosyası):
  grup grup kural kural (bir grup user-agent değerleriyle adlandırılır; yalnızca
  yeri değişen kural değişiklik sayılmaz), crawl-delay değerleri ve site
  haritaları; ardından her tarayıcı için kararı değişen her URL, önceki ve
  sonraki karar satırıyla.
  --urls FILE       denetlenecek URL'ler, satır başına bir tane (# yorum başlatır)
  --sitemap URL     bir site haritasının listelediği URL'ler (dizin dosyalarınınki de)
  İkisi de verilmezse değişen kuralların adını verdiği yollar denetlenir.
  --crawler NAMES   virgülle ayrılmış tarayıcı profili adları ya da kimlikleri
                    (verilmezse Googlebot); --all-crawlers her profili denetler
  En fazla {limit, number} URL. Çıkış kodu: hiçbir karar değişmiyorsa 0,
  biri bile değişiyorsa 1, hatalı kullanımda 2, yayındaki bir robots.txt
  dosyası getirilemediğinde 4.`,
  'cli.usage.test': `test
  robots-lens test '<'beklentiler dosyası> [--robots FILE|URL] [--format FORMAT]
  Her tarayıcının neyi getirebileceğine dair beklentilerinizi bir robots.txt
  dosyasıyla (--robots FILE), bir sitenin yayındaki dosyasıyla (--robots URL)
  ya da --robots verilmezse her URL'nin kendi robots.txt dosyasıyla denetler.
  Düz metin, satır başına bir beklenti:
    # allow|disallow  URL  tarayıcılar (hiçbiri yoksa Googlebot)
    allow    https://example.com/            Googlebot Bingbot
    disallow https://example.com/admin/      Googlebot
    disallow https://example.com/            GPTBot, CCBot
  ya da adı .yaml veya .yml ile biten bir dosyada YAML:
    - url: https://example.com/admin/
      disallow: [Googlebot, Bingbot]
      allow: AdsBot-Google
  Karşılanmayan her beklenti şöyle yazılır:
  "'<'dosya>:'<'satır>: '<'tarayıcı>: '<'url>: beklenen …, sonuç … ('<'karar satırı>)".
  Çıkış kodu: hepsi karşılanırsa 0, biri bile karşılanmazsa 1, hatalı
  kullanımda ya da bozuk dosyada 2, yayındaki bir robots.txt dosyası
  getirilemediğinde 4.
  diff ve test çıktısı: --format text (varsayılan), json (ya da --json),
  github (metin, ardından kararı veren robots.txt satırında GitHub Actions
  ek açıklamaları) ya da junit (JUnit XML).`,
} as const satisfies CatalogOf<CliMessages>;
