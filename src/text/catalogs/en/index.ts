/** English: every domain's catalog, the reference the other locales are checked against. */
import type { Catalog } from '../../messages/index.ts';
import locale from './locale.ts';
import outcome from './outcome.ts';

export default { ...outcome, ...locale } as const satisfies Catalog;
