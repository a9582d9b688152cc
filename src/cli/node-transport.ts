/**
 * The command's HTTP transport: undici's fetch over two shared connection
 * pools, each with its own connector, so the address policy
 * (src/robots/redirect-policy.ts) is applied by the connection itself.
 *
 * - Every host name is resolved once, by the connection's own lookup: the
 *   addresses it classifies are the ones it connects to. (A separate lookup
 *   made to check the name could answer differently from the one the
 *   connection then makes: DNS rebinding.)
 * - A request the fetcher marks "public only" (a hop named by an answer from
 *   a public address) drops every private, loopback, link-local or
 *   unspecified address before connecting, and fails with a refusal when
 *   none is left; an IP literal, which is never looked up, is judged on the
 *   socket before any byte of the request is written.
 * - The address a connection really used is recorded per host, so the
 *   fetcher's observer (node-observer.ts) can say which address answered.
 *
 * Memory stays bounded whatever the number of sites: a robots.txt is one
 * request, so each asks the server to close the connection after its answer
 * (`Connection: close`; idle keep-alive would hold a socket per site for a
 * second), the pool forgets the origin once its connection is gone (undici's
 * Agent drops a client on disconnect), and the recorded addresses are
 * capped (maxRecorded). Open connections are then at most the fetches under
 * way: one at a time in `urls`. Node's own fetch kept a pool per origin for
 * the whole run: 135,000 sites reached 3.6 GB.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import type { Socket } from 'node:net';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';
import type { FetchFunction, FetchInit, HopPolicy } from '../robots/robots-fetcher.ts';
import { addressClass, isPublicClass, type HostClass } from '../core/host-class.ts';

/** Every address a name resolves to (A and AAAA), in the resolver's order; empty or a throw when it does not resolve. */
export type ResolveAll = (hostname: string) => Promise<readonly LookupAddress[]>;

export const systemResolveAll: ResolveAll = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The error a refused connection fails with; the fetcher reads it from fetch's `cause` chain. */
export class PrivateAddressError extends Error {
  readonly code = 'ERR_PRIVATE_ADDRESS';
  constructor(
    readonly hostname: string,
    readonly address: string,
    readonly targetClass: HostClass,
  ) {
    super(`${hostname} resolves to ${address}, not a public address`);
  }
}

export interface TransportOptions {
  resolve?: ResolveAll;
  /**
   * Where a resolved address is dialled. The identity, except in tests: they
   * resolve names to the addresses a test needs (public-looking or private)
   * and dial them all on 127.0.0.1, as the e2e browser's
   * --host-resolver-rules does, so nothing leaves this machine.
   */
  dial?: (address: string) => string;
  /** Addresses recorded for the observer (host → address that answered): the least recently recorded go first. */
  maxRecorded?: number;
  /** How long one connection may take to open. */
  connectTimeoutMs?: number;
}

export interface NodeTransport {
  fetch: FetchFunction;
  /** The address the last connection to `hostname` used (as resolved, before dialling), or null. */
  addressOf(hostname: string): string | null;
  /** Connections open now, in both pools: what bounds the command's memory. */
  openConnections(): number;
  close(): Promise<void>;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** The sockets undici's connector hands back, with their remote address. */
type ConnectCallback = (error: Error | null, socket: Socket | null) => void;

/** The user-agent line the command sends (src/cli/live-robots.ts owns its words). */
export function createNodeTransport(userAgent: string, options: TransportOptions = {}): NodeTransport {
  const resolve = options.resolve ?? systemResolveAll;
  const dial = options.dial ?? ((address: string) => address);
  const maxRecorded = options.maxRecorded ?? 1024;
  /** host → the address (as resolved) its last connection used. */
  const recorded = new Map<string, string>();
  /** `host|dialled address` → the address as resolved: what a socket's remote address stands for. */
  const resolvedAs = new Map<string, string>();
  let open = 0;

  const record = (map: Map<string, string>, key: string, value: string) => {
    map.delete(key);
    map.set(key, value);
    if (map.size > maxRecorded) map.delete(map.keys().next().value!);
  };

  const agentFor = (publicOnly: boolean): Agent => {
    const lookup = (hostname: string, lookupOptions: { all?: boolean }, callback: LookupCallback): void => {
      resolve(hostname).then(
        (answers) => {
          if (answers.length === 0) return callback(notFound(hostname), []);
          const allowed = publicOnly ? answers.filter((a) => isPublicClass(addressClass(a.address))) : answers;
          const first = answers[0]!;
          if (allowed.length === 0) return callback(new PrivateAddressError(hostname, first.address, addressClass(first.address)), []);
          const dialled = allowed.map((a) => {
            const to = dial(a.address);
            record(resolvedAs, `${hostname}|${to}`, a.address);
            return { address: to, family: to.includes(':') ? 6 : 4 };
          });
          if (lookupOptions.all) callback(null, dialled);
          else callback(null, dialled[0]!.address, dialled[0]!.family);
        },
        (error: NodeJS.ErrnoException) => callback(error, []),
      );
    };
    const base = buildConnector({ timeout: options.connectTimeoutMs ?? 10_000, lookup } as buildConnector.BuildOptions);
    const connect: buildConnector.connector = (connectOptions, callback) =>
      base(connectOptions, ((error: Error | null, socket: Socket | null) => {
        if (error || !socket) return callback(error ?? new Error('no socket'), null);
        const host = connectOptions.hostname.replace(/^\[(.*)\]$/, '$1');
        const remote = socket.remoteAddress ?? '';
        const address = resolvedAs.get(`${host}|${remote}`) ?? remote;
        const cls = addressClass(address);
        // An IP literal is never looked up: its socket is judged here, before the request is written.
        if (publicOnly && !isPublicClass(cls)) {
          socket.destroy();
          return callback(new PrivateAddressError(host, address, cls), null);
        }
        record(recorded, host, address);
        open++;
        socket.once('close', () => open--);
        callback(null, socket);
      }) as ConnectCallback as Parameters<buildConnector.connector>[1]);
    return new Agent({ connect, connections: 1, maxRequestsPerClient: 1, keepAliveTimeout: 1_000, keepAliveMaxTimeout: 1_000 });
  };
  const anyAddress = agentFor(false);
  const publicOnly = agentFor(true);

  const fetch: FetchFunction = async (input: string, init: FetchInit, policy?: HopPolicy) => {
    const dispatcher = policy?.privateAllowed === false ? publicOnly : anyAddress;
    const response = await undiciFetch(input, {
      method: init.method,
      redirect: init.redirect,
      signal: init.signal,
      headers: { 'user-agent': userAgent, connection: 'close' },
      dispatcher,
    });
    // undici's Response is the same WHATWG Response as Node's global one, from another copy of the library.
    return response as unknown as Response;
  };

  return {
    fetch,
    addressOf: (hostname) => recorded.get(hostname.replace(/^\[(.*)\]$/, '$1')) ?? null,
    openConnections: () => open,
    close: async () => {
      await Promise.all([anyAddress.close(), publicOnly.close()]);
    },
  };
}

function notFound(hostname: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
  error.code = 'ENOTFOUND';
  return error;
}

/** The refusal a failed fetch carries somewhere in its `cause` chain, or null. */
export function privateAddressRefusal(error: unknown): PrivateAddressError | null {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof PrivateAddressError) return e;
  }
  return null;
}
