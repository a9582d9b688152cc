/**
 * The answer to decideUrls: for each URL of a page's links and resources,
 * its verdict under its own origin's robots.txt, as the popup would give it
 * for that origin (verdictForRecord, decision only), and never the file.
 *
 * An origin whose robots.txt is cached and fresh answers at once. The others
 * are fetched only when the request says so (the person opened the section,
 * turned the overlay on, or made it automatic), through OriginFetches (at
 * most 6 at once, each origin once), and meanwhile their URLs are 'pending'.
 * Progress is asked for, not pushed: a request with `wait` answers when one
 * of its pending origins is settled, so the popup asks again while some are
 * pending and needs no listener of its own, and a stopped worker loses
 * nothing (the next request queues what is still missing).
 *
 * A public page cannot aim these fetches at the person's computer or
 * network (the address policy, redirect-policy.ts): an origin on a private
 * host is not fetched, and an answer that came from a private address is not
 * used; both are 'private' until the person asks to check them.
 */
import { quoteRule } from '../core/explainer.ts';
import type { CrawlerProfile } from '../core/profiles.ts';
import { robotsTxtTarget, type RobotsTarget } from '../core/robots-url.ts';
import type { UrlDecision } from '../shared/page-signals.ts';
import type { DecideUrlsRequest } from '../shared/protocol.ts';
import type { RobotsRecord } from './robots-record.ts';
import { ParsedModels, verdictForRecord } from './verdict-for-record.ts';
import { FAILED_FETCH_RETRY_MS } from './cache-lifetime.ts';
import { MAX_CONCURRENT_FETCHES, OriginFetches } from './origin-fetches.ts';
import { refuseForPage } from './redirect-policy.ts';
import type { RobotsCache } from './robots-cache.ts';

/** Parsed robots.txt models kept for the links' origins: a page rarely links to more. */
export const LINK_MODELS = 64;

/** A `wait` request answers after this long even when no pending origin has settled. */
export const WAIT_MS = 15_000;

type Credentials = 'omit' | 'include';

export interface UrlDecisionDeps {
  cache: Pick<RobotsCache, 'fresh' | 'lookup'>;
  /** The credentials mode the settings choose for the page's own origin. */
  credentials: () => Promise<Credentials>;
  /** The crawler for a profile id (the settings' when the id is unknown). */
  profile: (profileId: string) => Promise<CrawlerProfile>;
  now: () => number;
  models?: ParsedModels;
  maxConcurrent?: number;
  waitMs?: number;
}

interface OriginUrls {
  robotsUrl: string;
  /** Indexes into the request's urls: the answer keeps the request's order. */
  indexes: number[];
}

export type DecideUrls = (request: DecideUrlsRequest) => Promise<UrlDecision[]>;

export function createUrlDecider(deps: UrlDecisionDeps): DecideUrls {
  const models = deps.models ?? new ParsedModels(LINK_MODELS);
  const fetches = new OriginFetches({
    limit: deps.maxConcurrent ?? MAX_CONCURRENT_FETCHES,
    retryAfterMs: FAILED_FETCH_RETRY_MS,
    now: deps.now,
  });

  return async (request) => {
    const urls = request.urls;
    const { byOrigin, notApplicable } = groupByOrigin(urls);
    const pageUrl = request.pageUrl ?? null;
    /** Refused by the address policy before anything is sent: the target's name. */
    const privateByName = new Map<string, OriginUrls>();
    if (request.checkPrivate !== true) {
      for (const [origin, entry] of byOrigin) {
        if (refuseForPage(pageUrl, entry.robotsUrl) !== null) privateByName.set(origin, entry);
      }
      for (const origin of privateByName.keys()) byOrigin.delete(origin);
    }
    const [profile, pageCredentials] = await Promise.all([deps.profile(request.profileId), deps.credentials()]);
    const pageOrigin = request.pageUrl ? originOf(request.pageUrl) : null;
    // Cookies, when the settings send them, go to the page's own origin only, never to the sites it links to.
    const credentialsFor = (origin: string): Credentials => (origin === pageOrigin ? pageCredentials : 'omit');
    const freshRecord = (origin: string, robotsUrl: string) => deps.cache.fresh(origin, robotsUrl, credentialsFor(origin));

    // Where the page's own site answered from (its robots.txt record says): a public name on the intranet is the intranet.
    const pageTarget = pageUrl === null ? null : robotsTxtTarget(pageUrl);
    const pageRecord = pageTarget?.applicable ? await freshRecord(pageTarget.origin, pageTarget.robotsUrl) : null;
    const pageIp = pageRecord?.latest.facts.address ?? null;

    const records = new Map<string, RobotsRecord | null>();
    for (const [origin, { robotsUrl }] of byOrigin) records.set(origin, await freshRecord(origin, robotsUrl));
    const missing = () => [...byOrigin].filter(([origin]) => records.get(origin) === null);

    if (request.fetch) {
      for (const [origin, { robotsUrl }] of missing()) {
        void fetches.request(origin, () => deps.cache.lookup(origin, robotsUrl, { refresh: false, credentials: credentialsFor(origin) }));
      }
    }
    if (request.wait) {
      const underWay = missing()
        .map(([origin]) => fetches.underWay(origin))
        .filter((p): p is Promise<void> => p !== null);
      if (underWay.length > 0) {
        await settledOrTimeout(underWay, deps.waitMs ?? WAIT_MS);
        for (const [origin, { robotsUrl }] of missing()) records.set(origin, await freshRecord(origin, robotsUrl));
      }
    }

    const now = deps.now();
    const decisions = new Array<UrlDecision>(urls.length);
    for (const i of notApplicable) decisions[i] = blank(String(urls[i]), '', 'not-applicable');
    for (const [origin, { indexes }] of privateByName) for (const i of indexes) decisions[i] = blank(urls[i]!, origin, 'private');
    for (const [origin, { indexes }] of byOrigin) {
      const record = records.get(origin) ?? null;
      if (record === null) {
        const state = fetches.failure(origin) === null ? 'pending' : 'failed';
        for (const i of indexes) decisions[i] = blank(urls[i]!, origin, state);
        continue;
      }
      const facts = record.latest.facts;
      // The name looked public, but the answer came from a private address (the browser said which).
      if (
        request.checkPrivate !== true &&
        refuseForPage(pageUrl, facts.finalUrl ?? facts.robotsUrl, facts.address ?? null, pageIp) !== null
      ) {
        for (const i of indexes) decisions[i] = blank(urls[i]!, origin, 'private');
        continue;
      }
      const status = facts.outcome.kind === 'response' ? facts.outcome.status : null;
      for (const i of indexes) {
        const url = urls[i]!;
        try {
          const r = verdictForRecord(record, url, profile, now, { brief: true, diagnostics: false, models });
          const rule = r.verdict.decidingRule;
          decisions[i] = {
            url,
            origin,
            state: r.state,
            line: r.verdict.decidingLine,
            rule: rule === null ? null : quoteRule(rule.rule),
            outcome: r.reading.reason.code,
            status,
            copy: r.used,
          };
        } catch {
          decisions[i] = blank(url, origin, 'failed');
        }
      }
    }
    return decisions;
  };
}

function blank(url: string, origin: string, state: 'pending' | 'not-applicable' | 'failed' | 'private'): UrlDecision {
  return { url, origin, state, line: 0, rule: null, outcome: null, status: null, copy: null };
}

function originOf(url: string): string | null {
  const target = robotsTxtTarget(url);
  return target.applicable ? target.origin : null;
}

/**
 * robotsTxtTarget, parsed once per scheme and authority: a page's 20,000
 * links name a few dozen sites, and parsing each whole URL was most of the
 * worker's time for them. Exact: for an http(s) URL only the scheme and
 * authority can fail to parse (a path, query or fragment is escaped, never
 * refused) and only they decide the target, except on the one host whose
 * path does (the Chrome Web Store's old address), which is parsed whole.
 */
export function robotsTargets(): (url: string) => RobotsTarget {
  const byHead = new Map<string, RobotsTarget>();
  return (url) => {
    const start = url.startsWith('https://') ? 8 : url.startsWith('http://') ? 7 : -1;
    if (start === -1) return robotsTxtTarget(url);
    let end = start;
    // More slashes after the scheme are skipped, as the URL parser does (http:///x is http://x/).
    while (end < url.length && (url.charCodeAt(end) === SLASH || url.charCodeAt(end) === BACKSLASH)) end++;
    while (end < url.length && !endsAuthority(url.charCodeAt(end))) end++;
    // The parser trims spaces and controls from the ends: a head ending in one reads otherwise than the whole URL.
    if (end < url.length && url.charCodeAt(end - 1) <= 0x20) return robotsTxtTarget(url);
    const head = url.slice(0, end);
    let target = byHead.get(head);
    if (target === undefined) {
      target = robotsTxtTarget(head);
      if (target.applicable && PATH_DECIDES.test(target.origin)) return robotsTxtTarget(url);
      byHead.set(head, target);
    }
    return target;
  };
}

const SLASH = 0x2f;
const BACKSLASH = 0x5c;
/** `/`, `\\`, `?` or `#`: where a special URL's authority ends. */
function endsAuthority(code: number): boolean {
  return code === SLASH || code === BACKSLASH || code === 0x3f || code === 0x23;
}
/** The host whose path decides whether a robots.txt applies (robotsTxtTarget: chrome.google.com/webstore). */
const PATH_DECIDES = /^https?:\/\/chrome\.google\.com(?::\d+)?$/;

function groupByOrigin(urls: readonly string[]): { byOrigin: Map<string, OriginUrls>; notApplicable: number[] } {
  const byOrigin = new Map<string, OriginUrls>();
  const notApplicable: number[] = [];
  const targetOf = robotsTargets();
  urls.forEach((url, i) => {
    const target = typeof url === 'string' ? targetOf(url) : null;
    if (!target?.applicable) {
      notApplicable.push(i);
      return;
    }
    const entry = byOrigin.get(target.origin);
    if (entry) entry.indexes.push(i);
    else byOrigin.set(target.origin, { robotsUrl: target.robotsUrl, indexes: [i] });
  });
  return { byOrigin, notApplicable };
}

/** Resolves when any of `promises` settles, or after `ms`. */
function settledOrTimeout(promises: Promise<void>[], ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([...promises, timeout]).finally(() => clearTimeout(timer));
}
