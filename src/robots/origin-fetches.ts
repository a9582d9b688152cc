/**
 * The robots.txt fetches a page's links and resources ask for: at most
 * `limit` at once (a page may link to hundreds of origins, and each is a
 * request to someone else's server), one per origin however often it is
 * asked, the rest queued in the order asked. What a fetch stores is the
 * cache's business; this only spaces the requests. An origin whose lookup
 * threw is not asked again for `retryAfterMs` (the cache's own retry delay
 * for failed fetches), so a caller that polls cannot turn one broken origin
 * into a request storm.
 */

export const MAX_CONCURRENT_FETCHES = 6;

interface Job {
  origin: string;
  run: () => Promise<unknown>;
  done: Promise<void>;
  settle: () => void;
}

export interface OriginFetchesOptions {
  limit?: number;
  retryAfterMs: number;
  now: () => number;
}

export class OriginFetches {
  readonly #limit: number;
  readonly #options: OriginFetchesOptions;
  /** Asked and not settled (queued or running). */
  readonly #jobs = new Map<string, Job>();
  readonly #queue: Job[] = [];
  #running = 0;
  /** origin → when its lookup threw, and what it said. */
  readonly #failures = new Map<string, { at: number; message: string }>();

  constructor(options: OriginFetchesOptions) {
    this.#limit = Math.max(1, options.limit ?? MAX_CONCURRENT_FETCHES);
    this.#options = options;
  }

  /**
   * Queues `run` for `origin` unless it is already queued, running, or
   * failed recently; resolves when that origin's job has settled.
   */
  request(origin: string, run: () => Promise<unknown>): Promise<void> {
    const existing = this.#jobs.get(origin);
    if (existing) return existing.done;
    if (this.failure(origin) !== null) return Promise.resolve();
    this.#failures.delete(origin);
    let settle!: () => void;
    const done = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const job: Job = { origin, run, done, settle };
    this.#jobs.set(origin, job);
    this.#queue.push(job);
    this.#pump();
    return done;
  }

  /** The job under way for `origin` (queued or running), as a promise that settles with it; null when none. */
  underWay(origin: string): Promise<void> | null {
    return this.#jobs.get(origin)?.done ?? null;
  }

  /** Why `origin`'s last lookup threw, while that still stands; null otherwise. */
  failure(origin: string): string | null {
    const failed = this.#failures.get(origin);
    if (!failed) return null;
    return this.#options.now() - failed.at < this.#options.retryAfterMs ? failed.message : null;
  }

  #pump(): void {
    while (this.#running < this.#limit) {
      const job = this.#queue.shift();
      if (!job) return;
      this.#running++;
      void job
        .run()
        .catch((error: unknown) => {
          this.#failures.set(job.origin, { at: this.#options.now(), message: error instanceof Error ? error.message : String(error) });
        })
        .finally(() => {
          this.#running--;
          this.#jobs.delete(job.origin);
          job.settle();
          this.#pump();
        });
    }
  }
}
