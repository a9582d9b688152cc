/**
 * The main document's own HTTP answer, read the way Google documents it
 * (docs/behaviour.md §10): 2xx is considered for indexing (the page's
 * directives then apply); a redirect makes the *target* the candidate, not
 * the address asked for (Google follows up to 10 hops); 4xx other than 429
 * is not indexed, whatever the meta tags say; 429 and 5xx are not indexable
 * for now (crawling slows, a lasting error drops the URL). Codes and values
 * only: the text layer words them.
 */
import { statusClass } from '../http-status.ts';

/** How many redirects Google follows for a page before giving up. */
export const GOOGLE_MAX_PAGE_REDIRECTS = 10;

/** One answer on the way to the document: its status, the address that answered, and where a redirect pointed. */
export interface DocumentHop {
  url: string;
  status: number;
  /** The redirect's target (resolved), null for an answer that is not a redirect. */
  location: string | null;
  /** The IP address that answered, when the browser said. */
  ip: string | null;
}

/** What the browser reported about one top-level document load: every hop, then how it ended. */
export interface DocumentLoad {
  /** Redirects first, the final answer last (when there was one). */
  hops: DocumentHop[];
  /** The browser's network error (`net::ERR_…`, `NS_ERROR_…`) when the load failed without a final answer. */
  error: string | null;
  /** Hops left out past the bound (a site controls how many redirects it sends). */
  hopsLeftOut: number;
}

export type PageAnswer =
  /** 2xx: considered for indexing; the page's directives decide then. `via`: the first redirect's status, when redirects led here. */
  | { code: 'considered'; status: number; redirects: number; from: string | null; via: number | null }
  /** The final answer is itself a redirect the browser did not follow (a download, another scheme): its target is the candidate. */
  | { code: 'redirect'; status: number; target: string | null }
  /** 4xx except 429: not indexed, whatever the meta tags say. */
  | { code: 'not-indexable'; status: number; redirects: number; from: string | null }
  /** 429, 5xx or a status outside 2xx–5xx: not indexable for now. */
  | { code: 'unavailable'; status: number; redirects: number; from: string | null }
  /** More redirects than Google follows: it gives up before the target. */
  | { code: 'too-many-redirects'; redirects: number }
  /** No answer at all: the browser's error. */
  | { code: 'network-error'; error: string };

/** Reads a document load as Google would count its answer. */
export function readPageAnswer(load: DocumentLoad): PageAnswer {
  const last = load.hops.at(-1);
  const redirects = load.hops.filter((h) => h.location !== null).length + load.hopsLeftOut;
  const first = load.hops[0];
  // The address first asked for, when redirects led elsewhere.
  const from = redirects > 0 && first ? first.url : null;
  const via = redirects > 0 && first ? first.status : null;
  if (redirects > GOOGLE_MAX_PAGE_REDIRECTS) return { code: 'too-many-redirects', redirects };
  if (!last || (last.location !== null && load.error !== null)) {
    return { code: 'network-error', error: load.error ?? 'no-answer' };
  }
  // 304: the browser revalidated its copy; the document is the server's 200 from before.
  if (last.status === 304) return { code: 'considered', status: last.status, redirects, from, via };
  switch (statusClass(last.status)) {
    case 'success':
      return { code: 'considered', status: last.status, redirects, from, via };
    case 'redirect':
      return { code: 'redirect', status: last.status, target: last.location };
    case 'client-error':
      return { code: 'not-indexable', status: last.status, redirects, from };
    default:
      return { code: 'unavailable', status: last.status, redirects, from };
  }
}
