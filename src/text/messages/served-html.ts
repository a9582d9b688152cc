/**
 * The Indexing section's comparison of the served HTML with the rendered
 * page (src/pages/popup/indexing/served-compare.tsx): the button, the
 * differences, what each means for the crawler (core's ServedMeaning), and
 * why a comparison could not be made (ServedFailure).
 */
import type { NoParams, Site, SiteList } from './index.ts';

type Change = 'added' | 'removed' | 'changed';

export interface ServedHtmlMessages {
  'served.heading': NoParams;
  'served.button': NoParams;
  'served.button-again': NoParams;
  'served.running': NoParams;
  /** Under the button before it is pressed: what it does (one request to the site). */
  'served.hint': NoParams;
  'served.agree': NoParams;
  /** One meta name whose tags differ; `served`/`rendered`: their contents (site text); `scope`: the tag is for the chosen crawler or another. */
  'served.meta': { change: Change; name: Site; served: SiteList; rendered: SiteList; scope: 'mine' | 'other' };
  'served.canonical': { change: Change; served: SiteList; rendered: SiteList };
  /** The served request's X-Robots-Tag and the tab's own response's; `has…` 'yes' when there was one. */
  'served.header': { served: SiteList; tab: SiteList; hasServed: 'yes' | 'no'; hasTab: 'yes' | 'no' };
  'served.meaning.noindex-removed-by-script': { crawler: string };
  'served.meaning.noindex-added-by-script': { crawler: string };
  'served.meaning.nofollow-removed-by-script': { crawler: string };
  'served.meaning.nofollow-added-by-script': { crawler: string };
  'served.meaning.rules-changed-by-script': { crawler: string };
  'served.meaning.canonical-added-by-script': NoParams;
  'served.meaning.canonical-removed-by-script': NoParams;
  'served.meaning.canonical-changed-by-script': NoParams;
  'served.meaning.header-differs': NoParams;
  'served.note.status': { status: number };
  'served.note.redirected': { count: number; url: Site };
  /** `size`: the bytes read, as sizeText() says them. */
  'served.note.cut': { size: string };
  'served.note.who': { cookies: 'include' | 'omit' };
  'served.failed.no-page': NoParams;
  'served.failed.not-readable': NoParams;
  /** `reason`: a non-web address, a private host or address from a public site, or a redirect the browser hid. */
  'served.failed.refused': { reason: 'scheme' | 'private' | 'hidden'; target: Site };
  'served.failed.too-many-redirects': { count: number };
  'served.failed.timeout': { seconds: number };
  'served.failed.network-error': NoParams;
  'served.failed.not-html': { type: Site };
  'served.failed.too-large': { size: string };
}
