/** Turkish, in the words of Google's Turkish robots.txt page (docs/translation-glossary.md): "siz", "kural", "grup", "tarayıcı". */
import type { CatalogOf } from '../../messages/index.ts';
import type { VerdictMessages } from '../../messages/verdict.ts';

/** The groups that applied (GroupParams), as the subject of "içinde"/"için" phrases. */
const GROUPS =
  '{scope, select, specific {{groupCount, plural, one {“{token}” grubu} other {“{token}” için # grup}}} ' +
  'global {“User-agent: *” {groupCount, plural, one {grubu} other {grupları}}} ' +
  'other {ilk user-agent satırından önceki kurallar}}' +
  '{uaCount, plural, =0 {} one { (user-agent satırı {lines})} other { (user-agent satırları {lines})}}' +
  '{withOrphans, select, yes { ve ilk user-agent satırından önceki kurallar} other {}}';

export default {
  'verdict.reason.more-lines': '{count, plural, one {# satır daha} other {# satır daha}}',
  'verdict.reason.no-group':
    '{name}, {path} yolunu getirebilir: hiçbir grup bu tarayıcıyı adlandırmıyor ve “User-agent: *” grubu da yok, bu yüzden herhangi bir tarama kısıtlaması yok.',
  'verdict.reason.no-group.global-ignored':
    '{name}, {path} yolunu getirebilir: hiçbir grup bu tarayıcıyı adlandırmıyor ve {name}, “User-agent: *” grubunu yok sayar.',
  'verdict.reason.longest-match': `{name}, {path} yolunu {allowed, select, yes {getirebilir} other {getiremez}}: {line}. satırdaki “{rule}”, ${GROUPS} içinde eşleşen en uzun kuraldır.`,
  'verdict.reason.no-rules': `{name}, {path} yolunu getirebilir: ${GROUPS} içinde hiç kural yok.`,
  'verdict.reason.no-rule-matched': `{name}, {path} yolunu getirebilir: ${GROUPS} içindeki hiçbir kural bu yolla eşleşmiyor.`,
  'verdict.reason.index-html': 'Google, “{pattern}” kuralını klasörün kendisine de izin veriyor olarak okur ({matched}).',
  'verdict.reason.tie': 'Bu kural, {line}. satırdaki “{rule}” ile tam olarak aynı uzunlukta ve eşitlikte allow kazanır.',
  'verdict.reason.global-ignored': 'Bir grup tarayıcıyı adlandırdığında “User-agent: *” grubu yok sayılır.',
  'verdict.reason.empty-disallow': '{line}. satırdaki boş “Disallow:” her şeye izin verir.',
  'verdict.reason.coccoc-prefix': 'Coc Coc, {name} adının başladığı en ayrıntılı user-agent değerini kullanır: “{token}”.',
  'verdict.reason.token-fallback': 'Hiçbir grup {tried} adını taşımıyor, bu yüzden {name} “{token}” grubunu izler.',
  'verdict.reason.global-fallback': 'Hiçbir grup {name} adını taşımıyor, bu yüzden “User-agent: *” kuralları uygulanır.',

  'verdict.match.decided': 'Karar verdi: eşleşen en uzun kalıp (öncelik {priority}).',
  'verdict.match.shorter': 'Kaybetti: {line}. satırın kalıbı daha uzun (öncelik {deciderPriority}, {priority} değerini geçer).',
  'verdict.match.shorter.unknown': 'Kaybetti: daha uzun bir kalıp karar verdi (bu kuralın önceliği {priority}).',
  'verdict.match.tie-allow-wins': 'Kaybetti: {line}. satırla aynı öncelikte ({priority}) ve eşitlikte allow kazanır.',
  'verdict.match.tie-allow-wins.unknown': 'Kaybetti: bir allow satırıyla aynı öncelikte ({priority}) ve eşitlikte allow kazanır.',
  'verdict.match.same-as-earlier': '{line}. satırla aynı öncelikte ({priority}) ve aynı türde; dosyada önce o satır gelir.',
  'verdict.match.same-as-earlier.unknown': 'Daha önceki bir satırla aynı öncelikte ({priority}) ve aynı türde; bildirilen o satırdır.',
  'verdict.match.empty': 'Boş kalıp: her şeyle 0 öncelikle eşleşir ve hiçbir zaman karar vermez.',
  'verdict.match.tag':
    '{outcome, select, decided {karar verdi} shorter {daha kısa} tie_allow_wins {eşitlik: allow kazanır} same_as_earlier {öncekiyle aynı} other {boş}}',
  'verdict.match.kind': '{kind, select, allow {Allow kuralı} other {Disallow kuralı}}',
  'verdict.match.priority': 'öncelik {priority} (kalıbın uzunluğu)',
  'verdict.match.escaped': '{pattern} olarak eşleşti',
  'verdict.match.index-html': '{matched} olarak eşleşti (Google, “{pattern}” kuralını dizinin kendisine de izin veriyor olarak okur)',
  'verdict.applied-groups':
    'Uygulanan: {scope, select, specific {“{token}” için {groupCount, plural, one {grup} other {# grup (birleştirildi)}}} global {{groupCount, plural, one {“User-agent: *” grubu} other {# “User-agent: *” grubu (birleştirildi)}}} other {grup yok}}',

  'page.not-applicable.not-a-url': 'Bu bir web adresi değil, bu yüzden okunacak robots.txt dosyası yok.',
  'page.not-applicable.no-host': 'Bu adreste ana makine adı yok, bu yüzden okunacak robots.txt dosyası yok.',
  'page.not-applicable.extension-store':
    'Uzantılar, web tarayıcılarının uzantı mağazalarına erişemez; bu yüzden Robots Lens bu sayfayı kontrol edemez.',
  'page.not-applicable.browser-page':
    '{scheme}: sayfaları web tarayıcısının kendisine aittir: tarayıcılar bunları hiç görmez ve bunların robots.txt dosyası yoktur.',
  'page.not-applicable.local-file':
    'Bu, bilgisayarınızdaki bir dosya: tarayıcılar buna ulaşamaz ve robots.txt dosyası yoktur. Kontrol etmek için dosyayı http(s) üzerinden sunun.',
  'page.not-applicable.extension-page':
    'Bu, bir web tarayıcısı uzantısının kendi sayfası: tarayıcılar bunu hiç görmez ve robots.txt dosyası yoktur.',
  'page.not-applicable.inline-content': '{scheme}: adresleri içeriklerini kendi içinde taşır: sunucu da robots.txt dosyası da yoktur.',
  'page.not-applicable.source-view': 'Bu, web tarayıcısının kaynak görünümü. Kontrol etmek için sayfanın kendisini açın.',
  'page.not-applicable.other-scheme': 'robots.txt yalnızca http ve https sayfalarına uygulanır; bu sayfa {scheme}: kullanıyor.',
  'page.not-applicable.hidden-address':
    'Web tarayıcısı, uzantıların bu sekmenin adresini okumasına izin vermiyor (tarayıcı sayfaları ve diğer uzantıların sayfaları), bu yüzden kontrol edilecek robots.txt dosyası yok.',
} as const satisfies CatalogOf<VerdictMessages>;
