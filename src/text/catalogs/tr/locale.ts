/** Turkish: the language picker (the words from docs/translation-glossary.md). */
import type { CatalogOf } from '../../messages/index.ts';
import type { LocaleMessages } from '../../messages/locale.ts';

export default {
  'locale.heading': 'Dil',
  'locale.hint':
    'Açılır pencere, bu sayfa ve araç çubuğundaki rozetin ipucu bu dilde gösterilir. Otomatik seçeneği web tarayıcınızın dilini kullanır.',
  'locale.label': 'Robots Lens şu dilde görünsün',
  'locale.auto': 'Otomatik (web tarayıcısının dili: {language})',
  'locale.auto-unnamed': 'Otomatik (web tarayıcısının dili)',
  'locale.failed': 'Dil kaydedilemedi.',
} as const satisfies CatalogOf<LocaleMessages>;
