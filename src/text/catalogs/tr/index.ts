/** Turkish: every domain's catalog, with the same keys and arguments as English. */
import type { Catalog } from '../../messages/index.ts';
import lint from './lint.ts';
import outcome from './outcome.ts';
import popupPanels from './popup-panels.ts';
import profile from './profile.ts';

export default { ...outcome, ...lint, ...profile, ...popupPanels } as const satisfies Catalog;
