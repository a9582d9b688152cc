/**
 * Link URLs → their robots.txt decisions, through the worker's ordinary
 * lookup (cache, fetch, the usual semantics), each origin read once and at
 * most six at a time. The overlay's own path until the batched decideUrls of
 * the links section (wt-links) is wired in its place.
 */
import { quoteRule, type CrawlerProfile } from '../core/index.ts';
import type { UrlDecision } from '../shared/page-signals.ts';
import { verdictForRecord } from '../shared/verdict-for-record.ts';
import type { LookupRobots } from './robots-lookup.ts';

const AT_ONCE = 6;

export async function decideWithLookup(
  lookup: LookupRobots,
  urls: readonly string[],
  profile: CrawlerProfile,
  now: number,
): Promise<UrlDecision[]> {
  const byOrigin = new Map<string, string[]>();
  for (const url of urls) {
    let origin: string;
    try {
      origin = new URL(url).origin;
    } catch {
      continue;
    }
    const list = byOrigin.get(origin);
    if (list) list.push(url);
    else byOrigin.set(origin, [url]);
  }
  const origins = [...byOrigin];
  const out: UrlDecision[] = [];
  let next = 0;
  const work = async () => {
    while (next < origins.length) {
      const [origin, list] = origins[next++]!;
      const answer = await lookup(list[0]!).catch(() => null);
      for (const url of list) {
        if (answer?.kind !== 'record') {
          out.push({ url, origin, state: answer ? 'not-applicable' : 'pending', line: 0, rule: null, outcome: null });
          continue;
        }
        const r = verdictForRecord(answer.record, url, profile, now, { brief: true, diagnostics: false });
        const rule = r.verdict.decidingRule;
        out.push({
          url,
          origin,
          state: r.state,
          line: r.verdict.decidingLine,
          rule: rule ? quoteRule(rule.rule) : null,
          outcome: answer.record.latest.facts.outcome.kind,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, origins.length) }, work));
  return out;
}
