/** Turkish: every domain's catalog, with the same keys and arguments as English. */
import type { Catalog } from '../../messages/index.ts';
import aiUse from './ai-use.ts';
import badge from './badge.ts';
import history from './history.ts';
import indexing from './indexing.ts';
import lint from './lint.ts';
import locale from './locale.ts';
import options from './options.ts';
import outcome from './outcome.ts';
import overlay from './overlay.ts';
import popup from './popup.ts';
import popupTools from './popup-tools.ts';
import pageLinks from './page-links.ts';
import popupPanels from './popup-panels.ts';
import profile from './profile.ts';
import servedHtml from './served-html.ts';
import ui from './ui.ts';
import verdict from './verdict.ts';
import verdictUi from './verdict-ui.ts';
import workbench from './workbench.ts';
import workbenchUrls from './workbench-urls.ts';
import workbenchResults from './workbench-results.ts';

export default {
  ...outcome,
  ...lint,
  ...profile,
  ...verdict,
  ...verdictUi,
  ...badge,
  ...ui,
  ...popup,
  ...options,
  ...locale,
  ...popupTools,
  ...popupPanels,
  ...pageLinks,
  ...overlay,
  ...workbench,
  ...workbenchUrls,
  ...workbenchResults,
  ...indexing,
  ...history,
  ...aiUse,
  ...servedHtml,
} as const satisfies Catalog;
