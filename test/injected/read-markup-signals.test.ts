// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { readMarkupSignals } from '../../src/injected/read-markup-signals.ts';

const LIMITS = { metas: 5, canonicals: 2, chars: 20 };
const NAMES = ['robots', 'googlebot', 'googlebot-news'];

describe('readMarkupSignals (injected into the page)', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('reads robots metas and crawler-named ones, any case, and canonicals resolved against the document', () => {
    document.head.innerHTML = `
      <meta name="description" content="not a robots tag">
      <meta name="ROBOTS" content="noindex, nofollow">
      <meta name=" GoogleBot " content="nosnippet">
      <meta name="bingbot" content="noindex">
      <link rel="stylesheet canonical" href="page">
      <link rel="alternate" href="/x">`;
    document.body.innerHTML = '<meta name="googlebot-news" content="noindex">';
    const read = readMarkupSignals(NAMES, { ...LIMITS, chars: 200 });
    expect(read.metas).toEqual([
      { name: 'robots', content: 'noindex, nofollow' },
      { name: 'googlebot', content: 'nosnippet' },
      { name: 'googlebot-news', content: 'noindex' },
    ]);
    expect(read.canonicals).toEqual([new URL('page', location.href).href]);
    expect(read.url).toBe(location.href);
    expect(read.metaTotal).toBe(3);
  });

  it('a <link rel=canonical> inside SVG is SVG’s own element, not the document’s canonical', () => {
    document.body.innerHTML = '<svg><link rel="canonical" href="/in-svg"></svg><link rel="canonical" href="/real">';
    const read = readMarkupSignals(NAMES, { ...LIMITS, chars: 200 });
    expect(read.canonicals).toEqual([new URL('/real', location.href).href]);
    expect(read.canonicalTotal).toBe(1);
  });

  it('reads the DOM as it is now: a meta changed by the page’s script (a single-page app) is read as changed', () => {
    document.head.innerHTML = '<meta name="robots" content="index">';
    document.querySelector('meta')?.setAttribute('content', 'noindex');
    expect(readMarkupSignals(NAMES, LIMITS).metas).toEqual([{ name: 'robots', content: 'noindex' }]);
  });

  it('caps the lists and the values, and counts them all', () => {
    document.head.innerHTML = `${'<meta name="robots" content="noindex, nofollow, nosnippet, noarchive">'.repeat(2000)}${'<link rel=canonical href="/c">'.repeat(50)}`;
    const read = readMarkupSignals(NAMES, LIMITS);
    expect(read.metas).toHaveLength(5);
    expect(read.metas[0]?.content).toHaveLength(20);
    expect(read.metaTotal).toBe(2000);
    expect(read.canonicals).toHaveLength(2);
    expect(read.canonicalTotal).toBe(50);
  });

  it('is self-contained: it can be serialised and run alone, as executeScript does', () => {
    const alone = new Function(`return (${readMarkupSignals.toString()})`)() as typeof readMarkupSignals;
    document.head.innerHTML = '<meta name="robots" content="none">';
    expect(alone(NAMES, LIMITS).metas).toEqual([{ name: 'robots', content: 'none' }]);
  });
});
