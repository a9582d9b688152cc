/**
 * Saves the crawler a popup chose, as soon as it is chosen. The popup sends
 * each choice at once (a popup may close 50 ms after a click, and Firefox
 * does not reliably run `pagehide` when it does); the worker writes it. Each
 * choice carries the time it was made: with two popups open, a choice older
 * than the stored one never replaces it, whatever order the messages arrive
 * in. Writes are made one after another, so a read and its write never
 * interleave with another choice's.
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

export class CrawlerChoices {
  readonly #storage: ChoiceStorage;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(storage: ChoiceStorage) {
    this.#storage = storage;
  }

  /** Stores `profileId` unless a choice made later is stored already; answers whether it was stored. */
  choose(profileId: string, chosenAt: number): Promise<boolean> {
    if (typeof profileId !== 'string' || profileId === '' || profileId.length > MAX_PROFILE_ID) {
      return Promise.reject(new Error('chooseCrawler needs a profile id.'));
    }
    if (typeof chosenAt !== 'number' || !Number.isFinite(chosenAt))
      return Promise.reject(new Error('chooseCrawler needs the time of the choice.'));
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
