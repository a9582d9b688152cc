/** Vietnamese: every domain's catalog, with the same keys and arguments as English. */
import type { Catalog } from '../../messages/index.ts';
import outcome from './outcome.ts';
import popupTools from './popup-tools.ts';

export default { ...outcome, ...popupTools } as const satisfies Catalog;
