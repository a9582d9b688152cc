/**
 * One list of indexing rules, as a robots meta tag's `content` or an
 * X-Robots-Tag value holds it: comma-separated, names case-insensitive, some
 * with a value after a colon (`max-snippet:20`, `unavailable_after: <date>`).
 * In a header a rule may be led by a crawler name (`googlebot: noindex`),
 * which applies to the rules after it in that value; rules before any name
 * apply to every crawler (Google's and MDN's documentation of the header).
 */
import { capText, INDEXING_LIMITS } from './limits.ts';
import { parseUnavailableAfter } from './unavailable-after.ts';

/** The rules Google documents, plus `index`/`follow` (the defaults, often written) and Bing's `noarchive`/`nocache`. */
export const KNOWN_DIRECTIVES = [
  'all',
  'index',
  'follow',
  'noindex',
  'nofollow',
  'none',
  'nosnippet',
  'indexifembedded',
  'max-snippet',
  'max-image-preview',
  'max-video-preview',
  'notranslate',
  'noimageindex',
  'unavailable_after',
  'noarchive',
  'nocache',
] as const;
export type KnownDirective = (typeof KNOWN_DIRECTIVES)[number];

/** The rules that take a value after a colon: their name is never read as a crawler's. */
const VALUED = new Set<string>(['max-snippet', 'max-image-preview', 'max-video-preview', 'unavailable_after']);
const KNOWN = new Set<string>(KNOWN_DIRECTIVES);
const IMAGE_PREVIEWS = new Set(['none', 'standard', 'large']);

export type Directive =
  | { name: Exclude<KnownDirective, 'max-snippet' | 'max-video-preview' | 'max-image-preview' | 'unavailable_after'>; text: string }
  /** -1 means no limit; null when the value is missing or not an integer ≥ -1 (Google then ignores the rule). */
  | { name: 'max-snippet' | 'max-video-preview'; text: string; value: number | null }
  | { name: 'max-image-preview'; text: string; value: 'none' | 'standard' | 'large' | null }
  /** Epoch milliseconds; null when the date is unreadable (Google then ignores the rule). */
  | { name: 'unavailable_after'; text: string; value: number | null }
  /** A rule no crawler documents: listed, never an error. */
  | { name: null; text: string };

/** A run of rules for one scope: every crawler (null) or the crawler named (as written). */
export interface ScopedDirectives {
  scope: string | null;
  directives: Directive[];
}

export interface DirectiveList {
  runs: ScopedDirectives[];
  /** True when the value held more than INDEXING_LIMITS allows (the rest was not read). */
  capped: boolean;
}

/**
 * Reads one value. `scopes` is true for a header value (a crawler name may
 * lead a rule), false for a meta tag's content (its name is the scope).
 */
export function parseDirectiveList(value: string, scopes: boolean): DirectiveList {
  const capped = value.length > INDEXING_LIMITS.valueChars;
  const items = capText(value, INDEXING_LIMITS.valueChars).split(',');
  const runs: ScopedDirectives[] = [];
  let run: ScopedDirectives = { scope: null, directives: [] };
  let read = 0;
  let overflow = false;
  for (let i = 0; i < items.length; i++) {
    let item = (items[i] ?? '').trim();
    if (scopes) {
      const scoped = crawlerPrefix(item);
      if (scoped) {
        if (run.directives.length > 0 || run.scope !== null) runs.push(run);
        run = { scope: scoped.scope, directives: [] };
        item = scoped.rest;
      }
    }
    if (item === '') continue;
    if (read === INDEXING_LIMITS.directivesPerValue) {
      overflow = true;
      break;
    }
    // RFC 822 and RFC 850 dates hold a comma ("Sunday, 06-Nov-94 …"): the date goes on in the next item.
    if (isUnavailableAfter(item) && i + 1 < items.length && parseUnavailableAfter(ruleValue(item)) === null) {
      const joined = `${item},${items[i + 1] ?? ''}`;
      if (parseUnavailableAfter(ruleValue(joined)) !== null) {
        item = joined.trim();
        i++;
      }
    }
    run.directives.push(readDirective(item));
    read++;
  }
  if (run.directives.length > 0 || run.scope !== null) runs.push(run);
  return { runs, capped: capped || overflow };
}

/** `googlebot: noindex` → scope googlebot, rest `noindex`; null when the item is a rule itself. */
function crawlerPrefix(item: string): { scope: string; rest: string } | null {
  const colon = item.indexOf(':');
  if (colon <= 0) return null;
  const name = item.slice(0, colon).trim();
  // A crawler's name is one token; a rule's own name (max-snippet:…) is no crawler.
  if (name === '' || /\s/.test(name) || VALUED.has(name.toLowerCase()) || KNOWN.has(name.toLowerCase())) return null;
  return { scope: name, rest: item.slice(colon + 1).trim() };
}

function nameOf(item: string): string {
  const colon = item.indexOf(':');
  return (colon < 0 ? item : item.slice(0, colon)).trim().toLowerCase();
}

function ruleValue(item: string): string {
  const colon = item.indexOf(':');
  return colon < 0 ? '' : item.slice(colon + 1).trim();
}

function isUnavailableAfter(item: string): boolean {
  return nameOf(item) === 'unavailable_after';
}

function readDirective(text: string): Directive {
  const name = nameOf(text);
  const hasValue = text.includes(':');
  switch (name) {
    case 'max-snippet':
    case 'max-video-preview':
      return { name, text, value: previewLength(ruleValue(text)) };
    case 'max-image-preview': {
      const v = ruleValue(text).toLowerCase();
      return { name, text, value: IMAGE_PREVIEWS.has(v) ? (v as 'none' | 'standard' | 'large') : null };
    }
    case 'unavailable_after':
      return { name, text, value: parseUnavailableAfter(ruleValue(text)) };
    default:
      // A rule without a value written with one (`noindex: yes`) is none Google documents.
      if (KNOWN.has(name) && !hasValue) return { name: name as Exclude<KnownDirective, 'max-snippet'>, text } as Directive;
      return { name: null, text };
  }
}

/** An integer ≥ -1 (-1 = no limit), or null. */
function previewLength(value: string): number | null {
  if (!/^-?\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= -1 ? n : null;
}
