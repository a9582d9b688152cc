/** English: every domain's catalog, the reference the other locales are checked against. */
import type { Catalog } from '../../messages/index.ts';
import lint from './lint.ts';
import outcome from './outcome.ts';
import popupTools from './popup-tools.ts';
import profile from './profile.ts';

export default { ...outcome, ...lint, ...profile, ...popupTools } as const satisfies Catalog;
