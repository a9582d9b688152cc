/**
 * Turkish: AI use — içeriğin kullanımına dair belirtilen tercihler, bunlarla ilgili bulgular ve bir tarayıcı adının neyi
 * denetlediği (docs/translation-glossary.md: "tarayıcı", "kural", "satır", "yol", "grup"). robots.txt anahtarları ve değerleri olduğu gibi kalır.
 */
import type { AiUseMessages } from '../../messages/ai-use.ts';
import type { CatalogOf } from '../../messages/index.ts';

export default {
  'lint.preference-line.content-signal':
    'Content-Signal, bu sitenin içeriğinin nasıl kullanılabileceğini belirtir (Cloudflare’ın Content Signals Policy’si). Google’ın ayrıştırıcısı bu satırı yoksayar ve satır hiçbir kararı değiştirmez. {tools} bunu hata olarak listeler: bu beklenen bir durumdur, satırı silmeyin.',
  'lint.preference-line.content-usage':
    'Content-Usage, bu sitenin içeriğinin nasıl kullanılabileceğini belirtir (IETF AI Preferences, henüz taslak). Google’ın ayrıştırıcısı bu satırı yoksayar ve satır hiçbir kararı değiştirmez. {tools} bunu hata olarak listeler: bu beklenen bir durumdur, satırı silmeyin.',
  'lint.preference-reporter.search-console': 'Search Console’un robots.txt raporu (“Syntax not understood”)',
  'lint.preference-problem.empty': 'Bu {directive} satırı hiçbir tercih belirtmiyor: iki nokta üst üsteden sonra key=value çiftleri yazın.',
  'lint.preference-problem.not-key-value': '“{part}” bir key=value çifti değil, bu yüzden {directive} okuyucuları onu atlar.',
  'lint.preference-problem.unknown-key': 'Content-Signal’da “{key}” anahtarı yok ({known} var): bu kısım hiçbir şey belirtmiyor.',
  'lint.preference-problem.bad-value':
    '“{key}={value}”: değer {expected} değerlerinden biri olmalı, bu yüzden bu kısım hiçbir şey belirtmiyor.',
  'lint.preference-problem.repeated-key': '“{key}” bu satırda farklı değerlerle iki kez verilmiş; daha kısıtlayıcı olan okunur.',
  'lint.preference-outside-group':
    'Bu {directive} satırı tüm user-agent satırlarından önce geliyor: hiçbir gruba ait değil, bu yüzden hiçbir tarayıcı için bir şey belirtmiyor. Bir user-agent satırının altına taşıyın.',
  'lint.preference-contradicts-rules':
    'Bu satır {path} için “{key}” kullanımına evet diyor, ancak kendi grubu {path} yolunun getirilmesine izin vermiyor ({ruleLine, number, ::integer group-off}. satır): bu grubun tarayıcıları onu getiremez.',
  'lint.preference-unknown-labels':
    'Content-Usage {count, plural, one {etiketi {labels} sözlükte (train-ai, search) yok ve yoksayılır} other {etiketleri {labels} sözlükte (train-ai, search) yok ve yoksayılır}}. Yazım hatası olabilir mi?',
  'lint.preference-lines-capped':
    'Bu grupta {count, number} Content-Usage satırı var; Robots Lens her URL için ilk {max, number} satırı okur, bu yüzden geri kalanlar burada hiçbir şey belirtmez.',
  'lint.managed-block.cloudflare':
    'Buradan {endLine, number, ::integer group-off}. satıra kadar olan satırları Cloudflare yazdı (yönetilen robots.txt dosyası). Cloudflare bunları güncel tutar; bloğun dışındaki kendi satırlarınız başka bir şey söyleyebilir.',
  'lint.managed-block.cloudflare-unclosed':
    'Burada bir Cloudflare yönetilen bloğu başlıyor ama “# END Cloudflare Managed Content” satırı yok: dosyanın sonuna kadar her satır Cloudflare’ınmış gibi okunur.',

  'use.heading': 'Kullanım için belirtilen tercihler',
  'use.note':
    'Sitenin, içeriğinin ne için kullanılabileceğine dair söyledikleri. Bunlar engel değil, tercihtir: robots.txt hiçbir tarayıcıyı bunlara bağlamaz. Content-Usage, henüz değişebilecek IETF taslaklarından gelir.',
  'use.draft-badge': 'taslak',
  'use.value.allows': '{value}: izin verilir',
  'use.value.refuses': '{value}: izin verilmez',
  'use.value.not-stated': 'belirtilmemiş',
  'use.source.line': '{line, number, ::integer group-off}. satır',
  'use.source.header': 'sayfanın Content-Usage başlığı',
  'use.key.search': 'arama sonuçları',
  'use.key.ai-input': 'yapay zekâ yanıtları',
  'use.key.ai-train': 'yapay zekâ eğitimi',
  'use.key.train-ai': 'yapay zekâ eğitimi',
  'use.none-for-purpose': 'Bu tarayıcının amacıyla ilgili belirtilmiş bir tercih yok.',
  'use.fetch-disallowed': 'Bu tarayıcının sayfayı getirmesine izin verilmiyor, bu yüzden bu tercihler burada devreye girmez.',
  'use.use-value':
    'use={value} ({line, number, ::integer group-off}. satır): yazıldığı gibi gösterilir; hiçbir şeye izin vermez veya reddetmez.',
  'use.managed-lines': '{start, number, ::integer group-off}–{end, number, ::integer group-off}. satırları Cloudflare ekledi',

  'use.controls.heading': 'Bu tarayıcı adı neyi denetler',
  'use.controls.fetches-as': 'Kendisi hiçbir şey getirmez: sayfalar {fetcher} olarak getirilir; bu ad yalnızca sonraki kullanımı denetler.',
  'use.controls.governs': 'Denetler: {uses}.',
  'use.controls.does-not-govern': 'Denetlemez: {uses}.',
  'use.controls.robots.follows': 'İşletmecisi, robots.txt dosyasına uyduğunu söylüyor.',
  'use.controls.robots.generally-ignores':
    'İşletmecisi, sayfayı bir kişi istediği için robots.txt dosyasını genellikle yoksaydığını söylüyor: buradaki bir Disallow onu durdurmaz.',
  'use.controls.robots.may-not-apply':
    'İşletmecisi, sayfayı bir kişi istediği için robots.txt kurallarının ona uygulanmayabileceğini söylüyor: buradaki bir Disallow onu durdurmayabilir.',
  'use.controls.source': '{operator} belgeleri',
  'use.governs.google-search': 'Google Arama',
  'use.governs.ai-overviews': 'Yapay Zeka Genel Bakışları',
  'use.governs.ai-mode': 'Yapay Zeka Modu',
  'use.governs.gemini-training': 'Gemini modellerinin eğitimi',
  'use.governs.gemini-grounding': 'Gemini ve Vertex AI’da temellendirme',
  'use.governs.apple-model-training': 'Apple’ın temel modellerinin eğitimi',
  'use.governs.apple-search': 'Siri, Spotlight ve Safari’de arama',

  'use.matrix.short.allows': 'kullanım: evet',
  'use.matrix.short.refuses': 'kullanım: hayır',
  'use.matrix.title.allows': 'Amacı için belirtilen tercih: izin verilir ({source}). Bu bir engel değil, tercihtir.',
  'use.matrix.title.refuses': 'Amacı için belirtilen tercih: izin verilmez ({source}). Bu bir engel değil, tercihtir.',
  'use.column': 'Kullanım',
  'use.draft.stops-allowing.folder':
    'Taslak, {folder} yolunda {count, plural, one {# tarayıcı} other {# tarayıcı}} için {use, select, training {yapay zekâ eğitimine} answers {yapay zekâ yanıtlarında kullanıma} other {aramaya}} izin vermeyi bırakıyor.',
  'use.draft.stops-allowing.urls':
    'Taslak, {urls, plural, one {# URL} other {# URL}} için {count, plural, one {# tarayıcıya} other {# tarayıcıya}} {use, select, training {yapay zekâ eğitimine} answers {yapay zekâ yanıtlarında kullanıma} other {aramaya}} izin vermeyi bırakıyor.',
  'use.draft.starts-allowing.folder':
    'Taslak, {folder} yolunda {count, plural, one {# tarayıcı} other {# tarayıcı}} için {use, select, training {yapay zekâ eğitimine} answers {yapay zekâ yanıtlarında kullanıma} other {aramaya}} izin vermeye başlıyor.',
  'use.draft.starts-allowing.urls':
    'Taslak, {urls, plural, one {# URL} other {# URL}} için {count, plural, one {# tarayıcıya} other {# tarayıcıya}} {use, select, training {yapay zekâ eğitimine} answers {yapay zekâ yanıtlarında kullanıma} other {aramaya}} izin vermeye başlıyor.',
  'use.draft.note': 'Kullanım için belirtilen tercihler: robots.txt hiçbir tarayıcıyı bunlara bağlamaz.',
} as const satisfies CatalogOf<AiUseMessages>;
