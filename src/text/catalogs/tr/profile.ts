/**
 * Turkish: crawler profiles and the crawler picker, in the words of Google's
 * Turkish robots.txt page (docs/translation-glossary.md): "tarayıcı", "grup",
 * "kullanıcı aracısı adı"; product and company names stay as they are.
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { ProfileMessages } from '../../messages/profile.ts';

export default {
  'profile.description.googlebot': 'Google Arama’nın ana tarayıcısı (akıllı telefon ve masaüstü aynı adı kullanır).',
  'profile.description.googlebot-image': 'Google Görseller için resimleri tarar; kendi grubu olmadığında Googlebot’un grubuna uyar.',
  'profile.description.googlebot-video': 'Google için videoları tarar; kendi grubu olmadığında Googlebot’un grubuna uyar.',
  'profile.description.googlebot-news': 'Google Haberler için haberleri tarar; kendi grubu olmadığında Googlebot’un grubuna uyar.',
  'profile.description.google-inspectiontool': 'Search Console’un URL Denetimi ve Zengin Sonuçlar Testi tarafından kullanılır.',
  'profile.description.storebot-google': 'Google Alışveriş için tarar; Googlebot’un grubuna geri dönmez.',
  'profile.description.googleother': 'Google’ın ürün ekipleri ve araştırma için genel amaçlı tarayıcısı.',
  'profile.description.googleother-image': 'Görseller için GoogleOther; kendi grubu olmadığında GoogleOther’ın grubuna uyar.',
  'profile.description.googleother-video': 'Videolar için GoogleOther; kendi grubu olmadığında GoogleOther’ın grubuna uyar.',
  'profile.description.google-extended':
    'Yalnızca bir robots.txt adı (hiç istek göndermez): içeriğin Gemini eğitimi ve temellendirmesi için kullanımını denetler.',
  'profile.description.adsbot-google': 'Reklam açılış sayfalarını denetler; “User-agent: *” grubunu yoksayar.',
  'profile.description.adsbot-google-mobile': 'Mobil reklam açılış sayfalarını denetler; “User-agent: *” grubunu yoksayar.',
  'profile.description.mediapartners-google': 'AdSense tarayıcısı; “User-agent: *” grubunu yoksayar.',
  'profile.description.apis-google': 'Google API’leri için anlık bildirimleri iletir; “User-agent: *” grubunu yoksayar.',
  'profile.description.bingbot': 'Bing’in arama tarayıcısı; crawl-delay alanına uyar.',
  'profile.description.applebot': 'Siri ve Spotlight araması; kendi grubu olmadığında Googlebot’un grubuna uyar.',
  'profile.description.duckduckbot': 'DuckDuckGo’nun arama tarayıcısı.',
  'profile.description.yandexbot': 'Yandex’in arama tarayıcısı.',
  'profile.description.baiduspider': 'Baidu’nun arama tarayıcısı.',
  'profile.description.gptbot': 'OpenAI’ın modellerini eğitmek için kullanılabilecek içerikleri toplar.',
  'profile.description.oai-searchbot': 'ChatGPT aramasında gösterilecek ve bağlantı verilecek sayfaları bulur.',
  'profile.description.chatgpt-user': 'Bir ChatGPT kullanıcısı istediğinde bir sayfayı getirir.',
  'profile.description.claudebot': 'Anthropic’in modellerini eğitmek için kullanılabilecek içerikleri toplar.',
  'profile.description.claude-searchbot': 'Claude’un arama sonuçlarını iyileştirmek için sayfaları dizine ekler.',
  'profile.description.claude-user': 'Bir Claude kullanıcısı istediğinde bir sayfayı getirir.',
  'profile.description.perplexitybot': 'Perplexity’nin yanıtlarında gösterilecek ve bağlantı verilecek sayfaları dizine ekler.',
  'profile.description.ccbot': 'Yapay zekâ modellerini eğitmek için yaygın olarak kullanılan açık Common Crawl veri kümesini oluşturur.',
  'profile.description.applebot-extended':
    'Yalnızca bir robots.txt adı: içeriğin Apple’ın yapay zekâ modellerini eğitmek için kullanımını denetler.',
  'profile.description.meta-externalagent': 'Meta’nın yapay zekâ modellerini eğitmek için içerik toplar.',
  'profile.description.amazonbot': 'Alexa yanıtları gibi Amazon hizmetlerini iyileştirir.',
  'profile.description.bytespider': 'ByteDance’in modellerini eğitmek için kullanılabilecek içerikleri toplar.',
  'profile.description.coccocbot-web':
    'Coc Coc’un web arama tarayıcısı; robots.txt dosyasını en ayrıntılı user-agent satırına göre okur ve {maxDelay, number} saniyeye kadar crawl-delay alanına uyar.',
  'profile.description.coccocbot-image':
    'Coc Coc’un görsel tarayıcısı; robots.txt dosyasını en ayrıntılı user-agent satırına göre okur ve {maxDelay, number} saniyeye kadar crawl-delay alanına uyar.',
  'profile.description.custom':
    'Profiliniz: sırayla {tokens} adlarını dener{ignoresGlobal, select, yes { ve “User-agent: *” grubunu hiç kullanmaz} other {}}{engine, select, coccoc { (Coc Coc’un okuduğu gibi)} other {}}.',
  'profile.description.token': 'Verildiği gibi “{token}” kullanıcı aracısı adı.',

  'profile.purpose.search': 'Arama için dizine ekleme',
  'profile.purpose.ai-training': 'Yapay zekâ modeli eğitimi',
  'profile.purpose.ai-search': 'Yapay zekâ ile arama ve yanıtlar',
  'profile.purpose.ads': 'Reklam kalitesi',
  'profile.purpose.user-triggered': 'Kullanıcı isteğiyle getirme',
  'profile.purpose.other': 'Diğer',
  'profile.category.google': 'Google',
  'profile.category.search': 'Diğer arama motorları',
  'profile.category.ai': 'Yapay zekâ tarayıcıları',
  'profile.category.coccoc': 'Coc Coc',
  'profile.category.custom': 'Özel',
  'profile.engine.google': 'Google (Google’ın okuduğu biçimde RFC 9309)',
  'profile.engine.coccoc': 'Coc Coc',

  'profile.problem.no-name': 'Profilin bir adı olmalı.',
  'profile.problem.no-token': 'En az bir kullanıcı aracısı adı girin.',
  'profile.problem.token-unreadable':
    '“{token}”, Google’ın bir kullanıcı aracısı adında hiç okumadığı karakterler içeriyor (yalnızca harf, “-” ve “_”): hiçbir grupla eşleşemez.',
  'profile.problem.preset-name': '“{name}” zaten hazır bir profil; başka bir ad seçin.',
  'profile.problem.duplicate-name': '“{name}” adlı bir profiliniz zaten var.',
  'profile.problem.duplicate-token': '“{token}” iki kez listelenmiş.',

  'profile.picker.label': 'Tarayıcı',
  'profile.facts.custom-operator': 'Özel profil',
  'profile.facts.tokens-title': 'Denenen kullanıcı aracısı adları, sırayla',
  'profile.default.heading': 'Varsayılan tarayıcı',
  'profile.default.hint':
    'Araç çubuğu rozeti her sayfa için bu tarayıcının kararını gösterir ve açılır pencere bu tarayıcıyla açılır. Açılır pencerede başka bir tarayıcı seçmek bunu da değiştirir.',
  'profile.default.label': 'Tarayıcı',
  'profile.default.facts': '{operator} · {purpose} · {description}',
  'profile.default.facts-custom': 'Özel · {description}',
  'profile.custom.heading': 'Özel tarayıcılar',
  'profile.custom.hint':
    'Listede olmayan tarayıcılar için: kendi botunuz, bir firmanın SEO tarayıcısı veya denemek istediğiniz bir ad. Açılır pencerede “Özel” altında görünürler.',
  'profile.custom.empty': 'Henüz özel tarayıcı yok.',
  'profile.custom.default-badge': 'varsayılan',
  'profile.custom.ignores-global': 'User-agent: * grubunu yoksayar',
  'profile.custom.edit': 'Düzenle',
  'profile.custom.edit-label': '{name} profilini düzenle',
  'profile.custom.delete': 'Sil',
  'profile.custom.delete-label': '{name} profilini sil',
  'profile.custom.add': 'Tarayıcı ekle',

  'profile.form.heading-new': 'Yeni tarayıcı profili',
  'profile.form.heading-edit': '“{name}” profilini düzenle',
  'profile.form.heading-edit-unnamed': 'Profili düzenle',
  'profile.form.name': 'Ad',
  'profile.form.name-placeholder': 'ör. Test ortamı botumuz',
  'profile.form.tokens': 'Kullanıcı aracısı adları',
  'profile.form.tokens-placeholder': 'ör. mybot, googlebot',
  'profile.form.tokens-hint': 'Virgülle ayrılır, sırayla denenir: robots.txt dosyasında bir grubu adlandıran ilk ad kullanılır.',
  'profile.form.tokens-hint-order':
    'Virgülle ayrılır, sırayla denenir: robots.txt dosyasında bir grubu adlandıran ilk ad kullanılır (burada bu sırayla {tokens}).',
  'profile.form.engine': 'robots.txt dosyasını şunun gibi okur',
  'profile.form.engine.google': 'Google (RFC 9309, adın tam eşleşmesi)',
  'profile.form.engine.coccoc': 'Coc Coc (en ayrıntılı önek, crawl-delay alanına uyar)',
  'profile.form.ignore-global': '“User-agent: *” grubunu yoksay',
  'profile.form.ignore-global-hint': 'AdsBot gibi: yalnızca adlarından birini belirten gruplar geçerli olur.',
  'profile.form.add': 'Profil ekle',
  'profile.form.save': 'Değişiklikleri kaydet',
  'profile.form.cancel': 'İptal',

  'profile.problem.hidden':
    '{field, select, name {“{text}” adı} other {“{text}” kullanıcı aracısı adı}} {codePoint} içeriyor; bu görünmeyen bir karakter (satır sonu, sıfır genişlikli boşluk ya da yön işareti gibi): metni göründüğünden farklı kıldığı için silin.',
  'profile.problem.edge-space':
    '{field, select, name {“{text}” adı} other {“{text}” kullanıcı aracısı adı}} boşlukla başlıyor ya da bitiyor: boşluğu silin.',
  'profile.problem.lookalike':
    '{field, select, name {“{text}” adı} other {“{text}” kullanıcı aracısı adı}} tam genişlikli ya da benzer görünen karakterler kullanıyor: yerine “{plain}” yazın.',

  // Presets added with the AI-use view, and the purposes and crawler-list groups they brought.
  'profile.description.google-cloudvertexbot': 'Vertex AI Agents oluşturmak için bir siteyi sahibinin isteğiyle tarar.',
  'profile.description.google-notebooklm': 'Bir NotebookLM kullanıcısı bir sayfayı kaynak olarak eklediğinde onu getirir.',
  'profile.description.slurp': 'Yahoo’nun arama tarayıcısı.',
  'profile.description.yeti': 'Naver’ın arama tarayıcısı.',
  'profile.description.seznambot': 'Seznam’ın arama tarayıcısı.',
  'profile.description.petalbot': 'Petal Search’ün tarayıcısı (Huawei).',
  'profile.description.perplexity-user': 'Bir Perplexity kullanıcısı istediğinde bir sayfayı getirir.',
  'profile.description.meta-externalfetcher': 'Meta’nın yapay zekâsının bir kullanıcısı istediğinde bir sayfayı getirir.',
  'profile.description.mistralai-user': 'Bir Le Chat kullanıcısı istediğinde bir sayfayı getirir.',
  'profile.description.duckassistbot': 'DuckDuckGo’nun yapay zekâ yanıtlarında soruları yanıtlamak için sayfaları getirir.',
  'profile.description.youbot': 'You.com’un yapay zekâ araması için sayfaları dizine ekler.',
  'profile.description.facebookbot': 'Meta’nın konuşma ve dil modellerini eğitmek için içerik toplar.',
  'profile.description.cohere-training-data-crawler': 'Cohere’in dil modellerini eğitmek için içerik toplar.',
  'profile.description.deepseekbot': 'DeepSeek’in modellerini eğitmek için kullanılabilecek içerikleri toplar.',
  'profile.description.tiktokspider': 'ByteDance’in modellerini eğitmek için kullanılabilecek içerikleri toplar.',
  'profile.description.yandexadditional': 'Yandex’in YandexGPT modelleri için içerik toplar.',
  'profile.description.timpibot': 'Dil modellerini eğitmek için kullanılabilecek içerikleri toplar (Timpi).',
  'profile.description.ahrefsbot': 'Ahrefs’in SEO tarayıcısı: geri bağlantılar ve site denetimleri.',
  'profile.description.semrushbot': 'Semrush’ın SEO tarayıcısı: geri bağlantılar ve site denetimleri.',
  'profile.description.screaming-frog':
    'Bir kişinin bir sitede çalıştırdığı masaüstü SEO tarayıcısı; Google adını “Screaming” olarak okur.',
  'profile.description.mj12bot': 'Majestic’in bağlantı tarayıcısı; Google adını “MJ” olarak okur.',
  'profile.description.dotbot': 'Moz’un bağlantı tarayıcısı.',
  'profile.description.facebookexternalhit':
    'Paylaşılan bir bağlantının önizlemesini Facebook ve Instagram’da göstermek için sayfayı getirir.',
  'profile.description.twitterbot': 'Paylaşılan bir bağlantının kartını X’te göstermek için sayfayı getirir.',
  'profile.purpose.seo': 'SEO araçları',
  'profile.purpose.social': 'Sosyal medya önizlemeleri',
  'profile.category.seo': 'SEO araçları',
  'profile.category.social': 'Sosyal medya önizlemeleri',
} as const satisfies CatalogOf<ProfileMessages>;
