/** The served HTML beside the rendered page: what differs, and what it means for the chosen crawler. */
import { describe, expect, it } from 'vitest';
import { compareServedRendered, type ServedRenderedInput } from '../../../src/core/indexing/served-rendered.ts';

const PAGE = 'https://example.com/a';
const GOOGLEBOT = ['Googlebot'];

function compare(over: Partial<ServedRenderedInput>) {
  return compareServedRendered({
    pageUrl: PAGE,
    served: { metas: [], canonicals: [] },
    rendered: { metas: [], canonicals: [] },
    servedHeader: [],
    tabHeader: [],
    tokens: GOOGLEBOT,
    now: Date.UTC(2026, 0, 1),
    ...over,
  });
}

describe('compareServedRendered', () => {
  it('the same tags, written differently (case, spaces), agree', () => {
    const result = compare({
      served: { metas: [{ name: 'robots', content: 'NoIndex ,  Follow, max-snippet : 50' }], canonicals: ['https://example.com/a#top'] },
      rendered: { metas: [{ name: 'Robots', content: 'noindex,follow,max-snippet:50,' }], canonicals: ['https://example.com/a'] },
      servedHeader: ['noarchive'],
      tabHeader: ['NOARCHIVE'],
    });
    expect(result).toMatchObject({ agree: true, metas: [], meanings: [], canonical: { change: null } });
    expect(result.state).toEqual({ served: 'not-indexable', rendered: 'not-indexable' });
  });

  it('a noindex that a script removes still keeps the page out: Google reads the served HTML first', () => {
    const result = compare({
      served: { metas: [{ name: 'robots', content: 'noindex' }], canonicals: [] },
      rendered: { metas: [], canonicals: [] },
    });
    expect(result.metas).toEqual([{ name: 'robots', served: ['noindex'], rendered: [], change: 'removed', applies: true }]);
    expect(result.meanings).toEqual(['noindex-removed-by-script']);
    expect(result.state).toEqual({ served: 'not-indexable', rendered: 'indexable' });
    expect(result.agree).toBe(false);
  });

  it('a noindex only a script adds, and a canonical it changes', () => {
    const result = compare({
      served: { metas: [{ name: 'robots', content: 'index, follow' }], canonicals: ['https://example.com/a'] },
      rendered: { metas: [{ name: 'robots', content: 'noindex, follow' }], canonicals: ['https://example.com/b'] },
    });
    expect(result.metas).toMatchObject([{ name: 'robots', change: 'changed' }]);
    expect(result.meanings).toEqual(['noindex-added-by-script', 'canonical-changed-by-script']);
    expect(result.canonical).toEqual({ served: ['https://example.com/a'], rendered: ['https://example.com/b'], change: 'changed' });
  });

  it('a noindex in the header keeps the page out either way: the meta change does not change what it means', () => {
    const result = compare({
      served: { metas: [{ name: 'robots', content: 'noindex' }], canonicals: [] },
      servedHeader: ['noindex'],
      tabHeader: ['noindex'],
    });
    expect(result.meanings).toEqual(['rules-changed-by-script']);
    expect(result.state).toEqual({ served: 'not-indexable', rendered: 'not-indexable' });
  });

  it('tags for another crawler are listed but mean nothing for this one', () => {
    const result = compare({ rendered: { metas: [{ name: 'bingbot', content: 'noindex' }], canonicals: [] } });
    expect(result.metas).toEqual([{ name: 'bingbot', served: [], rendered: ['noindex'], change: 'added', applies: false }]);
    expect(result.meanings).toEqual([]);
    expect(result.agree).toBe(false);
    // For Bingbot, the same difference is a noindex a script adds.
    expect(
      compare({ rendered: { metas: [{ name: 'bingbot', content: 'noindex' }], canonicals: [] }, tokens: ['bingbot'] }).meanings,
    ).toEqual(['noindex-added-by-script']);
  });

  it('nofollow added or removed, and other rules changed', () => {
    expect(compare({ rendered: { metas: [{ name: 'googlebot', content: 'nofollow' }], canonicals: [] } }).meanings).toEqual([
      'nofollow-added-by-script',
    ]);
    expect(compare({ served: { metas: [{ name: 'robots', content: 'nofollow' }], canonicals: [] } }).meanings).toEqual([
      'nofollow-removed-by-script',
    ]);
    expect(
      compare({
        served: { metas: [{ name: 'robots', content: 'max-snippet:50' }], canonicals: [] },
        rendered: { metas: [{ name: 'robots', content: 'max-snippet:-1' }], canonicals: [] },
      }).meanings,
    ).toEqual(['rules-changed-by-script']);
  });

  it('a canonical added, or removed, by a script', () => {
    expect(compare({ rendered: { metas: [], canonicals: ['https://example.com/c'] } }).meanings).toEqual(['canonical-added-by-script']);
    expect(compare({ served: { metas: [], canonicals: ['https://example.com/c'] } }).meanings).toEqual(['canonical-removed-by-script']);
  });

  it('the served request got another X-Robots-Tag than the tab did; unseen tab headers claim nothing', () => {
    expect(compare({ servedHeader: ['noindex'], tabHeader: [] }).meanings).toEqual(['header-differs']);
    expect(compare({ servedHeader: ['noindex'], tabHeader: null })).toMatchObject({ meanings: [], agree: true });
    // fetch() joins two X-Robots-Tag headers into one value; webRequest gives them apart: the same header.
    expect(
      compare({ servedHeader: ['googlebot: noindex, otherbot: nofollow'], tabHeader: ['googlebot: noindex', 'otherbot: nofollow'] }),
    ).toMatchObject({
      meanings: [],
      agree: true,
    });
  });
});
