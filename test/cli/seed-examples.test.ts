/**
 * The examples of the source documents, checked through the CLI with their
 * stated outcome and deciding line: Google's "How Google interprets the
 * robots.txt specification" (seed 001, Turkish) and Coc Coc's robots.txt page
 * (seed 000, Vietnamese). The snippets are copied here from the seeds.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, verdictLines } from './run-cli.ts';

type Case = {
  name: string;
  robots: string;
  crawler: string;
  url: string;
  /** `crawler` is a raw product token (--token / "useragent"), not a profile. */
  token?: boolean;
  engine?: 'coccoc';
  /** Also run through `check` (text output); every case runs through `batch`. */
  viaCheck?: boolean;
  allowed: boolean;
  /** Expected second output line: `line N: <text>` or `no line decided`. */
  deciding: string;
};

function checkArgs(c: Case): string[] {
  return ['check', '-', c.crawler, c.url, ...(c.token ? ['--token'] : []), ...(c.engine ? ['--engine', c.engine] : [])];
}

function batchRequest(c: Case): string {
  return JSON.stringify({ robotstxt: c.robots, url: c.url, [c.token ? 'useragent' : 'profile']: c.crawler, ...(c.engine ? { engine: c.engine } : {}) });
}

/** Runs every case through one `batch` process (answers in order), and the marked ones through `check`. */
function describeCases(title: string, cases: Case[]) {
  describe(title, () => {
    let answers: unknown[] = [];
    beforeAll(async () => {
      const r = await runCli(['batch'], cases.map(batchRequest).join('\n') + '\n');
      answers = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as unknown);
    });

    it.each(cases.map((c, i) => [c.name, c, i] as const))('batch: %s', (_name, c, i) => {
      const line = c.deciding === 'no line decided' ? 0 : Number(/^line (\d+):/.exec(c.deciding)?.[1]);
      expect(answers[i]).toMatchObject({ allowed: c.allowed, line });
    });

    it.concurrent.for(cases.filter((c) => c.viaCheck))('check: $name', async (c, { expect }) => {
      const r = await runCli(checkArgs(c), c.robots);
      expect(r.stderr).toBe('');
      const [verdict, deciding] = verdictLines(r.stdout);
      expect(verdict).toBe(c.allowed ? 'allowed' : 'disallowed');
      expect(deciding.replace(/ {2}\(.*\)$/, '')).toBe(c.deciding);
      expect(r.code).toBe(c.allowed ? 0 : 1);
    });
  });
}

// Seed 001: the example.com file at the top of the page.
const EXAMPLE_COM = `# This robots.txt file controls crawling of URLs under https://example.com.
# All crawlers are disallowed to crawl files in the "includes" directory, such
# as .css, .js, but Google needs them for rendering, so Googlebot is allowed
# to crawl them.
User-agent: *
Disallow: /includes/

User-agent: Googlebot
Allow: /includes/

Sitemap: https://example.com/sitemap.xml
`;

// Seed 001, "user-agent alanlarının eşleşmesi": three groups; each gets a rule so the deciding line names it.
const GROUP_CHOICE = `user-agent: googlebot-news
disallow: /group1

user-agent: *
disallow: /group2

user-agent: googlebot
disallow: /group3
`;

// Seed 001, "Kuralların gruplandırılması": groups for the same crawler are merged.
const MERGED = `user-agent: googlebot-news
disallow: /fish

user-agent: *
disallow: /carrots

user-agent: googlebot-news
disallow: /shrimp
`;

// Seed 001: a sitemap line does not end a run of user-agent lines.
const SITEMAP_BETWEEN = `user-agent: a
sitemap: https://example.com/sitemap.xml

user-agent: b
disallow: /
`;

const rules = (...lines: string[]) => `user-agent: *\n${lines.join('\n')}\n`;

describeCases('seed 001: how Google interprets robots.txt', [
    { name: 'example.com: Googlebot may crawl /includes/', viaCheck: true, robots: EXAMPLE_COM, crawler: 'Googlebot', url: 'https://example.com/includes/app.js', allowed: true, deciding: 'line 9: Allow: /includes/' },
    { name: 'example.com: other crawlers may not', viaCheck: true, robots: EXAMPLE_COM, crawler: 'GPTBot', url: 'https://example.com/includes/app.css', allowed: false, deciding: 'line 6: Disallow: /includes/' },
    { name: 'Googlebot News follows group 1', robots: GROUP_CHOICE, crawler: 'Googlebot-News', url: 'https://example.com/group1', allowed: false, deciding: 'line 2: disallow: /group1' },
    { name: 'Googlebot follows group 3', robots: GROUP_CHOICE, crawler: 'Googlebot', url: 'https://example.com/group3', allowed: false, deciding: 'line 8: disallow: /group3' },
    { name: 'Storebot-Google follows group 2', viaCheck: true, robots: GROUP_CHOICE, crawler: 'Storebot-Google', url: 'https://example.com/group2', allowed: false, deciding: 'line 5: disallow: /group2' },
    { name: 'Googlebot News ignores group 2', robots: GROUP_CHOICE, crawler: 'Googlebot-News', url: 'https://example.com/group2', allowed: true, deciding: 'no line decided' },
    { name: 'Otherbot follows group 2', robots: GROUP_CHOICE, crawler: 'Otherbot', token: true, url: 'https://example.com/group2', allowed: false, deciding: 'line 5: disallow: /group2' },
    { name: 'merged groups: googlebot-news may not fetch /shrimp', viaCheck: true, robots: MERGED, crawler: 'Googlebot-News', url: 'https://example.com/shrimp', allowed: false, deciding: 'line 8: disallow: /shrimp' },
    { name: 'merged groups: googlebot-news may not fetch /fish', robots: MERGED, crawler: 'Googlebot-News', url: 'https://example.com/fish', allowed: false, deciding: 'line 2: disallow: /fish' },
    { name: 'merged groups: the * rules do not apply to googlebot-news', robots: MERGED, crawler: 'Googlebot-News', url: 'https://example.com/carrots', allowed: true, deciding: 'no line decided' },
    { name: 'sitemap between user-agents: a is disallowed too', robots: SITEMAP_BETWEEN, crawler: 'a', token: true, url: 'https://example.com/x', allowed: false, deciding: 'line 5: disallow: /' },
    { name: 'sitemap between user-agents: b is disallowed', robots: SITEMAP_BETWEEN, crawler: 'b', token: true, url: 'https://example.com/x', allowed: false, deciding: 'line 5: disallow: /' },
    // Path matching table.
    { name: '/fish matches /fish.php?id=anything', robots: rules('disallow: /fish'), crawler: 'x', token: true, url: 'https://example.com/fish.php?id=anything', allowed: false, deciding: 'line 2: disallow: /fish' },
    { name: '/fish does not match /Fish.asp', robots: rules('disallow: /fish'), crawler: 'x', token: true, url: 'https://example.com/Fish.asp', allowed: true, deciding: 'no line decided' },
    { name: '/fish does not match /?id=fish', robots: rules('disallow: /fish'), crawler: 'x', token: true, url: 'https://example.com/?id=fish', allowed: true, deciding: 'no line decided' },
    { name: '/fish* matches /fishheads/yummy.html', robots: rules('disallow: /fish*'), crawler: 'x', token: true, url: 'https://example.com/fishheads/yummy.html', allowed: false, deciding: 'line 2: disallow: /fish*' },
    { name: '/fish/ matches /fish/?id=anything', robots: rules('disallow: /fish/'), crawler: 'x', token: true, url: 'https://example.com/fish/?id=anything', allowed: false, deciding: 'line 2: disallow: /fish/' },
    { name: '/fish/ does not match /fish.html', robots: rules('disallow: /fish/'), crawler: 'x', token: true, url: 'https://example.com/fish.html', allowed: true, deciding: 'no line decided' },
    { name: '/*.php matches /folder/any.php.file.html', robots: rules('disallow: /*.php'), crawler: 'x', token: true, url: 'https://example.com/folder/any.php.file.html', allowed: false, deciding: 'line 2: disallow: /*.php' },
    { name: '/*.php does not match /windows.PHP', robots: rules('disallow: /*.php'), crawler: 'x', token: true, url: 'https://example.com/windows.PHP', allowed: true, deciding: 'no line decided' },
    { name: '/*.php$ matches /folder/filename.php', viaCheck: true, robots: rules('disallow: /*.php$'), crawler: 'x', token: true, url: 'https://example.com/folder/filename.php', allowed: false, deciding: 'line 2: disallow: /*.php$' },
    { name: '/*.php$ does not match /filename.php?parameters', robots: rules('disallow: /*.php$'), crawler: 'x', token: true, url: 'https://example.com/filename.php?parameters', allowed: true, deciding: 'no line decided' },
    { name: '/fish*.php matches /fishheads/catfish.php?parameters', robots: rules('disallow: /fish*.php'), crawler: 'x', token: true, url: 'https://example.com/fishheads/catfish.php?parameters', allowed: false, deciding: 'line 2: disallow: /fish*.php' },
    { name: '/$ matches only the root', robots: rules('disallow: /$'), crawler: 'x', token: true, url: 'https://example.com/page', allowed: true, deciding: 'no line decided' },
    // Order of precedence for rules.
    { name: 'allow: /p beats disallow: / for /page', viaCheck: true, robots: rules('allow: /p', 'disallow: /'), crawler: 'x', token: true, url: 'https://example.com/page', allowed: true, deciding: 'line 2: allow: /p' },
    { name: 'allow: /folder wins the tie with disallow: /folder', viaCheck: true, robots: rules('allow: /folder', 'disallow: /folder'), crawler: 'x', token: true, url: 'https://example.com/folder/page', allowed: true, deciding: 'line 2: allow: /folder' },
    { name: 'disallow: /*.htm is longer than allow: /page', viaCheck: true, robots: rules('allow: /page', 'disallow: /*.htm'), crawler: 'x', token: true, url: 'https://example.com/page.htm', allowed: false, deciding: 'line 3: disallow: /*.htm' },
    { name: 'allow: /page wins the tie with disallow: /*.ph', robots: rules('allow: /page', 'disallow: /*.ph'), crawler: 'x', token: true, url: 'https://example.com/page.php5', allowed: true, deciding: 'line 2: allow: /page' },
    { name: 'allow: /$ beats disallow: / for the root', robots: rules('allow: /$', 'disallow: /'), crawler: 'x', token: true, url: 'https://example.com/', allowed: true, deciding: 'line 2: allow: /$' },
    { name: 'allow: /$ does not match /page.htm, so disallow: / decides', robots: rules('allow: /$', 'disallow: /'), crawler: 'x', token: true, url: 'https://example.com/page.htm', allowed: false, deciding: 'line 3: disallow: /' },
]);

// Seed 000 snippets, as written on Coc Coc's page.
const COCCOC_SPECIFIC = `User-agent: *
Allow: /

User-agent: coccocbot
Disallow: /cgi-bin

User-agent: coccocbot-web
User-agent: coccocbot-image
Disallow: /ajax
`;

const COCCOC_MERGED = `User-agent: coccocbot
Disallow: /cgi-bin

User-agent: *
Allow: /

User-agent: coccocbot
Disallow: /ajax
`;

const CATS = `User-agent: coccocbot
Disallow: /cats
Allow: /cats/wild
Disallow: /cats/wild/tigers
`;

describeCases('seed 000: how Coc Coc reads robots.txt', [
    { name: 'a rule before any user-agent applies to all robots', viaCheck: true, robots: "# Không có robots nào được cho phép tải tài liệu từ '/cgi-bin'.\nDisallow: /cgi-bin\n", crawler: 'coccocbot-web', url: 'https://site.vn/cgi-bin/a', allowed: false, deciding: 'line 2: Disallow: /cgi-bin' },
    { name: 'coccocbot-web may not fetch /ajax', robots: COCCOC_SPECIFIC, crawler: 'coccocbot-web', url: 'https://site.vn/ajax/x', allowed: false, deciding: 'line 9: Disallow: /ajax' },
    { name: 'coccocbot-image ignores the less specific coccocbot group', viaCheck: true, robots: COCCOC_SPECIFIC, crawler: 'coccocbot-image', url: 'https://site.vn/cgi-bin/x', allowed: true, deciding: 'no line decided' },
    { name: 'another Coc Coc robot follows the coccocbot group', viaCheck: true, robots: COCCOC_SPECIFIC, crawler: 'coccocbot-news', token: true, engine: 'coccoc', url: 'https://site.vn/cgi-bin/x', allowed: false, deciding: 'line 5: Disallow: /cgi-bin' },
    { name: 'other robots may fetch everything', robots: COCCOC_SPECIFIC, crawler: 'otherbot', token: true, engine: 'coccoc', url: 'https://site.vn/cgi-bin/x', allowed: true, deciding: 'line 2: Allow: /' },
    { name: 'groups naming the same robot are used together (/cgi-bin)', robots: COCCOC_MERGED, crawler: 'coccocbot-web', url: 'https://site.vn/cgi-bin/x', allowed: false, deciding: 'line 2: Disallow: /cgi-bin' },
    { name: 'groups naming the same robot are used together (/ajax)', robots: COCCOC_MERGED, crawler: 'coccocbot-web', url: 'https://site.vn/ajax', allowed: false, deciding: 'line 8: Disallow: /ajax' },
    { name: 'Disallow: / and Allow: /docs: /docs is allowed', robots: 'User-agent: coccocbot\nDisallow: /\nAllow: /docs\n', crawler: 'coccocbot-web', url: 'https://site.vn/docs/a', allowed: true, deciding: 'line 3: Allow: /docs' },
    { name: '/cats is disallowed', robots: CATS, crawler: 'coccocbot-web', url: 'https://site.vn/cats/house', allowed: false, deciding: 'line 2: Disallow: /cats' },
    { name: '/cats/wild is allowed', robots: CATS, crawler: 'coccocbot-web', url: 'https://site.vn/cats/wild/lions', allowed: true, deciding: 'line 3: Allow: /cats/wild' },
    { name: '/cats/wild/tigers is disallowed', viaCheck: true, robots: CATS, crawler: 'coccocbot-web', url: 'https://site.vn/cats/wild/tigers/1', allowed: false, deciding: 'line 4: Disallow: /cats/wild/tigers' },
    { name: 'equal Allow and Disallow: Allow wins', viaCheck: true, robots: 'User-agent: coccocbot\nDisallow: /dogs/naughty\nAllow: /dogs/naughty\n', crawler: 'coccocbot-web', url: 'https://site.vn/dogs/naughty/rex', allowed: true, deciding: 'line 3: Allow: /dogs/naughty' },
    { name: '/*private matches anywhere in the path', robots: 'User-agent: coccocbot\nDisallow: /*private\n', crawler: 'coccocbot-web', url: 'https://site.vn/a/b/private-notes', allowed: false, deciding: 'line 2: Disallow: /*private' },
    { name: '/*.ajax$ matches URLs ending in .ajax', robots: 'User-agent: coccocbot\nDisallow: /*.ajax$\n', crawler: 'coccocbot-web', url: 'https://site.vn/x/list.ajax', allowed: false, deciding: 'line 2: Disallow: /*.ajax$' },
    { name: '/*.ajax$ does not match .ajax followed by more', robots: 'User-agent: coccocbot\nDisallow: /*.ajax$\n', crawler: 'coccocbot-web', url: 'https://site.vn/x/list.ajax?p=2', allowed: true, deciding: 'no line decided' },
]);

describe.concurrent('seed 000: crawl-delay', () => {

  it('crawl-delay: Coc Coc robots use their own group’s 5 s, others 10 s', async ({ expect }) => {
    const robots = 'User-agent: *\nCrawl-delay: 10\n\nUser-agent: coccocbot\nCrawl-delay: 5\n';
    const web = await runCli(['check', '-', 'coccocbot-web', 'https://site.vn/'], robots);
    expect(web.stdout).toContain('crawl-delay: 5 s on line 5; coccocbot-web honours it');
    const other = await runCli(['check', '-', 'otherbot', 'https://site.vn/', '--token', '--engine', 'coccoc'], robots);
    expect(other.stdout).toContain('crawl-delay: 10 s on line 2');
  });

  it('crawl-delay above 10 s counts as 10 s', async ({ expect }) => {
    const r = await runCli(['check', '-', 'coccocbot-web', 'https://site.vn/'], 'User-agent: coccocbot\nCrawl-delay: 100\n');
    expect(r.stdout).toContain('crawl-delay: 100 s on line 2, read as 10 s (Coc Coc caps crawl-delay at 10 s); coccocbot-web honours it');
  });
});
