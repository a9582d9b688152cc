import { describe, expect, it } from 'vitest';
import { INDEXING_LIMITS, parseLinkHeader } from '../../../src/core/indexing/index.ts';

describe('the Link header', () => {
  it('reads Google’s example', () => {
    expect(parseLinkHeader('<https://www.example.com/downloads/white-paper.pdf>; rel="canonical"').links).toEqual([
      { target: 'https://www.example.com/downloads/white-paper.pdf', rels: ['canonical'] },
    ]);
  });

  it('reads several links, commas inside <> and quotes, rel lists, token values, other params', () => {
    const value =
      '</a,b>; rel="preload canonical"; title="x, y", <https://e.com/>; REL=Canonical, <https://e.com/n>; rel="next"; anchor="#,"';
    expect(parseLinkHeader(value).links).toEqual([
      { target: '/a,b', rels: ['preload', 'canonical'] },
      { target: 'https://e.com/', rels: ['canonical'] },
      { target: 'https://e.com/n', rels: ['next'] },
    ]);
  });

  it('counts only the first rel, and unescapes quoted strings', () => {
    expect(parseLinkHeader('</x>; rel=next; rel=canonical, </y>; rel="can\\onical"').links).toEqual([
      { target: '/x', rels: ['next'] },
      { target: '/y', rels: ['canonical'] },
    ]);
  });

  it('skips what it cannot read, never throws', () => {
    expect(parseLinkHeader('garbage; rel=canonical, </ok>; rel=canonical').links).toEqual([{ target: '/ok', rels: ['canonical'] }]);
    expect(parseLinkHeader('</a> junk, </b>; rel=canonical').links).toEqual([{ target: '/b', rels: ['canonical'] }]);
    expect(parseLinkHeader('</unclosed; rel=canonical').links).toEqual([]);
    expect(parseLinkHeader('</q>; rel="canonical').links).toEqual([{ target: '/q', rels: ['canonical'] }]);
    expect(parseLinkHeader('').links).toEqual([]);
  });

  it('caps the number of links', () => {
    const parsed = parseLinkHeader(Array.from({ length: 1000 }, (_, i) => `</${i}>; rel=x`).join(','));
    expect(parsed.links).toHaveLength(INDEXING_LIMITS.linksPerHeader);
    expect(parsed.capped).toBe(true);
  });
});
