/** English: the options page. */
import type { CatalogOf } from '../../messages/index.ts';
import type { OptionsMessages } from '../../messages/options.ts';

export default {
  'options.title': 'Robots Lens options',
  'options.loading': 'Loading settings…',

  'options.cookies.heading': 'Staging sites behind a login',
  'options.cookies.label': 'Send this browser’s cookies when fetching robots.txt',
  'options.cookies.hint':
    'Turn this on only to check a staging or preview site that answers robots.txt with a login page (or 401/403) unless you are signed in. Crawlers never send cookies, so with this on Robots Lens may see a different robots.txt than Googlebot does; the popup says when cookies were sent. Off by default.',

  'options.cache.heading': 'Cache',
  'options.cache.hint':
    'Robots Lens keeps each site’s robots.txt for as long as Google would (up to 24 hours, following Cache-Control), so the badge and the popup answer without fetching again. Clearing it makes the next check fetch afresh.',
  'options.cache.reading': 'Reading the cache…',
  'options.cache.holds': 'Holds {sites, plural, one {# site} other {# sites}} ({size}).',
  'options.cache.cleared':
    'Cleared: it held {sitesBefore, plural, one {# site} other {# sites}} ({sizeBefore}); it now holds {sitesAfter, plural, one {# site} other {# sites}} ({sizeAfter}).',
  'options.cache.clear': 'Clear the cache',
  'options.cache.clearing': 'Clearing…',
  'options.cache.worker-silent': 'The Robots Lens background worker did not answer. Reload this page to try again.',
  'options.cache.worker-failed': 'The background worker could not answer: {error}',

  'options.saved.default': 'Saved. The badge and the popup now use this crawler.',
  'options.saved.cookies-on': 'Saved. robots.txt requests now carry this browser’s cookies. Refresh in the popup to refetch with them.',
  'options.saved.cookies-off': 'Saved. robots.txt requests are sent without cookies, like a real crawler.',
  'options.saved.profile': 'Saved “{name}”. It is in the popup’s Custom group.',
  'options.saved.deleted': 'Deleted “{name}”.',
  'options.save.failed': 'Not saved: {error}',
  'options.read.failed': 'Could not read the settings: {error}',

  'options.shortcut.heading': 'Keyboard shortcut',
  'options.shortcut.opens': 'The shortcut that opens the Robots Lens popup on the page you are on:',
  'options.shortcut.none':
    'No shortcut is set (another extension or the browser may use the suggested one): the popup opens from the toolbar button.',
  'options.shortcut.unknown': 'The browser did not say which shortcut opens the popup.',
  'options.shortcut.hint-chrome':
    'Chrome keeps every extension’s shortcuts on its own page, chrome://extensions/shortcuts; the button opens it.',
  'options.shortcut.hint-firefox': 'Firefox keeps them in the add-ons manager: ⚙ → Manage Extension Shortcuts; the button opens it.',
  'options.shortcut.change': 'Change the shortcut',
  'options.shortcut.field': 'New shortcut',
  'options.shortcut.save': 'Set it',
  'options.shortcut.reset': 'Back to the default',
  'options.shortcut.saved': 'Saved. The shortcut above is the one the browser now uses.',
  'options.shortcut.failed': 'Not set: {error}',
} as const satisfies CatalogOf<OptionsMessages>;
