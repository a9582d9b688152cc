/**
 * Sitemap import against a real HTTP server on 127.0.0.1 (Node's fetch and
 * DecompressionStream): indexes, gzip, the protocol's limits, loops, and
 * every failure a sitemap URL can give.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SitemapProgress, importSitemaps } from '../../src/url-lists/sitemap-import.ts';
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS, readSitemapFile } from '../../src/url-lists/sitemap-file.ts';
import type { UrlNote } from '../../src/url-lists/url-notes.ts';
import { closedPort, type LocalServer, startLocalServer } from '../worker/support/local-server.ts';

type Route = (req: IncomingMessage, res: ServerResponse) => void;

const routes = new Map<string, Route>();
let server: LocalServer;
let origin: string;

const xml =
  (body: string, headers: Record<string, string> = {}): Route =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/xml', ...headers }).end(body);
  };
const urlset = (urls: readonly string[]) =>
  `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((u) => `<url><loc>${u}</loc></url>`).join('\n')}</urlset>`;
const index = (files: readonly string[]) =>
  `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${files.map((f) => `<sitemap><loc>${f}</loc></sitemap>`).join('\n')}</sitemapindex>`;

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const route = routes.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (route) route(req, res);
    else res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>Not found</body></html>');
  });
  origin = server.origin;
});
afterAll(() => server.close());

const run = (roots: string[], options: Partial<Parameters<typeof importSitemaps>[1]> = {}) =>
  importSitemaps(roots, { origin, signal: new AbortController().signal, ...options });
const codes = (notes: UrlNote[]) => notes.map((n) => n.code).sort();

describe('sitemap import', () => {
  it('reads an index with a gzipped .xml.gz child and a Content-Encoding child, and reports progress', async () => {
    routes.set('/i1/sitemap_index.xml', xml(index([`${origin}/i1/pages.xml.gz`, `${origin}/i1/posts.xml`])));
    routes.set('/i1/pages.xml.gz', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/gzip' }).end(gzipSync(urlset([`${origin}/a`, `${origin}/private/b`])));
    });
    routes.set('/i1/posts.xml', (_req, res) => {
      res
        .writeHead(200, { 'content-type': 'application/xml', 'content-encoding': 'gzip' })
        .end(gzipSync(urlset([`${origin}/c`, `${origin}/a`, 'https://cdn.example.com/d'])));
    });
    const progress: SitemapProgress[] = [];
    const result = await run([`${origin}/i1/sitemap_index.xml`], { onProgress: (p) => progress.push(p) });
    expect(result.urls.map((u) => [u.url, u.source, u.otherOrigin]).sort()).toEqual(
      [
        [`${origin}/a`, expect.stringMatching(/\/i1\/(pages\.xml\.gz|posts\.xml)$/), false],
        [`${origin}/c`, `${origin}/i1/posts.xml`, false],
        [`${origin}/private/b`, `${origin}/i1/pages.xml.gz`, false],
        ['https://cdn.example.com/d', `${origin}/i1/posts.xml`, true],
      ].sort(),
    );
    expect(codes(result.notes)).toEqual(['duplicate']);
    expect(result.files.map((f) => [f.url, f.kind, f.locs]).sort()).toEqual(
      [
        [`${origin}/i1/sitemap_index.xml`, 'sitemapindex', 2],
        [`${origin}/i1/pages.xml.gz`, 'urlset', 2],
        [`${origin}/i1/posts.xml`, 'urlset', 3],
      ].sort(),
    );
    const last = progress.at(-1)!;
    expect(last).toMatchObject({ filesDone: 3, filesTotal: 3, urls: 4 });
    expect(last.bytes).toBeGreaterThan(300);
  });

  it('notes an index that lists itself or its parent, a file listed twice, and files nested past depth 2', async () => {
    routes.set('/loop/a.xml', xml(index([`${origin}/loop/a.xml`, `${origin}/loop/b.xml`, `${origin}/loop/b.xml#again`])));
    routes.set('/loop/b.xml', xml(index([`${origin}/loop/a.xml`, `${origin}/loop/c.xml`])));
    routes.set('/loop/c.xml', xml(index([`${origin}/loop/d.xml`, `${origin}/loop/b.xml`])));
    routes.set('/loop/d.xml', xml(urlset([`${origin}/deep`])));
    const result = await run([`${origin}/loop/a.xml`]);
    expect(result.urls).toEqual([]);
    expect(result.notes).toEqual(
      expect.arrayContaining([
        { code: 'sitemap-loop', sitemap: `${origin}/loop/a.xml`, parent: `${origin}/loop/a.xml` },
        { code: 'sitemap-repeated', sitemap: `${origin}/loop/b.xml#again` },
        { code: 'sitemap-loop', sitemap: `${origin}/loop/a.xml`, parent: `${origin}/loop/b.xml` },
        { code: 'sitemap-too-deep', sitemap: `${origin}/loop/d.xml`, parent: `${origin}/loop/c.xml`, depth: 3 },
        { code: 'sitemap-loop', sitemap: `${origin}/loop/b.xml`, parent: `${origin}/loop/c.xml` },
      ]),
    );
    expect(result.notes).toHaveLength(5);
  });

  it('reads index → index → urlset (depth 2)', async () => {
    routes.set('/d2/top.xml', xml(index([`${origin}/d2/mid.xml`])));
    routes.set('/d2/mid.xml', xml(index([`${origin}/d2/leaf.xml`])));
    routes.set('/d2/leaf.xml', xml(urlset([`${origin}/leaf`])));
    const result = await run([`${origin}/d2/top.xml`]);
    expect(result.urls.map((u) => u.url)).toEqual([`${origin}/leaf`]);
    expect(result.notes).toEqual([]);
  });

  it('a 404, a 503, HTML served as a sitemap and a dead port are notes; the other files are read', async () => {
    routes.set('/bad/503.xml', (_req, res) => res.writeHead(503).end());
    routes.set('/bad/page.xml', (_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!DOCTYPE html><html><body><a href="/x">x</a></body></html>'),
    );
    routes.set('/bad/good.xml', xml(urlset([`${origin}/fine`])));
    const dead = `http://127.0.0.1:${await closedPort()}/sitemap.xml`;
    const result = await run([
      `${origin}/bad/missing.xml`,
      `${origin}/bad/503.xml`,
      `${origin}/bad/page.xml`,
      dead,
      `${origin}/bad/good.xml`,
    ]);
    expect(result.urls.map((u) => u.url)).toEqual([`${origin}/fine`]);
    expect(result.notes).toEqual(
      expect.arrayContaining([
        { code: 'sitemap-http-error', sitemap: `${origin}/bad/missing.xml`, status: 404 },
        { code: 'sitemap-http-error', sitemap: `${origin}/bad/503.xml`, status: 503 },
        { code: 'sitemap-html', sitemap: `${origin}/bad/page.xml` },
        { code: 'sitemap-network-error', sitemap: dead, error: expect.stringMatching(/fetch failed.*ECONNREFUSED/) },
      ]),
    );
    expect(result.notes).toHaveLength(4);
  });

  it('malformed XML keeps the URLs before the break and says what broke where', async () => {
    routes.set(
      '/bad/broken.xml',
      xml(`<urlset>\n<url><loc>${origin}/one</loc></url>\n<url><loc>${origin}/two</url>\n<url><loc>${origin}/three</loc></url></urlset>`),
    );
    const result = await run([`${origin}/bad/broken.xml`]);
    expect(result.urls.map((u) => u.url)).toEqual([`${origin}/one`]);
    expect(result.notes).toEqual([
      {
        code: 'sitemap-malformed',
        sitemap: `${origin}/bad/broken.xml`,
        problem: { code: 'mismatched-tag', line: 3, expected: 'loc', found: 'url' },
        kept: 1,
      },
    ]);
  });

  it('a broken gzip file is a note, not a crash', async () => {
    const gz = gzipSync(urlset([`${origin}/z`]));
    routes.set('/bad/cut.xml.gz', (_req, res) =>
      res.writeHead(200, { 'content-type': 'application/gzip' }).end(gz.subarray(0, gz.length - 12)),
    );
    const result = await run([`${origin}/bad/cut.xml.gz`]);
    expect(result.notes).toEqual([{ code: 'sitemap-gzip-error', sitemap: `${origin}/bad/cut.xml.gz` }]);
  });

  it('a text sitemap is read one URL a line; locs that are paths, other schemes and garbage are noted', async () => {
    routes.set('/txt/sitemap.txt', (_req, res) =>
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`${origin}/t1\r\n\r\n/relative\nmailto:x@example.com\n${origin}/t2`),
    );
    const result = await run([`${origin}/txt/sitemap.txt`]);
    expect(result.urls.map((u) => u.url)).toEqual([`${origin}/t1`, `${origin}/t2`]);
    expect(result.notes.map((n) => ('place' in n ? [n.code, n.text] : n.code))).toEqual([
      ['relative-in-sitemap', '/relative'],
      ['other-scheme', 'mailto:x@example.com'],
    ]);
  });

  it('keeps the first 50,000 URLs of a file and says so', async () => {
    const urls = Array.from({ length: SITEMAP_MAX_URLS + 10 }, (_, i) => `${origin}/n/${i}`);
    routes.set('/big/many.xml', xml(urlset(urls)));
    const result = await run([`${origin}/big/many.xml`]);
    expect(result.urls).toHaveLength(SITEMAP_MAX_URLS);
    expect(result.urls.at(-1)!.url).toBe(`${origin}/n/${SITEMAP_MAX_URLS - 1}`);
    expect(result.notes).toEqual([{ code: 'sitemap-too-many-urls', sitemap: `${origin}/big/many.xml`, limit: SITEMAP_MAX_URLS }]);
  });

  it('stops a 60 MB sitemap at 50 MB, streamed: memory stays bounded and the server is not read to the end', async () => {
    const entries = 40_000; // 40,000 entries of 1.5 KB: 60 MB, under the 50,000-URL limit
    const padding = `<image:image><image:loc>${origin}/${'p'.repeat(1400)}.jpg</image:loc></image:image>`;
    let written = 0;
    let finished = false;
    routes.set('/big/60mb.xml', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      let i = 0;
      const write = () => {
        while (i < entries) {
          const chunk =
            i === 0 ? '<?xml version="1.0"?><urlset xmlns="s" xmlns:image="i">' : `<url><loc>${origin}/big/${i}</loc>${padding}</url>\n`;
          i++;
          written += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', write);
        }
        finished = true;
        res.end('</urlset>');
      };
      res.on('close', () => undefined);
      write();
    });
    // Live memory, sampled after a full collection every 5 MB read: garbage is not what is held.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    let peak = 0;
    let nextSample = 0;
    let read = 0;
    const file = await readSitemapFile(`${origin}/big/60mb.xml`, {
      from: origin,
      signal: new AbortController().signal,
      onBytes: (n) => {
        read += n;
        if (read < nextSample) return;
        nextSample = read + 5 * 1024 * 1024;
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed - before);
      },
    });
    expect(file.notes).toEqual([{ code: 'sitemap-too-large', sitemap: `${origin}/big/60mb.xml`, limitBytes: SITEMAP_MAX_BYTES }]);
    expect(read).toBe(SITEMAP_MAX_BYTES);
    const perEntry = 1500;
    expect(file.locs.length).toBeGreaterThan(SITEMAP_MAX_BYTES / perEntry - 1000);
    expect(file.locs.length).toBeLessThan(SITEMAP_MAX_BYTES / 1400);
    expect(finished).toBe(false);
    expect(written).toBeLessThan(58 * 1024 * 1024);
    // What is held while reading is the locs kept (about 35,000 short strings), never the file: 50 MB of text alone would be 50 MB or more.
    expect(peak).toBeLessThan(16 * 1024 * 1024);
  });

  it('a file that never answers times out; Stop stops the files in flight and counts those not read', async () => {
    routes.set('/slow/never.xml', () => undefined);
    const timedOut = await run([`${origin}/slow/never.xml`], { file: { timeoutMs: 200 } });
    expect(timedOut.notes).toEqual([{ code: 'sitemap-timeout', sitemap: `${origin}/slow/never.xml`, seconds: 0 }]);

    const stop = new AbortController();
    const roots = Array.from({ length: 6 }, (_, i) => `${origin}/slow/never.xml?${i}`);
    const stopped = run(roots, { signal: stop.signal, onProgress: (p) => p.filesDone === 0 && setTimeout(() => stop.abort(), 50) });
    const result = await stopped;
    expect(codes(result.notes)).toEqual(['sitemap-not-read', 'sitemap-stopped', 'sitemap-stopped', 'sitemap-stopped', 'sitemap-stopped']);
    expect(result.notes.find((n) => n.code === 'sitemap-not-read')).toEqual({ code: 'sitemap-not-read', count: 2, reason: 'stopped' });
  });

  it('stops at the cap on URLs across files, and counts the files and URLs left out', async () => {
    for (let f = 0; f < 8; f++)
      routes.set(`/cap/${f}.xml`, xml(urlset([`${origin}/cap/${f}/a`, `${origin}/cap/${f}/b`, `${origin}/cap/${f}/c`])));
    routes.set('/cap/index.xml', xml(index(Array.from({ length: 8 }, (_, f) => `${origin}/cap/${f}.xml`))));
    const result = await run([`${origin}/cap/index.xml`], { limit: 5 });
    expect(result.urls).toHaveLength(5);
    const notRead = result.notes.find((n) => n.code === 'sitemap-not-read');
    const tooMany = result.notes.find((n) => n.code === 'too-many-urls');
    expect(tooMany).toMatchObject({ limit: 5 });
    expect(notRead).toMatchObject({ reason: 'limit' });
    // Every file was read, counted as left out, or counted as not read.
    const read = result.files.filter((f) => f.kind === 'urlset').length;
    expect(read * 3).toBe(5 + (tooMany as { leftOut: number }).leftOut);
    expect(read + (notRead as { count: number }).count).toBe(8);
  });

  it('one file on its own: a listed sitemap is fetched without cookies', async () => {
    let cookie: string | undefined = 'unset';
    routes.set('/one.xml', (req, res) => {
      cookie = req.headers.cookie;
      res.writeHead(200).end(urlset([`${origin}/x`]));
    });
    const file = await readSitemapFile(`${origin}/one.xml`, { from: origin, signal: new AbortController().signal });
    expect(file).toEqual({ kind: 'urlset', locs: [{ value: `${origin}/x`, line: 1 }], notes: [] });
    expect(cookie).toBeUndefined();
  });

  it('a public site cannot aim the import at this computer: such a sitemap is noted, never fetched', async () => {
    let hits = 0;
    routes.set('/private/sitemap.xml', (_req, res) => {
      hits++;
      res.writeHead(200).end(urlset([`${origin}/secret`]));
    });
    const result = await importSitemaps([`${origin}/private/sitemap.xml`], {
      origin: 'https://example.com',
      signal: new AbortController().signal,
    });
    expect(result.notes).toEqual([{ code: 'sitemap-refused', sitemap: `${origin}/private/sitemap.xml`, from: 'https://example.com' }]);
    expect(result.urls).toEqual([]);
    expect(hits).toBe(0);
  });

  it('a file of nothing but whitespace is no sitemap (and is not held while looking for its first character)', async () => {
    routes.set('/blank.xml', xml(' \n'.repeat(100_000)));
    const result = await run([`${origin}/blank.xml`]);
    expect(result.notes).toEqual([
      { code: 'sitemap-malformed', sitemap: `${origin}/blank.xml`, problem: { code: 'no-root', line: 100_001 }, kept: 0 },
    ]);
  });
});

describe('an import is bounded as a whole', () => {
  /** An index listing `n` files, generated per request (never held whole). */
  const nested = (prefix: string, n: number) => {
    routes.set(`${prefix}/root.xml`, (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.write('<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      for (let i = 0; i < n; i++) res.write(`<sitemap><loc>${origin}${prefix}/child-${i}.xml</loc></sitemap>\n`);
      res.end('</sitemapindex>');
    });
  };

  it('queues and reads at most maxFiles files; the files listed past it are counted, not queued', async () => {
    nested('/b1', 500);
    for (let i = 0; i < 500; i++) routes.set(`/b1/child-${i}.xml`, xml(urlset([`${origin}/b1/page-${i}`])));
    const progress: SitemapProgress[] = [];
    const result = await run([`${origin}/b1/root.xml`], { maxFiles: 20, onProgress: (p) => progress.push(p) });
    expect(result.files).toHaveLength(20);
    expect(result.urls).toHaveLength(19);
    expect(Math.max(...progress.map((p) => p.filesTotal))).toBe(20);
    expect(result.notes).toContainEqual({ code: 'sitemap-import-bound', count: 481, bound: 'files', limit: 20 });
  });

  it('stops at maxBytes over all files, and says how many files were left', async () => {
    const big = urlset(Array.from({ length: 2000 }, (_, i) => `${origin}/b2/p${i}`));
    routes.set('/b2/root.xml', xml(index(Array.from({ length: 30 }, (_, i) => `${origin}/b2/f${i}.xml`))));
    for (let i = 0; i < 30; i++) routes.set(`/b2/f${i}.xml`, xml(big));
    const result = await run([`${origin}/b2/root.xml`], { maxBytes: big.length * 3 });
    expect(result.files.length).toBeLessThan(10);
    const note = result.notes.find((n) => n.code === 'sitemap-import-bound');
    expect(note).toMatchObject({ bound: 'bytes', limit: big.length * 3 });
    expect(result.files.length + (note as { count: number }).count).toBe(31);
  });

  it('stops at maxMs, however slow the files', async () => {
    routes.set('/b3/root.xml', xml(index([`${origin}/b3/slow.xml`])));
    routes.set('/b3/slow.xml', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.write('<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      // Never ends: only the import's time bound stops it.
    });
    const result = await run([`${origin}/b3/root.xml`], { maxMs: 300 });
    expect(result.notes).toContainEqual({ code: 'sitemap-import-bound', count: 1, bound: 'time', limit: 0.3 });
  });

  it('notes past the cap are counted, not kept, and still counted as skipped', async () => {
    // 30 files each repeating one URL 1,000 times: 29,999 duplicates, of which 10,000 are kept.
    const same = urlset(Array.from({ length: 1000 }, () => `${origin}/b4/same`));
    routes.set('/b4/root.xml', xml(index(Array.from({ length: 30 }, (_, i) => `${origin}/b4/f${i}.xml`))));
    for (let i = 0; i < 30; i++) routes.set(`/b4/f${i}.xml`, xml(same));
    const result = await run([`${origin}/b4/root.xml`]);
    expect(result.urls).toHaveLength(1);
    expect(result.notes.length).toBe(10_001);
    expect(result.notes.at(-1)).toEqual({ code: 'notes-not-kept', count: 19_999, skipped: 19_999, ignored: 0, kept: 10_000 });
  });

  it('a slow file shows its bytes as they come', async () => {
    routes.set('/b5/slow.xml', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.write(
        `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${'<url><loc>https://x.test/</loc></url>'.repeat(100)}`,
      );
      setTimeout(() => res.end('</urlset>'), 700);
    });
    const progress: SitemapProgress[] = [];
    await run([`${origin}/b5/slow.xml`], { onProgress: (p) => progress.push(p) });
    expect(progress.some((p) => p.filesDone === 0 && p.bytes > 0)).toBe(true);
  });
});

describe('a sitemap’s encoding', () => {
  const body = (encoding: string) =>
    `<?xml version="1.0" encoding="${encoding}"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/café/crème</loc></url></urlset>`;
  const bytes = (route: string, data: Buffer) =>
    routes.set(route, (_req, res) => res.writeHead(200, { 'content-type': 'application/xml' }).end(data));
  const read = async (route: string) => (await run([`${origin}${route}`])).urls.map((u) => u.url);
  const wanted = () => [`${origin}/caf%C3%A9/cr%C3%A8me`];

  it('Latin-1, as its XML declaration says (not read as UTF-8)', async () => {
    bytes('/enc/latin1.xml', Buffer.from(body('ISO-8859-1'), 'latin1'));
    expect(await read('/enc/latin1.xml')).toEqual(wanted());
  });

  it('UTF-16 with a byte order mark, and without one', async () => {
    bytes('/enc/utf16le.xml', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(body('UTF-16'), 'utf16le')]));
    expect(await read('/enc/utf16le.xml')).toEqual(wanted());
    const be = Buffer.from(body('UTF-16'), 'utf16le').swap16();
    bytes('/enc/utf16be.xml', be);
    expect(await read('/enc/utf16be.xml')).toEqual(wanted());
  });

  it('an encoding the browser cannot decode is said, and the file read as UTF-8', async () => {
    bytes('/enc/unknown.xml', Buffer.from(body('X-MADE-UP-9')));
    const result = await run([`${origin}/enc/unknown.xml`]);
    expect(result.notes).toContainEqual({ code: 'sitemap-encoding', sitemap: `${origin}/enc/unknown.xml`, encoding: 'X-MADE-UP-9' });
    expect(result.urls.map((u) => u.url)).toEqual(wanted());
  });
});
