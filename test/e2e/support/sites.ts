/**
 * Throw-away web sites on 127.0.0.1 (random free ports) whose robots.txt
 * answers the way a test needs: a status, a redirect, silence, a reset...
 * Every other path is a small HTML page with status 200.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type RobotsHandler = (req: IncomingMessage, res: ServerResponse, hit: number) => void;

export interface TestSite {
  origin: string;
  port: number;
  /** How many times each path was requested. */
  hits(path: string): number;
  close(): Promise<void>;
}

export function htmlPage(title: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>A page for the Robots Lens end-to-end tests.</p></body></html>`;
}

/**
 * Starts a site. `routes` maps a path (e.g. `/robots.txt`) to a handler that
 * gets the 1-based count of requests to that path so far.
 */
export async function startSite(routes: Record<string, RobotsHandler>): Promise<TestSite> {
  const counts = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const hit = (counts.get(path) ?? 0) + 1;
    counts.set(path, hit);
    const route = routes[path];
    if (route) return route(req, res, hit);
    if (path === '/favicon.ico') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(htmlPage(path));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('test site has no TCP port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    port: address.port,
    hits: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        // Requests left hanging on purpose (the timeout case) must not keep the server open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A plain-text robots.txt answer. */
export function robotsBody(body: string | Uint8Array, headers: Record<string, string> = {}): RobotsHandler {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', ...headers }).end(body);
  };
}

export function status(code: number, body = ''): RobotsHandler {
  return (_req, res) => {
    res.writeHead(code, { 'content-type': 'text/plain; charset=utf-8' }).end(body);
  };
}

/**
 * A robots.txt that redirects `hops` times, each hop on a different port,
 * before `final` answers. Returns the first site (the one whose pages are
 * checked) and every site it started, for closing.
 */
export async function redirectChain(hops: number, final: RobotsHandler): Promise<{ site: TestSite; all: TestSite[] }> {
  const last = await startSite({ '/robots-final.txt': final });
  let next = `${last.origin}/robots-final.txt`;
  const all = [last];
  for (let i = hops - 1; i >= 1; i--) {
    const target = next;
    const hop = await startSite({ [`/hop-${i}`]: (_req, res) => res.writeHead(i % 2 ? 301 : 302, { location: target }).end() });
    all.push(hop);
    next = `${hop.origin}/hop-${i}`;
  }
  const target = next;
  const site = await startSite({ '/robots.txt': (_req, res) => res.writeHead(302, { location: target }).end() });
  all.push(site);
  return { site, all };
}
