/**
 * One GET of robots.txt, the way a crawler asks for it (spec §2): no cookies
 * unless the person turned them on, a 10 s timeout, redirects followed (and
 * recorded hop by hop through webRequest), the body read as bytes and capped
 * at 500 KiB. Never throws: every failure becomes a FetchSnapshot that says
 * what happened.
 */
import { base64FromBytes } from '../core/bytes.ts';
import { MAX_ROBOTS_BYTES, type FetchOutcome, type NetworkErrorKind } from '../core/fetch-outcome.ts';
import type { FetchFacts, FetchSnapshot, RedirectHop } from '../shared/robots-record.ts';
import { readCappedBody } from './capped-body.ts';
import { classifyNetworkError, codeFromThrown, describeThrown } from './network-error.ts';
import type { RedirectObserver, RequestWatch } from './redirect-observer.ts';

export const FETCH_TIMEOUT_MS = 10_000;

/** How long to wait for webRequest reports that come after fetch settled: why it failed, or the last redirect hops. */
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

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export interface FetchRobotsOptions {
  credentials: 'omit' | 'include';
  /** "Refresh now": bypass the browser's HTTP cache entirely. */
  refresh: boolean;
}

export interface FetcherDeps {
  fetch: FetchFunction;
  observer: RedirectObserver;
  /** Epoch milliseconds. */
  now: () => number;
  timeoutMs?: number;
  reportGraceMs?: number;
}

export async function fetchRobotsTxt(
  robotsUrl: string,
  options: FetchRobotsOptions,
  deps: FetcherDeps,
): Promise<FetchSnapshot> {
  const startedAt = deps.now();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, deps.timeoutMs ?? FETCH_TIMEOUT_MS);
  const watch = deps.observer.watch(robotsUrl);

  const facts = (partial: Pick<FetchFacts, 'finalUrl' | 'outcome' | 'contentType' | 'headers' | 'receivedBytes' | 'truncated'>): FetchFacts => {
    const fetchedAt = deps.now();
    return {
      robotsUrl,
      hops: [...watch.hops],
      fetchedAt,
      durationMs: Math.max(0, fetchedAt - startedAt),
      credentials: options.credentials,
      ...partial,
    };
  };

  let response: Response | null = null;
  try {
    response = await deps.fetch(robotsUrl, {
      method: 'GET',
      credentials: options.credentials,
      cache: options.refresh ? 'no-store' : 'no-cache',
      redirect: 'follow',
      signal: controller.signal,
    });
    const body = await readCappedBody(response.body, MAX_ROBOTS_BYTES);
    // The hop events may still be on their way (see redirect-observer.ts); the count decides the verdict.
    if (response.redirected) await watch.waitForFinalResponse(deps.reportGraceMs ?? REPORT_GRACE_MS);
    const outcome: FetchOutcome = {
      kind: 'response',
      status: response.status,
      redirects: hopCount(watch.hops, response.redirected),
    };
    return {
      facts: facts({
        finalUrl: response.url || lastUrl(robotsUrl, watch.hops),
        outcome,
        contentType: response.headers.get('content-type'),
        headers: recordedHeaders(response.headers),
        receivedBytes: body.receivedBytes,
        truncated: body.truncated,
      }),
      bodyBase64: base64FromBytes(body.bytes),
    };
  } catch (error) {
    const { kind, detail } = await classify(error, timedOut, watch, deps.reportGraceMs ?? REPORT_GRACE_MS);
    const outcome: FetchOutcome = {
      kind: 'network-error',
      error: kind,
      redirects: hopCount(watch.hops, response?.redirected ?? false),
      detail,
    };
    return {
      facts: facts({
        finalUrl: null,
        outcome,
        contentType: response?.headers.get('content-type') ?? null,
        headers: response ? recordedHeaders(response.headers) : {},
        receivedBytes: 0,
        truncated: false,
      }),
      bodyBase64: null,
    };
  } finally {
    clearTimeout(timer);
    watch.stop();
  }
}

async function classify(
  error: unknown,
  timedOut: boolean,
  watch: RequestWatch,
  graceMs: number,
): Promise<{ kind: NetworkErrorKind; detail: string }> {
  if (timedOut) return { kind: 'timeout', detail: 'no complete answer within the time limit' };
  const reported = watch.error ?? (await watch.waitForError(graceMs));
  if (reported) return { kind: classifyNetworkError(reported), detail: reported };
  const code = codeFromThrown(error);
  if (code) return { kind: classifyNetworkError(code), detail: `${code}: ${describeThrown(error)}` };
  return { kind: 'other', detail: describeThrown(error) };
}

/**
 * Hops seen through webRequest. When webRequest saw nothing but fetch says it
 * was redirected, at least one hop happened: count one rather than none.
 */
function hopCount(hops: readonly RedirectHop[], redirected: boolean): number {
  return hops.length > 0 ? hops.length : redirected ? 1 : 0;
}

function lastUrl(robotsUrl: string, hops: readonly RedirectHop[]): string {
  return hops.at(-1)?.location ?? robotsUrl;
}

function recordedHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of RECORDED_HEADERS) {
    const value = headers.get(name);
    if (value !== null) out[name] = value;
  }
  return out;
}
