/** The rule-level diff of two robots.txt files and the effect of a change on URLs per crawler. */
import { describe, expect, it } from 'vitest';
import {
  diffRobots,
  findProfile,
  parseRobotsTxt,
  readFetchOutcome,
  urlEffects,
  utf8Bytes,
  verdictFromOutcome,
  type CrawlerProfile,
} from '../../src/core/index.ts';

const parse = (lines: string[]) => parseRobotsTxt(utf8Bytes(lines.join('\n') + '\n'));
const profile = (name: string): CrawlerProfile => findProfile(name)!;

describe('diffRobots', () => {
  it('a rule that only moved, a reordered group, comments and blank lines are no change', () => {
    const before = parse(['User-agent: *', 'Disallow: /a', 'Allow: /a/b', '', 'User-agent: Googlebot', 'Disallow: /g']);
    const after = parse([
      '# moved things around',
      'User-agent: googlebot',
      'Disallow: /g   # same rule',
      '',
      '',
      'User-agent: *',
      'Allow: /a/b',
      'Disallow: /a',
    ]);
    const diff = diffRobots(before, after);
    expect(diff.same).toBe(true);
    expect(diff.groups).toEqual([]);
    expect(diff.rulesAdded + diff.rulesRemoved).toBe(0);
  });

  it('counts rules added and removed per group, with each rule’s line in its own file', () => {
    const before = parse(['User-agent: *', 'Disallow: /old', 'Disallow: /kept']);
    const after = parse(['User-agent: *', 'Disallow: /kept', 'Disallow: /new', 'Allow: /new/public', 'Disallow: /x']);
    const diff = diffRobots(before, after);
    expect(diff.same).toBe(false);
    expect(diff.rulesAdded).toBe(3);
    expect(diff.rulesRemoved).toBe(1);
    expect(diff.groups).toHaveLength(1);
    const [g] = diff.groups;
    expect(g!.key).toEqual(['*']);
    expect(g!.status).toBe('changed');
    expect(g!.added).toEqual([
      { kind: 'disallow', pattern: '/new', line: 3 },
      { kind: 'allow', pattern: '/new/public', line: 4 },
      { kind: 'disallow', pattern: '/x', line: 5 },
    ]);
    expect(g!.removed).toEqual([{ kind: 'disallow', pattern: '/old', line: 2 }]);
    expect(g!.beforeLines).toEqual([1]);
    expect(g!.afterLines).toEqual([1]);
  });

  it('an allow that becomes a disallow is one rule removed and one added', () => {
    const diff = diffRobots(parse(['User-agent: *', 'Allow: /p']), parse(['User-agent: *', 'Disallow: /p']));
    expect(diff.groups[0]!.added).toEqual([{ kind: 'disallow', pattern: '/p', line: 2 }]);
    expect(diff.groups[0]!.removed).toEqual([{ kind: 'allow', pattern: '/p', line: 2 }]);
  });

  it('compares patterns as matched: a percent-escaped and a raw UTF-8 pattern are the same rule', () => {
    const diff = diffRobots(parse(['User-agent: *', 'Disallow: /café']), parse(['User-agent: *', 'Disallow: /caf%C3%A9']));
    expect(diff.same).toBe(true);
  });

  it('names a group by its set of user-agents, read as the engine reads them', () => {
    const before = parse(['User-agent: Googlebot', 'User-agent: Bingbot', 'Disallow: /x']);
    const after = parse(['User-agent: bingbot/2.0', 'User-agent: GOOGLEBOT', 'Disallow: /x']);
    expect(diffRobots(before, after).same).toBe(true);
  });

  it('groups that name the same set are merged as the engine merges them', () => {
    const before = parse(['User-agent: a', 'Disallow: /1', 'User-agent: b', 'Disallow: /z', 'User-agent: a', 'Disallow: /2']);
    const after = parse(['User-agent: a', 'Disallow: /2', 'Disallow: /1', 'User-agent: b', 'Disallow: /z']);
    expect(diffRobots(before, after).same).toBe(true);
  });

  it('reports a new or vanished group whole, even one without rules', () => {
    const before = parse(['User-agent: *', 'Disallow: /', 'User-agent: gone', 'Disallow: /g']);
    const after = parse(['User-agent: *', 'Disallow: /', 'User-agent: Googlebot', '', 'User-agent: new', 'Allow: /n']);
    const diff = diffRobots(before, after);
    expect(diff.groups.map((g) => [g.key, g.status, g.added.length, g.removed.length])).toEqual([
      [['googlebot', 'new'], 'added', 1, 0],
      [['gone'], 'removed', 0, 1],
    ]);
  });

  it('reports crawl-delay and sitemap changes', () => {
    const before = parse(['Sitemap: https://e.test/a.xml', 'User-agent: bingbot', 'Crawl-delay: 5', 'Disallow: /x']);
    const after = parse([
      'User-agent: bingbot',
      'Crawl-delay: 10',
      'Disallow: /x',
      'Sitemap: https://e.test/b.xml',
      'Sitemap: https://e.test/b.xml',
    ]);
    const diff = diffRobots(before, after);
    expect(diff.same).toBe(false);
    expect(diff.rulesAdded + diff.rulesRemoved).toBe(0);
    expect(diff.groups[0]!.crawlDelay).toEqual({
      before: { value: '5', seconds: 5, line: 3 },
      after: { value: '10', seconds: 10, line: 2 },
    });
    expect(diff.sitemapsAdded).toEqual([{ url: 'https://e.test/b.xml', line: 4 }]);
    expect(diff.sitemapsRemoved).toEqual([{ url: 'https://e.test/a.xml', line: 1 }]);
  });

  it('a crawl-delay written differently but with the same value is no change', () => {
    const diff = diffRobots(
      parse(['User-agent: *', 'Crawl-delay: 5', 'Disallow:']),
      parse(['User-agent: *', 'Crawl-delay: 5.0', 'Disallow:']),
    );
    expect(diff.same).toBe(true);
  });

  it('rules before any user-agent line form their own group (Coc Coc applies them)', () => {
    const diff = diffRobots(parse(['Disallow: /a', 'User-agent: *', 'Disallow: /b']), parse(['User-agent: *', 'Disallow: /b']));
    expect(diff.groups).toHaveLength(1);
    expect(diff.groups[0]!.key).toEqual([]);
    expect(diff.groups[0]!.status).toBe('removed');
  });

  it('an empty file against a file of rules: every rule added', () => {
    const diff = diffRobots(parse([]), parse(['User-agent: *', 'Disallow: /', 'Allow: /public']));
    expect(diff.rulesAdded).toBe(2);
    expect(diff.groups[0]!.status).toBe('added');
  });
});

describe('urlEffects', () => {
  const before = parse(['User-agent: *', 'Disallow: /private', '', 'User-agent: GPTBot', 'Disallow: /']);
  const after = parse(['User-agent: *', 'Disallow: /', 'Allow: /blog', '', 'User-agent: GPTBot', 'Disallow: /']);
  const urls = ['https://e.test/blog/post', 'https://e.test/shop', 'https://e.test/private/x'];

  it('gives each crawler’s verdict and deciding rule before and after', () => {
    const effects = urlEffects(before, after, urls, [profile('Googlebot'), profile('GPTBot')]);
    expect(effects).toHaveLength(6);
    const google = effects.filter((e) => e.crawlerName === 'Googlebot');
    expect(google.map((e) => [e.url, e.before.allowed, e.after.allowed, e.verdictChanged, e.ruleChanged])).toEqual([
      ['https://e.test/blog/post', true, true, false, true],
      ['https://e.test/shop', true, false, true, false],
      ['https://e.test/private/x', false, false, false, true],
    ]);
    expect(google[1]!.before).toEqual({ allowed: true, line: 0, rule: null });
    expect(google[1]!.after).toEqual({ allowed: false, line: 2, rule: 'Disallow: /' });
    const gpt = effects.filter((e) => e.crawlerName === 'GPTBot');
    expect(gpt.every((e) => !e.verdictChanged && !e.ruleChanged)).toBe(true);
    expect(gpt[0]!.before.line).toBe(5);
    expect(gpt[0]!.after.line).toBe(6);
  });

  it('a rule that moved changes nothing for any URL', () => {
    const moved = parse(['User-agent: GPTBot', 'Disallow: /', '', 'User-agent: *', 'Disallow: /private']);
    const effects = urlEffects(before, moved, urls, [profile('Googlebot'), profile('GPTBot'), 'somebot']);
    expect(effects.some((e) => e.verdictChanged || e.ruleChanged)).toBe(false);
  });

  it('takes a function for a side the HTTP outcome decides (a 503 disallows everything, no line)', () => {
    const unreachable = readFetchOutcome({ kind: 'response', status: 503, redirects: 0 }, 'google');
    const effects = urlEffects(
      before,
      (url, crawler) => verdictFromOutcome(unreachable, url, crawler),
      ['https://e.test/shop'],
      [profile('Googlebot')],
    );
    expect(effects[0]!.verdictChanged).toBe(true);
    expect(effects[0]!.after).toEqual({ allowed: false, line: 0, rule: null });
  });
});
