/**
 * The workbench's sitemap import under the address policy, in the real
 * browser (the test browser resolves robots-public.test and
 * cdn.robots-public.test to 127.0.0.1): the workbench of a public-looking
 * site reads its own sitemaps (same host), follows a redirect inside the
 * site (its Location comes from webRequest in the workbench page itself),
 * does not send a redirect that points at localhost, and does not read a
 * sitemap on another public-looking name that answered from 127.0.0.1.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { useExtension } from './support/extension.ts';
import { ARTIFACTS_DIR } from './support/paths.ts';
import { startSite, type TestSite } from './support/sites.ts';

const browser = useExtension();
let site: TestSite;
let inside: TestSite;

const urlset = (urls: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `<url><loc>${u}</loc></url>`).join('')}</urlset>\n`;

beforeAll(async () => {
  inside = await startSite({
    '/secret.xml': (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml' }).end(urlset(['http://localhost/admin']));
    },
  });
  let pub = '';
  site = await startSite({
    '/robots.txt': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`User-agent: *\nDisallow: /private/\n\nSitemap: ${pub}/index.xml\n`);
    },
    '/index.xml': (_req, res) => {
      const cdn = pub.replace('robots-public.test', 'cdn.robots-public.test');
      res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${pub}/moved.xml</loc></sitemap><sitemap><loc>${pub}/to-localhost.xml</loc></sitemap><sitemap><loc>${cdn}/elsewhere.xml</loc></sitemap></sitemapindex>`,
        );
    },
    '/moved.xml': (_req, res) => {
      res.writeHead(301, { location: '/pages.xml' }).end();
    },
    '/pages.xml': (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml' }).end(urlset([`${pub}/a`, `${pub}/private/b`]));
    },
    '/to-localhost.xml': (_req, res) => {
      res.writeHead(302, { location: `http://localhost:${inside.port}/secret.xml` }).end();
    },
    '/elsewhere.xml': (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml' }).end(urlset(['http://cdn.robots-public.test/leaked']));
    },
    '/sitemap.xml': (_req, res) => {
      res.writeHead(404).end();
    },
  });
  pub = `http://robots-public.test:${site.port}`;
});
afterAll(async () => {
  await site?.close();
  await inside?.close();
});

test('a public site’s sitemaps: its own read, a redirect inside it followed, none reaching this computer', async () => {
  const pub = `http://robots-public.test:${site.port}`;
  const cdn = `http://cdn.robots-public.test:${site.port}`;
  const page = await browser.ext.context.newPage();
  try {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.goto(`chrome-extension://${browser.ext.extensionId}/src/pages/workbench/index.html?origin=${encodeURIComponent(pub)}`);
    await expect.poll(() => page.locator('[data-testid=url-panel] .wb-urls-sitemap-list li').count(), { timeout: 20_000 }).toBe(2);
    await page.getByRole('button', { name: 'Import sitemaps' }).click();
    await page.waitForSelector('[data-testid=url-sources]');
    await expect.poll(() => page.locator('[data-testid=url-count] p').first().innerText(), { timeout: 20_000 }).toMatch(/^2 URLs to test/);
    const notes = await page.locator('[data-testid=url-notes] li').allInnerTexts();
    expect(notes).toContain(
      `${pub}/to-localhost.xml redirected to http://localhost:${inside.port}/secret.xml, on this computer or a private network: its answer was not read.`,
    );
    expect(notes).toContain(
      `${cdn}/elsewhere.xml answered from 127.0.0.1, on this computer or a private network: its answer was not read.`,
    );
    // The redirect to localhost was never sent.
    expect(inside.hits('/secret.xml')).toBe(0);
    expect(site.hits('/pages.xml')).toBe(1);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/sitemap-address-policy.png`, fullPage: true });
  } finally {
    await page.close();
  }
});
