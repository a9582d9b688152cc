/**
 * A page URL → its robots.txt facts (the answer to getRobots): which
 * robots.txt applies (docs/behaviour.md §1; none for non-http(s) pages, and then no
 * fetch), then the cache.
 */
import { robotsTxtTarget } from '../core/robots-url.ts';
import type { RobotsLookup } from '../shared/protocol.ts';
import type { RobotsCache } from '../robots/robots-cache.ts';

export interface RobotsLookupDeps {
  cache: Pick<RobotsCache, 'lookup'>;
  credentials: () => Promise<'omit' | 'include'>;
}

export type LookupRobots = (pageUrl: string, options?: { refresh?: boolean }) => Promise<RobotsLookup>;

export function createRobotsLookup(deps: RobotsLookupDeps): LookupRobots {
  return async (pageUrl, options = {}) => {
    const target = robotsTxtTarget(pageUrl);
    if (!target.applicable) return { kind: 'not-applicable', pageUrl, reason: target.reason };
    const { record, fromCache } = await deps.cache.lookup(target.origin, target.robotsUrl, {
      refresh: options.refresh === true,
      credentials: await deps.credentials(),
    });
    return { kind: 'record', pageUrl, record, fromCache };
  };
}
