/**
 * A radix tree of strings: for a path, every stored string that is a prefix
 * of it, in one walk down the path (O(path length)), with no sorting to
 * build. The workbench's rule shards use it: their keys come and go one edit
 * at a time, which a tree takes in place. A rule set built once and then
 * only read (the engine's) uses the sorted index of prefix-index.ts, which is
 * cheaper to build.
 */

interface Node<T> {
  /** The edge label from the parent to this node. */
  label: string;
  value: T | undefined;
  /** First char code of each child's label, in the same order as `children` (null for a leaf). */
  keys: number[] | null;
  children: Node<T>[] | null;
  /** For wide nodes: char code → child index (built once the node has many children). */
  wide: Map<number, number> | null;
}

const WIDE = 8;

function node<T>(label: string): Node<T> {
  return { label, value: undefined, keys: null, children: null, wide: null };
}

function childAt<T>(n: Node<T>, code: number): number {
  if (n.wide !== null) return n.wide.get(code) ?? -1;
  const keys = n.keys;
  if (keys === null) return -1;
  for (let i = 0; i < keys.length; i++) if (keys[i] === code) return i;
  return -1;
}

function addChild<T>(n: Node<T>, code: number, child: Node<T>): void {
  if (n.keys === null || n.children === null) {
    n.keys = [];
    n.children = [];
  }
  n.keys.push(code);
  n.children.push(child);
  if (n.wide !== null) n.wide.set(code, n.children.length - 1);
  else if (n.keys.length > WIDE) n.wide = new Map(n.keys.map((k, i) => [k, i]));
}

export class PrefixTree<T> {
  private readonly root: Node<T> = node('');

  /** Stores `value` under `key`; returns the value already stored there, if any, instead. */
  getOrAdd(key: string, make: () => T): T {
    let n = this.root;
    let pos = 0;
    while (pos < key.length) {
      const at = childAt(n, key.charCodeAt(pos));
      if (at === -1) {
        const leaf = node<T>(key.slice(pos));
        addChild(n, key.charCodeAt(pos), leaf);
        n = leaf;
        pos = key.length;
        break;
      }
      const child = n.children![at]!;
      const label = child.label;
      let common = 1;
      while (common < label.length && pos + common < key.length && label.charCodeAt(common) === key.charCodeAt(pos + common)) common++;
      if (common < label.length) {
        // Split the edge: parent → mid (shared part) → child (rest).
        const mid = node<T>(label.slice(0, common));
        child.label = label.slice(common);
        addChild(mid, child.label.charCodeAt(0), child);
        n.children![at] = mid;
        n = mid;
      } else {
        n = child;
      }
      pos += common;
    }
    if (n.value === undefined) n.value = make();
    return n.value;
  }

  /** Pushes onto `out` the value of every stored key that is a prefix of `path`, shortest first. */
  prefixesOf(path: string, out: T[]): void {
    let n = this.root;
    if (n.value !== undefined) out.push(n.value);
    let pos = 0;
    while (pos < path.length) {
      const at = childAt(n, path.charCodeAt(pos));
      if (at === -1) return;
      const child = n.children![at]!;
      const label = child.label;
      // The first char matched by key; compare the rest.
      if (label.length > 1 && !path.startsWith(label, pos)) return;
      pos += label.length;
      n = child;
      if (n.value !== undefined) out.push(n.value);
    }
  }
}
