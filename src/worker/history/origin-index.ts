/**
 * The history stores (robots.txt versions, pages visited) keep one storage
 * key per origin and, beside them, an index of what each origin holds. A
 * worker stopped between writing an origin's key and the index leaves the two
 * out of step; this brings the index back in line with the keys storage holds.
 */

/**
 * Drops index entries whose key is gone and indexes the keys no entry names
 * (read through `read`, summarised by `metaOf`; an origin read as empty is
 * left out). Returns whether the index changed.
 */
export async function reconcileOriginIndex<Meta, Entry>(
  index: Map<string, Meta>,
  present: ReadonlySet<string>,
  read: (origin: string) => Promise<readonly Entry[]>,
  metaOf: (entries: readonly Entry[]) => Meta,
): Promise<boolean> {
  let changed = false;
  for (const origin of [...index.keys()]) {
    if (!present.has(origin)) {
      index.delete(origin);
      changed = true;
    }
  }
  for (const origin of present) {
    if (index.has(origin)) continue;
    const entries = await read(origin);
    if (entries.length > 0) {
      index.set(origin, metaOf(entries));
      changed = true;
    }
  }
  return changed;
}
