/** docs/behaviour.md §6: the Coc Coc reading, with the examples of Coc Coc's own page (seed 000). */
import { describe, expect, it } from 'vitest';
import { outcome, verdict } from '../support/robots.ts';

const web = (robots: string[], path: string) => outcome(robots, path, 'coccocbot-web');
const image = (robots: string[], path: string) => outcome(robots, path, 'coccocbot-image');

describe('Coc Coc: which group applies', () => {
  it('rules before any user-agent apply to all robots', () => {
    expect(web(['Disallow: /cgi-bin'], '/cgi-bin/x')).toEqual([false, 1]);
    expect(outcome(['Disallow: /cgi-bin'], '/cgi-bin/x', 'googlebot')).toEqual([true, 0]);
  });
  it('the most specific user-agent wins: coccocbot applies to coccocbot-web, * does not', () => {
    const robots = ['User-agent: *', 'Allow: /', '', 'User-agent: coccocbot', 'Disallow: /cgi-bin'];
    expect(web(robots, '/cgi-bin/a')).toEqual([false, 5]);
    expect(verdict(robots, '/cgi-bin/a', 'coccocbot-web').token).toBe('coccocbot');
  });
  it('a coccocbot-web group beats coccocbot; coccocbot-image too', () => {
    const robots = [
      'User-agent: *',
      'Allow: /',
      '',
      'User-agent: coccocbot',
      'Disallow: /cgi-bin',
      '',
      'User-agent: coccocbot-web',
      'User-agent: coccocbot-image',
      'Disallow: /ajax',
    ];
    expect(web(robots, '/ajax/x')).toEqual([false, 9]);
    expect(web(robots, '/cgi-bin/x')).toEqual([true, 0]);
    expect(image(robots, '/ajax/x')).toEqual([false, 9]);
  });
  it('groups with the same user-agent are merged', () => {
    const robots = [
      'User-agent: coccocbot',
      'Disallow: /cgi-bin',
      '',
      'User-agent: *',
      'Allow: /',
      '',
      'User-agent: coccocbot',
      'Disallow: /ajax',
    ];
    expect(web(robots, '/cgi-bin')).toEqual([false, 2]);
    expect(web(robots, '/ajax')).toEqual([false, 8]);
    expect(outcome(robots, '/ajax', 'googlebot')).toEqual([true, 5]);
  });
});

describe('Coc Coc: rules', () => {
  it('Disallow: / with Allow: /docs', () => {
    const robots = ['User-agent: coccocbot', 'Disallow: /', 'Allow: /docs'];
    expect(web(robots, '/docs/a')).toEqual([true, 3]);
    expect(web(robots, '/other')).toEqual([false, 2]);
  });
  it('an empty Disallow allows everything; an empty Allow is ignored', () => {
    expect(web(['User-agent: coccocbot', 'Disallow:'], '/x')[0]).toBe(true);
    const v = verdict(['User-agent: coccocbot', 'Allow:', 'Disallow: /x'], '/x', 'coccocbot-web');
    expect([v.allowed, v.decidingLine]).toEqual([false, 3]);
    expect(v.matches.map((m) => m.rule.line)).toEqual([3]);
  });
  it('the most specific rule wins', () => {
    const robots = ['User-agent: coccocbot', 'Disallow: /cats', 'Allow: /cats/wild', 'Disallow: /cats/wild/tigers'];
    expect(web(robots, '/cats/x')).toEqual([false, 2]);
    expect(web(robots, '/cats/wild/lions')).toEqual([true, 3]);
    expect(web(robots, '/cats/wild/tigers/1')).toEqual([false, 4]);
  });
  it('equal Allow and Disallow: Allow wins', () => {
    expect(web(['User-agent: coccocbot', 'Disallow: /dogs/naughty', 'Allow: /dogs/naughty'], '/dogs/naughty/1')).toEqual([true, 3]);
  });
  it('* and $', () => {
    expect(web(['User-agent: coccocbot', 'Disallow: /*private'], '/a/private/b')[0]).toBe(false);
    expect(web(['User-agent: coccocbot', 'Disallow: /*.ajax$'], '/a/b.ajax')[0]).toBe(false);
    expect(web(['User-agent: coccocbot', 'Disallow: /*.ajax$'], '/a/b.ajax?x=1')[0]).toBe(true);
  });
  it('has no index.htm rewrite (that is Google-specific)', () => {
    expect(web(['User-agent: coccocbot', 'Disallow: /d/', 'Allow: /d/index.html'], '/d/')).toEqual([false, 2]);
  });
});

describe('Coc Coc: crawl-delay', () => {
  it('is honoured per group, capped at 10 s, fractional allowed', () => {
    const robots = ['User-agent: *', 'Crawl-delay: 100', '', 'User-agent: coccocbot', 'Crawl-delay: 5', 'Disallow: /x'];
    expect(verdict(robots, '/', 'coccocbot-web').crawlDelay).toEqual({ seconds: 5, effectiveSeconds: 5, line: 5, honoured: true });
    expect(verdict(['User-agent: *', 'Crawl-delay: 100'], '/', 'coccocbot-web').crawlDelay).toEqual({
      seconds: 100,
      effectiveSeconds: 10,
      line: 2,
      honoured: true,
    });
    expect(verdict(['User-agent: coccocbot', 'Crawl-delay: 0.5'], '/', 'coccocbot-web').crawlDelay?.effectiveSeconds).toBe(0.5);
  });
  it('Google ignores crawl-delay; Bingbot honours it', () => {
    expect(verdict(['User-agent: *', 'Crawl-delay: 7'], '/', 'googlebot').crawlDelay).toEqual({
      seconds: 7,
      effectiveSeconds: 7,
      line: 2,
      honoured: false,
    });
    expect(verdict(['User-agent: bingbot', 'Crawl-delay: 7'], '/', 'bingbot').crawlDelay?.honoured).toBe(true);
  });
});
