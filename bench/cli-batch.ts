/**
 * The CLI's batch mode under load: 100,000 JSON lines against four distinct
 * ~500 KiB files, run as a real process (node + tsx) with /usr/bin/time for
 * the peak memory when it is there. Checks that every line is answered, in
 * order, with no error, and that each file was parsed once.
 */
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { generateRobots, generateUrls, DEFAULT_SHAPE } from './generate-robots.ts';

export interface BatchRun {
  lines: number;
  files: number;
  fileBytes: number[];
  wallMs: number;
  /** Peak resident memory in KiB, when /usr/bin/time could tell. */
  maxRssKiB: number | null;
  answered: number;
  errors: number;
  stats: string;
  problems: string[];
}

export async function runCliBatch(repoRoot: string, lines = 100_000): Promise<BatchRun> {
  const dir = mkdtempSync(join(tmpdir(), 'robots-lens-bench-'));
  try {
    const files: string[] = [];
    const fileBytes: number[] = [];
    const urls: string[][] = [];
    for (let i = 0; i < 4; i++) {
      const robots = generateRobots({ ...DEFAULT_SHAPE, seed: DEFAULT_SHAPE.seed + i });
      const path = join(dir, `robots-${i}.txt`);
      writeFileSync(path, robots.text);
      files.push(path);
      fileBytes.push(Buffer.byteLength(robots.text));
      urls.push(generateUrls(robots, 2_000, 100 + i));
    }
    const inputPath = join(dir, 'requests.jsonl');
    const input = createWriteStream(inputPath);
    const profiles = ['googlebot', 'gptbot', 'bingbot', 'googlebot-image'];
    for (let i = 0; i < lines; i++) {
      const f = i % files.length;
      const request =
        i % 5 === 0
          ? { robotstxt_file: files[f], url: urls[f]![i % 2_000], useragent: 'Googlebot' }
          : { robotstxt_file: files[f], url: urls[f]![i % 2_000], profile: profiles[i % profiles.length] };
      if (!input.write(JSON.stringify(request) + '\n')) await once(input, 'drain');
    }
    input.end();
    await once(input, 'finish');

    const useTime = existsSync('/usr/bin/time');
    const node = [process.execPath, '--import', 'tsx', 'src/cli/main.ts', 'batch', '--stats'];
    const command = useTime ? ['/usr/bin/time', '-f', 'maxrss=%M', ...node] : node;
    const started = performance.now();
    const child = spawn(command[0]!, command.slice(1), { cwd: repoRoot, stdio: ['pipe', 'pipe', 'pipe'] });
    createReadStream(inputPath).pipe(child.stdin);

    let answered = 0;
    let errors = 0;
    let pending = '';
    const problems: string[] = [];
    let expected = 0;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      let nl: number;
      while ((nl = pending.indexOf('\n')) !== -1) {
        const line = pending.slice(0, nl);
        pending = pending.slice(nl + 1);
        expected++;
        if (line.startsWith('{"error"')) {
          errors++;
          if (problems.length < 5) problems.push(`output line ${expected}: ${line}`);
        } else if (line.startsWith('{"allowed"')) {
          answered++;
        } else if (problems.length < 5) {
          problems.push(`output line ${expected}: unexpected ${line.slice(0, 80)}`);
        }
      }
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (c: string) => (stderr += c));
    const [code] = (await once(child, 'close')) as [number | null];
    const wallMs = performance.now() - started;
    if (code !== 0) problems.push(`exit code ${code}: ${stderr.trim().slice(0, 300)}`);
    const rss = /maxrss=(\d+)/.exec(stderr);
    const stats = stderr.split('\n').find((l) => l.startsWith('batch:')) ?? '';
    if (answered + errors !== lines) problems.push(`expected ${lines} output lines, got ${answered + errors}`);
    if (!stats.includes(`robots.txt bodies parsed: ${files.length},`)) problems.push(`expected ${files.length} parses: ${stats}`);
    return { lines, files: files.length, fileBytes, wallMs, maxRssKiB: rss ? Number(rss[1]) : null, answered, errors, stats, problems };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
