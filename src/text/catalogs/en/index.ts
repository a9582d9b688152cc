/** English: every domain's catalog, the reference the other locales are checked against. */
import type { Catalog } from '../../messages/index.ts';
import cli from './cli.ts';
import outcome from './outcome.ts';

export default { ...outcome, ...cli } as const satisfies Catalog;
