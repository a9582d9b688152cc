/**
 * A tab's links and resources, read by injecting readLinksAndResources with
 * `scripting` when someone asks (the popup's section, the overlay): no
 * content script runs on every page, and the reading is as current as the
 * moment it is asked. Pages the extension may not read (the browser's own,
 * the stores, `file:`, a PDF viewer, an error page) answer why, as facts.
 */
import browser from 'webextension-polyfill';
import { robotsTxtTarget, type NotApplicableReason } from '../../../core/robots-url.ts';
import { LINK_CAP, RESOURCE_CAP, URL_TEXT_CAP, type LinksAndResources } from '../../../shared/page-signals.ts';
import { readLinksAndResources } from '../../../injected/read-links-and-resources.ts';

export type UnreadableReason =
  /** No robots.txt applies to the tab's address (chrome:, file:, the web store…): nothing to check. */
  | { code: 'not-applicable'; reason: NotApplicableReason }
  /** The browser refused the injection (its PDF viewer, an error page, a page another extension owns). */
  | { code: 'refused' }
  /** The document is not a web page with links (a PDF, an image, plain text). */
  | { code: 'not-html'; contentType: string };

export type TabLinks = { kind: 'read'; page: LinksAndResources } | { kind: 'unavailable'; why: UnreadableReason };

/** Documents whose links the reader can find. */
const MARKUP_TYPES = new Set(['text/html', 'application/xhtml+xml', 'image/svg+xml', 'application/xml', 'text/xml']);

export async function readTabLinks(tabId: number, tabUrl: string | null): Promise<TabLinks> {
  if (tabUrl !== null) {
    const target = robotsTxtTarget(tabUrl);
    if (!target.applicable) return { kind: 'unavailable', why: { code: 'not-applicable', reason: target.reason } };
  }
  let page: LinksAndResources | undefined;
  try {
    const [injection] = await browser.scripting.executeScript({
      target: { tabId },
      // The browser waits for the promise the reader returns.
      func: readLinksAndResources as (...args: unknown[]) => unknown,
      args: [LINK_CAP, RESOURCE_CAP, URL_TEXT_CAP],
    });
    page = injection?.result as LinksAndResources | undefined;
  } catch {
    return { kind: 'unavailable', why: { code: 'refused' } };
  }
  if (!page || !Array.isArray(page.links)) return { kind: 'unavailable', why: { code: 'refused' } };
  if (!MARKUP_TYPES.has(page.contentType)) return { kind: 'unavailable', why: { code: 'not-html', contentType: page.contentType } };
  return { kind: 'read', page };
}
