// @vitest-environment happy-dom
/** The popup's AI-use pieces: the stated preferences that concern the crawler, and what its token controls. */
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluate, parseRobotsTxt, statedPreferences, utf8Bytes } from '../../../../src/core/index.ts';
import { loadCatalog } from '../../../../src/text/load-catalog.ts';
import { LOCALES } from '../../../../src/text/locale.ts';
import { createText } from '../../../../src/text/text.ts';
import { text as english } from '../../../../src/text/bundled.ts';
import { TokenControls } from '../../../../src/pages/popup/ai-use/token-controls.tsx';
import { UsePreferences } from '../../../../src/pages/popup/ai-use/use-preferences.tsx';
import { activeText } from '../../../../src/ui/use-text.ts';
import { CLOUDFLARE_MANAGED_ROBOTS } from '../../../fixtures/cloudflare-managed-robots.ts';
import { profile } from '../../../support/robots.ts';

const model = parseRobotsTxt(utf8Bytes(CLOUDFLARE_MANAGED_ROBOTS));
const URL_BLOG = 'https://example.com/blog/post';

function shown(node: preact.ComponentChild): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  render(node, root);
  return root;
}

function preferencesFor(name: string, url = URL_BLOG, header: string | null = null, lines: number[] = []) {
  const p = profile(name);
  const v = evaluate(model, url, p);
  return shown(
    <UsePreferences
      view={{ reading: statedPreferences(model, url, p, { header }), fetchAllowed: v.allowed }}
      onLine={(l) => lines.push(l)}
    />,
  );
}

const rows = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[data-testid="use-row"]')].map((r) => [
    r.dataset.vocabulary,
    r.dataset.key,
    r.dataset.state,
    r.dataset.line,
  ]);

describe('stated preferences in the popup', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    activeText.value = english;
  });

  it('a training crawler without a group of its own: ai-train from the managed line, train-ai from the owner’s, each with its line', () => {
    const lines: number[] = [];
    const root = preferencesFor('FacebookBot', URL_BLOG, null, lines);
    expect(rows(root)).toEqual([
      ['content-signal', 'ai-train', 'refuses', '11'],
      ['content-usage', 'train-ai', 'allows', '43'],
    ]);
    expect(root.textContent).toContain('ai-train=no: not allowed');
    expect(root.textContent).toContain('These are preferences, not blocks');
    expect(root.querySelector('.use-draft')?.textContent).toBe('draft');
    root.querySelector<HTMLButtonElement>('[data-line="43"] button')!.click();
    expect(lines).toEqual([43]);
  });
  it('an AI answer crawler gets ai-input and search; what is absent is “not stated”', () => {
    const root = preferencesFor('PerplexityBot', 'https://example.com/shop/');
    expect(rows(root)).toEqual([
      ['content-signal', 'ai-input', 'not-stated', '0'],
      ['content-signal', 'search', 'allows', '11'],
      ['content-usage', 'search', 'not-stated', '0'],
    ]);
    expect(root.textContent).toContain('not stated');
  });
  it('the page’s header is named as the source', () => {
    const root = preferencesFor('FacebookBot', 'https://example.com/shop/', 'train-ai=n');
    expect(rows(root)).toContainEqual(['content-usage', 'train-ai', 'refuses', 'header']);
    expect(root.textContent).toContain('the page’s Content-Usage header');
  });
  it('a crawler disallowed from fetching is told the preferences do not come into play', () => {
    const root = preferencesFor('Googlebot', 'https://example.com/admin/x');
    expect(root.textContent).toContain('may not fetch the page');
  });
  it('a crawler whose purpose no preference concerns says so', () => {
    expect(preferencesFor('AhrefsBot').querySelector('[data-testid="use-none"]')).not.toBeNull();
  });
});

describe('what the token controls', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    activeText.value = english;
  });
  it('Google-Extended fetches nothing: Googlebot does, and AI Overviews are not its business', () => {
    const root = shown(<TokenControls profile={profile('Google-Extended')} />);
    const fact = (f: string) => root.querySelector(`[data-fact="${f}"]`)?.textContent;
    expect(fact('fetched-by')).toBe('Fetches nothing itself: pages are fetched as Googlebot; this token only governs later use.');
    expect(fact('does-not-govern')).toBe('Does not govern: Google Search, AI Overviews, and AI Mode.');
    expect(root.querySelector('a')?.getAttribute('href')).toMatch(/^https:\/\/developers\.google\.com\//);
  });
  it('a user-triggered fetcher carries its operator’s word that a Disallow may not stop it', () => {
    const root = shown(<TokenControls profile={profile('ChatGPT-User')} />);
    expect(root.querySelector('[data-fact="robots"]')?.textContent).toContain('may not apply');
    expect(root.querySelector('[data-testid="token-controls"]')?.getAttribute('data-robots')).toBe('may-not-apply');
  });
  it('nothing for a token without a recorded statement, nor for a custom crawler', () => {
    expect(shown(<TokenControls profile={profile('Bytespider')} />).innerHTML).toBe('');
    expect(shown(<TokenControls profile={{ ...profile('GPTBot'), category: 'custom' }} />).innerHTML).toBe('');
  });
  it.each(LOCALES)('%s: every fact and preference in words, no stray brace', async (locale) => {
    activeText.value = createText(locale, await loadCatalog(locale));
    for (const name of ['Google-Extended', 'Applebot-Extended', 'Perplexity-User', 'ChatGPT-User', 'GPTBot']) {
      expect(shown(<TokenControls profile={profile(name)} />).textContent).not.toMatch(/[{}]/);
    }
    expect(preferencesFor('FacebookBot', URL_BLOG, 'train-ai=n').textContent).not.toMatch(/[{}]/);
  });
});
