/**
 * `diff` and `test`, the CI guard: against local files and a local live site
 * (127.0.0.1, through the worker's fetcher; live-support.ts), every exit
 * code, and each output format.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { robotsBody, startSite, status, type RobotsHandler, type TestSite } from '../e2e/support/sites.ts';
import { runMain } from './live-support.ts';
import { scratchDir } from './run-cli.ts';

const OLD = 'User-agent: *\nDisallow: /private\n\nUser-agent: GPTBot\nDisallow: /\n\nSitemap: https://e.test/a.xml\n';
// The GPTBot group moved and a comment came in: only /shop is new.
const NEW = '# deploy 42\nUser-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nDisallow: /private\nDisallow: /shop\nAllow: /shop/public\n';
const MOVED = 'User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nDisallow: /private\nSitemap: https://e.test/a.xml\n';

const files = scratchDir();
const started: TestSite[] = [];
afterAll(async () => {
  files.cleanup();
  await Promise.all(started.map((s) => s.close()));
});

const oldFile = files.write('old.txt', OLD);
const newFile = files.write('new.txt', NEW);
const movedFile = files.write('moved.txt', MOVED);
const urlsFile = files.write(
  'urls.txt',
  '# pages that matter\nhttps://e.test/\nhttps://e.test/shop/cart\nhttps://e.test/shop/public/x\n\nhttps://e.test/private/a\n',
);

async function site(routes: Record<string, RobotsHandler>): Promise<TestSite> {
  const s = await startSite(routes);
  started.push(s);
  return s;
}

describe('robots-lens diff', () => {
  it('exit 1 and each changed verdict, with the deciding line before and after, when a verdict changes', async () => {
    const r = await runMain(['diff', oldFile, newFile, '--urls', urlsFile, '--crawler', 'Googlebot,GPTBot']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('robots.txt changed: 2 rules added, 0 removed');
    expect(lines).toContain('  + line 7: Disallow: /shop');
    expect(lines).toContain('  + line 8: Allow: /shop/public');
    expect(lines).toContain('- Sitemap: https://e.test/a.xml');
    expect(lines).toContain('Googlebot: https://e.test/shop/cart: allowed (no rule decides) → disallowed (line 7: Disallow: /shop)');
    expect(lines).toContain(
      'Googlebot: https://e.test/shop/public/x: still allowed, now line 8: Allow: /shop/public (was no rule decides)',
    );
    // GPTBot was disallowed everywhere and still is; its group only moved.
    expect(lines.some((l) => l.startsWith('GPTBot'))).toBe(false);
    expect(lines).toContain('1 verdict changes (4 URLs × 2 crawlers)');
  });

  it('exit 0 when only the layout changed: a moved group is no change', async () => {
    const r = await runMain(['diff', oldFile, movedFile, '--urls', urlsFile, '--all-crawlers']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('no rule changed: the two files have the same groups, rules, crawl-delays and sitemaps');
    expect(r.stdout).toMatch(/^no verdict changes \(4 URLs × \d+ crawlers\)$/m);
  });

  it('without --urls, checks the paths the changed rules name', async () => {
    const r = await runMain(['diff', oldFile, newFile]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('no --urls or --sitemap: checked the 2 paths the changed rules name');
    expect(r.stdout).toContain('Googlebot: /shop: allowed (no rule decides) → disallowed (line 7: Disallow: /shop)');
  });

  it('--json gives the rule diff and the changed verdicts as facts', async () => {
    const r = await runMain(['diff', oldFile, newFile, '--urls', urlsFile, '--json']);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.stdout) as {
      rules: { rulesAdded: number; rulesRemoved: number; sitemapsRemoved: { url: string }[] };
      verdictsChanged: number;
      effects: { url: string; verdictChanged: boolean; before: { allowed: boolean }; after: { allowed: boolean; line: number } }[];
    };
    expect(json.rules.rulesAdded).toBe(2);
    expect(json.rules.sitemapsRemoved).toEqual([{ url: 'https://e.test/a.xml', line: 7 }]);
    expect(json.verdictsChanged).toBe(1);
    expect(json.effects.find((e) => e.verdictChanged)).toMatchObject({
      url: 'https://e.test/shop/cart',
      before: { allowed: true },
      after: { allowed: false, line: 7 },
    });
  });

  it('--format github: an error annotation on the new file’s deciding line', async () => {
    const r = await runMain(['diff', oldFile, newFile, '--urls', urlsFile, '--format', 'github']);
    expect(r.code).toBe(1);
    const errors = r.stdout.split('\n').filter((l) => l.startsWith('::error '));
    expect(errors).toEqual([
      `::error file=${newFile},line=7,title=robots.txt change%3A Googlebot::Googlebot: https://e.test/shop/cart: allowed (no rule decides) → disallowed (line 7: Disallow: /shop)`,
    ]);
  });

  it('--format junit: one test case per URL and crawler, the changed one failing', async () => {
    const r = await runMain(['diff', oldFile, newFile, '--urls', urlsFile, '--format', 'junit']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="robots-lens diff" tests="4" failures="1"/);
    expect(r.stdout).toContain('<testcase classname="Googlebot" name="https://e.test/shop/cart">');
    expect(r.stdout.match(/<failure /g)).toHaveLength(1);
  });

  it('exit 2 on bad usage and unreadable input', async () => {
    expect((await runMain(['diff', oldFile])).code).toBe(2);
    expect((await runMain(['diff', oldFile, newFile, '--format', 'xml'])).stderr).toContain(
      '--format takes text, json, github, junit, not “xml”',
    );
    expect((await runMain(['diff', oldFile, newFile, '--crawler', 'Gogglebot'])).code).toBe(2);
    expect((await runMain(['diff', oldFile, newFile, '--crawler', 'GPTBot', '--all-crawlers'])).code).toBe(2);
    expect((await runMain(['diff', oldFile, files.dir + '/missing.txt'])).stderr).toContain('no such file');
    const empty = files.write('empty-urls.txt', '# nothing\n');
    expect((await runMain(['diff', oldFile, newFile, '--urls', empty])).code).toBe(2);
  });

  it('a live site against the file that is about to ship: exit 1, and 0 when they agree', async () => {
    const s = await site({ '/robots.txt': robotsBody(OLD) });
    const live = `http://robots-public.test:${s.port}/`;
    const changed = await runMain(['diff', live, newFile, '--urls', urlsFile]);
    expect(changed.stderr).toBe('');
    expect(changed.code).toBe(1);
    expect(changed.stdout).toContain(
      'Googlebot: https://e.test/shop/cart: allowed (no rule decides) → disallowed (line 7: Disallow: /shop)',
    );
    const same = await runMain(['diff', live, movedFile, '--urls', urlsFile]);
    expect(same.code).toBe(0);
    expect(s.hits('/robots.txt')).toBe(2);
  });

  it('without --urls, a live side checks paths on its own origin', async () => {
    const s = await site({ '/robots.txt': robotsBody(NEW) });
    const r = await runMain(['diff', oldFile, `http://robots-public.test:${s.port}/robots.txt`]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      `Googlebot: http://robots-public.test:${s.port}/shop: allowed (no rule decides) → disallowed (line 7: Disallow: /shop)`,
    );
  });

  it('a live robots.txt that answers 404 allows everything: the new file’s rules are all additions', async () => {
    const s = await site({ '/robots.txt': status(404) });
    const r = await runMain(['diff', `http://robots-public.test:${s.port}/`, newFile, '--urls', urlsFile, '--crawler', 'GPTBot']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('old robots.txt');
    expect(r.stdout).toContain('robots.txt changed: 4 rules added, 0 removed');
    expect(r.stdout).toContain('4 verdicts change (4 URLs × 1 crawler)');
  });

  it('exit 4 when a live robots.txt cannot be fetched (503)', async () => {
    const s = await site({ '/robots.txt': status(503) });
    const r = await runMain(['diff', oldFile, `http://robots-public.test:${s.port}/`, '--urls', urlsFile]);
    expect(r.code).toBe(4);
  });

  it('--sitemap: the URLs a local sitemap lists', async () => {
    const s = await site({
      '/sitemap.xml': (_req, res) =>
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://e.test/shop/a</loc></url><url><loc>https://e.test/about</loc></url></urlset>',
          ),
    });
    const r = await runMain(['diff', oldFile, newFile, '--sitemap', `http://127.0.0.1:${s.port}/sitemap.xml`]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('Googlebot: https://e.test/shop/a: allowed (no rule decides) → disallowed (line 7: Disallow: /shop)');
    expect(r.stdout).toContain('1 verdict changes (2 URLs × 1 crawler)');
  });
});

describe('robots-lens test', () => {
  const plain = files.write(
    'expect.txt',
    [
      '# what must hold',
      'allow    https://e.test/blog          Googlebot Bingbot',
      'disallow https://e.test/private/a     Googlebot',
      'disallow https://e.test/private/b   GPTBot, Bingbot',
      'allow    https://e.test/shop/cart    # Googlebot when none is named',
      '',
    ].join('\n'),
  );

  it('exit 0 when every expectation holds', async () => {
    const r = await runMain(['test', plain, '--robots', oldFile]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('6 of 6 expectations met\n');
  });

  it('exit 1 on a mismatch, naming the URL, crawler, expected, got and the deciding line', async () => {
    const r = await runMain(['test', plain, '--robots', newFile]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(
      `${plain}:5: Googlebot: https://e.test/shop/cart: expected allowed, got disallowed (line 7: Disallow: /shop)\n5 of 6 expectations met\n`,
    );
  });

  it('reads YAML, and points a GitHub annotation at the robots.txt line that decides', async () => {
    const yaml = files.write('expect.yaml', '- url: https://e.test/shop/cart\n  allow: [Googlebot, Bingbot]\n  disallow: GPTBot\n');
    const r = await runMain(['test', yaml, '--robots', newFile, '--format', 'github']);
    expect(r.code).toBe(1);
    const errors = r.stdout.split('\n').filter((l) => l.startsWith('::error '));
    expect(errors).toHaveLength(2);
    expect(errors[0]).toBe(
      `::error file=${newFile},line=7,title=robots.txt expectation not met%3A Googlebot::${yaml}:2: Googlebot: https://e.test/shop/cart: expected allowed, got disallowed (line 7: Disallow: /shop)`,
    );
  });

  it('--json and --format junit', async () => {
    const json = JSON.parse((await runMain(['test', plain, '--robots', newFile, '--json'])).stdout) as {
      expectations: number;
      met: number;
      mismatches: {
        line: number;
        url: string;
        crawler: string;
        expected: string;
        got: string;
        decidingLine: number;
        decidingRule: string;
      }[];
    };
    expect(json).toMatchObject({ expectations: 6, met: 5 });
    expect(json.mismatches).toEqual([
      {
        line: 5,
        url: 'https://e.test/shop/cart',
        crawler: 'Googlebot',
        expected: 'allow',
        got: 'disallow',
        robots: newFile,
        decidingLine: 7,
        decidingRule: 'Disallow: /shop',
        reading: null,
      },
    ]);
    const junit = await runMain(['test', plain, '--robots', newFile, '--format', 'junit']);
    expect(junit.code).toBe(1);
    expect(junit.stdout).toContain('<testsuites name="robots-lens test" tests="6" failures="1" errors="0">');
  });

  it('exit 2 on a malformed file, naming its line', async () => {
    const bad = files.write('bad.txt', 'allow https://e.test/ Googlebot\nperhaps https://e.test/x\n');
    const r = await runMain(['test', bad, '--robots', oldFile]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('robots-lens: expectations line 2: “perhaps” is neither allow nor disallow\n');
    const crawler = files.write('crawler.txt', 'allow https://e.test/ Gogglebot\n');
    expect((await runMain(['test', crawler, '--robots', oldFile])).stderr).toMatch(
      /^robots-lens: expectations line 1: unknown crawler “Gogglebot”: did you mean Googlebot/,
    );
    const yaml = files.write('bad.yaml', '- url: https://e.test/\n  allowed: Googlebot\n');
    expect((await runMain(['test', yaml, '--robots', oldFile])).stderr).toContain('expectations line 2: expected a list of items');
    expect((await runMain(['test'])).code).toBe(2);
    expect((await runMain(['test', files.write('none.txt', '# nothing yet\n'), '--robots', oldFile])).code).toBe(2);
  });

  it('without --robots, each URL against its own live robots.txt; exit 4 when one cannot be fetched', async () => {
    const s = await site({ '/robots.txt': robotsBody(NEW) });
    const origin = `http://robots-public.test:${s.port}`;
    const live = files.write(
      'live.txt',
      `allow ${origin}/blog Googlebot\ndisallow ${origin}/shop/cart Googlebot\ndisallow ${origin}/ GPTBot\n`,
    );
    const ok = await runMain(['test', live]);
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    expect(s.hits('/robots.txt')).toBe(1);

    const wrong = files.write('live-wrong.txt', `allow ${origin}/shop/cart Googlebot\n`);
    expect((await runMain(['test', wrong])).code).toBe(1);

    const down = await site({ '/robots.txt': status(503) });
    const unreachable = files.write('down.txt', `allow http://robots-public.test:${down.port}/ Googlebot\n`);
    const r = await runMain(['test', unreachable]);
    expect(r.code).toBe(4);
    expect(r.stdout).toContain('expected allowed, got disallowed');
  });

  it('site text cannot forge an annotation or break the XML', async () => {
    // The engine matches the URL's path as given (a browser sends it escaped): the raw U+202E only follows the rule's pattern.
    const hostile = files.write('hostile.txt', 'User-agent: *\nDisallow: /a%0A::error::x<&\n');
    const expect1 = files.write('hostile-exp.txt', 'allow https://e.test/a%0A::error::x<&\u202e\n');
    const github = await runMain(['test', expect1, '--robots', hostile, '--format', 'github']);
    expect(github.code).toBe(1);
    const annotation = github.stdout.split('\n').find((l) => l.startsWith('::error '))!;
    // One annotation line; its message keeps the bidi character visible and the rule's "::" as text.
    expect(github.stdout.split('\n').filter((l) => l.includes('::error')).length).toBe(2);
    expect(annotation).toContain('\\u{202E}');
    expect(annotation).toContain('%250A');
    const junit = await runMain(['test', expect1, '--robots', hostile, '--format', 'junit']);
    expect(junit.stdout).toContain('x&lt;&amp;\\u{202E}');
    expect(junit.stdout).not.toContain('\u202e');
  });
});
