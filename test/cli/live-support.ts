/**
 * Runs the CLI in this process against local sites, as a person would run it
 * against the web: main() with its own streams captured, and live deps whose
 * fetch sends every request to 127.0.0.1 and whose resolver gives the names
 * the address a test needs (the e2e browser's --host-resolver-rules, in
 * Node). Nothing leaves this machine.
 */
import { PassThrough, Readable } from 'node:stream';
import { main } from '../../src/cli/cli.ts';
import { nodeFetch, type LiveDeps } from '../../src/cli/live-robots.ts';
import { Output } from '../../src/cli/output.ts';
import type { FetchFunction } from '../../src/background/robots-fetcher.ts';

/** Names the tests use, and the address each "resolves" to (what the DNS-rebinding check sees). */
export const NAMES: Readonly<Record<string, string>> = {
  'robots-public.test': '203.0.113.10',
  'cdn.robots-public.test': '203.0.113.11',
  // A public-looking name that answers from this machine: DNS rebinding.
  'rebound.robots-public.test': '127.0.0.1',
  intranet: '10.0.0.5',
  localhost: '127.0.0.1',
};

/** Every request goes to 127.0.0.1 on the URL's port; the answer is handed back as if from the name asked. */
export const localFetch: FetchFunction = async (input, init) => {
  const url = new URL(input);
  if (url.hostname in NAMES) url.hostname = '127.0.0.1';
  const response = await nodeFetch(url.href, init);
  // A Response made here has no url of its own, so the fetcher records the name it asked.
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers });
};

export function localDeps(timeoutMs: number): LiveDeps {
  return {
    fetch: localFetch,
    resolveHost: async (host) => NAMES[host] ?? (/^[\d.]+$/.test(host) ? host : null),
    now: Date.now,
    timeoutMs,
  };
}

export interface MainResult {
  code: number;
  stdout: string;
  stderr: string;
}

function collect(stream: PassThrough): () => string {
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  return () => Buffer.concat(chunks).toString('utf8');
}

export async function runMain(args: readonly string[], stdin = ''): Promise<MainResult> {
  const out = new PassThrough();
  const err = new PassThrough();
  const stdout = collect(out);
  const stderr = collect(err);
  const io = { stdin: Readable.from([Buffer.from(stdin)]), stdout: new Output(out), stderr: new Output(err), liveDeps: localDeps };
  const code = await main(args, io);
  await io.stdout.flush();
  await io.stderr.flush();
  return { code, stdout: stdout(), stderr: stderr() };
}

/** `check --json`'s object. */
export interface LiveJson {
  url: string;
  robotsUrl: string;
  state: 'allowed' | 'disallowed' | 'unreachable';
  allowed: boolean;
  line: number;
  reading: { action: string; temporary: boolean; reason: { code: string; [k: string]: unknown } };
  fetch: {
    hops: { url: string; status: number; location: string }[];
    outcome: { kind: string; status?: number; error?: string; reason?: string; redirects: number };
    receivedBytes: number;
    truncated: boolean;
    finalUrl: string | null;
  };
}
