/**
 * What the HTTP outcome of fetching robots.txt means to each engine (spec §2).
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
 * person's network with their session, unlike a crawler (spec §2).
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

export interface OutcomeReading {
  action: OutcomeAction;
  /** True when the crawler will retry soon and may use a cached good copy meanwhile. */
  temporary: boolean;
  /** Short label for a badge tooltip or a heading ("robots.txt answered 503"). */
  summary: string;
  /** A plain sentence: what the crawler does and why. */
  message: string;
}

const NETWORK_ERROR_LABELS: Readonly<Record<NetworkErrorKind, string>> = {
  timeout: 'did not answer in time',
  dns: 'could not be found (DNS)',
  refused: 'refused the connection',
  reset: 'reset the connection',
  tls: 'failed the secure (TLS) handshake',
  other: 'could not be reached',
};

export function readFetchOutcome(outcome: FetchOutcome, engine: EngineName): OutcomeReading {
  // The fetcher refuses a hop only within the hop limit, so this never hides "more than 5 hops".
  if (outcome.kind === 'redirect-refused') return readRefusedRedirect(outcome, engine);
  return engine === 'google' ? readForGoogle(outcome) : readForCocCoc(outcome);
}

type RefusedRedirect = Extract<FetchOutcome, { kind: 'redirect-refused' }>;
type ReachedOrFailed = Exclude<FetchOutcome, RefusedRedirect>;

const HOST_CLASS_LABELS: Readonly<Record<HostClass, string>> = {
  public: 'a public host',
  loopback: 'this computer (a loopback address)',
  private: 'a private network address',
  'link-local': 'a link-local address',
  unspecified: 'an unspecified address (0.0.0.0)',
  'single-label': 'an intranet name without a dot',
};

/**
 * A refused hop reads like a robots.txt that cannot be fetched (spec §2):
 * for Google as unreachable (disallow all for now), for Coc Coc as a site
 * that is unavailable. The crawler itself might follow the hop; we will not.
 */
function readRefusedRedirect(o: RefusedRedirect, engine: EngineName): OutcomeReading {
  const why = refusedRedirectWhy(o);
  const meaning =
    engine === 'google'
      ? 'Read like a robots.txt that cannot be fetched: Google treats the whole site as disallowed for now (a cached copy from the last 24 hours may be used instead).'
      : 'Read like a robots.txt that cannot be fetched: Coc Coc considers the site unavailable and pauses crawling it for a while.';
  return {
    action: 'disallow-all',
    temporary: true,
    summary: `robots.txt redirect not followed: ${why.short}`,
    message: `${why.long} ${meaning}`,
  };
}

function refusedRedirectWhy(o: RefusedRedirect): { short: string; long: string } {
  const target = o.target ?? 'an address the browser did not show';
  const where = HOST_CLASS_LABELS[o.targetClass ?? 'loopback'];
  switch (o.reason) {
    case 'scheme': {
      const scheme = o.target ? /^([a-z][a-z0-9+.-]*:)/i.exec(o.target)?.[1]?.toLowerCase() : undefined;
      return {
        short: `it points to ${scheme ? `a ${scheme} address` : 'an address that is not http(s)'}`,
        long: `robots.txt redirects to ${target}, which is not an http(s) address, so Robots Lens does not follow it.`,
      };
    }
    case 'private-host':
      return {
        short: `a public site points to ${where}`,
        long: `A public site's redirect points to ${target}, ${where}. Robots Lens does not follow it: a site could use it to make your browser call services on your computer or network.`,
      };
    case 'private-address':
      return {
        short: `its host answered from ${where}${o.address ? ` (${o.address})` : ''}`,
        long: `The redirect to ${target} was answered from ${o.address ?? 'an address'}, ${where}, although its name looks public (DNS rebinding). Robots Lens does not use that answer.`,
      };
    case 'hidden-location':
      return {
        short: 'the browser did not say where it points',
        long: 'robots.txt redirects, but the browser did not say where to, so Robots Lens cannot check the target and does not follow it.',
      };
  }
}

function readForGoogle(o: ReachedOrFailed): OutcomeReading {
  if (o.redirects > MAX_REDIRECT_HOPS) {
    return {
      action: 'allow-all',
      temporary: false,
      summary: `robots.txt redirected more than ${MAX_REDIRECT_HOPS} times`,
      message: `robots.txt redirected ${o.redirects} times; Google follows at most ${MAX_REDIRECT_HOPS} hops and then treats robots.txt as missing (404): everything is allowed.`,
    };
  }
  if (o.kind === 'network-error') {
    return {
      action: 'disallow-all',
      temporary: true,
      summary: `robots.txt unreachable: the server ${NETWORK_ERROR_LABELS[o.error]}`,
      message: `The server ${NETWORK_ERROR_LABELS[o.error]} when asked for robots.txt. Google treats an unreachable robots.txt like a server error: the whole site is disallowed for now (a cached copy from the last 24 hours may be used instead).`,
    };
  }
  const s = o.status;
  const c = statusClass(s);
  if (c === 'success') {
    return { action: 'parse', temporary: false, summary: `robots.txt answered ${s}`, message: `robots.txt answered ${s}; its rules apply.` };
  }
  if (c === 'server-error') {
    return {
      action: 'disallow-all',
      temporary: true,
      summary: `robots.txt answered ${s}`,
      message: `robots.txt answered ${s}: Google treats the whole site as disallowed for now (a cached copy from the last 24 hours may be used instead).`,
    };
  }
  if (c === 'client-error') {
    return {
      action: 'allow-all',
      temporary: false,
      summary: `robots.txt answered ${s}`,
      message: `robots.txt answered ${s}: Google takes that as “no robots.txt”, so everything is allowed.`,
    };
  }
  if (c === 'redirect') {
    // A 3xx that was not followed (no Location, or a hop limit hit elsewhere).
    return {
      action: 'allow-all',
      temporary: false,
      summary: `robots.txt answered ${s} without a usable redirect`,
      message: `robots.txt answered ${s} and the redirect could not be followed: Google treats that like a missing robots.txt, so everything is allowed.`,
    };
  }
  // 1xx or anything out of range: Google treats unexpected answers like server errors.
  return {
    action: 'disallow-all',
    temporary: true,
    summary: `robots.txt answered an unexpected status ${s}`,
    message: `robots.txt answered the unexpected status ${s}: Google treats it like a server error, so the whole site is disallowed for now.`,
  };
}

function readForCocCoc(o: ReachedOrFailed): OutcomeReading {
  if (o.redirects > MAX_REDIRECT_HOPS) {
    return {
      action: 'allow-all',
      temporary: false,
      summary: `robots.txt redirected more than ${MAX_REDIRECT_HOPS} times`,
      message: `robots.txt redirected ${o.redirects} times; Coc Coc follows at most ${MAX_REDIRECT_HOPS} hops and otherwise assumes no restrictions: everything is allowed.`,
    };
  }
  if (o.kind === 'network-error') {
    return {
      action: 'disallow-all',
      temporary: true,
      summary: `site unavailable: the server ${NETWORK_ERROR_LABELS[o.error]}`,
      message: `The server ${NETWORK_ERROR_LABELS[o.error]} when asked for robots.txt. Coc Coc considers the site unavailable and pauses crawling it for a while.`,
    };
  }
  if (o.status === 200) {
    return { action: 'parse', temporary: false, summary: 'robots.txt answered 200', message: 'robots.txt answered 200; its rules apply.' };
  }
  return {
    action: 'allow-all',
    temporary: false,
    summary: `robots.txt answered ${o.status}`,
    message: `robots.txt answered ${o.status}: Coc Coc reads only a 200 answer and otherwise assumes no restrictions, so everything is allowed.`,
  };
}

/**
 * Google: when robots.txt has been unreachable (5xx, 429, no answer) for more
 * than this many days, it uses the last cached copy, or assumes no
 * restrictions when it has none (spec §2).
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
export function readLongOutage(reading: OutcomeReading): OutcomeReading {
  return {
    action: 'allow-all',
    temporary: true,
    summary: `${reading.summary} for more than ${UNREACHABLE_LIMIT_DAYS} days`,
    message: `robots.txt has been unreachable for more than ${UNREACHABLE_LIMIT_DAYS} days and no copy of it was cached: Google then assumes there are no restrictions, so everything is allowed.`,
  };
}
