import type { CatalogOf } from '../../messages/index.ts';
import type { LocaleMessages } from '../../messages/locale.ts';

export default {
  'locale.heading': 'Language',
  'locale.hint': 'The popup, this page and the tooltip of the toolbar badge speak this language. Automatic follows the browser’s language.',
  'locale.label': 'Show Robots Lens in',
  'locale.auto': 'Automatic (browser language: {language})',
  'locale.auto-unnamed': 'Automatic (the browser’s language)',
  'locale.failed': 'The language could not be saved.',
} as const satisfies CatalogOf<LocaleMessages>;
