/** English: every domain's catalog, the reference the other locales are checked against. */
import type { Catalog } from '../../messages/index.ts';
import outcome from './outcome.ts';
import popupPanels from './popup-panels.ts';

export default { ...outcome, ...popupPanels } as const satisfies Catalog;
