/** The worker's compareServedHtml: one request per tab and address at a time, and the reasons it cannot compare. */
import { describe, expect, it } from 'vitest';
import type { MarkupSignals } from '../../../src/shared/page-signals.ts';
import type { ServedFailure, ServedHtml } from '../../../src/shared/served-html.ts';
import { type ServedHandlerDeps, servedComparer } from '../../../src/worker/page-signals/served-handlers.ts';

const URL_A = 'https://example.com/a';
const RENDERED: MarkupSignals = { url: URL_A, metas: [], canonicals: [], metaTotal: 0, canonicalTotal: 0, readAt: 1 };

function served(url: string): ServedHtml {
  return {
    requestedUrl: url,
    url,
    redirects: 0,
    status: 200,
    contentType: 'text/html',
    xRobotsTag: [],
    markup: { metas: [], canonicals: [], metaTotal: 0, canonicalTotal: 0, headEnded: true },
    bytesRead: 10,
    cut: false,
    credentials: 'omit',
    fetchedAt: 2,
  };
}

function deps(over: Partial<ServedHandlerDeps> = {}): ServedHandlerDeps & { fetched: string[] } {
  const fetched: string[] = [];
  return {
    fetched,
    tab: async () => ({ id: 3, url: URL_A }),
    readMarkup: async () => RENDERED,
    signalsFor: async () => ({ headers: { url: URL_A, status: 200, xRobotsTag: ['noarchive'], link: [], observedAt: 1 }, markup: null }),
    credentials: async () => 'include',
    names: async () => ['robots'],
    fetchServed: async (url, options): Promise<ServedHtml | ServedFailure> => {
      fetched.push(`${url} ${options.credentials} ${options.names.join(',')}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return served(url);
    },
    ...over,
  };
}

describe('servedComparer', () => {
  it('answers the served HTML beside the rendered page and the tab’s own X-Robots-Tag, with the settings’ cookies', async () => {
    const d = deps();
    const answer = await servedComparer(d)();
    expect(answer).toEqual({ kind: 'served', url: URL_A, served: served(URL_A), rendered: RENDERED, tabXRobotsTag: ['noarchive'] });
    expect(d.fetched).toEqual([`${URL_A} include robots`]);
  });

  it('asked again while it runs: the same answer, one request', async () => {
    const d = deps();
    const compare = servedComparer(d);
    const [a, b] = await Promise.all([compare(), compare()]);
    expect(a).toBe(b);
    expect(d.fetched).toHaveLength(1);
    await compare();
    expect(d.fetched).toHaveLength(2);
  });

  it('no web page in the tab, a page the browser does not let it read, a failed request', async () => {
    expect(await servedComparer(deps({ tab: async () => ({ id: 3, url: 'chrome://settings' }) }))()).toEqual({
      kind: 'failed',
      url: 'chrome://settings',
      failure: { kind: 'no-page' },
    });
    expect(await servedComparer(deps({ tab: async () => null }))()).toMatchObject({ failure: { kind: 'no-page' } });
    const unreadable = deps({ readMarkup: async () => null });
    expect(await servedComparer(unreadable)()).toEqual({ kind: 'failed', url: URL_A, failure: { kind: 'not-readable' } });
    expect(unreadable.fetched).toEqual([]);
    const refused = deps({ fetchServed: async () => ({ kind: 'timeout', seconds: 10 }) });
    expect(await servedComparer(refused)()).toEqual({ kind: 'failed', url: URL_A, failure: { kind: 'timeout', seconds: 10 } });
  });
});
