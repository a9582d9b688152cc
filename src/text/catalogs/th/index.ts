/** Thai: every domain's catalog, with the same keys and arguments as English. */
import type { Catalog } from '../../messages/index.ts';
import outcome from './outcome.ts';

export default { ...outcome } as const satisfies Catalog;
