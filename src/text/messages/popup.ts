/** The popup page's own words: what fills it when there is no robots.txt to show, and why a check failed. */
import type { NoParams, Site } from './index.ts';

export interface PopupMessages {
  'popup.state.not-applicable': NoParams;
  /** The load failed; the page's address is known, or not. */
  'popup.state.error-page-known': NoParams;
  'popup.state.error-page-unknown': NoParams;
  'popup.state.retry': NoParams;
  /** The browser hides this tab's address from extensions. */
  'popup.state.no-address': NoParams;

  /** Why the popup could not check the page (`detail`: the first line of what was thrown, as it was). */
  'popup.error.bad-tab': { tab: Site };
  'popup.error.worker-timeout': { seconds: number };
  'popup.error.worker-silent': NoParams;
  'popup.error.failed-detail': { detail: Site };
  'popup.error.failed': NoParams;
  'popup.error.evaluation-failed-detail': { detail: Site };
  'popup.error.evaluation-failed': NoParams;
}
