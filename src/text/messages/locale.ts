/** The language picker on the options page (src/pages/options/language-picker.tsx). */
import type { NoParams } from './index.ts';

export interface LocaleMessages {
  'locale.heading': NoParams;
  'locale.hint': NoParams;
  /** The select's label: not the section's heading again ("Language" twice reads as a mistake). */
  'locale.label': NoParams;
  /** `language`: the browser's UI language, named in the page's language by Intl.DisplayNames. */
  'locale.auto': { language: string };
  /** When the browser's language has no name (no Intl.DisplayNames, or an unknown tag). */
  'locale.auto-unnamed': NoParams;
  'locale.failed': NoParams;
}
