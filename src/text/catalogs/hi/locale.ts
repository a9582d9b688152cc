/** Hindi: the language picker (the words from docs/translation-glossary.md). */
import type { CatalogOf } from '../../messages/index.ts';
import type { LocaleMessages } from '../../messages/locale.ts';

export default {
  'locale.heading': 'भाषा',
  'locale.hint': 'पॉपअप, यह पेज और टूलबार बैज का टूलटिप इसी भाषा में दिखते हैं. “अपने-आप” चुनने पर ब्राउज़र की भाषा इस्तेमाल होती है.',
  'locale.label': 'Robots Lens इस भाषा में दिखे',
  'locale.auto': 'अपने-आप (ब्राउज़र की भाषा: {language})',
  'locale.auto-unnamed': 'अपने-आप (ब्राउज़र की भाषा)',
  'locale.failed': 'भाषा सेव नहीं हो सकी.',
} as const satisfies CatalogOf<LocaleMessages>;
