// @vitest-environment happy-dom
/**
 * The top answer's view: the headline's title, sentence and severity, the
 * unreadable robots.txt block, and the rows with the part that stops the
 * page marked — from real facts (decideIndexing, readPageAnswer,
 * overallAnswer), rendered in English.
 */
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { decideIndexing } from '../../../../src/core/indexing/indexing-decision.ts';
import { type CrawlPart, overallAnswer, type StatusPart } from '../../../../src/core/indexing/overall-answer.ts';
import { readPageAnswer } from '../../../../src/core/indexing/page-answer.ts';
import type { UnreadableBody } from '../../../../src/core/body-kind.ts';
import type { TopAnswerModel } from '../../../../src/pages/popup/top-answer/top-answer-state.ts';
import { AnswerRows, TopAnswer } from '../../../../src/pages/popup/top-answer/top-answer.tsx';

const PAGE = 'https://example.test/page';

function model(opts: {
  crawl?: CrawlPart;
  status?: number | null;
  xrt?: string[];
  metas?: [string, string][];
  file?: UnreadableBody;
}): TopAnswerModel {
  const crawl = opts.crawl ?? { state: 'allowed', line: 0, temporary: false };
  const status: StatusPart =
    opts.status === null
      ? null
      : readPageAnswer({ hops: [{ url: PAGE, status: opts.status ?? 200, location: null, ip: null }], error: null, hopsLeftOut: 0 });
  const index = decideIndexing({
    pageUrl: PAGE,
    headers: { url: PAGE, xRobotsTag: opts.xrt ?? [], link: [] },
    markup: { metas: (opts.metas ?? []).map(([name, content]) => ({ name, content })), canonicals: [] },
    tokens: ['googlebot'],
    robots: crawl.state,
    now: Date.UTC(2026, 0, 1),
  });
  const answer = overallAnswer({ crawl, file: opts.file ?? null, status, index });
  return { pageUrl: PAGE, crawler: 'Googlebot', answer, status, index };
}

function shown(m: TopAnswerModel): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  render(
    <>
      <TopAnswer model={m} />
      <AnswerRows model={m} />
    </>,
    root,
  );
  return root;
}

const top = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-testid="top-answer"]')!;
const row = (root: HTMLElement, part: string) => root.querySelector<HTMLElement>(`.answer-row[data-part="${part}"]`)!;

describe('the top answer', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('X-Robots-Tag noindex: a red "Not indexable" headline, the header row marked as the stop', () => {
    const root = shown(model({ xrt: ['googlebot: noindex'] }));
    expect(top(root).dataset).toMatchObject({ code: 'noindex', severity: 'stop', stoppedBy: 'index', settled: 'true' });
    expect(top(root).className).toContain('top-answer-stop');
    expect(root.querySelector('[data-testid="top-answer-title"]')?.textContent).toBe('Not indexable');
    expect(root.querySelector('[data-testid="top-answer-reason"]')?.textContent).toBe('The X-Robots-Tag header says noindex to Googlebot.');
    expect(row(root, 'x_robots_tag').dataset.severity).toBe('stop');
    expect(row(root, 'x_robots_tag').querySelector('dd')?.textContent).toBe('googlebot: noindex');
    expect(row(root, 'status').querySelector('dd')?.textContent).toBe('200');
    expect(row(root, 'meta').dataset.severity).toBe('ok');
    expect(root.querySelector('[data-testid="top-answer-file"]')).toBeNull();
  });

  it('a 404: the status row is the stop', () => {
    const root = shown(model({ status: 404, metas: [['robots', 'index']] }));
    expect(top(root).dataset).toMatchObject({ code: 'status-gone', stoppedBy: 'status' });
    expect(row(root, 'status').dataset.severity).toBe('stop');
    expect(row(root, 'meta').querySelector('dd')?.textContent).toBe('robots: index');
  });

  it('a UTF-16 robots.txt: its own block, and the pass read from it is amber, not green', () => {
    const root = shown(model({ file: 'utf16' }));
    expect(top(root).dataset).toMatchObject({ code: 'indexable', severity: 'warn' });
    const file = root.querySelector<HTMLElement>('[data-testid="top-answer-file"]');
    expect(file?.dataset.problem).toBe('utf16');
    expect(file?.getAttribute('role')).toBe('alert');
    expect(file?.textContent).toContain('robots.txt is UTF-16');
  });

  it('disallowed and noindex: the conflict is the headline, the noindex row warns (it is never seen)', () => {
    const root = shown(model({ crawl: { state: 'disallowed', line: 4, temporary: false }, metas: [['robots', 'noindex']] }));
    expect(top(root).dataset).toMatchObject({ code: 'disallowed-noindex', severity: 'warn', stoppedBy: 'crawl' });
    expect(root.querySelector('[data-testid="top-answer-title"]')?.textContent).toBe('May be indexed without its content');
    expect(row(root, 'meta').dataset.severity).toBe('warn');
  });

  it('while the page’s answer is still read: pending, not settled, the status row says so', () => {
    const root = shown(model({ status: null }));
    expect(top(root).dataset).toMatchObject({ code: 'pending', severity: 'pending', settled: 'false' });
    expect(row(root, 'status').querySelector('dd')?.textContent).toBe('reading…');
  });
});
