/** Hindi: every domain's catalog, with the same keys and arguments as English. */
import type { Catalog } from '../../messages/index.ts';
import cli from './cli.ts';
import lint from './lint.ts';
import outcome from './outcome.ts';
import profile from './profile.ts';

export default { ...outcome, ...lint, ...profile, ...cli } as const satisfies Catalog;
