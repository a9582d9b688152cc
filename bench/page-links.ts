/**
 * The worker's decideUrls without the messaging: a page's
 * 2,000 links across 30 origins whose robots.txt are cached (29 files of a
 * few hundred rules and one generated ~500 KiB file), decided for Googlebot.
 * "First" is a worker whose parsed models are cold (each body decoded,
 * parsed and indexed now); "again" is the same page asked again, models
 * kept. `--heap` (run in its own process with --expose-gc) measures what the
 * 64-origin parsed-model cache holds when full of ~500 KiB files.
 *
 * `npx tsx bench/page-links.ts` prints both; `npm run bench` reports the
 * 100 ms target from `pageLinksFigures()`.
 */
import { decideVerdict, findProfile, utf8Bytes, type CrawlerProfile } from '../src/core/index.ts';
import { RobotsCache, type KeyValueArea } from '../src/robots/robots-cache.ts';
import { createUrlDecider } from '../src/robots/url-decisions.ts';
import { ParsedModels } from '../src/robots/verdict-for-record.ts';
import { DEFAULT_SHAPE, generateRobots, generateUrls } from './generate-robots.ts';
import type { FetchSnapshot } from '../src/robots/robots-record.ts';
import { okSnapshot } from './ok-snapshot.ts';

const ORIGINS = 30;
const LINKS = 2_000;
const T0 = 1_700_000_000_000;

function googlebot(): CrawlerProfile {
  const p = findProfile('googlebot');
  if (!p) throw new Error('no googlebot profile');
  return p;
}

/** chrome.storage.local's slice, in memory. */
function memoryArea(): KeyValueArea {
  const items = new Map<string, unknown>();
  return {
    get: async (keys) => {
      const wanted = keys === null ? [...items.keys()] : typeof keys === 'string' ? [keys] : keys;
      return Object.fromEntries(wanted.filter((k) => items.has(k)).map((k) => [k, items.get(k)]));
    },
    set: async (entries) => {
      for (const [k, v] of Object.entries(entries)) items.set(k, v);
    },
    remove: async (keys) => {
      for (const k of typeof keys === 'string' ? [keys] : keys) items.delete(k);
    },
  };
}

export interface PageLinksFigures {
  links: number;
  origins: number;
  /** Total body bytes of the 30 files. */
  bytes: number;
  /** ms: every decision with cold models (decode, parse, index), the median of `runs`. */
  firstMs: number;
  /** ms: the same page asked again, the median and the fastest of `runs`. */
  againMs: number;
  againBestMs: number;
  runs: number;
  disallowed: number;
}

export async function pageLinksFigures(runs = 15): Promise<PageLinksFigures> {
  const bodies = new Map<string, Uint8Array>();
  const urls: string[] = [];
  for (let i = 0; i < ORIGINS; i++) {
    const origin = `https://site${i}.example`;
    const shape = i === 0 ? DEFAULT_SHAPE : { seed: 1_000 + i, globalRules: 300, crawlerToken: 'googlebot', crawlerRules: 40 };
    const robots = generateRobots(shape);
    bodies.set(`${origin}/robots.txt`, utf8Bytes(robots.text));
    const perOrigin = Math.ceil(LINKS / ORIGINS);
    for (const url of generateUrls(robots, perOrigin, 7 + i)) urls.push(url.replace('https://www.example-shop.com', origin));
  }
  urls.length = LINKS;
  const profile = googlebot();
  const decideOnce = async (fresh: boolean) => {
    const cache = new RobotsCache({
      fetchSnapshot: async (robotsUrl) => okSnapshot(robotsUrl, bodies.get(robotsUrl)!, T0),
      storage: memoryArea(),
      now: () => T0,
    });
    for (const robotsUrl of bodies.keys()) {
      const origin = robotsUrl.slice(0, -'/robots.txt'.length);
      await cache.lookup(origin, robotsUrl, { refresh: false, credentials: 'omit' });
    }
    const decide = createUrlDecider({
      cache,
      credentials: async () => 'omit',
      profile: async () => profile,
      now: () => T0,
    });
    const t0 = performance.now();
    const first = await decide({ urls, profileId: 'googlebot', fetch: false });
    const firstMs = performance.now() - t0;
    if (!fresh) return { firstMs, againMs: [] as number[], disallowed: 0 };
    const again: number[] = [];
    let disallowed = 0;
    for (let r = 0; r < runs; r++) {
      const t1 = performance.now();
      const answer = await decide({ urls, profileId: 'googlebot', fetch: false });
      again.push(performance.now() - t1);
      disallowed = answer.filter((d) => d.state === 'disallowed').length;
    }
    if (first.some((d) => d.state === 'pending')) throw new Error('a cached origin answered pending');
    return { firstMs, againMs: again, disallowed };
  };
  const firsts: number[] = [];
  let again: number[] = [];
  let disallowed = 0;
  for (let r = 0; r < runs; r++) {
    const result = await decideOnce(r === 0);
    firsts.push(result.firstMs);
    if (r === 0) {
      again = result.againMs;
      disallowed = result.disallowed;
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  let bytes = 0;
  for (const b of bodies.values()) bytes += b.length;
  return {
    links: urls.length,
    origins: ORIGINS,
    bytes,
    firstMs: median(firsts),
    againMs: median(again),
    againBestMs: Math.min(...again),
    runs,
    disallowed,
  };
}

/** Heap held by a full 64-origin ParsedModels of ~500 KiB files, with Googlebot's rule index built in each. */
function heapOfModels(): { files: number; fileBytes: number; heapBytes: number } {
  const gc: unknown = Reflect.get(globalThis, 'gc');
  if (typeof gc !== 'function') throw new Error('run with node --expose-gc');
  const collect = () => {
    for (let i = 0; i < 3; i++) (gc as () => void)();
  };
  const profile = googlebot();
  const snapshots: FetchSnapshot[] = [];
  let fileBytes = 0;
  for (let i = 0; i < 64; i++) {
    const body = utf8Bytes(generateRobots({ ...DEFAULT_SHAPE, seed: DEFAULT_SHAPE.seed + i }).text);
    fileBytes += body.length;
    snapshots.push(okSnapshot(`https://site${i}.example/robots.txt`, body, T0));
  }
  collect();
  const before = process.memoryUsage().heapUsed;
  const models = new ParsedModels(64);
  for (const s of snapshots) {
    const { model } = models.for(s);
    decideVerdict(model, `${s.facts.robotsUrl.replace('/robots.txt', '')}/some/page`, profile);
  }
  collect();
  const heapBytes = process.memoryUsage().heapUsed - before;
  if (models.size !== 64) throw new Error('the cache did not keep 64 models');
  return { files: 64, fileBytes, heapBytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--heap')) {
    process.stdout.write(`${JSON.stringify(heapOfModels())}\n`);
  } else {
    const f = await pageLinksFigures();
    process.stdout.write(
      `decideUrls, ${f.links} links across ${f.origins} cached origins (${(f.bytes / 1024).toFixed(0)} KiB of robots.txt), ${f.disallowed} disallowed: ` +
        `cold models ${f.firstMs.toFixed(1)} ms (median of ${f.runs}), warm ${f.againMs.toFixed(1)} ms (fastest ${f.againBestMs.toFixed(1)} ms)\n`,
    );
  }
}
