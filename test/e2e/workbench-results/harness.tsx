/**
 * A test page for the workbench's results: a real evaluation (core's decide()
 * for every preset profile and a custom one, under a live robots.txt and a
 * draft) of generated URLs, rendered by ResultsPanel as the workbench page
 * mounts it. Query: n (URLs), view (table|matrix), locale (en-XA: the
 * pseudo-locale), crawler.
 */
import { render } from 'preact';
import { crawlerGroupOf, decide, parseRobotsTxt, PRESET_PROFILES, type CrawlerProfile } from '../../../src/core/index.ts';
import pseudo from 'virtual:robots-lens/pseudo-catalog';
import en from '../../../src/text/catalogs/en/index.ts';
import hi from '../../../src/text/catalogs/hi/index.ts';
import th from '../../../src/text/catalogs/th/index.ts';
import tr from '../../../src/text/catalogs/tr/index.ts';
import vi from '../../../src/text/catalogs/vi/index.ts';
import { createText } from '../../../src/text/text.ts';
import { activeText } from '../../../src/ui/use-text.ts';
import type { CrawlerColumn, Evaluation, TestUrl, VerdictCode } from '../../../src/pages/workbench/engine/evaluation-facts.ts';
import { createResultsState } from '../../../src/pages/workbench/results/results-actions.ts';
import { ResultsPanel } from '../../../src/pages/workbench/results/results-panel.tsx';

const LIVE = `User-agent: *
Disallow: /private/
Allow: /private/press/
Disallow: /search

User-agent: Googlebot
Disallow: /drafts/
Disallow: /private/

User-agent: GPTBot
User-agent: CCBot
Disallow: /

Sitemap: https://example.com/sitemap.xml
`;
const DRAFT = `User-agent: *
Disallow: /private/
Allow: /private/press/
Disallow: /search
Disallow: /shop/cart

User-agent: Googlebot
Disallow: /drafts/
Disallow: /private/
Disallow: /shop/cart

User-agent: GPTBot
User-agent: CCBot
User-agent: ClaudeBot
Disallow: /

Sitemap: https://example.com/sitemap.xml
`;

const CUSTOM: CrawlerProfile = {
  ...PRESET_PROFILES[0]!,
  id: 'custom-shop-audit',
  name: 'Shop audit bot',
  tokens: ['ShopAuditBot'],
  category: 'custom',
};
const SECTIONS = ['/', '/blog/', '/shop/', '/shop/cart', '/private/', '/private/press/', '/drafts/', '/search', '/docs/', '/about/'];

function makeUrls(n: number): TestUrl[] {
  const urls: TestUrl[] = [];
  for (let i = 0; i < n; i++) {
    const section = SECTIONS[i % SECTIONS.length]!;
    const path = section.endsWith('/') ? `${section}page-${i}.html` : `${section}?q=${i}`;
    urls.push({
      url: `https://example.com${path}`,
      source: i % 4 === 0 ? 'https://example.com/sitemap.xml' : 'list',
      otherOrigin: i === 7,
    });
  }
  return urls;
}

function evaluate(urls: readonly TestUrl[], profiles: readonly CrawlerProfile[]): Evaluation {
  const started = performance.now();
  const live = parseRobotsTxt(LIVE);
  const draft = parseRobotsTxt(DRAFT);
  const columns: CrawlerColumn[] = profiles.map((p) => {
    const reading = (model: ReturnType<typeof parseRobotsTxt>) => {
      const states = new Uint8Array(urls.length);
      const lines = new Uint32Array(urls.length);
      urls.forEach((u, i) => {
        // As the engine does: another site's URL is not judged by this site's files.
        if (u.otherOrigin) {
          states[i] = 3;
          return;
        }
        const d = decide(model, u.url, p);
        states[i] = (d.allowed ? 0 : 1) as VerdictCode;
        lines[i] = d.line;
      });
      return { states, lines };
    };
    return { profileId: p.id, group: crawlerGroupOf(p), live: reading(live), draft: reading(draft) };
  });
  return { revision: 1, urlCount: urls.length, columns, engineMs: performance.now() - started };
}

const query = new URLSearchParams(location.search);
const n = Number(query.get('n') ?? '2000');
const locale = (query.get('locale') ?? 'en') as 'en' | 'vi' | 'tr' | 'hi' | 'th' | 'en-XA';
// en-XA: the pseudo-locale (English accented and longer), to find English left in our words.
const catalogs = { en, vi, tr, hi, th, 'en-XA': pseudo };
activeText.value = createText(locale, catalogs[locale]);
document.documentElement.lang = locale;

const profiles = [...PRESET_PROFILES, CUSTOM];
const urls = makeUrls(n);
const state = createResultsState();
if (query.get('view') === 'matrix') state.setView('matrix');
const evaluation = evaluate(urls, query.get('crawlers') === 'one' ? profiles.filter((p) => p.id === 'googlebot') : profiles);
const events = { jumps: [] as [number, string][], cells: [] as [number, string][] };
Object.assign(window, { __results: { state, events, engineMs: evaluation.engineMs, profiles: profiles.length } });

render(
  <ResultsPanel
    state={state}
    evaluation={evaluation}
    urls={urls}
    profiles={profiles.map((p) => ({ id: p.id, name: p.name, group: crawlerGroupOf(p) }))}
    chosen={query.get('crawler') ?? 'googlebot'}
    origin="https://example.com"
    files={{ live: LIVE, draft: DRAFT }}
    onJumpToLine={(line, which) => events.jumps.push([line, which])}
    onChooseCell={(i, p) => events.cells.push([i, p])}
  />,
  document.getElementById('app')!,
);
document.body.dataset.ready = 'true';
