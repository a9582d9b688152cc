// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { decideIndexing, type IndexingInput } from '../../../../src/core/indexing/index.ts';
import { IndexingSection, type IndexingView } from '../../../../src/pages/popup/indexing/indexing-section.tsx';

const PAGE = 'https://example.test/page';

function view(over: Partial<IndexingInput> & { xrt?: string[]; metas?: [string, string][]; canonicals?: string[] }): IndexingView {
  const { xrt = [], metas = [], canonicals = [], ...rest } = over;
  const facts = decideIndexing({
    pageUrl: PAGE,
    headers: { url: PAGE, xRobotsTag: xrt, link: [] },
    markup: { metas: metas.map(([name, content]) => ({ name, content })), canonicals },
    tokens: ['googlebot'],
    robots: 'allowed',
    now: Date.UTC(2026, 0, 1),
    ...rest,
  });
  return { kind: 'facts', facts, crawler: 'Googlebot', uncheckedCanonicals: [], checking: false };
}

const checks: number[] = [];

function shown(v: IndexingView, answerBlocks = false): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  render(<IndexingSection view={v} onCheckCanonicals={() => checks.push(1)} answerBlocks={answerBlocks} />, root);
  return root;
}

const textOf = (root: HTMLElement, testId: string) => root.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null;

describe('the Indexing section', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('not indexable: by the header line, as the site wrote it; nofollow from the meta; each source and its scope', () => {
    const root = shown(view({ xrt: ['googlebot: noindex'], metas: [['robots', 'nofollow']] }));
    expect(root.querySelector('[data-testid="indexing"]')?.getAttribute('data-state')).toBe('not-indexable');
    expect(textOf(root, 'indexing-state')).toBe('Not indexable: Googlebot may not index this page.');
    expect(textOf(root, 'indexing-blockers')).toBe('noindex in the X-Robots-Tag header: googlebot: noindex');
    expect(root.textContent).toContain('Links on this page are not followed (nofollow).');
    const sources = [...root.querySelectorAll('[data-testid="indexing-sources"] li')].map((li) => li.textContent);
    expect(sources).toEqual(['X-Robots-Tag header, for googlebot googlebot: noindex', 'Meta tag “robots”, for every crawler nofollow']);
    // Site text is isolated.
    expect(root.querySelector('[data-testid="indexing-blockers"] bdi')?.textContent).toBe('googlebot: noindex');
  });

  it('a page whose HTTP answer keeps it out (a 404) is never also called indexable below that answer', () => {
    const plain = view({ metas: [['robots', 'index, follow']] });
    expect(plain.kind === 'facts' && plain.facts.state).toBe('indexable');
    const state = shown(plain, true).querySelector<HTMLElement>('[data-testid="indexing-state"]');
    expect(state?.hidden).toBe(true);
    document.body.innerHTML = '';
    // A noindex is still said: it does not contradict the answer.
    const blocked = shown(view({ metas: [['robots', 'noindex']] }), true).querySelector<HTMLElement>('[data-testid="indexing-state"]');
    expect(blocked?.hidden).toBe(false);
    expect(blocked?.textContent).toBe('Not indexable: Googlebot may not index this page.');
  });

  it('indexable, with the canonical, the limits, the unknown values and other crawlers’ rules', () => {
    const root = shown(
      view({
        xrt: ['bingbot: noindex'],
        metas: [['robots', 'max-snippet:20, max-image-preview:large, noodp, unavailable_after: 2030-01-02T12:00:00Z']],
        canonicals: [PAGE],
      }),
    );
    expect(textOf(root, 'indexing-state')).toBe(
      'Indexable: nothing in the headers or the meta tags keeps Googlebot from indexing this page.',
    );
    expect(textOf(root, 'indexing-canonical')).toContain('The canonical URL is this page itself.');
    const limits = textOf(root, 'indexing-limits') ?? '';
    expect(limits).toContain('Snippets of at most 20 characters (max-snippet).');
    expect(limits).toContain('Large image previews allowed (max-image-preview).');
    expect(limits).toContain('Leaves the results after Jan 2, 2030');
    expect(root.textContent).toContain('Ignored, since no search engine documents them: noodp');
    expect(root.textContent).toContain('Rules for other crawlers, not applied to Googlebot: bingbot');
    expect(root.querySelector('[data-testid="indexing-sources"] li[data-applies="false"]')?.textContent).toContain(
      'for bingbot: not applied',
    );
  });

  it('words each kind of length limit: none, zero, and a number', () => {
    const limitsOf = (content: string) => textOf(shown(view({ metas: [['robots', content]] })), 'indexing-limits') ?? '';
    expect(limitsOf('max-snippet:-1, max-video-preview:-1')).toContain('Snippets of any length (max-snippet).');
    expect(limitsOf('max-snippet:-1, max-video-preview:-1')).toContain('Video previews of any length (max-video-preview).');
    expect(limitsOf('max-snippet:0, max-video-preview:0')).toContain('No text snippet (max-snippet).');
    expect(limitsOf('max-snippet:0, max-video-preview:0')).toContain('Only a still image for videos (max-video-preview).');
    expect(limitsOf('max-video-preview:1')).toContain('Video previews of at most 1 second (max-video-preview).');
  });

  it('says the conflicts plainly', () => {
    const other = 'https://example.test/private/canonical';
    const root = shown(
      view({
        robots: 'disallowed',
        metas: [['robots', 'noindex']],
        canonicals: [other],
        canonicalDecision: () => ({ state: 'disallowed', line: 3 }),
      }),
    );
    const conflicts = [...root.querySelectorAll('[data-testid="indexing-conflict"]')].map((c) => [
      c.getAttribute('data-code'),
      c.textContent,
    ]);
    expect(conflicts).toEqual([
      [
        'disallowed-and-noindex',
        'robots.txt disallows this page for Googlebot, so Googlebot cannot see its noindex: the URL can still be indexed, without its content.',
      ],
      [
        'canonical-disallowed',
        `The canonical URL ${other} is disallowed for Googlebot by line 3 of its robots.txt, so Googlebot cannot fetch it.`,
      ],
      [
        'noindex-with-canonical-elsewhere',
        `This page says noindex and names another page as canonical (${other}): two contradicting signals; keep one.`,
      ],
    ]);
  });

  it('unknown when the page could not be read; the states without facts', () => {
    const unread = view({ markup: null });
    expect(textOf(shown(unread), 'indexing-state')).toContain('Not known');
    expect(textOf(shown({ kind: 'not-available' }), 'indexing-state')).toBe(
      'Not available here: the browser does not let extensions read this page.',
    );
    expect(textOf(shown({ kind: 'loading' }), 'indexing-state')).toBe('Reading the page…');
  });

  it('headers not seen and capped signals are said, not hidden', () => {
    const root = shown(view({ headers: null, metas: Array.from({ length: 500 }, (): [string, string] => ['robots', 'index']) }));
    expect(root.textContent).toContain('reload it to check X-Robots-Tag');
    expect(root.textContent).toContain('only the first ones count here');
  });

  it('a canonical on another site whose robots.txt was not read: said, with a button that asks for it', () => {
    const base = view({ canonicals: ['https://other.test/x'] });
    if (base.kind !== 'facts') throw new Error('facts expected');
    const root = shown({ ...base, uncheckedCanonicals: ['https://other.test/x'] });
    expect(textOf(root, 'indexing-canonical-unchecked')).toContain(
      'This canonical URL is on another site, whose robots.txt has not been read yet: https://other.test/x',
    );
    (root.querySelector('[data-testid="indexing-check-canonical"]') as HTMLButtonElement).click();
    expect(checks).toHaveLength(1);
    const busy = shown({ ...base, uncheckedCanonicals: ['https://other.test/x'], checking: true });
    expect((busy.querySelector('[data-testid="indexing-check-canonical"]') as HTMLButtonElement).disabled).toBe(true);
  });
});
