/** English: every domain's catalog, the reference the other locales are checked against. */
import type { Catalog } from '../../messages/index.ts';
import badge from './badge.ts';
import outcome from './outcome.ts';
import verdict from './verdict.ts';

export default { ...outcome, ...verdict, ...badge } as const satisfies Catalog;
