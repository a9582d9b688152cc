/** The options page: its title, cookies for staging sites, the cache, and what saving says (the crawler sections speak through the profile domain). */
import type { NoParams, Site } from './index.ts';

export interface OptionsMessages {
  'options.title': NoParams;
  'options.loading': NoParams;

  'options.cookies.heading': NoParams;
  'options.cookies.label': NoParams;
  'options.cookies.hint': NoParams;

  'options.cache.heading': NoParams;
  'options.cache.hint': NoParams;
  'options.cache.reading': NoParams;
  'options.cache.holds': { sites: number; size: string };
  'options.cache.cleared': { sitesBefore: number; sizeBefore: string; sitesAfter: number; sizeAfter: string };
  'options.cache.clear': NoParams;
  'options.cache.clearing': NoParams;
  'options.cache.worker-silent': NoParams;
  /** `error`: the browser's own message, as it gave it. */
  'options.cache.worker-failed': { error: Site };

  /** What a save did, next to what was saved. */
  'options.saved.default': NoParams;
  'options.saved.cookies-on': NoParams;
  'options.saved.cookies-off': NoParams;
  'options.saved.profile': { name: Site };
  'options.saved.deleted': { name: Site };
  'options.save.failed': { error: Site };
  'options.read.failed': { error: Site };
  /** The keyboard shortcut that opens the popup (the browser's own command); the keys come first, as <kbd> elements. */
  'options.shortcut.heading': NoParams;
  'options.shortcut.opens': NoParams;
  'options.shortcut.none': NoParams;
  'options.shortcut.unknown': NoParams;
  'options.shortcut.hint-chrome': NoParams;
  'options.shortcut.hint-firefox': NoParams;
  'options.shortcut.change': NoParams;
  /** Firefox only (commands.update): a shortcut typed here; `error` is the browser's own words for one it refuses. */
  'options.shortcut.field': NoParams;
  'options.shortcut.save': NoParams;
  'options.shortcut.reset': NoParams;
  'options.shortcut.saved': NoParams;
  'options.shortcut.failed': { error: Site };
}
