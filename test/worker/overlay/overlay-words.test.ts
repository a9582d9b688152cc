import { describe, expect, it } from 'vitest';
import { overlayTip, overlayWords, relTips } from '../../../src/worker/overlay/overlay-words.ts';
import { text } from '../../../src/text/bundled.ts';
import type { UrlDecision } from '../../../src/shared/page-signals.ts';

const decision = (over: Partial<UrlDecision>): UrlDecision => ({
  url: 'https://b.example/private/x',
  origin: 'https://b.example',
  state: 'disallowed',
  line: 2,
  rule: 'Disallow: /private/',
  outcome: 'parsed',
  status: 200,
  copy: 'latest',
  ...over,
});

describe('the overlay’s words', () => {
  it('a disallowed link: the verdict, then that origin’s robots.txt, the line and the rule as site text', () => {
    expect(overlayTip(text, 'Googlebot', decision({}))).toEqual({
      url: 'https://b.example/private/x',
      mark: 'disallowed',
      lines: [['Disallowed for Googlebot'], [{ site: 'https://b.example/robots.txt' }, ', line 2: ', { site: 'Disallow: /private/' }]],
    });
  });

  it('allowed without a matching rule; unreachable; not fetched; not http(s)', () => {
    expect(overlayTip(text, 'Googlebot', decision({ state: 'allowed', line: 0, rule: null })).lines).toEqual([
      ['Allowed for Googlebot'],
      ['No rule of ', { site: 'https://b.example/robots.txt' }, ' matches this address.'],
    ]);
    const unreachable = overlayTip(text, 'Bingbot', decision({ state: 'unreachable', line: 0, rule: null }));
    expect(unreachable.mark).toBe('unreachable');
    expect(unreachable.lines).toEqual([['Disallowed for Bingbot for now: its robots.txt is unreachable']]);
    expect(overlayTip(text, 'Googlebot', decision({ state: 'pending', line: 0, rule: null }))).toMatchObject({
      mark: 'pending',
      lines: [['Not checked yet']],
    });
    expect(overlayTip(text, 'Googlebot', decision({ state: 'not-applicable', line: 0, rule: null }))).toMatchObject({ mark: 'unknown' });
    expect(overlayTip(text, 'Googlebot', decision({ state: 'failed', line: 0, rule: null }))).toEqual({
      url: 'https://b.example/private/x',
      mark: 'unknown',
      lines: [['Not checked: Robots Lens could not read its robots.txt']],
    });
    expect(overlayTip(text, 'Googlebot', decision({ state: 'private', line: 0, rule: null }))).toEqual({
      url: 'https://b.example/private/x',
      mark: 'unknown',
      lines: [['Not checked: private address']],
    });
  });

  it('a hostile rule stays site text: marked, never part of our words', () => {
    const tip = overlayTip(text, 'Googlebot', decision({ rule: 'Disallow: /\u202egnp.exe/' }));
    expect(tip.lines[1]).toContainEqual({ site: 'Disallow: /\u202egnp.exe/' });
  });

  it('every combination of nofollow, sponsored and ugc has its line, keyed by its sorted tokens', () => {
    const tips = relTips(text);
    expect(Object.keys(tips).sort()).toEqual([
      'nofollow',
      'nofollow sponsored',
      'nofollow sponsored ugc',
      'nofollow ugc',
      'sponsored',
      'sponsored ugc',
      'ugc',
    ]);
    expect(tips['sponsored ugc']).toEqual([
      'rel ',
      { site: 'sponsored' },
      ' and ',
      { site: 'ugc' },
      ': a hint that crawlers need not follow this link.',
    ]);
  });

  it('the legend names the crawler and says the cap with its numbers', () => {
    const words = overlayWords(text, 'Googlebot');
    expect(words.locale).toBe('en');
    expect(words.title).toEqual(['Robots Lens · Googlebot']);
    expect(words.disallowed).toEqual(['Disallowed for Googlebot']);
    expect(words.capped.join('')).toContain('20,000');
    expect(words.capped.join('')).toContain('5,000');
  });
});
