/**
 * Which crawlers read each line of a file: for every crawler profile, the
 * groups core's group selection gives it (the same selection the verdicts
 * use), and every line of those groups (user-agent lines, rules,
 * crawl-delays; Coc Coc's rules before any user-agent too). Built once per
 * parsed file and profile list, on the first hover.
 */
import type { CrawlerProfile, RobotsTxt } from '../../core/index.ts';
import { selectGroupsFor } from '../../core/group-selection.ts';

export type LineCrawlers = ReadonlyMap<number, readonly CrawlerProfile[]>;

const built = new WeakMap<RobotsTxt, { profiles: readonly CrawlerProfile[]; map: LineCrawlers }>();

export function lineCrawlers(model: RobotsTxt, profiles: readonly CrawlerProfile[]): LineCrawlers {
  const hit = built.get(model);
  if (hit && hit.profiles === profiles) return hit.map;
  const map = new Map<number, CrawlerProfile[]>();
  const add = (line: number, p: CrawlerProfile) => {
    const list = map.get(line);
    if (!list) map.set(line, [p]);
    else if (list.at(-1) !== p) list.push(p);
  };
  for (const p of profiles) {
    const selection = selectGroupsFor(model, p, p.engine);
    for (const rule of selection.orphanRules) add(rule.line, p);
    for (const g of selection.groups) {
      for (const ua of g.userAgents) add(ua.line, p);
      for (const rule of g.rules) add(rule.line, p);
      for (const d of g.crawlDelays) add(d.line, p);
    }
  }
  built.set(model, { profiles, map });
  return map;
}
