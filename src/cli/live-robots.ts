/**
 * A site's robots.txt fetched live, with the extension's own fetcher
 * (src/robots/robots-fetcher.ts: at most 5 hops each judged by
 * redirect-policy.ts, the 500 KiB cap, the 10 s limit, no cookies) and read
 * into a record the way the worker records it, so the verdict comes from the
 * same verdictForRecord() the popup and the badge use.
 */
import { fetchRobotsTxt, type FetchFunction } from '../robots/robots-fetcher.ts';
import { recordAfterFetch } from '../robots/record-update.ts';
import type { HopRefusal } from '../robots/redirect-policy.ts';
import type { RobotsRecord } from '../robots/robots-record.ts';
import { nodeObserver } from './node-observer.ts';
import { createNodeTransport, privateAddressRefusal, type TransportOptions } from './node-transport.ts';

/** What a live check needs from the outside world; tests give local servers and their own resolver. */
export interface LiveDeps {
  fetch: FetchFunction;
  /** The address the last connection to a host used, as its own lookup resolved it; null when unknown. */
  addressOf: (hostname: string) => string | null;
  now: () => number;
  /** The whole chain's time limit (the extension's 10 s unless --timeout says otherwise). */
  timeoutMs: number;
}

/** How the command names itself to the sites it asks. */
export const USER_AGENT = 'robots-lens (robots.txt checker; https://github.com/robots-lens)'; // facts-not-words: protocol

/**
 * The command's connections (src/cli/node-transport.ts): the address policy
 * applied by each connection's own lookup, and memory bounded whatever the
 * number of sites. It keeps no cookies, so none are ever sent.
 */
export function liveDeps(timeoutMs: number, transport: TransportOptions = {}): LiveDeps {
  const t = createNodeTransport(USER_AGENT, transport);
  return { fetch: t.fetch, addressOf: t.addressOf, now: Date.now, timeoutMs };
}

/** The transport refused to connect: a hop from a public answer to a private address. */
function refusalOf(error: unknown): HopRefusal | null {
  const refused = privateAddressRefusal(error);
  return refused && { reason: 'private-address', targetClass: refused.targetClass, address: refused.address };
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
      observer: nodeObserver(deps.addressOf),
      refusalOf,
      now: deps.now,
      timeoutMs: deps.timeoutMs,
      reportGraceMs: deps.timeoutMs,
    },
  );
  return recordAfterFetch(null, origin, snapshot);
}
