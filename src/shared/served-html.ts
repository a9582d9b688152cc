/**
 * The page's served HTML beside the rendered page, on request: the worker
 * fetches the tab's address once (src/worker/page-signals/served-html.ts),
 * reads the served text's robots meta tags and canonicals, and the rendered
 * page's as they are at that moment; core/indexing/served-rendered.ts says
 * where they differ and what that means for a crawler. Facts only: the
 * popup words them.
 */
import type { HopRefusal } from '../robots/redirect-policy.ts';
import type { MarkupSignals } from './page-signals.ts';

/** The most bytes of served HTML read: the meta tags and canonical that matter are in <head>, near the start. */
export const SERVED_HTML_BYTES = 1024 * 1024;

/** How long the whole request (redirects included) may take. */
export const SERVED_HTML_TIMEOUT_MS = 10_000;

/** Google follows up to 10 redirects for a page; so does the served-HTML request. */
export const SERVED_HTML_MAX_REDIRECTS = 10;

/** What the served text holds, read as the rendered reader reads the DOM (same names, same caps). */
export interface ServedMarkup {
  metas: { name: string; content: string }[];
  /** Resolved against the served document's base URL. */
  canonicals: string[];
  metaTotal: number;
  canonicalTotal: number;
  /** Whether the <head> ended within the text read (a start tag of the body, </head>, text). */
  headEnded: boolean;
}

export interface ServedHtml {
  /** The address asked for (the tab's). */
  requestedUrl: string;
  /** The address that answered, after redirects. */
  url: string;
  /** How many redirects were followed. */
  redirects: number;
  status: number;
  contentType: string | null;
  /** The response's X-Robots-Tag values, unparsed (one more than the indexing cap at most). */
  xRobotsTag: string[];
  markup: ServedMarkup;
  /** Bytes read of the body (at most SERVED_HTML_BYTES). */
  bytesRead: number;
  /** The body was longer than SERVED_HTML_BYTES: tags past that are not read. */
  cut: boolean;
  /** Whether the request carried the site's cookies (the settings' "send cookies"). */
  credentials: 'omit' | 'include';
  fetchedAt: number;
}

/** Why the served HTML could not be compared. */
export type ServedFailure =
  /** The tab shows no http(s) page. */
  | { kind: 'no-page' }
  /** The rendered page cannot be read (the browser does not let extensions read it). */
  | { kind: 'not-readable' }
  /** A redirect the address policy refused (src/robots/redirect-policy.ts), or one whose target the browser hid. */
  | { kind: 'refused'; refusal: HopRefusal | { reason: 'hidden-location' }; target: string | null }
  | { kind: 'too-many-redirects'; redirects: number }
  | { kind: 'timeout'; seconds: number }
  | { kind: 'network-error' }
  /** The answer is not HTML (a PDF, an image, JSON): it has no meta tags. */
  | { kind: 'not-html'; contentType: string }
  /** Its <head> does not end within the bytes read: what it says cannot be known. */
  | { kind: 'too-large'; bytes: number };

/** The answer to compareServedHtml. */
export type ServedAnswer =
  | { kind: 'failed'; url: string | null; failure: ServedFailure }
  | {
      kind: 'served';
      url: string;
      served: ServedHtml;
      /** The rendered page, read just now. */
      rendered: MarkupSignals;
      /** The X-Robots-Tag the tab's own response carried, null when the worker did not see it. */
      tabXRobotsTag: string[] | null;
    };
