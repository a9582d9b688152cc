/** The options page: its sections, the custom-profile form and its problems, what saving and the cache say. */
import type { NoParams, Site } from './index.ts';

export interface OptionsMessages {
  'options.title': NoParams;
  'options.loading': NoParams;

  'options.default.heading': NoParams;
  'options.default.hint': NoParams;
  'options.default.label': NoParams;

  'options.profiles.heading': NoParams;
  'options.profiles.hint': NoParams;
  'options.profiles.none': NoParams;
  /** A tag beside the profile that is the default crawler. */
  'options.profiles.default-tag': NoParams;
  'options.profiles.ignores-global': NoParams;
  'options.profiles.edit': NoParams;
  'options.profiles.edit-label': { name: Site };
  'options.profiles.delete': NoParams;
  'options.profiles.delete-label': { name: Site };
  'options.profiles.add': NoParams;

  'options.form.new-heading': NoParams;
  'options.form.edit-heading': { name: Site };
  'options.form.edit-heading-unnamed': NoParams;
  'options.form.name': NoParams;
  'options.form.name-placeholder': NoParams;
  'options.form.tokens': NoParams;
  'options.form.tokens-placeholder': NoParams;
  'options.form.tokens-hint': NoParams;
  /** The hint with the typed tokens in the order they are tried (`tokens`: "mybot → googlebot"). */
  'options.form.tokens-hint-order': { tokens: Site };
  'options.form.engine': NoParams;
  'options.form.engine-google': NoParams;
  'options.form.engine-coccoc': NoParams;
  'options.form.ignore-global': NoParams;
  'options.form.ignore-global-hint': NoParams;
  'options.form.add': NoParams;
  'options.form.save': NoParams;
  'options.form.cancel': NoParams;

  /** What is wrong with a profile as typed (ProfileProblem and DraftProblem codes). */
  'options.problem.no-name': NoParams;
  'options.problem.no-token': NoParams;
  'options.problem.unreadable-token': { token: Site };
  'options.problem.preset-name': { name: Site };
  'options.problem.taken-name': { name: Site };
  'options.problem.duplicate-token': { token: Site };

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
}
