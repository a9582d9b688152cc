/**
 * Hostile inputs for `npm run bench` (issue 7, items 1 and 8), generated
 * deterministically:
 * - the issue's 7.6 KB file, 400 × `Disallow: /*aaa*bc`, and 400 relatives
 *   of it (wildcard rules that all share the 3-byte piece `aaa`, with tails
 *   that make a run of `a` the slow case: `ab`, `a*b`, `ab$`, longer runs);
 *   each against a path of 30,000 or 60,000 `a` and against an ordinary path
 *   of the same length;
 * - a file past INDEX_RULE_LIMIT (the bench generator's shape, 200,001 rules
 *   in `*`), which the engine streams instead of indexing.
 */
import { CATEGORIES, DEFAULT_SHAPE, PARAMS, WORDS, generateRobots, generateUrls, type GeneratedRobots } from './generate-robots.ts';
import { Prng } from './prng.ts';

export const ADVERSARIAL_LENGTHS = [30_000, 60_000] as const;

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

/** The bench generator's shape, just past INDEX_RULE_LIMIT in the `*` group. */
export function pastTheLimit(): { robots: GeneratedRobots; urls: string[] } {
  const robots = generateRobots({ ...DEFAULT_SHAPE, globalRules: 200_001 });
  return { robots, urls: generateUrls(robots, 2_000, 78) };
}
