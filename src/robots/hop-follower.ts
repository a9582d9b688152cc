/**
 * A GET that follows redirects itself, hop by hop, under the address policy
 * (redirect-policy.ts), for readers whose body is not a robots.txt (the
 * workbench's sitemaps, streamed and far larger than robots-fetcher.ts's
 * 500 KiB). Each Location is judged before it is asked, so a redirect to
 * this computer or the intranet is never sent; each answer's address, when
 * webRequest reports it, is judged before the answer is used. Without cookies,
 * unless the caller passes the person's "send cookies" setting: then they go
 * to the first address's origin only, never to another hop's.
 */
import type { RedirectObserver } from './redirect-observer.ts';
import {
  credentialsForHop,
  isHttpUrl,
  refuseAnsweredAddress,
  refuseHopTarget,
  type AnswerSource,
  type HopRefusal,
} from './redirect-policy.ts';

export interface HopNetwork {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** The page's webRequest observer; null where there is none (Node): the Location header is then read from the response. */
  observer: Pick<RedirectObserver, 'watch'> | null;
}

export type Followed =
  /** `redirects`: how many hops were followed to get there. */
  | { kind: 'response'; response: Response; url: string; address: string | null; redirects: number }
  /** Refused: a hop's target (by name, never asked) or an answer (by the address it came from, not used). */
  | { kind: 'refused'; refusal: HopRefusal | { reason: 'hidden-location' }; url: string; target: string | null }
  | { kind: 'too-many-redirects'; url: string };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** How long to wait for webRequest's report of an answer (its Location, its address). */
const REPORT_GRACE_MS = 1_000;

export async function followHops(
  url: string,
  options: { from: string | null; signal: AbortSignal; maxHops: number; graceMs?: number; credentials?: 'omit' | 'include' },
  network: HopNetwork,
): Promise<Followed> {
  // A file on the host that named it answers from that host's own address: nothing to judge it by but itself.
  let previous: AnswerSource | null = options.from === null || sameHost(options.from, url) ? null : { url: options.from, ip: null };
  let current = url;
  for (let hops = 0; ; hops++) {
    const watch = network.observer?.watch(current) ?? null;
    try {
      const credentials = credentialsForHop(current, url, options.credentials ?? 'omit');
      const response = await network.fetch(current, { credentials, redirect: 'manual', signal: options.signal });
      await watch?.waitForAnswer(options.graceMs ?? REPORT_GRACE_MS);
      const ip = watch?.ip ?? null;
      const rebound = previous && refuseAnsweredAddress(previous, { url: current, ip });
      if (rebound) {
        await response.body?.cancel().catch(() => undefined);
        return { kind: 'refused', refusal: rebound, url: current, target: current };
      }
      const location = locationOf(response, current, watch?.redirect ?? null);
      if (location === undefined) return { kind: 'response', response, url: current, address: ip, redirects: hops };
      await response.body?.cancel().catch(() => undefined);
      if (location === null) return { kind: 'refused', refusal: { reason: 'hidden-location' }, url: current, target: null };
      if (hops + 1 > options.maxHops) return { kind: 'too-many-redirects', url: current };
      const refusal = isHttpUrl(location) ? refuseHopTarget(current, location) : { reason: 'scheme' as const };
      if (refusal) return { kind: 'refused', refusal, url: current, target: location };
      previous = { url: current, ip };
      current = location;
    } finally {
      watch?.stop();
    }
  }
}

/**
 * Where a redirect points: undefined for a final answer; null when the
 * browser hid it (an opaque redirect) and webRequest did not say.
 */
function locationOf(response: Response, url: string, reported: { location: string } | null): string | null | undefined {
  if (response.type === 'opaqueredirect') return reported?.location ?? null;
  if (!REDIRECT_STATUSES.has(response.status)) return undefined;
  const header = response.headers.get('location');
  if (header === null) return undefined;
  try {
    return new URL(header, url).href;
  } catch {
    return undefined;
  }
}

function sameHost(a: string, b: string): boolean {
  try {
    return new URL(a).hostname === new URL(b).hostname;
  } catch {
    return false;
  }
}
