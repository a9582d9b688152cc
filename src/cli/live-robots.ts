/**
 * A site's robots.txt fetched live, with the extension's own fetcher
 * (src/background/robots-fetcher.ts: at most 5 hops each judged by
 * redirect-policy.ts, the 500 KiB cap, the 10 s limit, no cookies) and read
 * into a record the way the worker records it, so the verdict comes from the
 * same verdictForRecord() the popup and the badge use.
 */
import { fetchRobotsTxt, type FetchFunction } from '../background/robots-fetcher.ts';
import { recordAfterFetch } from '../background/record-update.ts';
import type { RobotsRecord } from '../shared/robots-record.ts';
import { nodeObserver, systemResolve, type ResolveHost } from './node-observer.ts';

/** What a live check needs from the outside world; tests give local servers and a fake resolver. */
export interface LiveDeps {
  fetch: FetchFunction;
  resolveHost: ResolveHost;
  now: () => number;
  /** The whole chain's time limit (the extension's 10 s unless --timeout says otherwise). */
  timeoutMs: number;
}

/** How the command names itself to the sites it asks. */
export const USER_AGENT = 'robots-lens (robots.txt checker; https://github.com/robots-lens)'; // facts-not-words: protocol

/** Node's fetch, sending the command's user-agent; it keeps no cookies, so none are ever sent. */
export const nodeFetch: FetchFunction = (input, init) => fetch(input, Object.assign({}, init, { headers: { 'user-agent': USER_AGENT } }));

export function liveDeps(timeoutMs: number): LiveDeps {
  return { fetch: nodeFetch, resolveHost: systemResolve, now: Date.now, timeoutMs };
}

/** The page's origin and robots.txt address; null when the page is not an http(s) URL with a host. */
export function robotsLocation(pageUrl: string): { origin: string; robotsUrl: string } | null {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
  return { origin: url.origin, robotsUrl: `${url.origin}/robots.txt` };
}

/** Fetches `robotsUrl` once and records it as the worker would on a first visit (no earlier copy). */
export async function fetchRecord(origin: string, robotsUrl: string, deps: LiveDeps): Promise<RobotsRecord> {
  const snapshot = await fetchRobotsTxt(
    robotsUrl,
    { credentials: 'omit', refresh: true },
    {
      fetch: deps.fetch,
      observer: nodeObserver(deps.resolveHost),
      now: deps.now,
      timeoutMs: deps.timeoutMs,
      reportGraceMs: deps.timeoutMs,
    },
  );
  return recordAfterFetch(null, origin, snapshot);
}
