/**
 * `robots-lens urls` over many distinct sites, for its memory: N lines, each
 * on its own host name (s0.many-sites.test, s1…), every name resolved to
 * 127.0.0.1 through the transport's injected lookup, one local server
 * (in a child process, so its memory is not counted) answering every
 * robots.txt. The command runs in this process, as main() with its own
 * streams; the resident set size is sampled while it runs.
 *
 *   npx tsx bench/cli-many-sites.ts [sites=135000]
 *
 * Prints the peak RSS, and RSS every 10% of the way, so a trend shows even
 * on a shorter run. Nothing leaves this machine.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { main } from '../src/cli/cli.ts';
import { liveDeps } from '../src/cli/live-robots.ts';
import { Output } from '../src/cli/output.ts';

const ROBOTS = 'User-agent: *\nDisallow: /private/\nAllow: /\n\nUser-agent: GPTBot\nDisallow: /\n';

/** The server side: answers robots.txt on 127.0.0.1, reports its port to the parent. */
async function serve(): Promise<void> {
  const { createServer } = await import('node:http');
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end(ROBOTS);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
}

export interface ManySitesRun {
  sites: number;
  wallMs: number;
  peakRssMiB: number;
  /** [sites done, RSS MiB] every tenth of the way. */
  trend: [number, number][];
  answered: number;
  errors: number;
}

export async function runManySites(sites: number): Promise<ManySitesRun> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [message] = (await once(child, 'message')) as [{ port: number }];
  const port = message.port;
  try {
    let done = 0;
    let answered = 0;
    let errors = 0;
    let peak = 0;
    const trend: [number, number][] = [];
    const step = Math.max(1, Math.floor(sites / 10));
    const mib = () => process.memoryUsage.rss() / (1024 * 1024);
    const sampler = setInterval(() => {
      peak = Math.max(peak, mib());
    }, 100);

    const input = Readable.from(
      (function* () {
        for (let i = 0; i < sites; i++) yield `http://s${i}.many-sites.test:${port}/private/page-${i}\n`;
      })(),
    );
    const out = new PassThrough();
    let carry = '';
    out.on('data', (chunk: Buffer) => {
      const lines = (carry + chunk.toString('utf8')).split('\n');
      carry = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('url,')) continue;
        if (line.endsWith(',')) answered++;
        else errors++;
        done++;
        if (done % step === 0) {
          const now = mib();
          peak = Math.max(peak, now);
          trend.push([done, Math.round(now)]);
        }
      }
    });
    const err = new PassThrough();
    err.resume();
    const started = performance.now();
    const code = await main(['urls', '-'], {
      stdin: input,
      stdout: new Output(out),
      stderr: new Output(err),
      liveDeps: (timeoutMs) =>
        liveDeps(timeoutMs, {
          resolve: async () => [{ address: '127.0.0.1', family: 4 }],
          dial: () => '127.0.0.1',
        }),
    });
    const wallMs = performance.now() - started;
    clearInterval(sampler);
    if (code !== 0) throw new Error(`urls exited with ${code}`);
    return { sites, wallMs, peakRssMiB: Math.round(Math.max(peak, mib())), trend, answered, errors };
  } finally {
    child.kill();
  }
}

if (process.argv.includes('--serve')) {
  await serve();
} else if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('cli-many-sites.ts')) {
  const sites = Number(process.argv[2] ?? 135_000);
  const run = await runManySites(sites);
  console.log(
    `urls over ${run.sites} distinct sites: ${run.answered} answered, ${run.errors} errors, ${(run.wallMs / 1000).toFixed(1)} s, peak RSS ${run.peakRssMiB} MiB`,
  );
  for (const [n, rss] of run.trend) console.log(`  after ${n} sites: ${rss} MiB`);
}
