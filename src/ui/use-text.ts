/**
 * The text every page's components render through. A component calls
 * `useText()` while rendering, so it renders again when the page switches
 * its locale (`activeText.value = …`, once that locale's catalog is loaded).
 */
import { signal } from '@preact/signals';
import { text as english } from '../text/bundled.ts';
import type { Text } from '../text/text.ts';

export const activeText = signal<Text>(english);

export function useText(): Text {
  return activeText.value;
}
