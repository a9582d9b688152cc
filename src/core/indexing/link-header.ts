/**
 * The `Link` response header (RFC 8288): one or more `<URI-Reference>`
 * followed by `;`-separated parameters, links separated by commas. A comma
 * may sit inside the `<…>` or a quoted parameter, so the value is scanned,
 * never split. `rel` holds a space-separated list of relation types
 * (case-insensitive); only its first occurrence counts (RFC 8288 §3.3).
 * A link that cannot be read is skipped up to the next comma; nothing throws.
 */
import { capText, INDEXING_LIMITS } from './limits.ts';

export interface HeaderLink {
  /** The target as written between `<` and `>`. */
  target: string;
  /** The relation types, lower-cased. */
  rels: string[];
}

export interface ParsedLinks {
  links: HeaderLink[];
  capped: boolean;
}

const WS = /[ \t]/;

export function parseLinkHeader(raw: string): ParsedLinks {
  const value = capText(raw, INDEXING_LIMITS.valueChars);
  const links: HeaderLink[] = [];
  let capped = raw.length > value.length;
  let i = 0;
  const skipWs = () => {
    while (i < value.length && WS.test(value[i] ?? '')) i++;
  };
  /** Past the next comma that is outside quotes and brackets (the end of this link). */
  const skipLink = () => {
    let quoted = false;
    let bracketed = false;
    for (; i < value.length; i++) {
      const c = value[i];
      if (quoted) {
        if (c === '\\') i++;
        else if (c === '"') quoted = false;
      } else if (bracketed) {
        if (c === '>') bracketed = false;
      } else if (c === '"') quoted = true;
      else if (c === '<') bracketed = true;
      else if (c === ',') {
        i++;
        return;
      }
    }
  };
  while (i < value.length) {
    skipWs();
    if (value[i] === ',') {
      i++;
      continue;
    }
    if (value[i] !== '<') {
      skipLink();
      continue;
    }
    const close = value.indexOf('>', i + 1);
    if (close < 0) break;
    const target = value.slice(i + 1, close).trim();
    i = close + 1;
    let rel: string | null = null;
    let malformed = false;
    for (;;) {
      skipWs();
      if (i >= value.length || value[i] === ',') break;
      if (value[i] !== ';') {
        malformed = true;
        break;
      }
      i++;
      skipWs();
      const nameStart = i;
      while (i < value.length && /[^\s;,=]/.test(value[i] ?? '')) i++;
      const name = value.slice(nameStart, i).toLowerCase();
      skipWs();
      let paramValue = '';
      if (value[i] === '=') {
        i++;
        skipWs();
        if (value[i] === '"') {
          i++;
          let out = '';
          while (i < value.length && value[i] !== '"') {
            if (value[i] === '\\') i++;
            out += value[i] ?? '';
            i++;
          }
          i++;
          paramValue = out;
        } else {
          const start = i;
          while (i < value.length && /[^\s;,]/.test(value[i] ?? '')) i++;
          paramValue = value.slice(start, i);
        }
      }
      if (name === 'rel' && rel === null) rel = paramValue;
    }
    if (malformed) {
      skipLink();
      continue;
    }
    if (links.length === INDEXING_LIMITS.linksPerHeader) {
      capped = true;
      break;
    }
    const rels = (rel ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((r) => r !== '');
    links.push({ target, rels });
  }
  return { links, capped };
}
