/** Turkish: every domain's catalog, with the same keys and arguments as English. */
import type { Catalog } from '../../messages/index.ts';
import outcome from './outcome.ts';
import popupPanels from './popup-panels.ts';

export default { ...outcome, ...popupPanels } as const satisfies Catalog;
