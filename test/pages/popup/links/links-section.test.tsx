// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { LinksAndResources, UrlDecision } from '../../../../src/shared/page-signals.ts';
import { linksModel, type LinksModel } from '../../../../src/pages/popup/links/links-model.ts';
import { LinksSection, type LinksStatus } from '../../../../src/pages/popup/links/links-section.tsx';

const A = 'https://a.test';
const B = 'https://b.test';
const C = 'https://c.test';

const page: LinksAndResources = {
  url: `${A}/page`,
  contentType: 'text/html',
  links: [
    { url: `${A}/private/x`, rel: [], count: 2 },
    { url: `${A}/open`, rel: [], count: 1 },
    { url: `${B}/out`, rel: ['nofollow'], count: 1 },
    { url: `${C}/down`, rel: ['ugc', 'sponsored'], count: 1 },
  ],
  linkTotal: 4,
  resources: [
    { url: `${A}/private/site.css`, kind: 'stylesheet', count: 1 },
    { url: `${B}/app.js`, kind: 'script', count: 1 },
    { url: `${B}/logo.png`, kind: 'image', count: 1 },
  ],
  resourceTotal: 3,
  readAt: 0,
};

const decided = (url: string, origin: string, d: Partial<UrlDecision>): UrlDecision => ({
  url,
  origin,
  state: 'allowed',
  line: 0,
  rule: null,
  outcome: 'parsed',
  status: 200,
  copy: 'latest',
  ...d,
});

const decisions = new Map<string, UrlDecision>(
  [
    decided(`${A}/private/x`, A, { state: 'disallowed', line: 2, rule: 'Disallow: /private/' }),
    decided(`${A}/open`, A, {}),
    decided(`${A}/private/site.css`, A, { state: 'disallowed', line: 2, rule: 'Disallow: /private/' }),
    decided(`${B}/out`, B, { state: 'disallowed', line: 1, rule: 'Disallow: /' }),
    decided(`${B}/app.js`, B, { state: 'disallowed', line: 1, rule: 'Disallow: /' }),
    decided(`${B}/logo.png`, B, { state: 'disallowed', line: 1, rule: 'Disallow: /' }),
    decided(`${C}/down`, C, { state: 'unreachable', outcome: 'server-error', status: 503, copy: 'none' }),
  ].map((d) => [d.url, d]),
);

function show(
  status: LinksStatus,
  model: LinksModel | null = linksModel(page, decisions),
  open = true,
  onlyDisallowed = false,
): HTMLElement {
  render(
    <LinksSection
      open={open}
      status={status}
      model={model}
      crawler="Googlebot"
      onlyDisallowed={onlyDisallowed}
      onToggle={() => {}}
      onOnlyDisallowed={() => {}}
    />,
    document.body,
  );
  return document.body;
}

const texts = (root: HTMLElement, selector: string) => [...root.querySelectorAll(selector)].map((el) => el.textContent);

describe('linksModel', () => {
  it('counts disallowed links and resources by kind, flags what changes rendering, and groups by origin, disallowed first', () => {
    const { summary, groups } = linksModel(page, decisions);
    expect(summary).toEqual({
      links: 4,
      linksDisallowed: 2,
      linksDisallowedForNow: 1,
      resources: 3,
      resourcesDisallowed: [
        { kind: 'stylesheet', count: 1 },
        { kind: 'script', count: 1 },
        { kind: 'image', count: 1 },
      ],
      renderRisk: true,
      resourcesDisallowedForNow: 0,
      origins: 3,
      pendingOrigins: 0,
      privateOrigins: 0,
      linksCapped: null,
      resourcesCapped: null,
    });
    expect(groups.map((g) => [g.origin, g.outcome, g.status, g.disallowed, g.rows.length])).toEqual([
      [B, 'rules', 200, 3, 3],
      [A, 'rules', 200, 2, 3],
      [C, 'unreachable', 503, 1, 1],
    ]);
    expect(groups[1]!.rows.map((r) => [r.path, r.state])).toEqual([
      ['/private/x', 'disallowed'],
      ['/private/site.css', 'disallowed'],
      ['/open', 'allowed'],
    ]);
  });

  it('counts a URL linked twice once, and unreachable links apart from disallowed ones (as the overlay’s legend does)', () => {
    const twice = { ...page, links: [...page.links, { url: `${A}/private/x`, rel: [], count: 1 }] };
    const { summary } = linksModel(twice, decisions);
    expect([summary.links, summary.linksDisallowed, summary.linksDisallowedForNow]).toEqual([4, 2, 1]);
  });

  it('leaves undecided URLs pending and reports the caps', () => {
    const { summary, groups } = linksModel({ ...page, linkTotal: 90_000, resourceTotal: 3 }, new Map());
    expect(summary.pendingOrigins).toBe(3);
    expect(summary.linksDisallowed).toBe(0);
    expect(summary.linksCapped).toEqual({ shown: 4, total: 90_000 });
    expect(summary.resourcesCapped).toBeNull();
    expect(groups.every((g) => g.outcome === 'pending' && g.rows.every((r) => r.state === 'pending'))).toBe(true);
  });

  it('groups undecided URLs under the origin a full parse gives them, default ports, case, userinfo and odd URLs included', () => {
    const urls = [
      'https://Example.com:443/a',
      'https://example.com/b?c=//d',
      'http://user:pw@example.com:80/e',
      'http://example.com#f//g',
      'https://example.com\\h',
      'HTTPS://cdn.example.com:8443?x',
      'mailto:someone@example.com//x',
      'blob:https://example.com/1234',
      'not a url',
    ];
    const links = urls.map((url) => ({ url, rel: [], count: 1 }));
    const { groups } = linksModel({ ...page, links, resources: [], linkTotal: links.length, resourceTotal: 0 }, new Map());
    const grouped = new Map(groups.flatMap((g) => g.rows.map((r) => [r.url, g.origin] as const)));
    const parsed = (url: string) => (URL.canParse(url) ? new URL(url).origin : url);
    expect(Object.fromEntries(grouped)).toEqual(Object.fromEntries(urls.map((u) => [u, parsed(u)])));
  });

  it('tells a last good copy and an allow-all answer from the rules of the latest', () => {
    const only = { ...page, links: [page.links[0]!, page.links[2]!], resources: [] };
    const { groups } = linksModel(
      only,
      new Map([
        [`${A}/private/x`, decided(`${A}/private/x`, A, { state: 'disallowed', outcome: 'server-error', status: 500, copy: 'last-good' })],
        [`${B}/out`, decided(`${B}/out`, B, { outcome: 'client-error', status: 404, copy: 'none' })],
      ]),
    );
    expect(groups.map((g) => g.outcome)).toEqual(['last-good', 'allow-all']);
  });
});

describe('LinksSection', () => {
  afterEach(() => render(null, document.body));

  it('closed and idle: says what opening it does, and shows no list', () => {
    const root = show({ kind: 'idle' }, null, false);
    expect(root.querySelector('[data-testid="links-toggle"]')?.getAttribute('aria-expanded')).toBe('false');
    expect(root.querySelector('.links-hint')?.textContent).toMatch(/fetching the robots\.txt of each site/);
    expect(root.querySelector('[data-testid="links-groups"]')).toBeNull();
  });

  it('open: the summary sentences, the render warning, the groups and each row’s verdict, kind, rel and line', () => {
    const root = show({ kind: 'read' });
    expect(texts(root, '.links-sentence')).toEqual([
      '2 of 4 links disallowed for Googlebot',
      '1 stylesheet, 1 script, and 1 image disallowed',
      'Googlebot may render this page differently.',
    ]);
    expect(texts(root, '[data-testid="links-summary"] .links-hint')).toEqual([
      '1 link disallowed for now: its site’s robots.txt is unreachable.',
    ]);
    expect(texts(root, '.links-origin')).toEqual([B, A, C]);
    expect(texts(root, '.links-origin-facts')).toEqual([
      'Its robots.txt decides (HTTP 200)3 of 3 URLs disallowed',
      'Its robots.txt decides (HTTP 200)2 of 3 URLs disallowed',
      'robots.txt unreachable (HTTP 503): everything disallowed for now1 of 1 URL disallowed',
    ]);
    const row = root.querySelector(`[data-url="${B}/out"]`)!;
    expect(row.getAttribute('data-state')).toBe('disallowed');
    expect(row.textContent).toBe('Disallowed/outLinknofollowline 1: Disallow: /');
    expect(row.querySelector('.links-rel')?.getAttribute('title')).toMatch(/not to follow this link/);
    expect(root.querySelector(`[data-url="${C}/down"]`)?.textContent).toBe('Disallowed for now/downLinkugcsponsored');
  });

  it('a private address the page points at: "not checked", said why, and checked only when the person asks', () => {
    const lan = 'http://192.168.1.1';
    const withPrivate: LinksAndResources = { ...page, links: [...page.links, { url: `${lan}/admin`, rel: [], count: 1 }], linkTotal: 5 };
    const all = new Map(decisions);
    all.set(`${lan}/admin`, { ...decided(`${lan}/admin`, lan, {}), state: 'private', outcome: null, status: null, copy: null });
    const model = linksModel(withPrivate, all);
    expect(model.summary.privateOrigins).toBe(1);
    let asked = 0;
    render(
      <LinksSection
        open
        status={{ kind: 'read' }}
        model={model}
        crawler="Googlebot"
        onlyDisallowed={false}
        onToggle={() => {}}
        onOnlyDisallowed={() => {}}
        onCheckPrivate={() => asked++}
      />,
      document.body,
    );
    const root = document.body;
    const row = root.querySelector(`[data-url="${lan}/admin"]`)!;
    expect(row.getAttribute('data-state')).toBe('private');
    expect(row.querySelector('.links-verdict')?.textContent).toBe('Not checked: private address');
    expect(root.querySelector(`[data-origin="${lan}"] .links-origin-facts`)?.textContent).toMatch(/^On a private address/);
    expect(root.querySelector('[data-testid="links-private"] .links-hint')?.textContent).toMatch(/^1 site is on a private address/);
    (root.querySelector('[data-testid="links-check-private"]') as HTMLButtonElement).click();
    expect(asked).toBe(1);
  });

  it('with only what is disallowed, hides allowed rows and origins with nothing disallowed', () => {
    const root = show({ kind: 'read' }, undefined, true, true);
    expect(root.querySelector(`[data-url="${A}/open"]`)).toBeNull();
    expect(root.querySelectorAll('[data-testid="links-row"]')).toHaveLength(6);
  });

  it('grows a long group in steps', () => {
    const many: LinksAndResources = {
      ...page,
      links: Array.from({ length: 250 }, (_, i) => ({ url: `${A}/p/${i}`, rel: [], count: 1 })),
      linkTotal: 250,
      resources: [],
    };
    const root = show({ kind: 'read' }, linksModel(many, new Map()));
    expect(root.querySelectorAll('[data-testid="links-row"]')).toHaveLength(10);
    expect(texts(root, '.links-more')).toEqual(['Show 100 more']);
  });

  it('says when the page cannot be read, and why', () => {
    expect(
      show({ kind: 'unavailable', why: { code: 'refused' } }, null).querySelector('[data-testid="links-unavailable"]')?.textContent,
    ).toBe('Not available here.The browser does not let extensions read this page.');
    expect(
      show({ kind: 'unavailable', why: { code: 'not-html', contentType: 'application/pdf' } }, null).querySelector(
        '[data-testid="links-unavailable"]',
      )?.textContent,
    ).toBe('Not available here.This is not a web page with links (application/pdf).');
  });
});
