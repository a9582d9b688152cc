/**
 * "The latest answer wins", written once. Every async writer asks a question
 * (a record, signals, an evaluation) and writes its answer later; when the
 * person has asked again meanwhile, the older answer must not overwrite the
 * newer one, whichever comes back first.
 *
 *   const load = latestAnswer();
 *   const ask = load.ask();            // supersedes every earlier ask
 *   const answer = await question();
 *   if (ask.current) write(answer);    // false once a newer ask began
 */
export interface Ask {
  /** True while no newer question has been asked. */
  readonly current: boolean;
}

export interface LatestAnswer {
  /** Starts a question that supersedes every one asked before. */
  ask(): Ask;
}

export function latestAnswer(): LatestAnswer {
  let asked = 0;
  return {
    ask() {
      const mine = ++asked;
      return {
        get current() {
          return mine === asked;
        },
      };
    },
  };
}

/** One `latestAnswer` per key (a tab, an origin): asking for one key supersedes only that key's earlier questions. */
export interface LatestAnswerPer<K> {
  ask(key: K): Ask;
  /** Drops a key (its tab closed); any question still out for it is no longer current. */
  forget(key: K): void;
}

export function latestAnswerPer<K>(): LatestAnswerPer<K> {
  const asked = new Map<K, number>();
  let count = 0;
  return {
    ask(key) {
      const mine = ++count;
      asked.set(key, mine);
      return {
        get current() {
          return asked.get(key) === mine;
        },
      };
    },
    forget(key) {
      asked.delete(key);
    },
  };
}
