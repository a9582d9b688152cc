/** Hindi: the shared components' own words, as Google's Hindi page writes the field (docs/translation-glossary.md). */
import type { CatalogOf } from '../../messages/index.ts';
import type { UiMessages } from '../../messages/ui.ts';

export default {
  'ui.more.sitemaps': '{count, plural, one {और # साइटमैप} other {और # साइटमैप}}',
  'ui.more.diagnostics': '{count, plural, one {और # जांच का नतीजा} other {और # जांच के नतीजे}}',
  'ui.more.user-agent-lines': '{count, plural, one {और # user-agent लाइन} other {और # user-agent लाइनें}}',
  'ui.more.matching-rules': '{count, plural, one {और # मेल खाने वाला नियम} other {और # मेल खाने वाले नियम}}',
  'ui.more.matching-rules-unlisted':
    '{count, plural, one {और # मेल खाने वाला नियम (यहां सूची में नहीं है: इसे नीचे robots.txt में देखें)} other {और # मेल खाने वाले नियम (यहां सूची में नहीं हैं: इन्हें नीचे robots.txt में देखें)}}',
  'ui.more.show': '{count, number} और दिखाएं',

  'ui.file.summary': '{lines, plural, one {# लाइन} other {# लाइनें}} · {size}',
  'ui.file.summary-last-good': '{lines, plural, one {# लाइन} other {# लाइनें}} · {size} · पिछला सही वर्शन',
  'ui.file.go-to-line': 'लाइन {line, number, ::integer group-off} पर जाएं',
  'ui.file.empty': 'फ़ाइल खाली है (0 बाइट).',
  'ui.file.legend.deciding': 'फ़ैसला करने वाली लाइन',
  'ui.file.legend.group': 'लागू हुआ ग्रुप',
  'ui.file.legend.diagnostic': 'जांच का नतीजा',
  'ui.file.view-label': 'robots.txt, {lines, plural, one {# लाइन} other {# लाइनें}}',
  'ui.file.more-characters': '… {count, plural, one {# और वर्ण} other {# और वर्ण}}',
  'ui.file.more-diagnostics': '(+{count, number} और)',

  'ui.sitemaps.heading': 'साइटमैप',
  'ui.sitemaps.line': 'लाइन {line, number, ::integer group-off}',
  'ui.sitemaps.show-line': 'यह लाइन दिखाएं',
  'ui.sitemaps.empty': '(खाली)',
  'ui.sitemaps.not-web': 'http(s) पता नहीं है',

  'ui.hidden-char.title': 'साइट के टेक्स्ट में छिपा हुआ वर्ण {label}',

  'ui.size.kib': '{value, number} KiB',
  'ui.size.mib': '{value, number} MiB',
} as const satisfies CatalogOf<UiMessages>;
