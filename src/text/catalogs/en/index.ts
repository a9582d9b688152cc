/** English: every domain's catalog, the reference the other locales are checked against. */
import type { Catalog } from '../../messages/index.ts';
import outcome from './outcome.ts';
import popupTools from './popup-tools.ts';

export default { ...outcome, ...popupTools } as const satisfies Catalog;
