/** English: every domain's catalog, the reference the other locales are checked against. */
import type { Catalog } from '../../messages/index.ts';
import lint from './lint.ts';
import locale from './locale.ts';
import outcome from './outcome.ts';
import profile from './profile.ts';

export default { ...outcome, ...lint, ...profile, ...locale } as const satisfies Catalog;
