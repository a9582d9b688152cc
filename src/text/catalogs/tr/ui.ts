/** Turkish: the shared components' own words, in Google's Turkish terms (docs/translation-glossary.md); a number takes the singular noun. */
import type { CatalogOf } from '../../messages/index.ts';
import type { UiMessages } from '../../messages/ui.ts';

export default {
  'ui.more.sitemaps': '{count, plural, one {ve # site haritası daha} other {ve # site haritası daha}}',
  'ui.more.diagnostics': '{count, plural, one {ve # teşhis daha} other {ve # teşhis daha}}',
  'ui.more.user-agent-lines': '{count, plural, one {ve # user-agent satırı daha} other {ve # user-agent satırı daha}}',
  'ui.more.matching-rules': '{count, plural, one {ve eşleşen # kural daha} other {ve eşleşen # kural daha}}',
  'ui.more.matching-rules-unlisted':
    '{count, plural, one {ve eşleşen # kural daha (burada listelenmiyor: aşağıdaki robots.txt dosyasında görebilirsiniz)} other {ve eşleşen # kural daha (burada listelenmiyor: aşağıdaki robots.txt dosyasında görebilirsiniz)}}',
  'ui.more.show': '{count, number} tane daha göster',

  'ui.file.summary': '{lines, plural, one {# satır} other {# satır}} · {size}',
  'ui.file.summary-last-good': '{lines, plural, one {# satır} other {# satır}} · {size} · son sağlam kopya',
  'ui.file.go-to-line': '{line, number, ::integer group-off}. satıra git',
  'ui.file.empty': 'Dosya boş (0 bayt).',
  'ui.file.legend.deciding': 'kararı veren satır',
  'ui.file.legend.group': 'uygulanan grup',
  'ui.file.legend.diagnostic': 'teşhis',
  'ui.file.view-label': 'robots.txt, {lines, plural, one {# satır} other {# satır}}',
  'ui.file.more-characters': '… {count, plural, one {# karakter daha} other {# karakter daha}}',
  'ui.file.more-diagnostics': '(+{count, number} teşhis daha)',

  'ui.sitemaps.heading': 'Site haritaları',
  'ui.sitemaps.line': 'Satır {line, number, ::integer group-off}',
  'ui.sitemaps.show-line': 'Bu satırı göster',
  'ui.sitemaps.empty': '(boş)',
  'ui.sitemaps.not-web': 'http(s) adresi değil',

  'ui.hidden-char.title': 'Sitenin metninde görünmeyen karakter: {label}',

  'ui.size.kib': '{value, number} KiB',
  'ui.size.mib': '{value, number} MiB',
} as const satisfies CatalogOf<UiMessages>;
