/** English: the popup page's own words. */
import type { CatalogOf } from '../../messages/index.ts';
import type { PopupMessages } from '../../messages/popup.ts';

export default {
  'popup.state.not-applicable':
    'Robots Lens checks http and https pages. Open a web page and click the Robots Lens button again to see whether the crawler you choose may fetch it, and which robots.txt line decides.',
  'popup.state.error-page-known':
    'Nothing is known about this page’s robots.txt yet. The error above is about Robots Lens itself, not about the site.',
  'popup.state.error-page-unknown': 'Robots Lens could not find out which page this is.',
  'popup.state.retry': 'Try again',
  'popup.state.no-address':
    'The browser does not let extensions read this tab’s address (browser pages and other extensions’ pages), so there is no robots.txt to check.',

  'popup.error.bad-tab': '“{tab}” is not a tab number.',
  'popup.error.worker-timeout':
    'The Robots Lens background worker did not answer within {seconds, plural, one {# second} other {# seconds}}.',
  'popup.error.worker-silent': 'The Robots Lens background worker did not answer. It may be restarting: try again in a moment.',
  'popup.error.failed-detail': 'Something went wrong while checking this page: {detail}',
  'popup.error.failed': 'Something went wrong while checking this page.',
  'popup.error.evaluation-failed-detail': 'Robots Lens could not evaluate this robots.txt: {detail}',
  'popup.error.evaluation-failed': 'Robots Lens could not evaluate this robots.txt.',
} as const satisfies CatalogOf<PopupMessages>;
