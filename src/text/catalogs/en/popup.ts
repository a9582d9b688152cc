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
} as const satisfies CatalogOf<PopupMessages>;
