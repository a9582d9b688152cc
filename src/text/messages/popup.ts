/** The popup page's own words: why it could not check the page (the worker did not answer, a bad tab number, something else). */
import type { NoParams, Site } from './index.ts';

export interface PopupMessages {
  /** Why the popup could not check the page (`detail`: the first line of what was thrown, as it was). */
  'popup.error.bad-tab': { tab: Site };
  'popup.error.worker-timeout': { seconds: number };
  'popup.error.worker-silent': NoParams;
  'popup.error.failed-detail': { detail: Site };
  'popup.error.failed': NoParams;
}
