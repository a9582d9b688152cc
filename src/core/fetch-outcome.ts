/**
 * What the HTTP outcome of fetching robots.txt means to each engine (docs/behaviour.md §2).
 * Pure: the service worker records what happened and asks this module what
 * the crawler would make of it.
 */
import type { EngineName } from './engine-name.ts';
import type { HostClass } from './host-class.ts';
import { statusClass } from './http-status.ts';

/** Google and Coc Coc follow at most this many redirect hops. */
export const MAX_REDIRECT_HOPS = 5;

/** Only the first 500 KiB of a robots.txt body are parsed. */
export const MAX_ROBOTS_BYTES = 512_000;

export type NetworkErrorKind = 'timeout' | 'dns' | 'refused' | 'reset' | 'tls' | 'other';

/**
 * Why a redirect hop was not followed. The extension runs inside the
 * person's network with their session, unlike a crawler (docs/behaviour.md §2).
 */
export type RefusedRedirectReason =
  /** The Location is not http(s): file:, data:, javascript:, ftp:… */
  | 'scheme'
  /** A public host pointed at a loopback, private, link-local, unspecified or single-label host. */
  | 'private-host'
  /** The target's name looked public, but it answered from such an address (DNS rebinding); its answer is not used. */
  | 'private-address'
  /** The browser did not say where the redirect points, so it cannot be checked. */
  | 'hidden-location';

export type FetchOutcome =
  | {
      kind: 'response';
      /** Final status after following redirects. */
      status: number;
      /** Number of redirect hops followed before the final response. */
      redirects: number;
    }
  | {
      kind: 'network-error';
      error: NetworkErrorKind;
      /** Hops followed before the failure. */
      redirects: number;
      /** The browser's or the runtime's own name for the failure (`net::ERR_CONNECTION_RESET`); none for our own timeout. */
      detail?: string;
    }
  | {
      kind: 'redirect-refused';
      reason: RefusedRedirectReason;
      /** Redirect answers received, the refused one included (each is in FetchFacts.hops when its Location is known). */
      redirects: number;
      /** Where the refused hop points; null when the browser did not say. */
      target: string | null;
      /** The target's class, for 'private-host' and 'private-address'. */
      targetClass?: HostClass;
      /** The address the target answered from, for 'private-address'. */
      address?: string;
    };

export type OutcomeAction =
  /** Parse the body and apply its rules. */
  | 'parse'
  /** No robots.txt to obey: everything allowed. */
  | 'allow-all'
  /** Everything disallowed (temporarily, for Google's 5xx/429/unreachable). */
  | 'disallow-all';

/**
 * Why the outcome means what it does, as a fact with its parameters: the
 * surfaces turn it into words (src/text), so core holds no sentence.
 * Each code reads the same for both engines except where `engine` in the
 * reading says otherwise.
 */
export type OutcomeReason =
  /** 2xx (Google) or 200 (Coc Coc): the rules apply. */
  | { code: 'parsed'; status: number }
  /** Google: 4xx means no robots.txt. */
  | { code: 'client-error'; status: number }
  /** Google: 5xx and 429 mean the whole site is disallowed for now. */
  | { code: 'server-error'; status: number }
  /** Google: a 3xx that could not be followed reads like a missing robots.txt. */
  | { code: 'unusable-redirect'; status: number }
  /** Google: 1xx or out of range reads like a server error. */
  | { code: 'unexpected-status'; status: number }
  /** Coc Coc: anything but 200 means no restrictions. */
  | { code: 'not-ok'; status: number }
  /** More than MAX_REDIRECT_HOPS hops: robots.txt reads as missing. */
  | { code: 'too-many-redirects'; redirects: number; limit: number }
  /** No answer: Google reads it like a server error, Coc Coc pauses. */
  | { code: 'network-error'; error: NetworkErrorKind; detail?: string }
  /** A hop we would not follow; reads like a network error (docs/behaviour.md §2). */
  | {
      code: 'redirect-refused';
      reason: RefusedRedirectReason;
      /** Where the hop points; null when the browser did not say. */
      target: string | null;
      /** The target's scheme (`file:`) for 'scheme', when the target is known. */
      scheme?: string;
      targetClass: HostClass;
      address?: string;
    }
  /** Google: unreachable past UNREACHABLE_LIMIT_DAYS with no cached copy: no restrictions. */
  | { code: 'long-outage'; days: number; cause: OutcomeReason };

export type OutcomeCode = OutcomeReason['code'];

export interface OutcomeReading {
  action: OutcomeAction;
  /** True when the crawler will retry soon and may use a cached good copy meanwhile. */
  temporary: boolean;
  /** The engine whose reading this is: the same reason means different things to each. */
  engine: EngineName;
  reason: OutcomeReason;
}

export function readFetchOutcome(outcome: FetchOutcome, engine: EngineName): OutcomeReading {
  // The fetcher refuses a hop only within the hop limit, so this never hides "more than 5 hops".
  if (outcome.kind === 'redirect-refused') return readRefusedRedirect(outcome, engine);
  return engine === 'google' ? readForGoogle(outcome) : readForCocCoc(outcome);
}

type RefusedRedirect = Extract<FetchOutcome, { kind: 'redirect-refused' }>;
type ReachedOrFailed = Exclude<FetchOutcome, RefusedRedirect>;

const reading = (engine: EngineName, action: OutcomeAction, temporary: boolean, reason: OutcomeReason): OutcomeReading => ({
  action,
  temporary,
  engine,
  reason,
});

/**
 * A refused hop reads like a robots.txt that cannot be fetched (docs/behaviour.md §2):
 * for Google as unreachable (disallow all for now), for Coc Coc as a site
 * that is unavailable. The crawler itself might follow the hop; we will not.
 */
function readRefusedRedirect(o: RefusedRedirect, engine: EngineName): OutcomeReading {
  const scheme = o.reason === 'scheme' && o.target ? /^([a-z][a-z0-9+.-]*:)/i.exec(o.target)?.[1]?.toLowerCase() : undefined;
  return reading(engine, 'disallow-all', true, {
    code: 'redirect-refused',
    reason: o.reason,
    target: o.target,
    ...(scheme ? { scheme } : {}),
    targetClass: o.targetClass ?? 'loopback',
    ...(o.address ? { address: o.address } : {}),
  });
}

function tooManyRedirects(o: ReachedOrFailed): OutcomeReason {
  return { code: 'too-many-redirects', redirects: o.redirects, limit: MAX_REDIRECT_HOPS };
}

function networkError(o: Extract<FetchOutcome, { kind: 'network-error' }>): OutcomeReason {
  return { code: 'network-error', error: o.error, ...(o.detail ? { detail: o.detail } : {}) };
}

function readForGoogle(o: ReachedOrFailed): OutcomeReading {
  if (o.redirects > MAX_REDIRECT_HOPS) return reading('google', 'allow-all', false, tooManyRedirects(o));
  if (o.kind === 'network-error') return reading('google', 'disallow-all', true, networkError(o));
  const status = o.status;
  switch (statusClass(status)) {
    case 'success':
      return reading('google', 'parse', false, { code: 'parsed', status });
    case 'server-error':
      return reading('google', 'disallow-all', true, { code: 'server-error', status });
    case 'client-error':
      return reading('google', 'allow-all', false, { code: 'client-error', status });
    case 'redirect':
      // A 3xx that was not followed (no Location, or a hop limit hit elsewhere).
      return reading('google', 'allow-all', false, { code: 'unusable-redirect', status });
    default:
      // 1xx or anything out of range: Google treats unexpected answers like server errors.
      return reading('google', 'disallow-all', true, { code: 'unexpected-status', status });
  }
}

function readForCocCoc(o: ReachedOrFailed): OutcomeReading {
  if (o.redirects > MAX_REDIRECT_HOPS) return reading('coccoc', 'allow-all', false, tooManyRedirects(o));
  if (o.kind === 'network-error') return reading('coccoc', 'disallow-all', true, networkError(o));
  if (o.status === 200) return reading('coccoc', 'parse', false, { code: 'parsed', status: 200 });
  return reading('coccoc', 'allow-all', false, { code: 'not-ok', status: o.status });
}

/**
 * Google: when robots.txt has been unreachable (5xx, 429, no answer) for more
 * than this many days, it uses the last cached copy, or assumes no
 * restrictions when it has none (docs/behaviour.md §2).
 */
export const UNREACHABLE_LIMIT_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** An unbroken run of failed fetches of one robots.txt. */
export interface Outage {
  /** Epoch ms of the first failure of the run. */
  since: number;
  /** Whole days from `since` to now. */
  days: number;
  /** Longer than UNREACHABLE_LIMIT_DAYS. */
  pastLimit: boolean;
}

/** The outage that began at `failingSince`, as seen at `now` (epoch ms). */
export function outageAt(failingSince: number, now: number): Outage {
  const ms = Math.max(0, now - failingSince);
  return { since: failingSince, days: Math.floor(ms / DAY_MS), pastLimit: ms > UNREACHABLE_LIMIT_DAYS * DAY_MS };
}

/**
 * Which copy decides while robots.txt is unreachable: Google keeps using a
 * cached good copy; without one it disallows everything, and after 30 days
 * assumes no restrictions. Coc Coc keeps the site paused.
 */
export type OutageRule = 'cached-copy' | 'disallow-all' | 'allow-all';

export function outageRule(engine: EngineName, outage: Outage, hasCachedCopy: boolean): OutageRule {
  if (engine !== 'google') return 'disallow-all';
  if (hasCachedCopy) return 'cached-copy';
  return outage.pastLimit ? 'allow-all' : 'disallow-all';
}

/** The reading of a failed fetch once the outage is past Google's limit and no copy was cached. */
export function readLongOutage(failed: OutcomeReading): OutcomeReading {
  return reading(failed.engine, 'allow-all', true, { code: 'long-outage', days: UNREACHABLE_LIMIT_DAYS, cause: failed.reason });
}
