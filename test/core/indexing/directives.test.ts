import { describe, expect, it } from 'vitest';
import { INDEXING_LIMITS, parseDirectiveList, parseUnavailableAfter } from '../../../src/core/indexing/index.ts';

const names = (value: string, scopes = true) =>
  parseDirectiveList(value, scopes).runs.map((r) => ({ scope: r.scope, names: r.directives.map((d) => d.name ?? `?${d.text}`) }));

describe('a list of indexing rules', () => {
  it('reads a comma list, names case-insensitive', () => {
    expect(names('NoIndex, NOFOLLOW ,nosnippet')).toEqual([{ scope: null, names: ['noindex', 'nofollow', 'nosnippet'] }]);
  });

  it('reads the values of max-snippet, max-image-preview, max-video-preview (Google’s examples)', () => {
    const { runs } = parseDirectiveList('max-snippet:-1, max-image-preview:large, max-video-preview:-1, max-snippet: 20', false);
    expect(runs[0]?.directives).toEqual([
      { name: 'max-snippet', text: 'max-snippet:-1', value: -1 },
      { name: 'max-image-preview', text: 'max-image-preview:large', value: 'large' },
      { name: 'max-video-preview', text: 'max-video-preview:-1', value: -1 },
      { name: 'max-snippet', text: 'max-snippet: 20', value: 20 },
    ]);
  });

  it('a bad value is kept with a null value (Google ignores the rule)', () => {
    const { runs } = parseDirectiveList('max-snippet:abc, max-image-preview:huge, max-video-preview:-2, unavailable_after: soon', false);
    expect(runs[0]?.directives.map((d) => ('value' in d ? d.value : 'none'))).toEqual([null, null, null, null]);
  });

  it('a crawler name leads the rules after it in a header (googlebot: noindex, nofollow)', () => {
    expect(names('googlebot: noindex, nofollow')).toEqual([{ scope: 'googlebot', names: ['noindex', 'nofollow'] }]);
    expect(names('noarchive, BadBot: noindex, nofollow, googlebot: nosnippet')).toEqual([
      { scope: null, names: ['noarchive'] },
      { scope: 'BadBot', names: ['noindex', 'nofollow'] },
      { scope: 'googlebot', names: ['nosnippet'] },
    ]);
  });

  it('a meta tag’s content has no crawler names: an unknown name: value is an unknown rule', () => {
    expect(names('googlebot: noindex', false)).toEqual([{ scope: null, names: ['?googlebot: noindex'] }]);
  });

  it('unavailable_after keeps its colons and the comma of RFC 850 and RFC 822 dates', () => {
    const one = parseDirectiveList('unavailable_after: 25 Jun 2010 15:00:00 PST', true).runs;
    expect(one).toEqual([
      {
        scope: null,
        directives: [{ name: 'unavailable_after', text: 'unavailable_after: 25 Jun 2010 15:00:00 PST', value: Date.UTC(2010, 5, 25, 23) }],
      },
    ]);
    const rfc850 = parseDirectiveList('noindex, googlebot: unavailable_after: Sunday, 06-Nov-94 08:49:37 GMT, nofollow', true).runs;
    expect(rfc850).toEqual([
      { scope: null, directives: [{ name: 'noindex', text: 'noindex' }] },
      {
        scope: 'googlebot',
        directives: [
          {
            name: 'unavailable_after',
            text: 'unavailable_after: Sunday, 06-Nov-94 08:49:37 GMT',
            value: parseUnavailableAfter('06-Nov-94 08:49:37 GMT'),
          },
          { name: 'nofollow', text: 'nofollow' },
        ],
      },
    ]);
  });

  it('unknown rules are listed, not errors; empty items are skipped', () => {
    expect(names(',, noodp ,, index, follow, all,', false)).toEqual([{ scope: null, names: ['?noodp', 'index', 'follow', 'all'] }]);
    expect(names('')).toEqual([]);
    expect(names('googlebot:')).toEqual([{ scope: 'googlebot', names: [] }]);
  });

  it('a rule written with a value it does not take is unknown', () => {
    expect(names('noindex: yes', false)).toEqual([{ scope: null, names: ['?noindex: yes'] }]);
  });

  it('stays bounded on a huge value and says it was capped', () => {
    const huge = Array.from({ length: 100_000 }, () => 'noindex').join(',');
    const list = parseDirectiveList(huge, true);
    expect(list.capped).toBe(true);
    expect(list.runs[0]?.directives).toHaveLength(INDEXING_LIMITS.directivesPerValue);
    const long = parseDirectiveList(`noindex${' '.repeat(1_000_000)}`, true);
    expect(long.capped).toBe(true);
  });
});
