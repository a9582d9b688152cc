/** English: the options page. */
import type { CatalogOf } from '../../messages/index.ts';
import type { OptionsMessages } from '../../messages/options.ts';

export default {
  'options.title': 'Robots Lens options',
  'options.loading': 'Loading settings…',

  'options.default.heading': 'Default crawler',
  'options.default.hint':
    'The toolbar badge shows this crawler’s verdict for every page, and the popup opens with it. Choosing another crawler in the popup changes it too.',
  'options.default.label': 'Crawler',

  'options.profiles.heading': 'Custom crawlers',
  'options.profiles.hint':
    'For crawlers that are not in the list: your own bot, a vendor’s SEO crawler, or a token you want to test. They appear in the popup under “Custom”.',
  'options.profiles.none': 'No custom crawlers yet.',
  'options.profiles.default-tag': 'default',
  'options.profiles.ignores-global': 'ignores User-agent: *',
  'options.profiles.edit': 'Edit',
  'options.profiles.edit-label': 'Edit {name}',
  'options.profiles.delete': 'Delete',
  'options.profiles.delete-label': 'Delete {name}',
  'options.profiles.add': 'Add a crawler',

  'options.form.new-heading': 'New crawler profile',
  'options.form.edit-heading': 'Edit “{name}”',
  'options.form.edit-heading-unnamed': 'Edit the profile',
  'options.form.name': 'Name',
  'options.form.name-placeholder': 'e.g. Our staging bot',
  'options.form.tokens': 'Product tokens',
  'options.form.tokens-placeholder': 'e.g. mybot, googlebot',
  'options.form.tokens-hint': 'Comma-separated, tried in order: the first token that names a group in robots.txt is used.',
  'options.form.tokens-hint-order':
    'Comma-separated, tried in order: the first token that names a group in robots.txt is used (here {tokens}).',
  'options.form.engine': 'Reads robots.txt like',
  'options.form.engine-google': 'Google (RFC 9309, exact token match)',
  'options.form.engine-coccoc': 'Coc Coc (most specific prefix, honours Crawl-delay)',
  'options.form.ignore-global': 'Ignore the “User-agent: *” group',
  'options.form.ignore-global-hint': 'Like AdsBot: only groups that name one of its tokens apply.',
  'options.form.add': 'Add profile',
  'options.form.save': 'Save changes',
  'options.form.cancel': 'Cancel',

  'options.problem.no-name': 'The profile needs a name.',
  'options.problem.no-token': 'Give at least one product token.',
  'options.problem.unreadable-token':
    '“{token}” has characters Google never reads in a product token (only letters, “-” and “_”): it cannot match any group.',
  'options.problem.preset-name': '“{name}” is already a preset; pick another name.',
  'options.problem.taken-name': 'You already have a profile named “{name}”.',
  'options.problem.duplicate-token': '“{token}” is listed twice.',

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
} as const satisfies CatalogOf<OptionsMessages>;
