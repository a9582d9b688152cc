/**
 * `npx tsx bench/matrix.ts`: the popup's "every crawler" matrix
 * on the generated ~500 KiB file: every preset plus two custom profiles, each
 * read through verdictForRecord as the popup does. "First" is the popup's case
 * (the body already parsed and the chosen crawler's rule set built, every other
 * rule set built now); "again" is a matrix on a model whose rule sets exist.
 */
import { PRESET_PROFILES, rawTokenProfile, utf8Bytes, type CrawlerProfile } from '../src/core/index.ts';
import { crawlerMatrix } from '../src/robots/crawler-matrix.ts';
import type { RobotsRecord } from '../src/robots/robots-record.ts';
import { verdictForRecord } from '../src/robots/verdict-for-record.ts';
import { generateRobots, generateUrls } from './generate-robots.ts';
import { okSnapshot } from './ok-snapshot.ts';
import { formatBytes } from './report.ts';

const generated = generateRobots();
const bytes = utf8Bytes(generated.text);
const urls = generateUrls(generated).slice(0, 200);
const profiles: CrawlerProfile[] = [
  ...PRESET_PROFILES,
  { ...rawTokenProfile('mybot'), id: 'custom-1', name: 'MyBot' },
  { ...rawTokenProfile('otherbot', 'coccoc'), id: 'custom-2', name: 'OtherBot' },
];

function recordAt(fetchedAt: number): RobotsRecord {
  const robotsUrl = 'https://shop.example/robots.txt';
  const latest = okSnapshot(robotsUrl, bytes, fetchedAt);
  return { origin: 'https://shop.example', robotsUrl, latest, lastGood: null, failingSince: null, expiresAt: fetchedAt + 86_400_000 };
}

const firsts: number[] = [];
for (let i = 0; i < 15; i++) {
  // A new fetch time is a new parse: as in a popup opening on this file.
  const record = recordAt(1_700_000_000_000 + i);
  verdictForRecord(record, urls[0]!, profiles[0]!, 0, { diagnostics: false });
  const t0 = performance.now();
  crawlerMatrix(record, urls[i]!, profiles, 0);
  firsts.push(performance.now() - t0);
}
const record = recordAt(1_800_000_000_000);
crawlerMatrix(record, urls[0]!, profiles, 0);
const t0 = performance.now();
for (const url of urls) crawlerMatrix(record, url, profiles, 0);
const again = (performance.now() - t0) / urls.length;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
process.stdout.write(
  `crawler matrix, ${profiles.length} profiles, ${formatBytes(bytes.length)} file: ` +
    `first ${median(firsts).toFixed(2)} ms (median of ${firsts.length}), again ${again.toFixed(3)} ms per page\n`,
);
