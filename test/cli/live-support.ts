/**
 * Runs the CLI in this process against local sites, as a person would run it
 * against the web: main() with its own streams captured, and the command's
 * own transport given a resolver that answers each name with the address a
 * test needs and a dialler that connects every address on 127.0.0.1 (the e2e
 * browser's --host-resolver-rules, in Node). The address policy sees the
 * resolved address; nothing leaves this machine.
 */
import { PassThrough, Readable } from 'node:stream';
import { main } from '../../src/cli/cli.ts';
import { liveDeps, type LiveDeps } from '../../src/cli/live-robots.ts';
import { Output } from '../../src/cli/output.ts';

/** Names the tests use, and the address each "resolves" to (what the DNS-rebinding check sees). */
export const NAMES: Readonly<Record<string, string>> = {
  // Public addresses the policy reads as public; they are only ever dialled on 127.0.0.1.
  'robots-public.test': '192.0.1.10',
  'cdn.robots-public.test': '192.0.1.11',
  // A public-looking name that answers from this machine: DNS rebinding.
  'rebound.robots-public.test': '127.0.0.1',
  intranet: '10.0.0.5',
  localhost: '127.0.0.1',
};

/** The command's own transport, every name resolved from NAMES (IP literals stay as written) and dialled on 127.0.0.1. */
export function localDeps(timeoutMs: number): LiveDeps {
  return liveDeps(timeoutMs, {
    resolve: async (host) => {
      const address = NAMES[host];
      return address === undefined ? [] : [{ address, family: address.includes(':') ? 6 : 4 }];
    },
    dial: () => '127.0.0.1',
  });
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
