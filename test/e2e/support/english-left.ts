/**
 * Finds English left on a surface that speaks another language: every
 * visible text node, the selected option of each <select>, and the
 * aria-label, title, placeholder and alt attributes, less what is not ours
 * to translate, and reports each as "element: text".
 *
 * Not ours, by principle rather than by sentence:
 * - site text: inside an element marked as such (`.site-text`, the
 *   <SiteText> component; `[data-site]`; `<code>`), and in a title or a
 *   badge tooltip the stretches isolated by FSI…PDI (U+2068…U+2069), which
 *   is how the text layer passes site text into plain strings;
 * - text in another language on purpose: an element whose `lang` differs
 *   from the page's (the language picker names each language in its own);
 * - URLs, which are always the site's (a title attribute holds a plain URL
 *   unisolated when it cannot reorder anything), and in plain strings what
 *   our messages quote between “ and ” (the linter's convention for the
 *   site's text: `quotingTitle`, `QuotingText`);
 * - the words every translation keeps as written (KEPT_WORDS: robots.txt
 *   keys, product and protocol names) and the crawlers' names and tokens
 *   (the profiles' data);
 * - text marked `translate="no"`, HTML's own mark for what is not to be
 *   translated (an HTTP status with its reason phrase, "503 Service
 *   Unavailable", is the protocol's text in every language);
 * - the words Intl itself writes for the page's locale (month and weekday
 *   names, AM/PM, relative times such as "in 5 minutes", units such as
 *   "bytes" and "kB"): the pseudo-locale's numbers and dates are formatted as
 *   English, the way Chrome's own en-XA does.
 *
 * What is left is English when it holds a run of two or more ASCII letters.
 */
import { KEPT_WORDS } from '../../../scripts/lib/pseudo-locale.ts';
import { PRESET_PROFILES } from '../../../src/core/profiles.ts';

export interface EnglishFinding {
  /** The element, as `tag#id.class[data-testid]`, or `badge title`. */
  where: string;
  text: string;
}

/** The words that may stay English on any surface, longest first. */
export function keptWords(): string[] {
  const crawlers = PRESET_PROFILES.flatMap((p) => [p.name, p.operator, ...p.tokens]);
  return [...new Set([...KEPT_WORDS, ...crawlers])].filter((w) => w.length > 0).sort((a, b) => b.length - a.length);
}

/** What is left of `text` once site text and kept words are taken out, when it still holds English; else null. */
export function englishIn(text: string, kept: readonly string[]): string | null {
  let rest = text
    .replace(/\u2068[^\u2069]*\u2069/g, ' ')
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/\u201c[^\u201d]*\u201d/g, ' ');
  for (const word of kept) rest = rest.split(word).join(' ');
  return /[A-Za-z]{2,}/.test(rest) ? text.trim() : null;
}

/** Runs in the page: `kept` is keptWords(); returns one finding per English text. Pure (no closure over this module). */
export function englishInPage(kept: string[]): { where: string; text: string }[] {
  const pageLang = document.documentElement.lang;
  const intlWords = new Set<string>();
  for (let month = 0; month < 12; month++) {
    for (const options of [
      { month: 'long' },
      { month: 'short' },
      { weekday: 'long' },
      { weekday: 'short' },
      { hour: 'numeric' },
    ] as const) {
      const date = new Date(2026, month, 1 + month, month * 2);
      for (const part of new Intl.DateTimeFormat(pageLang, options).formatToParts(date)) {
        if (part.type === 'month' || part.type === 'weekday' || part.type === 'dayPeriod') intlWords.add(part.value);
      }
    }
  }
  const relative = new Intl.RelativeTimeFormat(pageLang, { numeric: 'auto' });
  for (const unit of ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const) {
    for (const n of [-2, -1, 0, 1, 2]) {
      for (const part of relative.formatToParts(n, unit))
        if (part.type === 'literal') for (const w of part.value.match(/\p{L}+/gu) ?? []) intlWords.add(w);
    }
  }
  for (const unit of ['byte', 'kilobyte', 'megabyte'] as const) {
    for (const unitDisplay of ['long', 'short', 'narrow'] as const) {
      for (const n of [1, 2]) {
        for (const part of new Intl.NumberFormat(pageLang, { style: 'unit', unit, unitDisplay }).formatToParts(n))
          if (part.type === 'unit') intlWords.add(part.value);
      }
    }
  }
  // Lists joined by the browser in the page's language ("a, b and c"): its words, not ours.
  for (const type of ['conjunction', 'disjunction', 'unit'] as const) {
    for (const part of new Intl.ListFormat(pageLang, { type }).formatToParts(['a', 'b', 'c']))
      if (part.type === 'literal') for (const w of part.value.match(/\p{L}+/gu) ?? []) intlWords.add(w);
  }
  const allowed = [...kept, ...intlWords].sort((a, b) => b.length - a.length);
  const english = (text: string) => {
    let rest = text
      .replace(/\u2068[^\u2069]*\u2069/g, ' ')
      .replace(/\bhttps?:\/\/\S+/g, ' ')
      .replace(/\u201c[^\u201d]*\u201d/g, ' ');
    for (const word of allowed) rest = rest.split(word).join(' ');
    return /[A-Za-z]{2,}/.test(rest);
  };
  const describe = (el: Element) => {
    const id = el.id ? `#${el.id}` : '';
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    const testid = el.getAttribute('data-testid');
    return `${el.tagName.toLowerCase()}${id}${cls}${testid ? `[data-testid=${testid}]` : ''}`;
  };
  const notOurs = (el: Element) =>
    el.closest('.site-text, [data-site], [translate="no"], code, script, style, noscript') !== null ||
    (el.closest('[lang]')?.getAttribute('lang') ?? pageLang) !== pageLang;
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  };
  const findings: { where: string; text: string }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    const text = node.textContent ?? '';
    if (!el || el.closest('select') || notOurs(el) || !visible(el) || !english(text)) continue;
    findings.push({ where: describe(el), text: text.trim() });
  }
  for (const select of document.querySelectorAll('select')) {
    const option = select.selectedOptions[0];
    if (option && visible(select) && !notOurs(option) && english(option.text))
      findings.push({ where: describe(option), text: option.text });
  }
  for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
    if (el.closest('.site-text, [data-site]')) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = el.getAttribute(name);
      if (value && english(value)) findings.push({ where: `${describe(el)}@${name}`, text: value });
    }
  }
  return findings;
}

/** The findings as a list a person reads in a failed assertion. */
export function listFindings(findings: readonly EnglishFinding[]): string {
  return findings.map((f) => `  ${f.where}: ${JSON.stringify(f.text)}`).join('\n');
}
