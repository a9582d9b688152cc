/** docs/behaviour.md §4 (google): groups, product tokens, global and specific groups. */
import { describe, expect, it } from 'vitest';
import { parseRobotsTxt, utf8Bytes } from '../../src/core/index.ts';
import { outcome, verdict } from '../support/robots.ts';

describe('groups', () => {
  it('consecutive user-agent lines share one group', () => {
    const robots = ['User-agent: a', 'User-agent: googlebot', 'Disallow: /x'];
    expect(outcome(robots, '/x', 'googlebot')).toEqual([false, 3]);
  });
  it('only allow/disallow end a run of user-agent lines: sitemap, crawl-delay, unknown and blank lines do not', () => {
    const robots = [
      'user-agent: a',
      'sitemap: https://example.com/s.xml',
      'crawl-delay: 4',
      'foo: bar',
      '',
      'user-agent: b',
      'disallow: /',
    ];
    expect(outcome(robots, '/page', 'b', { token: true })).toEqual([false, 7]);
    expect(outcome(robots, '/page', 'a', { token: true })).toEqual([false, 7]);
    expect(parseRobotsTxt(utf8Bytes(robots.join('\n'))).groups).toHaveLength(1);
  });
  it('a user-agent line after a rule starts a new group', () => {
    const robots = ['User-agent: a', 'Disallow: /x', 'User-agent: b', 'Disallow: /y'];
    expect(outcome(robots, '/x', 'b', { token: true })).toEqual([true, 0]);
    expect(outcome(robots, '/y', 'b', { token: true })).toEqual([false, 4]);
  });
  it('rules before the first user-agent line are ignored by Google', () => {
    expect(outcome(['Disallow: /x', 'User-agent: *', 'Disallow: /y'], '/x', 'googlebot')).toEqual([true, 0]);
  });
  it('sitemaps belong to no group and are all collected in order', () => {
    const m = parseRobotsTxt(utf8Bytes('Sitemap: https://a/1.xml\nUser-agent: *\nSitemap: https://a/2.xml\nDisallow: /'));
    expect(m.sitemaps).toEqual([
      { line: 1, url: 'https://a/1.xml' },
      { line: 3, url: 'https://a/2.xml' },
    ]);
  });
  it('all groups that name the crawler are merged', () => {
    const robots = ['User-agent: googlebot', 'Disallow: /a', 'User-agent: other', 'Disallow: /b', 'User-agent: Googlebot', 'Disallow: /c'];
    expect(outcome(robots, '/a', 'googlebot')).toEqual([false, 2]);
    expect(outcome(robots, '/c', 'googlebot')).toEqual([false, 6]);
    expect(verdict(robots, '/c', 'googlebot').groups.map((g) => g.index)).toEqual([0, 2]);
  });
  it('a specific group, even without rules, makes Google ignore the * group', () => {
    const robots = ['User-agent: *', 'Disallow: /', 'User-agent: googlebot', 'User-agent: other'];
    expect(outcome(robots, '/x', 'googlebot')).toEqual([true, 0]);
    expect(verdict(robots, '/x', 'googlebot').reason).toBe('no-rule-matched');
    expect(outcome(robots, '/x', 'bingbot')).toEqual([false, 2]);
  });
  it('with no group for the crawler and no * group, everything is allowed', () => {
    const v = verdict(['User-agent: other', 'Disallow: /'], '/x', 'googlebot');
    expect([v.allowed, v.reason, v.scope]).toEqual([true, 'no-group', 'none']);
  });
});

describe('product tokens', () => {
  it('Googlebot/2.1, googlebot* and Googlebot News all read as googlebot', () => {
    for (const ua of ['Googlebot/2.1', 'googlebot*', 'Googlebot News']) {
      expect(outcome([`User-agent: ${ua}`, 'Disallow: /x'], '/x', 'googlebot')).toEqual([false, 2]);
    }
  });
  it('MJ12bot reads as MJ, so it never matches a crawler named MJ12bot', () => {
    const robots = ['User-agent: MJ12bot', 'Disallow: /'];
    expect(outcome(robots, '/x', 'MJ12bot', { token: true })).toEqual([true, 0]);
    expect(outcome(robots, '/x', 'MJ', { token: true })).toEqual([false, 2]);
    expect(parseRobotsTxt(utf8Bytes(robots.join('\n'))).groups[0]!.userAgents[0]).toEqual({
      line: 1,
      value: 'MJ12bot',
      token: 'mj',
      global: false,
    });
  });
  it('* alone or * followed by whitespace is global; *foo is not', () => {
    expect(outcome(['User-agent: * foo', 'Disallow: /x'], '/x', 'googlebot')).toEqual([false, 2]);
    expect(outcome(['User-agent: *\tfoo', 'Disallow: /x'], '/x', 'googlebot')).toEqual([false, 2]);
    expect(outcome(['User-agent: *foo', 'Disallow: /x'], '/x', 'googlebot')).toEqual([true, 0]);
  });
  it('matches case-insensitively, but the asked-for token is used exactly as given', () => {
    const robots = ['User-agent: GoogleBot', 'Disallow: /x'];
    expect(outcome(robots, '/x', 'googlebot', { token: true })).toEqual([false, 2]);
    expect(outcome(robots, '/x', 'GOOGLEBOT', { token: true })).toEqual([false, 2]);
    expect(outcome(robots, '/x', 'Googlebot/2.1', { token: true })).toEqual([true, 0]);
    expect(outcome(['User-agent: Foo Bar', 'Disallow: /x'], '/x', 'Foo Bar', { token: true })).toEqual([true, 0]);
  });
});
