/**
 * A small demo site for trying Robots Lens by hand (`npm start`) and for the
 * end-to-end tests: a few pages and a robots.txt that shows off most of what
 * the popup explains (several groups, a specific group that overrides `*`,
 * AI crawlers blocked, sitemaps, a crawl-delay, an accepted typo, a line
 * Google does not read as written).
 */
import { createServer, type Server } from 'node:http';

export function demoRobotsTxt(origin: string): string {
  return `# Robots Lens demo site
# Open the Robots Lens popup on each page linked from the home page.

User-agent: *
Disallow: /private/
Allow: /private/press-kit/
Disallow: /search
Crawl-delay: 5

# Googlebot has its own group, so it ignores the * group above:
# /private/ is open to Googlebot.
User-agent: Googlebot
Disallow: /drafts/
Allow: /drafts/published-
Disallow: /*.pdf$
Disalow: /tmp/

User-agent: Googlebot-Image
Disallow: /photos/raw/

# AI crawlers: no training on this site.
User-agent: GPTBot
User-agent: ClaudeBot
User-agent: CCBot
User-agent: Google-Extended
Disallow: /

# ...but AI search may link to it.
User-agent: OAI-SearchBot
Allow: /

User-agent: AdsBot-Google
Disallow: /checkout/

# Google reads this token as "MJ", so it never matches MJ12bot.
User-agent: MJ12bot
Disallow: /

User-agent: coccocbot
Disallow: /search
Crawl-delay: 20

Sitemap: ${origin}/sitemap.xml
Sitemap: ${origin}/news-sitemap.xml
`;
}

/** Demo pages and what to look for on each (Googlebot unless named). */
export const DEMO_PAGES: readonly { path: string; hint: string }[] = [
  { path: '/', hint: 'Allowed: no Googlebot rule matches the home page. Switch to GPTBot: disallowed by "Disallow: /".' },
  { path: '/private/report.html', hint: 'Allowed for Googlebot (its own group ignores *), disallowed for Bingbot.' },
  { path: '/private/press-kit/', hint: 'Allowed for everyone: the longer Allow beats Disallow: /private/.' },
  { path: '/drafts/post.html', hint: 'Disallowed for Googlebot by "Disallow: /drafts/".' },
  { path: '/drafts/published-launch.html', hint: 'Allowed: "Allow: /drafts/published-" is longer.' },
  { path: '/docs/guide.pdf', hint: 'Disallowed for Googlebot by "Disallow: /*.pdf$".' },
  { path: '/tmp/cache.html', hint: 'Disallowed by the misspelt "Disalow: /tmp/", which Google accepts.' },
  { path: '/search?q=robots', hint: 'Disallowed for Bingbot and coccocbot-web; allowed for Googlebot.' },
  { path: '/photos/raw/img-001.html', hint: 'Disallowed for Googlebot-Image only.' },
  { path: '/checkout/', hint: 'Allowed for Googlebot; disallowed for AdsBot-Google, which also ignores *.' },
  { path: '/robots.txt', hint: 'The file itself: crawlers always fetch it.' },
];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(path: string): string {
  const links = DEMO_PAGES.map((p) => `<li><a href="${escapeHtml(p.path)}">${escapeHtml(p.path)}</a> — ${escapeHtml(p.hint)}</li>`).join(
    '\n',
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Robots Lens demo: ${escapeHtml(path)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem}code{background:#eef}</style>
</head><body>
<h1>Robots Lens demo</h1>
<p>You are on <code>${escapeHtml(path)}</code>. Click the Robots Lens button in the toolbar to see whether a crawler may fetch this page, and which line of <a href="/robots.txt">robots.txt</a> decides.</p>
<ul>
${links}
</ul>
</body></html>`;
}

export interface DemoSite {
  server: Server;
  origin: string;
  /** How many times robots.txt was requested. */
  robotsTxtRequests(): number;
  close(): Promise<void>;
}

/** Serves the demo site on 127.0.0.1 (port 0 picks a free port). */
export async function startDemoSite(port = 0): Promise<DemoSite> {
  let robotsTxtRequests = 0;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
    if (url.pathname === '/robots.txt') {
      robotsTxtRequests++;
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'max-age=60' });
      res.end(demoRobotsTxt(origin));
    } else if (url.pathname.endsWith('.xml')) {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/</loc></url></urlset>\n`,
      );
    } else {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page(url.pathname + url.search));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the demo site has no TCP address');
  const actual = address.port;
  return {
    server,
    origin: `http://127.0.0.1:${actual}`,
    robotsTxtRequests: () => robotsTxtRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Browsers keep idle connections open; do not wait for them.
        server.closeAllConnections();
      }),
  };
}
