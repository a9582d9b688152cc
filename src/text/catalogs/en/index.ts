/** English: every domain's catalog, the reference the other locales are checked against. */
import type { Catalog } from '../../messages/index.ts';
import cli from './cli.ts';
import lint from './lint.ts';
import outcome from './outcome.ts';
import profile from './profile.ts';

export default { ...outcome, ...lint, ...profile, ...cli } as const satisfies Catalog;
