/** What the popup's history line derives from the worker's answer: the rule-level change between the last two copies. */
import { bytesFromBase64, diffRobots, parseRobotsTxt } from '../../../core/index.ts';
import { isReadAsRobots, type OriginHistoryAnswer } from '../../../shared/robots-history.ts';

export interface Change {
  origin: string;
  fromId: string;
  toId: string;
  since: number;
  added: number;
  removed: number;
  /** Rules the same: only comments, layout, crawl-delay or sitemaps differ. */
  rulesSame: boolean;
}

/** The change between the previous copy with a body and the current one, or null when there is none to tell. */
export function changeOf(answer: OriginHistoryAnswer): Change | null {
  const { current, previous } = answer;
  // Only a copy read as robots.txt (a 2xx answer) is compared; the verdict already says what another outcome means.
  if (current === null || previous === null || !isReadAsRobots(current) || !isReadAsRobots(previous)) return null;
  const diff = diffRobots(parseRobotsTxt(bytesFromBase64(previous.bodyBase64)), parseRobotsTxt(bytesFromBase64(current.bodyBase64)));
  return {
    origin: answer.origin,
    fromId: previous.id,
    toId: current.id,
    since: current.firstSeen,
    added: diff.rulesAdded,
    removed: diff.rulesRemoved,
    rulesSame: diff.rulesAdded === 0 && diff.rulesRemoved === 0,
  };
}
