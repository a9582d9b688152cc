/** Vietnamese: the shared components' own words, in Coc Coc's terms (docs/translation-glossary.md); only the `other` plural form. */
import type { CatalogOf } from '../../messages/index.ts';
import type { UiMessages } from '../../messages/ui.ts';

export default {
  'ui.more.sitemaps': '{count, plural, other {và # sitemap khác}}',
  'ui.more.diagnostics': '{count, plural, other {và # chẩn đoán khác}}',
  'ui.more.user-agent-lines': '{count, plural, other {và # dòng User-agent khác}}',
  'ui.more.matching-rules': '{count, plural, other {và # chỉ thị phù hợp khác}}',
  'ui.more.matching-rules-unlisted':
    '{count, plural, other {và # chỉ thị phù hợp khác (không liệt kê ở đây: xem trong robots.txt bên dưới)}}',
  'ui.more.show': 'Hiện thêm {count, number}',

  'ui.file.summary': '{lines, plural, other {# dòng}} · {size}',
  'ui.file.summary-last-good': '{lines, plural, other {# dòng}} · {size} · bản sao tốt gần nhất',
  'ui.file.go-to-line': 'Tới dòng {line, number, ::integer group-off}',
  'ui.file.empty': 'File trống (0 byte).',
  'ui.file.legend.deciding': 'dòng quyết định',
  'ui.file.legend.group': 'nhóm được áp dụng',
  'ui.file.legend.diagnostic': 'chẩn đoán',
  'ui.file.view-label': 'robots.txt, {lines, plural, other {# dòng}}',
  'ui.file.more-characters': '… {count, plural, other {thêm # ký tự}}',
  'ui.file.more-diagnostics': '(+{count, number} chẩn đoán khác)',

  'ui.sitemaps.heading': 'Sitemap',
  'ui.sitemaps.line': 'Dòng {line, number, ::integer group-off}',
  'ui.sitemaps.show-line': 'Hiện dòng này',
  'ui.sitemaps.empty': '(trống)',
  'ui.sitemaps.not-web': 'không phải địa chỉ http(s)',

  'ui.hidden-char.title': 'Ký tự ẩn {label} trong văn bản của trang web',

  'ui.size.kib': '{value, number} KiB',
  'ui.size.mib': '{value, number} MiB',
} as const satisfies CatalogOf<UiMessages>;
