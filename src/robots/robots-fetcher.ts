/**
 * One GET of robots.txt, the way a crawler asks for it (docs/behaviour.md §2): no cookies
 * unless the person turned them on, a 10 s timeout for the whole chain, the
 * body read as bytes and capped at 500 KiB. Redirects are followed here, hop
 * by hop (`redirect: 'manual'`), so each hop is judged before it is asked
 * (redirect-policy.ts): at most 5 hops, cookies only for the page's own
 * origin, never from a public host into the person's network or to a
 * non-web address. Never throws: every failure becomes a FetchSnapshot that
 * says what happened. The worker and the CLI (src/cli/live-robots.ts) both
 * fetch through this one module.
 */
import { base64FromBytes } from '../core/bytes.ts';
import { MAX_REDIRECT_HOPS, MAX_ROBOTS_BYTES, type FetchOutcome, type NetworkErrorKind } from '../core/fetch-outcome.ts';
import type { FetchFacts, FetchSnapshot, RedirectHop } from './robots-record.ts';
import { readCappedBody } from './capped-body.ts';
import { classifyNetworkError, codeFromThrown, describeThrown, isUnsafeRedirect } from './network-error.ts';
import type { RedirectObserver, RequestWatch } from './redirect-observer.ts';
import {
  credentialsForHop,
  isHttpUrl,
  refuseAnsweredAddress,
  refuseHopTarget,
  privateAllowedAfter,
  type AnswerSource,
  type HopRefusal,
} from './redirect-policy.ts';

export const FETCH_TIMEOUT_MS = 10_000;

/** How long to wait for webRequest reports that come after fetch settled: why it failed, where a redirect points, which IP answered. */
export const REPORT_GRACE_MS = 1_000;

/** Response headers kept in FetchFacts.headers (lower-case). */
export const RECORDED_HEADERS = [
  'cache-control',
  'expires',
  'age',
  'date',
  'last-modified',
  'etag',
  'content-length',
  'retry-after',
  'pragma',
] as const;

/** The statuses fetch follows as redirects when they carry a Location. */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * What the fetcher asks of fetch: written out rather than DOM's RequestInit,
 * because Node's RequestInit (the CLI) has no `cache`; both fetches take it.
 */
export interface FetchInit {
  method: 'GET';
  credentials: 'omit' | 'include';
  cache: 'no-store' | 'no-cache';
  redirect: 'manual';
  signal: AbortSignal;
}

/**
 * What the address policy allows one request to reach. A browser's fetch
 * cannot act on it (the worker judges the address webRequest reports once
 * the answer is in); the command's transport (src/cli/node-transport.ts)
 * refuses a private address before it connects.
 */
export interface HopPolicy {
  privateAllowed: boolean;
}

export type FetchFunction = (input: string, init: FetchInit, policy?: HopPolicy) => Promise<Response>;

export interface FetchRobotsOptions {
  /** The person's setting; cookies still go only to the robots.txt's own origin. */
  credentials: 'omit' | 'include';
  /** "Refresh now": bypass the browser's HTTP cache entirely. */
  refresh: boolean;
}

export interface FetcherDeps {
  fetch: FetchFunction;
  /** The worker's webRequest observer; the CLI gives its own (src/cli/node-observer.ts), with the IP from DNS. */
  observer: Pick<RedirectObserver, 'watch'>;
  /** Epoch milliseconds. */
  now: () => number;
  timeoutMs?: number;
  reportGraceMs?: number;
  /** The refusal a failed fetch stands for, when the transport refused the address itself (the command's). */
  refusalOf?: (error: unknown) => HopRefusal | null;
}

type FactsPart = Pick<FetchFacts, 'finalUrl' | 'outcome' | 'contentType' | 'headers' | 'receivedBytes' | 'truncated' | 'address'>;

export async function fetchRobotsTxt(robotsUrl: string, options: FetchRobotsOptions, deps: FetcherDeps): Promise<FetchSnapshot> {
  const startedAt = deps.now();
  const graceMs = deps.reportGraceMs ?? REPORT_GRACE_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, deps.timeoutMs ?? FETCH_TIMEOUT_MS);
  const hops: RedirectHop[] = [];

  const snapshot = (partial: FactsPart, bodyBase64: string | null = null): FetchSnapshot => {
    const fetchedAt = deps.now();
    return {
      facts: {
        robotsUrl,
        hops: [...hops],
        fetchedAt,
        durationMs: Math.max(0, fetchedAt - startedAt),
        credentials: options.credentials,
        ...partial,
      },
      bodyBase64,
    };
  };
  const withoutBody = (outcome: FetchOutcome, finalUrl: string | null = null, response: Response | null = null) =>
    snapshot({
      finalUrl,
      outcome,
      contentType: response?.headers.get('content-type') ?? null,
      headers: response ? recordedHeaders(response.headers) : {},
      receivedBytes: 0,
      truncated: false,
    });
  const refused = (refusal: HopRefusal | { reason: 'hidden-location' }, target: string | null, redirects = hops.length) =>
    withoutBody({ kind: 'redirect-refused', redirects, target, ...refusal });

  let url = robotsUrl;
  /** Where the previous answer (a redirect to `url`) came from; null for the first request. */
  let previous: AnswerSource | null = null;
  try {
    for (;;) {
      const watch = deps.observer.watch(url);
      let response: Response | null = null;
      try {
        response = await deps.fetch(
          url,
          {
            method: 'GET',
            credentials: credentialsForHop(url, robotsUrl, options.credentials),
            cache: options.refresh ? 'no-store' : 'no-cache',
            redirect: 'manual',
            signal: controller.signal,
          },
          { privateAllowed: privateAllowedAfter(previous) },
        );
        // The Location of an opaque redirect, and the IP that answered (every hop's, the first one's too: the
        // address policy reads it), come from webRequest, maybe late.
        await watch.waitForAnswer(graceMs);
        const rebound = previous && refuseAnsweredAddress(previous, { url, ip: watch.ip });
        if (rebound) {
          discardBody(response);
          return refused(rebound, url);
        }
        const redirect = redirectOf(response, url, watch);
        if (redirect === null) return await answered(response, url, hops.length, watch.ip, snapshot);
        discardBody(response);
        if (redirect.location === null) return refused({ reason: 'hidden-location' }, null, hops.length + 1);
        hops.push({ url, status: redirect.status, location: redirect.location });
        // docs/behaviour.md §2: more than 5 hops reads as no robots.txt; the 6th target is never asked.
        if (hops.length > MAX_REDIRECT_HOPS) {
          return withoutBody({ kind: 'response', status: redirect.status, redirects: hops.length }, url, response);
        }
        const refusal = refuseHopTarget(url, redirect.location);
        if (refusal) return refused(refusal, redirect.location);
        previous = { url, ip: watch.ip };
        url = redirect.location;
      } catch (error) {
        const transportRefusal = timedOut ? null : (deps.refusalOf?.(error) ?? null);
        if (transportRefusal) return refused(transportRefusal, url);
        const { kind, detail } = await classify(error, timedOut, watch, graceMs);
        const unsafe = watch.redirect !== null && !isHttpUrl(watch.redirect.location);
        if (!timedOut && (unsafe || (detail !== undefined && isUnsafeRedirect(detail)))) {
          // The browser refused a redirect to file:, data:… itself: say where it pointed when it told us.
          if (watch.redirect) hops.push({ url, status: watch.redirect.status, location: watch.redirect.location });
          return refused({ reason: 'scheme' }, watch.redirect?.location ?? null, hops.length + (watch.redirect ? 0 : 1));
        }
        return withoutBody(
          { kind: 'network-error', error: kind, redirects: hops.length, ...(detail === undefined ? {} : { detail }) },
          null,
          response,
        );
      } finally {
        watch.stop();
      }
    }
  } finally {
    clearTimeout(timer);
  }
}

/** The final answer: its status and the body, capped. */
async function answered(
  response: Response,
  url: string,
  redirects: number,
  address: string | null,
  snapshot: (partial: FactsPart, bodyBase64: string | null) => FetchSnapshot,
): Promise<FetchSnapshot> {
  const body = await readCappedBody(response.body, MAX_ROBOTS_BYTES);
  return snapshot(
    {
      finalUrl: response.url || url,
      ...(address === null ? {} : { address }),
      outcome: { kind: 'response', status: response.status, redirects },
      contentType: response.headers.get('content-type'),
      headers: recordedHeaders(response.headers),
      receivedBytes: body.receivedBytes,
      truncated: body.truncated,
    },
    base64FromBytes(body.bytes),
  );
}

/**
 * Where a redirect answer points: a browser hides it in an opaque response
 * and webRequest tells it; Node's fetch (tests, no webRequest) shows the
 * Location header. Null for a final answer (a 3xx without a usable Location
 * is one); `location: null` when the browser hid it and webRequest was silent.
 */
function redirectOf(response: Response, url: string, watch: RequestWatch): { status: number; location: string | null } | null {
  if (response.type === 'opaqueredirect') return watch.redirect ?? { status: 0, location: null };
  if (!REDIRECT_STATUSES.has(response.status)) return null;
  const header = response.headers.get('location');
  if (header === null) return null;
  try {
    return { status: response.status, location: new URL(header, url).href };
  } catch {
    return null;
  }
}

function discardBody(response: Response): void {
  response.body?.cancel().catch(() => undefined);
}

async function classify(
  error: unknown,
  timedOut: boolean,
  watch: RequestWatch,
  graceMs: number,
): Promise<{ kind: NetworkErrorKind; detail?: string }> {
  // Our own timer fired: the kind says it all, and `detail` is only ever the browser's or the runtime's own words.
  if (timedOut) return { kind: 'timeout' };
  const reported = watch.error ?? (await watch.waitForError(graceMs));
  if (reported) return { kind: classifyNetworkError(reported), detail: reported };
  const code = codeFromThrown(error);
  if (code) return { kind: classifyNetworkError(code), detail: `${code}: ${describeThrown(error)}` };
  return { kind: 'other', detail: describeThrown(error) };
}

function recordedHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of RECORDED_HEADERS) {
    const value = headers.get(name);
    if (value !== null) out[name] = value;
  }
  return out;
}
