/**
 * Saves the crawler a popup chose, as soon as it is chosen. The popup sends
 * each choice at once (a popup may close 50 ms after a click, and Firefox
 * does not reliably run `pagehide` when it does); the worker writes it. Each
 * choice carries the time it was made: with two popups open, a choice older
 * than the stored one never replaces it, whatever order the messages arrive
 * in. Writes are made one after another, so a read and its write never
 * interleave with another choice's.
 *
 * A person stepping through the list with the arrow keys makes a choice per
 * step: those come with a settling time, and only the step they stop on is
 * written (the worker keeps the latest one in memory meanwhile, so a popup
 * closed mid-step still has it saved). One write, not one per step, so the
 * badge of every tab is not repainted for crawlers passed over.
 */
import { normalizeSettings } from '../shared/settings.ts';

/** The slice of `browser.storage.local` used. */
export interface ChoiceStorage {
  get(keys: string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

const SETTINGS_KEY = 'settings';
/** When the stored crawler was chosen (milliseconds since the epoch), beside the settings. */
export const CHOSEN_AT_KEY = 'crawlerChosenAt';

/** The longest profile id accepted (custom profile ids are far shorter). */
const MAX_PROFILE_ID = 200;
/** The longest settling time a popup may ask for (a step of the arrow keys is a fraction of a second). */
const MAX_SETTLE_MS = 2_000;

/** A stepped choice waiting to be written. */
interface Pending {
  profileId: string;
  chosenAt: number;
  timer: ReturnType<typeof setTimeout>;
  answer: (stored: Promise<boolean> | boolean) => void;
}

export class CrawlerChoices {
  readonly #storage: ChoiceStorage;
  #queue: Promise<unknown> = Promise.resolve();
  #pending: Pending | null = null;

  constructor(storage: ChoiceStorage) {
    this.#storage = storage;
  }

  /**
   * Stores `profileId` unless a choice made later is stored already; answers whether it was stored.
   * With `settleMs`, it is written only if no later choice comes within that time (answered false when one does).
   */
  choose(profileId: string, chosenAt: number, settleMs = 0): Promise<boolean> {
    if (typeof profileId !== 'string' || profileId === '' || profileId.length > MAX_PROFILE_ID) {
      return Promise.reject(new Error('chooseCrawler needs a profile id.'));
    }
    if (typeof chosenAt !== 'number' || !Number.isFinite(chosenAt))
      return Promise.reject(new Error('chooseCrawler needs the time of the choice.'));
    const settle = typeof settleMs === 'number' && Number.isFinite(settleMs) ? Math.min(Math.max(settleMs, 0), MAX_SETTLE_MS) : 0;
    const waiting = this.#pending;
    if (waiting && waiting.chosenAt <= chosenAt) {
      // A later choice replaces the step still settling: that step is never written.
      clearTimeout(waiting.timer);
      this.#pending = null;
      waiting.answer(false);
    } else if (waiting) {
      // An older choice (another popup's) than the one settling: the settling one wins.
      return Promise.resolve(false);
    }
    if (settle === 0) return this.#write(profileId, chosenAt);
    return new Promise<boolean>((answer) => {
      const pending: Pending = {
        profileId,
        chosenAt,
        answer,
        timer: setTimeout(() => {
          if (this.#pending !== pending) return;
          this.#pending = null;
          answer(this.#write(profileId, chosenAt));
        }, settle),
      };
      this.#pending = pending;
    });
  }

  #write(profileId: string, chosenAt: number): Promise<boolean> {
    const run = this.#queue.then(async () => {
      const stored = await this.#storage.get([SETTINGS_KEY, CHOSEN_AT_KEY]);
      const storedAt = stored[CHOSEN_AT_KEY];
      if (typeof storedAt === 'number' && storedAt > chosenAt) return false;
      const settings = normalizeSettings(stored[SETTINGS_KEY]);
      await this.#storage.set({ [SETTINGS_KEY]: normalizeSettings({ ...settings, profileId }), [CHOSEN_AT_KEY]: chosenAt });
      return true;
    });
    this.#queue = run.catch(() => undefined);
    return run;
  }
}
