/** The popup page's own words: what fills it when there is no robots.txt to show. */
import type { NoParams } from './index.ts';

export interface PopupMessages {
  'popup.state.not-applicable': NoParams;
  /** The load failed; the page's address is known, or not. */
  'popup.state.error-page-known': NoParams;
  'popup.state.error-page-unknown': NoParams;
  'popup.state.retry': NoParams;
}
