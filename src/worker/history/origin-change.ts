/**
 * The popup's history line: what changed, rule by rule, between a site's
 * current robots.txt and the copy before it. Worked out here, from the copies
 * the history keeps, so the popup receives three numbers instead of two
 * bodies to parse each time it opens; a pair of copies is compared once
 * while it stays among the last few compared.
 */
import { bytesFromBase64, diffRobotsSteps, parseRobotsTxt, type RobotsDiff } from '../../core/index.ts';
import { isReadAsRobots, type OriginHistoryAnswer, type RobotsChange } from '../../shared/robots-history.ts';

/** How many compared pairs are kept (a few popups, a few sites). */
const CHANGES_KEPT = 8;

export class OriginChanges {
  readonly #kept = new Map<string, RobotsChange>();

  /**
   * `pause`: lets other work run between the steps (reading each copy, gathering
   * and comparing their groups), each a few tens of milliseconds on a hostile
   * 28,000-rule file, instead of one pass of about a hundred.
   */
  constructor(private readonly pause: () => Promise<void> = () => Promise.resolve()) {}

  /** The change between the previous copy with a body and the current one, or null when there is none to tell. */
  async of(answer: OriginHistoryAnswer): Promise<RobotsChange | null> {
    const { current, previous } = answer;
    // Only a copy read as robots.txt (a 2xx answer) is compared; the verdict already says what another outcome means.
    if (current === null || previous === null || !isReadAsRobots(current) || !isReadAsRobots(previous)) return null;
    const key = `${answer.origin} ${previous.id} ${current.id}`;
    const kept = this.#kept.get(key);
    if (kept) return kept;
    const before = parseRobotsTxt(bytesFromBase64(previous.bodyBase64));
    await this.pause();
    const after = parseRobotsTxt(bytesFromBase64(current.bodyBase64));
    await this.pause();
    const diff = await this.#finish(diffRobotsSteps(before, after));
    const change: RobotsChange = {
      origin: answer.origin,
      fromId: previous.id,
      toId: current.id,
      since: current.firstSeen,
      added: diff.rulesAdded,
      removed: diff.rulesRemoved,
      rulesSame: diff.rulesAdded === 0 && diff.rulesRemoved === 0,
    };
    if (this.#kept.size >= CHANGES_KEPT) this.#kept.delete(this.#kept.keys().next().value ?? '');
    this.#kept.set(key, change);
    return change;
  }

  async #finish(steps: Generator<void, RobotsDiff, void>): Promise<RobotsDiff> {
    for (let step = steps.next(); ; step = steps.next()) {
      if (step.done) return step.value;
      await this.pause();
    }
  }
}
