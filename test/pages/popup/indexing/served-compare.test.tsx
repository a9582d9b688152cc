// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { compareServedRendered } from '../../../../src/core/indexing/served-rendered.ts';
import { ServedCompare } from '../../../../src/pages/popup/indexing/served-compare.tsx';
import type { ServedView } from '../../../../src/pages/popup/indexing/served-state.ts';
import type { ServedFailure, ServedHtml } from '../../../../src/shared/served-html.ts';

const PAGE = 'https://example.test/page';
const presses: number[] = [];

function shown(view: ServedView): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  render(<ServedCompare view={view} onCompare={() => presses.push(1)} />, root);
  return root;
}

const served = (over: Partial<ServedHtml> = {}): ServedHtml => ({
  requestedUrl: PAGE,
  url: PAGE,
  redirects: 0,
  status: 200,
  contentType: 'text/html',
  xRobotsTag: [],
  markup: { metas: [], canonicals: [], metaTotal: 0, canonicalTotal: 0, headEnded: true },
  bytesRead: 2048,
  cut: false,
  credentials: 'omit',
  fetchedAt: 0,
  ...over,
});

function failure(f: ServedFailure): string {
  const root = shown({ kind: 'failed', failure: f });
  const text = root.querySelector('[data-testid="served-failure"]')?.textContent ?? '';
  document.body.innerHTML = '';
  return text;
}

describe('ServedCompare', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('before it is pressed: what it does, and the button; while it runs, the button says so and waits', () => {
    const idle = shown({ kind: 'idle' });
    expect(idle.textContent).toContain('Fetches this page once more');
    idle.querySelector('button')?.click();
    expect(presses).toHaveLength(1);
    document.body.innerHTML = '';
    const running = shown({ kind: 'running' }).querySelector('button');
    expect(running?.textContent).toBe('Fetching the served HTML…');
    expect(running?.disabled).toBe(true);
  });

  it('every reason it could not compare, in words', () => {
    expect(failure({ kind: 'too-many-redirects', redirects: 11 })).toBe('Not compared: more than 10 redirects, more than Google follows.');
    expect(failure({ kind: 'timeout', seconds: 10 })).toBe('Not compared: the site did not answer within 10 seconds.');
    expect(failure({ kind: 'not-html', contentType: 'application/pdf' })).toBe(
      'Not compared: the server sends application/pdf, not HTML, so there are no meta tags to read.',
    );
    expect(failure({ kind: 'too-large', bytes: 1024 * 1024 })).toBe(
      'Not compared: the head of the served HTML does not end within the first 1 MiB, the most Robots Lens reads.',
    );
    expect(failure({ kind: 'refused', refusal: { reason: 'scheme' }, target: 'file:///etc/passwd' })).toBe(
      'Not compared: the page redirects to file:///etc/passwd, which is no web address.',
    );
    expect(failure({ kind: 'refused', refusal: { reason: 'hidden-location' }, target: null })).toBe(
      'Not compared: the page redirects, and the browser did not say where.',
    );
    expect(failure({ kind: 'network-error' })).toBe('Not compared: the site did not answer (a network error).');
  });

  it('another X-Robots-Tag, a status that is no success, a redirect and a cut body are all said', () => {
    const answer = served({
      xRobotsTag: ['noindex'],
      status: 403,
      redirects: 2,
      url: 'https://example.test/login',
      cut: true,
      bytesRead: 1048576,
    });
    const comparison = compareServedRendered({
      pageUrl: PAGE,
      served: answer.markup,
      rendered: { metas: [], canonicals: [] },
      servedHeader: answer.xRobotsTag,
      tabHeader: [],
      tokens: ['googlebot'],
      now: 0,
    });
    const root = shown({ kind: 'compared', comparison, served: answer, tabXRobotsTag: [], crawler: 'Googlebot' });
    const items = [...root.querySelectorAll('[data-testid="served-differences"] li')].map((li) => li.textContent);
    expect(items).toEqual(['X-Robots-Tag of this request: noindex; of the page’s own response: none.']);
    const codes = [...root.querySelectorAll('[data-testid="served-meaning"]')].map((e) => e.getAttribute('data-code'));
    expect(codes).toEqual(['header-differs']);
    const notes = [...root.querySelectorAll('.served-note')].map((n) => n.textContent);
    expect(notes).toEqual([
      'This request was answered 403, not a success: what is compared is that answer’s HTML, which may not be the page shown here.',
      'This request was redirected (2 redirects) to https://example.test/login: its HTML is compared.',
      'Only the first 1 MiB of the served HTML were read: a tag after them counts as added by JavaScript.',
      'Fetched now by this browser, without cookies. Googlebot may be served different HTML.',
    ]);
  });
});
