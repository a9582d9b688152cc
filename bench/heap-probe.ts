/**
 * Heap held by one parsed robots.txt, in a process of its own started with
 * --expose-gc (run.ts spawns `node --expose-gc --import tsx bench/heap-probe.ts <file>`).
 * Prints JSON: heap after parsing and keeping the model, then after also
 * building the rule indexes of a named crawler's group and of the `*` group.
 */
import { readFileSync } from 'node:fs';
import { decide, findProfile, parseRobotsTxt, type RobotsTxt } from '../src/core/index.ts';

function collect(): void {
  const gc: unknown = Reflect.get(globalThis, 'gc');
  if (typeof gc !== 'function') throw new Error('run with node --expose-gc');
  for (let i = 0; i < 3; i++) gc();
}

const path = process.argv[2];
if (!path) throw new Error('usage: heap-probe.ts <robots.txt file>');
const bytes = new Uint8Array(readFileSync(path));
const googlebot = findProfile('googlebot');
const gptbot = findProfile('gptbot');
if (!googlebot || !gptbot) throw new Error('preset profiles missing');

collect();
const before = process.memoryUsage().heapUsed;
const kept: RobotsTxt[] = [parseRobotsTxt(bytes)];
collect();
const parsed = process.memoryUsage().heapUsed;
decide(kept[0]!, 'https://example.com/some/page', googlebot);
decide(kept[0]!, 'https://example.com/some/page', gptbot);
collect();
const indexed = process.memoryUsage().heapUsed;

process.stdout.write(
  JSON.stringify({ bytes: bytes.length, modelHeap: parsed - before, withIndexesHeap: indexed - before, groups: kept[0]!.groups.length }) +
    '\n',
);
