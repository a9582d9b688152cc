/**
 * `npm run bench`: the engine's speed and memory against the targets, in the
 * same run as robots-parser for comparison. Not part of `npm test`.
 *
 * 1. A generated ~500 KiB robots.txt (13,000-rule `*` group, 1,800-rule
 *    googlebot group) and 10,000 URLs: parse time; first-URL cost (the rule
 *    index is built lazily, per crawler); time per URL for a crawler with its
 *    own group (Googlebot) and one that falls back to `*` (GPTBot); our
 *    verdicts checked against a simple reference (must all agree).
 * 2. The largest corpus file (docs.oracle.com, 853 KB): parse, per URL, heap.
 * 3. The pathological rule `/*a*a*a*a*a*a*a*a*a*a*b` against 2,000 `a`.
 * 4. Hostile rules (bench/adversarial.ts): 400 wildcard rules sharing the
 *    piece `aaa` against 30,000 and 60,000 `a`; 28,000 rules each with its
 *    own 5-letter piece against paths of 480,000 and 1,280,000 characters
 *    holding every 3-letter window of those pieces; each against an ordinary
 *    URL of the same length; and 200,001 rules, past INDEX_RULE_LIMIT, streamed.
 * 5. The CLI's batch mode: 100,000 lines against four 500 KiB files.
 * 6. The linter on the 358 corpus files, with and without its English words
 *    (bench/lint-corpus.ts).
 * 7. The workbench's engine after an edit (bench/workbench.ts): 10,000 and
 *    100,000 URLs for one crawler and a 1,000 URL × 35 crawler matrix, on the
 *    corpus's median-size file and on the generated file.
 * 8. A page's 2,000 links across 30 cached origins through the worker's
 *    decideUrls, and the heap of its 64-origin parsed-model cache
 *    (bench/page-links.ts).
 * 9. The built command (bench/cli-speed.ts): `--help` start-up, batch and
 *    urls lines per second against one file, and the 20,000-check job end to
 *    end beside robots-parser.
 * 10. The engine as a library (bench/library-speed.ts): the same job through
 *    the built package's robots-parser API beside robots-parser itself.
 * 11. The worker's longest stretch without a pause while its badge decides a
 *    680,000-character URL against the 28,000-piece file, in slices as the
 *    worker does it (bench/worker-slices.ts).
 *
 * Exit code 1 when a verdict disagrees with the reference or the batch run
 * misbehaves; a missed speed or memory target is reported as FAIL but does
 * not change the exit code (timings depend on the machine).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bench, do_not_optimize, group, run, summary } from 'mitata';
import robotsParser from 'robots-parser';
import { decide, evaluate, findProfile, parseRobotsTxt, utf8Bytes, type CrawlerProfile, type RobotsTxt } from '../src/core/index.ts';
import {
  ADVERSARIAL_LENGTHS,
  DISTINCT_PIECE_LENGTHS,
  distinctPiecesFile,
  issueFile,
  ordinaryUrl,
  pastTheLimit,
  relativesFile,
  runOfA,
  trigramsUrl,
} from './adversarial.ts';
import { runCliBatch } from './cli-batch.ts';
import { measureCliSpeed } from './cli-speed.ts';
import { measureLibrarySpeed } from './library-speed.ts';
import { describeLintFigures, lintCorpusFigures } from './lint-corpus.ts';
import { workbenchFigures } from './workbench.ts';
import { pageLinksFigures } from './page-links.ts';
import { describeWorkerSlices, workerSliceFigures } from './worker-slices.ts';
import { generateRobots, generateUrls } from './generate-robots.ts';
import { literalPrefix, referenceDecide, referencePath } from './reference.ts';
import { formatBytes, formatCount, formatNs, table, targetRows, type TargetResult } from './report.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CORPUS_FILE = resolve(repoRoot, '..', 'shared', 'corpus', 'files', '0061.txt');

function profile(name: string): CrawlerProfile {
  const p = findProfile(name);
  if (!p) throw new Error(`no preset profile ${name}`);
  return p;
}
const GOOGLEBOT = profile('googlebot');
const GPTBOT = profile('gptbot');

let failed = false;
const say = (text = '') => process.stdout.write(text + '\n');

// ---------------------------------------------------------------------------
// Inputs.

const generated = generateRobots();
const generatedBytes = utf8Bytes(generated.text);
const urls = generateUrls(generated);
const generatedRules = generated.groups.map((g) => `${g.agents.join(',')}: ${formatCount(g.rules.length)} rules`).join(', ');

const corpusAvailable = existsSync(CORPUS_FILE);
const corpusBytes = corpusAvailable ? new Uint8Array(readFileSync(CORPUS_FILE)) : null;
const corpusText = corpusBytes ? new TextDecoder().decode(corpusBytes) : '';
/** URLs for the corpus file: its own rule paths, filled in and extended, and some others. */
function corpusUrls(): string[] {
  const paths = [...corpusText.matchAll(/^\s*(?:dis)?allow:\s*(\/\S*)/gim)].map((m) => m[1]!);
  const out: string[] = [];
  for (let i = 0; i < 2_000 && paths.length > 0; i++) {
    const p = paths[(i * 7919) % paths.length]!.replace(/\*/g, 'x').replace(/\$$/, '');
    out.push(
      `https://docs.oracle.com${i % 3 === 0 ? `/en/java/javase/${i % 23}/docs/api/index.html` : `${p}${i % 2 ? 'index.html' : ''}`}`,
    );
  }
  return out;
}
const oracleUrls = corpusAvailable ? corpusUrls() : [];

const pathologicalBytes = utf8Bytes('User-agent: *\nDisallow: /*a*a*a*a*a*a*a*a*a*a*b\n');
const pathologicalUrl = `https://example.com/${'a'.repeat(2_000)}`;
const pathologicalModel = parseRobotsTxt(pathologicalBytes);
const pathologicalRp = robotsParser('https://example.com/robots.txt', new TextDecoder().decode(pathologicalBytes));

// Hostile rules: each file with its hostile URL and an ordinary URL per length.
const runsOfA = ADVERSARIAL_LENGTHS.map((length) => ({ length, run: runOfA(length), ordinary: ordinaryUrl(length) }));
const hostile = [
  { label: 'the issue’s file, 400 × Disallow: /*aaa*bc', model: parseRobotsTxt(utf8Bytes(issueFile())), urls: runsOfA },
  { label: '400 relatives (/*aaa*ab, /*a…a*ab, /*aaa*a*b$, …)', model: parseRobotsTxt(utf8Bytes(relativesFile())), urls: runsOfA },
  {
    label: '28,000 × Disallow: /*<own 5 letters>, every 3-letter window in the path',
    model: parseRobotsTxt(utf8Bytes(distinctPiecesFile())),
    urls: DISTINCT_PIECE_LENGTHS.map((length) => ({ length, run: trigramsUrl(length), ordinary: ordinaryUrl(length) })),
  },
];
const pastLimit = pastTheLimit();
const pastLimitBytes = utf8Bytes(pastLimit.robots.text);

say(
  `Robots Lens benchmarks — node ${process.version}, ${process.arch}, ${availableParallelism()} CPUs, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} at start`,
);
say(
  `generated robots.txt: ${formatBytes(generatedBytes.length)} (${formatCount(generatedBytes.length)} bytes), ${generatedRules}; ${formatCount(urls.length)} URLs`,
);
say(
  corpusAvailable
    ? `corpus file: ${CORPUS_FILE} (${formatCount(corpusBytes!.length)} bytes), ${formatCount(oracleUrls.length)} URLs from its rules`
    : `corpus file ${CORPUS_FILE} is absent: the docs.oracle.com part is skipped`,
);
say();

// ---------------------------------------------------------------------------
// Correctness first: our verdicts against the reference, on all 10,000 URLs.

const model = parseRobotsTxt(generatedBytes);
const rp = robotsParser('https://www.example-shop.com/robots.txt', generated.text);
{
  const rows: string[][] = [['crawler', 'URLs', 'disallowed', 'differ from reference', 'differ from robots-parser (sample)']];
  for (const [p, token] of [
    [GOOGLEBOT, 'googlebot'],
    [GPTBOT, 'gptbot'],
  ] as const) {
    let disallowed = 0;
    const mismatches: string[] = [];
    let rpDiffer = 0;
    let rpSample = 0;
    urls.forEach((url, i) => {
      const ours = decide(model, url, p);
      const ref = referenceDecide(generated.groups, url, token);
      if (!ours.allowed) disallowed++;
      if (ours.allowed !== ref.allowed || ours.line !== ref.line) {
        mismatches.push(
          `${url}: ours ${ours.allowed ? 'allowed' : 'disallowed'} line ${ours.line}, reference ${ref.allowed ? 'allowed' : 'disallowed'} line ${ref.line}`,
        );
      }
      if (i % 10 === 0) {
        rpSample++;
        if (rp.isAllowed(url, token) !== ours.allowed) rpDiffer++;
      }
    });
    rows.push([p.name, formatCount(urls.length), formatCount(disallowed), String(mismatches.length), `${rpDiffer} of ${rpSample}`]);
    if (mismatches.length > 0) {
      failed = true;
      say(`VERDICT MISMATCH for ${p.name} (first 5 of ${mismatches.length}):`);
      for (const m of mismatches.slice(0, 5)) say(`  ${m}`);
    }
  }
  say('Verdicts on the generated file (reference: a naive Google-style matcher over every rule; robots-parser is informational)');
  say(table(rows));
  say();
}

// Hostile rules: every rule needs a `b` after `aaa`, or a piece the path lacks, so the
// hostile URL matches none; the ordinary URLs and the file past the limit are checked
// against the reference.
{
  for (const h of hostile) {
    for (const u of h.urls) {
      const run = decide(h.model, u.run, GPTBOT);
      if (!run.allowed || run.line !== 0) {
        failed = true;
        say(
          `VERDICT MISMATCH, ${h.label}, ${u.length} a: ours ${run.allowed ? 'allowed' : 'disallowed'} line ${run.line}, expected allowed line 0`,
        );
      }
    }
  }
  const model = parseRobotsTxt(pastLimitBytes);
  let mismatches = 0;
  const checked = pastLimit.urls.slice(0, 20);
  for (const url of checked) {
    const ours = decide(model, url, GPTBOT);
    const ref = referenceDecide(pastLimit.robots.groups, url, 'gptbot');
    if (ours.allowed !== ref.allowed || ours.line !== ref.line) mismatches++;
  }
  if (mismatches > 0) failed = true;
  say(
    `Past the limit (${formatCount(pastLimitBytes.length)} bytes, ${formatCount(pastLimit.robots.groups[0]!.rules.length)} rules in *, streamed): ${mismatches} of ${checked.length} verdicts differ from the reference`,
  );
  say();
}

// How much work a prefix index leaves per URL: rules whose literal prefix (text before the first `*`) starts the path.
const globalRules = generated.groups[0]!.rules;
const slashOnlyRules = globalRules.filter((r) => literalPrefix(r.pattern) === '/').length;
{
  const prefixes = globalRules.map((r) => literalPrefix(r.pattern));
  let candidates = 0;
  for (const url of urls) {
    const path = referencePath(url);
    for (const p of prefixes) if (path.startsWith(p)) candidates++;
  }
  const distinct = new Set(globalRules.map((r) => `${r.allow ? 'A' : 'D'}${r.pattern}`)).size;
  say(
    `Index load, * group: ${formatCount(slashOnlyRules)} of ${formatCount(globalRules.length)} rules start with "/*" (literal prefix "/"), ` +
      `so an index by literal prefix alone would try them for every URL; on average ${formatCount(Math.round(candidates / urls.length))} rules per URL have a literal prefix that starts the path; ` +
      `${formatCount(distinct)} distinct (kind, pattern) pairs.`,
  );
  say();
}
// The same file without its "/*" rules, to show what they cost (informational).
const withoutFloating = generated.text
  .split('\n')
  .filter((l) => !/^(?:Allow|Disallow): \/\*/.test(l))
  .join('\n');
const modelWithoutFloating = parseRobotsTxt(utf8Bytes(withoutFloating));

// ---------------------------------------------------------------------------
// First URL per crawler: selecting the groups and building the rule index.

function firstUrlCost(
  bytes: Uint8Array,
  p: CrawlerProfile,
  url: string,
  runs = 15,
): { parse: number[]; first: number[]; second: number[] } {
  const parse: number[] = [];
  const first: number[] = [];
  const second: number[] = [];
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    const m = parseRobotsTxt(bytes);
    parse.push((performance.now() - t) * 1e6);
    t = performance.now();
    do_not_optimize(decide(m, url, p));
    first.push((performance.now() - t) * 1e6);
    t = performance.now();
    do_not_optimize(decide(m, url, p));
    second.push((performance.now() - t) * 1e6);
  }
  return { parse, first, second };
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const firstCosts: string[][] = [['file', 'crawler', 'rules in index', 'first URL (median of 15 fresh models)', 'second URL']];
const firstUrlNs = new Map<string, number>();
for (const [label, bytes, p, rules] of [
  ['generated', generatedBytes, GOOGLEBOT, generated.groups[1]!.rules.length],
  ['generated', generatedBytes, GPTBOT, generated.groups[0]!.rules.length],
  ...(corpusBytes ? ([['0061.txt', corpusBytes, GPTBOT, null]] as const) : []),
  ['past the limit', pastLimitBytes, GPTBOT, pastLimit.robots.groups[0]!.rules.length],
] as const) {
  // The 6.9 MB file takes seconds to parse and prepare: fewer fresh models.
  const c = firstUrlCost(bytes, p, urls[0]!, label === 'past the limit' ? 3 : 15);
  firstUrlNs.set(`${label}/${p.id}`, median(c.first));
  firstCosts.push([label, p.name, rules === null ? 'all (*)' : formatCount(rules), formatNs(median(c.first)), formatNs(median(c.second))]);
  if (label === 'past the limit') firstCosts[firstCosts.length - 1]![2] += ' (streamed)';
}

// ---------------------------------------------------------------------------
// Timings with mitata.

let cursor = 0;
const nextUrl = (list: readonly string[]) => list[(cursor = (cursor + 7919) % list.length)]!;
const oracleModel: RobotsTxt | null = corpusBytes ? parseRobotsTxt(corpusBytes) : null;
const oracleRp = corpusAvailable ? robotsParser('https://docs.oracle.com/robots.txt', corpusText) : null;
// Indexes built before timing: the per-URL numbers are the steady state (first-URL cost is above).
decide(model, urls[0]!, GOOGLEBOT);
decide(model, urls[0]!, GPTBOT);
if (oracleModel) decide(oracleModel, oracleUrls[0]!, GPTBOT);
decide(modelWithoutFloating, urls[0]!, GPTBOT);
const pastLimitModel = parseRobotsTxt(pastLimitBytes);
decide(pastLimitModel, pastLimit.urls[0]!, GPTBOT);
for (const h of hostile) decide(h.model, h.urls[0]!.ordinary, GPTBOT);

const NAMES = {
  parseOurs: 'parse 500 KiB: robots-lens parseRobotsTxt(bytes)',
  parseRp: 'parse 500 KiB: robots-parser',
  urlGooglebotOurs: 'per URL, googlebot group (1,800 rules): robots-lens decide()',
  urlGooglebotRp: 'per URL, googlebot group (1,800 rules): robots-parser isAllowed()',
  urlGlobalOurs: 'per URL, * group (13,000 rules): robots-lens decide()',
  urlGlobalEvaluate: 'per URL, * group (13,000 rules): robots-lens evaluate() (explained)',
  urlGlobalRp: 'per URL, * group (13,000 rules): robots-parser isAllowed()',
  urlNoFloatingOurs: 'per URL, * group without its "/*" rules: robots-lens decide()',
  oracleParseOurs: 'parse 853 KB corpus file: robots-lens',
  oracleParseRp: 'parse 853 KB corpus file: robots-parser',
  oracleUrlOurs: 'per URL, 853 KB corpus file: robots-lens decide()',
  oracleUrlRp: 'per URL, 853 KB corpus file: robots-parser isAllowed()',
  pathoOurs: 'pathological rule, 2,000 a: robots-lens decide()',
  pathoEvaluate: 'pathological rule, 2,000 a: robots-lens evaluate()',
  pathoRp: 'pathological rule, 2,000 a: robots-parser isAllowed()',
  pastLimitOurs: 'per URL, 200,001 rules past the limit (streamed): robots-lens decide()',
  pastLimitEvaluate: 'per URL, 200,001 rules past the limit (streamed): robots-lens evaluate()',
} as const;

/** mitata names of the hostile-rule benches: file i, path length, hostile URL or ordinary. */
const hostileName = (i: number, length: number, kind: 'hostile' | 'ordinary') =>
  `hostile ${i + 1}, ${formatCount(length)} chars, ${kind}: robots-lens decide()`;

group('parse the generated ~500 KiB file', () => {
  summary(() => {
    bench(NAMES.parseOurs, () => do_not_optimize(parseRobotsTxt(generatedBytes)));
    bench(NAMES.parseRp, () => do_not_optimize(robotsParser('https://www.example-shop.com/robots.txt', generated.text)));
  });
});

group('one URL, crawler with its own group (Googlebot)', () => {
  summary(() => {
    bench(NAMES.urlGooglebotOurs, () => do_not_optimize(decide(model, nextUrl(urls), GOOGLEBOT)));
    bench(NAMES.urlGooglebotRp, () => do_not_optimize(rp.isAllowed(nextUrl(urls), 'googlebot')));
  });
});

group('one URL, crawler falling back to * (GPTBot)', () => {
  summary(() => {
    bench(NAMES.urlGlobalOurs, () => do_not_optimize(decide(model, nextUrl(urls), GPTBOT)));
    bench(NAMES.urlGlobalEvaluate, () => do_not_optimize(evaluate(model, nextUrl(urls), GPTBOT)));
    bench(NAMES.urlGlobalRp, () => do_not_optimize(rp.isAllowed(nextUrl(urls), 'gptbot')));
    bench(NAMES.urlNoFloatingOurs, () => do_not_optimize(decide(modelWithoutFloating, nextUrl(urls), GPTBOT)));
  });
});

if (oracleModel && oracleRp && corpusBytes) {
  group('largest corpus file (docs.oracle.com, 853 KB)', () => {
    summary(() => {
      bench(NAMES.oracleParseOurs, () => do_not_optimize(parseRobotsTxt(corpusBytes)));
      bench(NAMES.oracleParseRp, () => do_not_optimize(robotsParser('https://docs.oracle.com/robots.txt', corpusText)));
    });
    summary(() => {
      bench(NAMES.oracleUrlOurs, () => do_not_optimize(decide(oracleModel, nextUrl(oracleUrls), GPTBOT)));
      bench(NAMES.oracleUrlRp, () => do_not_optimize(oracleRp.isAllowed(nextUrl(oracleUrls), 'gptbot')));
    });
  });
}

group('pathological rule /*a*a*a*a*a*a*a*a*a*a*b, URL of 2,000 a', () => {
  summary(() => {
    bench(NAMES.pathoOurs, () => do_not_optimize(decide(pathologicalModel, pathologicalUrl, GPTBOT)));
    bench(NAMES.pathoEvaluate, () => do_not_optimize(evaluate(pathologicalModel, pathologicalUrl, GPTBOT)));
    bench(NAMES.pathoRp, () => do_not_optimize(pathologicalRp.isAllowed(pathologicalUrl, 'gptbot')));
  });
});

hostile.forEach((h, i) => {
  group(`hostile rules: ${h.label}`, () => {
    for (const u of h.urls) {
      summary(() => {
        bench(hostileName(i, u.length, 'hostile'), () => do_not_optimize(decide(h.model, u.run, GPTBOT)));
        bench(hostileName(i, u.length, 'ordinary'), () => do_not_optimize(decide(h.model, u.ordinary, GPTBOT)));
      });
    }
  });
});

group('200,001 rules past the limit, streamed', () => {
  bench(NAMES.pastLimitOurs, () => do_not_optimize(decide(pastLimitModel, nextUrl(pastLimit.urls), GPTBOT)));
  bench(NAMES.pastLimitEvaluate, () => do_not_optimize(evaluate(pastLimitModel, nextUrl(pastLimit.urls), GPTBOT)));
});

const { benchmarks } = await run({ colors: false });
const avg = new Map<string, number>();
const fastest = new Map<string, number>();
for (const trial of benchmarks) {
  const stats = trial.runs[0]?.stats;
  if (stats) {
    avg.set(trial.alias, stats.avg);
    fastest.set(trial.alias, stats.min);
  }
}
const ns = (name: string): number => {
  const v = avg.get(name);
  if (v === undefined) throw new Error(`no result for ${name}`);
  return v;
};

const min = (name: string): number => fastest.get(name) ?? ns(name);

say();
say('First URL per crawler (the rule index is built lazily, once per crawler and file)');
say(table(firstCosts));

// ---------------------------------------------------------------------------
// Heap held by a parsed model, in a process with --expose-gc.

function heapProbe(file: string): { bytes: number; modelHeap: number; withIndexesHeap: number } | string {
  const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', join('bench', 'heap-probe.ts'), file], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (r.status !== 0) return `heap probe failed: ${r.stderr.trim().split('\n').slice(-3).join(' ')}`;
  return JSON.parse(r.stdout) as { bytes: number; modelHeap: number; withIndexesHeap: number };
}
const scratch = mkdtempSync(join(tmpdir(), 'robots-lens-heap-'));
const generatedFile = join(scratch, 'generated.txt');
writeFileSync(generatedFile, generatedBytes);
const heapGenerated = heapProbe(generatedFile);
const heapOracle = corpusAvailable ? heapProbe(CORPUS_FILE) : null;
const pastLimitFile = join(scratch, 'past-the-limit.txt');
writeFileSync(pastLimitFile, pastLimitBytes);
const heapPastLimit = heapProbe(pastLimitFile);
rmSync(scratch, { recursive: true, force: true });

say();
say('Heap held by a parsed model (node --expose-gc, heapUsed after gc, model kept alive)');
const heapRows: string[][] = [['file', 'size', 'model', 'model + rule indexes (googlebot and *)']];
for (const [label, h] of [
  ['generated', heapGenerated],
  ['0061.txt (853 KB)', heapOracle],
  ['past the limit (streamed)', heapPastLimit],
] as const) {
  if (h === null) continue;
  if (typeof h === 'string') {
    heapRows.push([label, '', h, '']);
    failed = true;
    continue;
  }
  heapRows.push([label, formatCount(h.bytes) + ' bytes', formatBytes(h.modelHeap), formatBytes(h.withIndexesHeap)]);
}
say(table(heapRows));

// ---------------------------------------------------------------------------
// The CLI's batch mode under load.

say();
say('CLI batch: 100,000 JSON lines (robotstxt_file), four ~500 KiB files, profiles and raw tokens mixed');
const batch = await runCliBatch(repoRoot);
say(
  `  ${formatCount(batch.answered)} answered, ${batch.errors} errors, ${formatCount(batch.lines)} lines in ${(batch.wallMs / 1000).toFixed(2)} s ` +
    `(${formatCount(Math.round(batch.lines / (batch.wallMs / 1000)))} lines/s, process start included)` +
    (batch.maxRssKiB !== null ? `, peak RSS ${formatBytes(batch.maxRssKiB * 1024)}` : ''),
);
say(`  ${batch.stats}`);
for (const p of batch.problems) {
  failed = true;
  say(`  PROBLEM: ${p}`);
}

say();
say('Linter on the corpus (informational)');
say(describeLintFigures(lintCorpusFigures()));

say();
say('Workbench engine after an edit (bench/workbench.ts): draft parsed again, re-indexed and re-decided where the edit reaches');
const workbench = workbenchFigures();
say(table(workbench.rows));
for (const note of workbench.notes) say(note);

// ---------------------------------------------------------------------------
// A page's links decided in the worker (decideUrls without messaging), and the parsed-model cache's heap.

say();
say('Page links: decideUrls for 2,000 links across 30 cached origins (bench/page-links.ts)');
const links = await pageLinksFigures();
say(
  `  ${formatCount(links.links)} links, ${links.origins} origins, ${formatBytes(links.bytes)} of robots.txt, ${formatCount(links.disallowed)} disallowed: ` +
    `models kept ${links.againMs.toFixed(1)} ms (fastest ${links.againBestMs.toFixed(1)} ms), cold models (decode, parse, index) ${links.firstMs.toFixed(1)} ms`,
);
const modelsHeap = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', join('bench', 'page-links.ts'), '--heap'], {
  cwd: repoRoot,
  encoding: 'utf8',
});
if (modelsHeap.status === 0) {
  const h = JSON.parse(modelsHeap.stdout) as { files: number; fileBytes: number; heapBytes: number };
  say(
    `  parsed-model cache full: ${h.files} files of ${formatBytes(h.fileBytes / h.files)} each hold ${formatBytes(h.heapBytes)} of heap (Googlebot's index built)`,
  );
} else {
  say(`  parsed-model heap probe failed: ${modelsHeap.stderr.trim().split('\n').slice(-3).join(' ')}`);
  failed = true;
}

// ---------------------------------------------------------------------------
// The worker's badge on a hostile page: how long one slice of its decision holds the worker.

say();
const slices = await workerSliceFigures();
say(describeWorkerSlices(slices));

// ---------------------------------------------------------------------------
// The built command: start-up, lines per second, and the 20,000-check job beside robots-parser.

say();
say('Built command (dist-cli/robots-lens.mjs), process start included; CPU time from /usr/bin/time (wall time counts other processes too)');
const cli = await measureCliSpeed();
const ms = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(0)} ms`);
const perSecond = (v: number | null) => (v === null ? 'n/a' : `${formatCount(Math.round(v))} lines/s`);
say(`  --help: median ${ms(cli.helpMs)} wall (fastest ${ms(cli.helpBestMs)}), ${ms(cli.helpCpuMs)} CPU`);
say(`  batch, one 500 KiB file, JSON lines in and out: ${perSecond(cli.batch.wall)} by wall time, ${perSecond(cli.batch.cpu)} by CPU time`);
say(`  urls --robots, same file, JSON lines in and out: ${perSecond(cli.urls.wall)} by wall time, ${perSecond(cli.urls.cpu)} by CPU time`);
const job = cli.job;
say(
  table([
    ['20,000 checks, one 500 KiB file, end to end (medians)', 'wall', 'CPU'],
    ['robots-lens batch', ms(job.ours.ms), ms(job.ours.cpuMs)],
    ['robots-parser (parsed once, isAllowed per line)', ms(job.robotsParser.ms), ms(job.robotsParser.cpuMs)],
    [
      'robots-parser ÷ robots-lens',
      `${(job.robotsParser.ms / job.ours.ms).toFixed(1)}×`,
      job.ours.cpuMs && job.robotsParser.cpuMs ? `${(job.robotsParser.cpuMs / job.ours.cpuMs).toFixed(1)}×` : 'n/a',
    ],
  ]).replace(/^/gm, '  '),
);
if (!job.agree)
  say('  (robots-parser and robots-lens disagree on some of these verdicts: robots-parser does not read robots.txt as Google does)');
for (const p of cli.problems) {
  failed = true;
  say(`  PROBLEM: ${p}`);
}

// ---------------------------------------------------------------------------
// The library's robots-parser API beside robots-parser: the same job, only the import changed.

say();
say('Library (dist-lib/robots-parser.js) beside robots-parser, the 20,000-check job, process start included');
const lib = await measureLibrarySpeed();
say(
  table([
    [`${formatCount(lib.checks)} checks, one ${formatBytes(lib.robotsBytes)} file, end to end (medians)`, 'wall', 'CPU'],
    ['robots-lens-engine/robots-parser', ms(lib.ours.ms), ms(lib.ours.cpuMs)],
    ['robots-parser', ms(lib.robotsParser.ms), ms(lib.robotsParser.cpuMs)],
    [
      'robots-parser ÷ robots-lens-engine',
      `${(lib.robotsParser.ms / lib.ours.ms).toFixed(1)}×`,
      lib.ours.cpuMs && lib.robotsParser.cpuMs ? `${(lib.robotsParser.cpuMs / lib.ours.cpuMs).toFixed(1)}×` : 'n/a',
    ],
  ]).replace(/^/gm, '  '),
);
say(`  robots-parser's verdict differs from Google's on ${formatCount(lib.disagreements)} of the ${formatCount(lib.checks)} checks`);
for (const p of lib.problems) {
  failed = true;
  say(`  PROBLEM: ${p}`);
}

// ---------------------------------------------------------------------------
// Ratios and targets.

say();
say('robots-lens against robots-parser (robots-parser time ÷ ours; > 1 means we are faster)');
const ratioRows: string[][] = [['measure', 'robots-lens', 'robots-parser', 'ratio']];
const ratio = (label: string, ours: string, theirs: string) => {
  ratioRows.push([label, formatNs(ns(ours)), formatNs(ns(theirs)), `${(ns(theirs) / ns(ours)).toFixed(1)}×`]);
};
ratio('parse generated 500 KiB', NAMES.parseOurs, NAMES.parseRp);
ratio('per URL, googlebot group (1,800 rules)', NAMES.urlGooglebotOurs, NAMES.urlGooglebotRp);
ratio('per URL, * group (13,000 rules)', NAMES.urlGlobalOurs, NAMES.urlGlobalRp);
if (corpusAvailable) {
  ratio('parse 853 KB corpus file', NAMES.oracleParseOurs, NAMES.oracleParseRp);
  ratio('per URL, 853 KB corpus file', NAMES.oracleUrlOurs, NAMES.oracleUrlRp);
}
ratio('pathological rule', NAMES.pathoOurs, NAMES.pathoRp);
say(table(ratioRows));

const µs = (v: number) => formatNs(v * 1_000);
const targets: TargetResult[] = [
  {
    name: 'parse a 500 KiB file',
    value: ns(NAMES.parseOurs) / 1e6,
    best: min(NAMES.parseOurs) / 1e6,
    limit: 2,
    format: (v) => `${v.toFixed(2)} ms`,
    note: 'mitata average',
  },
  {
    name: 'per URL against the 13,000-rule group',
    value: ns(NAMES.urlGlobalOurs) / 1e3,
    best: min(NAMES.urlGlobalOurs) / 1e3,
    limit: 2,
    format: µs,
    note: 'decide(), index built',
  },
  {
    name: 'pathological rule, 2,000 a',
    value: ns(NAMES.pathoOurs) / 1e3,
    best: min(NAMES.pathoOurs) / 1e3,
    limit: 30,
    format: µs,
    note: 'decide()',
  },
];
if (heapOracle && typeof heapOracle !== 'string') {
  targets.push({
    name: 'heap of the parsed 853 KB file (with rule indexes)',
    value: heapOracle.withIndexesHeap / (1024 * 1024),
    limit: 20,
    format: (v) => `${v.toFixed(2)} MiB`,
    note: 'heap probe',
  });
}
say();
say('Hostile rules: per URL against the hostile URL, and against an ordinary URL of the same length (same file)');
const hostileRows: string[][] = [['file', 'path length', 'hostile URL', 'ordinary', 'ratio']];
hostile.forEach((h, i) => {
  for (const u of h.urls) {
    const runNs = ns(hostileName(i, u.length, 'hostile'));
    const ordinaryNs = ns(hostileName(i, u.length, 'ordinary'));
    hostileRows.push([h.label, formatCount(u.length), formatNs(runNs), formatNs(ordinaryNs), `${(runNs / ordinaryNs).toFixed(2)}×`]);
    targets.push({
      name: `hostile ${i + 1}, ${formatCount(u.length)} chars ÷ ordinary URL`,
      value: runNs / ordinaryNs,
      best: min(hostileName(i, u.length, 'hostile')) / min(hostileName(i, u.length, 'ordinary')),
      limit: 5,
      format: (v) => `${v.toFixed(2)}×`,
      note: 'decide(), same file',
    });
  }
});
say(table(hostileRows));
targets.push({
  name: 'per URL, 200,001 rules (streamed)',
  value: ns(NAMES.pastLimitOurs) / 1e6,
  best: min(NAMES.pastLimitOurs) / 1e6,
  limit: 5,
  format: (v) => `${v.toFixed(2)} ms`,
  note: 'decide()',
});

// The command's targets, judged on CPU time where /usr/bin/time gives it (a shared machine's wall time is not ours alone).
const cpuOrWall = (rate: { wall: number; cpu: number | null }) => 1e6 / (rate.cpu ?? rate.wall);
targets.push(
  {
    name: 'robots-lens --help, process start included',
    value: cli.helpCpuMs ?? cli.helpMs,
    best: cli.helpBestMs,
    limit: 100,
    format: (v) => `${v.toFixed(0)} ms`,
    note: cli.helpCpuMs === null ? 'median wall time' : 'median CPU time; fastest wall',
  },
  {
    name: 'batch per line, one file (200,000 lines/s)',
    value: cpuOrWall(cli.batch),
    limit: 5,
    format: µs,
    note: 'JSON lines in and out',
  },
  {
    name: 'urls --robots per line, one file (200,000 lines/s)',
    value: cpuOrWall(cli.urls),
    limit: 5,
    format: µs,
    note: 'JSON lines in and out',
  },
  {
    // The issue's "faster, process start included" is elapsed time, as its own figures were.
    name: '20,000-check job: ours ≤ robots-parser ÷ 20',
    value: job.ours.ms,
    limit: job.robotsParser.ms / 20,
    format: (v) => `${v.toFixed(0)} ms`,
    note: 'elapsed, medians of 6 and 3 runs',
  },
);

targets.push({
  // End to end, as the command's job is judged: elapsed time, process start included.
  name: 'library job: ours ≤ robots-parser ÷ 20',
  value: lib.ours.ms,
  limit: lib.robotsParser.ms / 20,
  format: (v) => `${v.toFixed(0)} ms`,
  note: 'elapsed, medians of 5 and 3 runs',
});
targets.push(...workbench.targets);
targets.push({
  name: 'decideUrls: 2,000 links, 30 cached origins (100 ms)',
  value: links.againMs,
  best: links.againBestMs,
  limit: 100,
  format: (v) => `${v.toFixed(1)} ms`,
  note: 'worker-side, parsed models kept; cold models are reported above',
});
targets.push({
  name: 'worker held at one time, 680,000-char URL, 28,000 pieces (50 ms)',
  value: slices.longestCpuMs,
  limit: 50,
  format: (v) => `${v.toFixed(1)} ms`,
  note: 'longest slice of three checks, CPU time (wall clock above); parsing the body apart',
});

say();
say('Targets');
say(table(targetRows(targets)));
const firstGlobal = firstUrlNs.get('generated/gptbot');
if (firstGlobal !== undefined) {
  say(`(not a target) first URL against the 13,000-rule group, index included: ${formatNs(firstGlobal)}`);
}
say(
  `(not a target) per URL against the same group without its ${formatCount(slashOnlyRules)} "/*" rules: ${formatNs(ns(NAMES.urlNoFloatingOurs))}`,
);
say(`(not a target) per URL against 200,001 rules past the limit, explained: ${formatNs(ns(NAMES.pastLimitEvaluate))}`);
if (job.ours.cpuMs !== null && job.robotsParser.cpuMs !== null) {
  say(
    `(not a target) the 20,000-check job by CPU time of all threads, as if on one core: robots-parser ÷ robots-lens = ${(job.robotsParser.cpuMs / job.ours.cpuMs).toFixed(1)}×`,
  );
}
if (!corpusAvailable) say('(the 853 KB heap target was not measured: ../shared is absent)');

say(
  `load average at the end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (above the CPU count, other processes compete and timings are inflated)`,
);

if (failed) {
  say();
  say('FAILED: a verdict disagreed with the reference or the batch run misbehaved (see above).');
  process.exitCode = 1;
}
