/**
 * URLs to test a robots.txt with, as a workbench user pastes them: paths from
 * the file's own rules (wildcards filled in, `$` dropped, a tail added), the
 * site's other paths, query strings, percent-encoding and raw non-ASCII text.
 * Deterministic for a seed.
 */
import { WORDS } from './generate-robots.ts';
import { Prng } from './prng.ts';

const TAILS = ['', '/', '-2', '/index.html', '?page=3', '?utm_source=news&utm_medium=email', '?sort=price&order=asc', ';jsessionid=A1B2'];
const ENCODED = ['caf%C3%A9', '%E2%82%AC', 'a%20b', '%2Fslash', 'über', '日本語', 'tiếng-việt'];

export function workbenchUrls(robots: string, count: number, origin: string, seed = 2026): string[] {
  const rng = new Prng(seed);
  const rulePaths = [...robots.matchAll(/^[ \t]*(?:dis)?allow[ \t]*:[ \t]*(\/\S*)/gim)].map((m) => m[1]!);
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    let path: string;
    const kind = rng.int(10);
    if (kind < 5 && rulePaths.length > 0) {
      path = rng
        .pick(rulePaths)
        .replace(/\$$/, '')
        .replace(/\*/g, () => (rng.chance(0.5) ? '' : rng.pick(WORDS)));
    } else if (kind < 8) {
      path = `/${rng.pick(WORDS)}/${rng.pick(WORDS)}-${rng.int(10_000)}`;
    } else {
      path = `/${rng.pick(WORDS)}/${rng.pick(ENCODED)}/${rng.int(1000)}`;
    }
    urls.push(`${origin}${path}${rng.pick(TAILS)}`);
  }
  return urls;
}
