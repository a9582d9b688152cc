/**
 * Hostile inputs for `npm run bench`, generated
 * deterministically:
 * - the issue's 7.6 KB file, 400 × `Disallow: /*aaa*bc`, and 400 relatives
 *   of it (wildcard rules that all share the 3-byte piece `aaa`, with tails
 *   that make a run of `a` the slow case: `ab`, `a*b`, `ab$`, longer runs);
 *   each against a path of 30,000 or 60,000 `a` and against an ordinary path
 *   of the same length;
 * - 28,000 rules each with its own 5-letter piece, against paths
 *   of 480,000 and 1,280,000 characters holding every 3-letter window;
 * - a file past INDEX_RULE_LIMIT (the bench generator's shape, 200,001 rules
 *   in `*`), which the engine streams instead of indexing.
 */
import { CATEGORIES, DEFAULT_SHAPE, PARAMS, WORDS, generateRobots, generateUrls, type GeneratedRobots } from './generate-robots.ts';
import { Prng } from './prng.ts';

export const ADVERSARIAL_LENGTHS = [30_000, 60_000] as const;
/** Path lengths for distinctPiecesFile(): a page can push a path this long. */
export const DISTINCT_PIECE_LENGTHS = [480_000, 1_280_000] as const;

/** The issue's file: 400 identical wildcard rules. */
export function issueFile(): string {
  return 'User-agent: *\n' + 'Disallow: /*aaa*bc\n'.repeat(400);
}

/** 400 distinct rules filed under the same piece `aaa`, none matching a run of `a`. */
export function relativesFile(): string {
  const shapes = [
    (i: number) => `/*aaa*bc${'*'.repeat(i)}`,
    (i: number) => `/*aaa*ab${'*'.repeat(i)}`,
    (i: number) => `/*${'a'.repeat(3 + i)}*ab`,
    (i: number) => `/*aaa*a*b${'*'.repeat(i)}`,
    (i: number) => `/*aaa*a${'*'.repeat(i)}b$`,
  ];
  const lines = ['User-agent: *'];
  for (let i = 0; i < 400; i++) lines.push(`Disallow: ${shapes[i % shapes.length]!(Math.floor(i / shapes.length))}`);
  return lines.join('\n') + '\n';
}

export function runOfA(length: number): string {
  return `https://www.example-shop.com/${'a'.repeat(length - 1)}`;
}

/** A shop URL of the given path length: categories, words and query parameters, as a long faceted search has. */
export function ordinaryUrl(length: number, seed = 7): string {
  const rng = new Prng(seed);
  let path = `/${rng.pick(CATEGORIES)}/${rng.pick(WORDS)}-${rng.pick(WORDS)}?q=${rng.pick(WORDS)}`;
  while (path.length < length) path += `&${rng.pick(PARAMS)}=${rng.pick(WORDS)}-${rng.int(1000)}`;
  return `https://www.example-shop.com${path.slice(0, length)}`;
}

/** The letters of the distinct-piece family: 20, so every 3-letter word over them fits in a path 8,000 long. */
const LETTERS = 'abcdefghijklmnopqrst';

/**
 * A de Bruijn sequence over LETTERS: every 3-letter word occurs once in it,
 * read cyclically (Fredricksen–Maiorana: the Lyndon words of length dividing
 * 3, in order).
 */
function everyTrigram(): string {
  const k = LETTERS.length;
  const a = [0, 0, 0, 0];
  let out = '';
  const visit = (t: number, p: number): void => {
    if (t > 3) {
      if (3 % p === 0) for (let j = 1; j <= p; j++) out += LETTERS[a[j]!]!;
      return;
    }
    a[t] = a[t - p]!;
    visit(t + 1, p);
    for (let j = a[t - p]! + 1; j < k; j++) {
      a[t] = j;
      visit(t + 1, t);
    }
  };
  visit(1, 1);
  return out;
}

/** A path of the given length repeating everyTrigram(): every 3-letter word occurs in it, and only 8,000 of the 3.2 million 5-letter words. */
export function trigramsUrl(length: number): string {
  const cycle = everyTrigram();
  let path = '';
  while (path.length < length - 1) path += cycle;
  return `https://www.example-shop.com/${path.slice(0, length - 1)}`;
}

/**
 * Every rule its own piece: `Disallow: /*<5 letters>`
 * for 28,000 distinct 5-letter words, none of which occurs in trigramsUrl()
 * though each of its 3-letter windows does, so no piece index rules any out.
 * 504 KB, inside Google's 500 KiB.
 */
export function distinctPiecesFile(rules = 28_000): string {
  const cycle = everyTrigram();
  const occurring = new Set<string>();
  const wrapped = cycle + cycle.slice(0, 4);
  for (let i = 0; i < cycle.length; i++) occurring.add(wrapped.slice(i, i + 5));
  const rng = new Prng(20);
  const pieces = new Set<string>();
  while (pieces.size < rules) {
    let piece = '';
    for (let i = 0; i < 5; i++) piece += LETTERS[rng.int(LETTERS.length)]!;
    if (!occurring.has(piece)) pieces.add(piece);
  }
  return `User-agent: *\n${[...pieces].map((p) => `Disallow: /*${p}\n`).join('')}`;
}

/** The bench generator's shape, just past INDEX_RULE_LIMIT in the `*` group. */
export function pastTheLimit(): { robots: GeneratedRobots; urls: string[] } {
  const robots = generateRobots({ ...DEFAULT_SHAPE, globalRules: 200_001 });
  return { robots, urls: generateUrls(robots, 2_000, 78) };
}
