/**
 * The pseudo-locale's messages, made from English: every letter of our own
 * words accented (a → á) and each message about 40 % longer inside brackets,
 * so a surface that shows English, cuts a longer translation or glues
 * fragments together shows it at a glance, and the e2e check finds any plain
 * ASCII word left. Only literal text in the parsed ICU tree changes:
 * arguments, plurals, selects, `#` and tags stay exactly as they are, so the
 * pseudo catalog takes the same parameters as English.
 *
 * The words every real translation keeps as they are (robots.txt keys,
 * product names, protocol names: KEPT_WORDS) are kept here too, and the e2e
 * check allows them.
 */
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** Kept as written in every language (the translation glossary keeps them too); longest first, so `User-agent` wins over `User`. */
export const KEPT_WORDS = [
  'robots.txt',
  'Robots Lens',
  'User-agent',
  'Disallow',
  'Allow',
  'Sitemap',
  'Crawl-delay',
  'Googlebot',
  'Google',
  'Coc Coc',
  'coccocbot',
  'Bingbot',
  'HTTPS',
  'HTTP',
  'http',
  'https',
  'URL',
  'DNS',
  'TLS',
  'HTML',
  'BOM',
  'UTF-8',
  'RFC',
  'KB',
  'KiB',
  'MB',
  'MiB',
  // Link rel values: what the page writes, in every language.
  'nofollow',
  'sponsored',
  'ugc',
].sort((a, b) => b.length - a.length);

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'][i]!,
  ]),
);

/** How much longer than English the pseudo text is. */
export const GROWTH = 0.4;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A kept word stands alone: not inside a longer word (`Allowed` is ours; `Allow` alone is the key). */
const KEPT = new RegExp(`(?<![\\p{L}\\p{N}_-])(?:${KEPT_WORDS.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}_])`, 'gu');

/** Literal text accented, the kept words left as they are. */
export function accent(text: string): string {
  let out = '';
  let from = 0;
  for (const match of text.matchAll(KEPT)) {
    out += accentAll(text.slice(from, match.index)) + match[0];
    from = match.index + match[0].length;
  }
  return out + accentAll(text.slice(from));
}

const accentAll = (text: string) => text.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c);

/** The literal characters a reader sees, the longest branch of each plural or select counted. */
function literalLength(elements: readonly MessageFormatElement[]): number {
  let n = 0;
  for (const e of elements) {
    if (e.type === TYPE.literal) n += e.value.length;
    else if (e.type === TYPE.plural || e.type === TYPE.select)
      n += Math.max(0, ...Object.values(e.options).map((o) => literalLength(o.value)));
    else if (e.type === TYPE.tag) n += literalLength(e.children);
  }
  return n;
}

function accentTree(elements: readonly MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((e): MessageFormatElement => {
    switch (e.type) {
      case TYPE.literal:
        return { ...e, value: accent(e.value) };
      case TYPE.plural:
      case TYPE.select:
        return {
          ...e,
          options: Object.fromEntries(Object.entries(e.options).map(([k, o]) => [k, { ...o, value: accentTree(o.value) }])),
        } as MessageFormatElement;
      case TYPE.tag:
        return { ...e, children: accentTree(e.children) };
      default:
        return e;
    }
  });
}

/** Padding of `n` characters, spaces included: words of five dots, so it wraps like text. */
function padding(n: number): string {
  let out = '';
  while (out.length < n) out += out.length % 6 === 0 ? ' ' : '·';
  return out;
}

/** One message of the pseudo-locale, from its English syntax tree. */
export function pseudoMessage(english: readonly MessageFormatElement[]): MessageFormatElement[] {
  const pad = padding(Math.ceil(literalLength(english) * GROWTH) - 2);
  return [{ type: TYPE.literal, value: '[' }, ...accentTree(english), { type: TYPE.literal, value: `${pad}]` }];
}
