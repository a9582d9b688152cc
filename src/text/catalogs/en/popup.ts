/** English: why the popup could not check the page. */
import type { CatalogOf } from '../../messages/index.ts';
import type { PopupMessages } from '../../messages/popup.ts';

export default {
  'popup.error.bad-tab': '“{tab}” is not a tab number.',
  'popup.error.worker-timeout':
    'The Robots Lens background worker did not answer within {seconds, plural, one {# second} other {# seconds}}.',
  'popup.error.worker-silent': 'The Robots Lens background worker did not answer. It may be restarting: try again in a moment.',
  'popup.error.failed-detail': 'Something went wrong while checking this page: {detail}',
  'popup.error.failed': 'Something went wrong while checking this page.',
} as const satisfies CatalogOf<PopupMessages>;
