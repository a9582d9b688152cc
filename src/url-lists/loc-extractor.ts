/**
 * A streaming reader of a sitemap's `<loc>` values: decoded text goes in by
 * chunks of any size (a tag, an entity or a `]]>` may be split anywhere), the
 * locs of `<urlset><url><loc>` or `<sitemapindex><sitemap><loc>` come out,
 * and memory stays bounded whatever the file's size: text outside a loc is
 * skipped, not kept; a tag or a loc is held only up to a cap.
 *
 * It is not a validating XML parser and need not be one: it understands what
 * real sitemaps contain (comments, CDATA, processing instructions, a DOCTYPE,
 * namespace prefixes such as `<sm:loc>`, the five named entities and numeric
 * references) and stops at the first thing an XML parser would refuse,
 * saying what and on which line. Locs read before that are kept (the reader
 * keeps what it already gave its sink). Extensions' locs (`<image:loc>` inside
 * `<image:image>`) are not page URLs: only a loc whose parent is the root's
 * own entry element counts. DOMParser is no option: it needs the whole text,
 * builds a DOM of it and does not exist in workers.
 */
import { detached } from './detached.ts';
import type { XmlProblem } from './url-notes.ts';

/** The two sitemap kinds, by their root element's local name. */
export type SitemapKind = 'urlset' | 'sitemapindex';

/** Why reading stopped early: an HTML page, or an XML fault. */
export type ExtractorStop = { code: 'html' } | XmlProblem;

export interface LocSink {
  /** The root element, once, before any loc. */
  root(kind: SitemapKind): void;
  /** One loc's value, entities decoded, surrounding whitespace trimmed; `line` is where it starts. */
  loc(value: string, line: number): void;
  /** A loc longer than MAX_LOC_CHARS (skipped). */
  locTooLong(line: number): void;
}

/** Far past any URL (the protocol wants fewer than 2,048 characters) and still small. */
export const MAX_LOC_CHARS = 64 * 1024;
/** A tag's text (name and attributes): namespace declarations fit easily. */
const MAX_TAG_CHARS = 64 * 1024;
/** Sitemaps nest three levels; anything near this is not a sitemap. */
const MAX_DEPTH = 64;

const ENTRY: Record<SitemapKind, string> = { urlset: 'url', sitemapindex: 'sitemap' };
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** An XML name's first character: a letter, `_`, `:` or anything past ASCII. */
const NAME_START = /^[A-Za-z_:\u0080-\uFFFF]/;

enum State {
  Text,
  /** Just after `<`: which markup is this? */
  Markup,
  Comment,
  CData,
  Instruction,
  Declaration,
  Tag,
  /** The root element closed (or reading stopped): the rest is not read. */
  Done,
}

export class LocExtractor {
  private state = State.Text;
  /** Text of the previous chunk not consumed yet (a partial delimiter, tag or entity). */
  private carry = '';
  private line = 1;
  private readonly stack: string[] = [];
  private kind: SitemapKind | null = null;
  private sawRoot = false;
  /** Inside an entry's loc: its raw text so far, and where it began. */
  private capturing = false;
  private locText = '';
  private locTooLong = false;
  private locLine = 0;
  /** The tag being read (between `<` and `>`), and its quote state across chunks. */
  private tag = '';
  private tagQuote = '';
  /** A declaration's `[`…`]` depth and its first characters (is it `<!DOCTYPE html`?). */
  private declDepth = 0;
  private declHead = '';

  constructor(private readonly sink: LocSink) {}

  /** Reads the next chunk; a stop ends reading (further chunks are ignored). */
  push(chunk: string): ExtractorStop | null {
    if (this.state === State.Done) return null;
    const s = this.carry + chunk;
    this.carry = '';
    const stop = this.run(s);
    if (stop) this.state = State.Done;
    return stop;
  }

  /** The end of the text: anything still open is a fault. */
  end(): ExtractorStop | null {
    if (this.state === State.Done) return null;
    this.state = State.Done;
    if (!this.sawRoot) return { code: 'no-root', line: this.line };
    return { code: 'unexpected-end', line: this.line };
  }

  private run(s: string): ExtractorStop | null {
    let i = 0;
    while (i < s.length) {
      switch (this.state) {
        case State.Text: {
          const lt = s.indexOf('<', i);
          const end = lt === -1 ? s.length : lt;
          if (this.capturing) {
            // An entity cut by the chunk's end waits for the rest of it.
            let take = end;
            if (lt === -1) {
              const amp = s.lastIndexOf('&', end - 1);
              if (amp >= i && s.indexOf(';', amp) === -1 && end - amp < 12) take = amp;
            }
            const problem = this.appendText(s.slice(i, take), true);
            if (problem) return problem;
            this.countLines(s, i, take);
            if (lt === -1) {
              this.carry = s.slice(take);
              return null;
            }
          } else {
            this.countLines(s, i, end);
            if (lt === -1) return null;
          }
          i = lt + 1;
          this.state = State.Markup;
          break;
        }
        case State.Markup: {
          const rest = s.length - i;
          if (s[i] === '!') {
            if (s.startsWith('!--', i)) {
              this.state = State.Comment;
              i += 3;
            } else if (s.startsWith('![CDATA[', i)) {
              this.state = State.CData;
              i += 8;
            } else if (rest < 8 && ('![CDATA['.startsWith(s.slice(i)) || '!--'.startsWith(s.slice(i)))) {
              this.carry = s.slice(i);
              return null;
            } else {
              this.state = State.Declaration;
              this.declDepth = 0;
              this.declHead = '';
              i += 1;
            }
          } else if (s[i] === '?') {
            this.state = State.Instruction;
            i += 1;
          } else {
            this.state = State.Tag;
            this.tag = '';
            this.tagQuote = '';
          }
          break;
        }
        case State.Comment:
        case State.Instruction:
        case State.CData: {
          const close = this.state === State.Comment ? '-->' : this.state === State.CData ? ']]>' : '?>';
          const at = s.indexOf(close, i);
          // Without the close, keep only what could be its start.
          const end = at === -1 ? Math.max(i, s.length - (close.length - 1)) : at;
          if (this.state === State.CData && this.capturing) this.appendText(s.slice(i, end), false);
          this.countLines(s, i, end);
          if (at === -1) {
            this.carry = s.slice(end);
            return null;
          }
          i = at + close.length;
          this.state = State.Text;
          break;
        }
        case State.Declaration: {
          for (; i < s.length; i++) {
            const c = s[i]!;
            if (this.declHead.length < 16) this.declHead += c;
            if (c === '\n') this.line++;
            else if (c === '[') this.declDepth++;
            else if (c === ']') this.declDepth--;
            else if (c === '>' && this.declDepth <= 0) break;
          }
          if (i === s.length) return null;
          i++;
          this.state = State.Text;
          if (!this.sawRoot && /^doctype\s+html\b/i.test(this.declHead)) return { code: 'html' };
          break;
        }
        case State.Tag: {
          const start = i;
          // Most tags hold no quote: jump to their `>`; a quoted attribute value may hold one, so those are walked.
          const gt = this.tagQuote === '' ? s.indexOf('>', i) : -1;
          const quoted = gt === -1 || s.slice(i, gt).includes('"') || s.slice(i, gt).includes("'");
          if (!quoted) {
            i = gt;
          } else {
            for (; i < s.length; i++) {
              const c = s[i]!;
              if (this.tagQuote !== '') {
                if (c === this.tagQuote) this.tagQuote = '';
              } else if (c === '"' || c === "'") this.tagQuote = c;
              else if (c === '>') break;
            }
          }
          this.countLines(s, start, i);
          this.tag += s.slice(start, i);
          if (this.tag.length > MAX_TAG_CHARS) return { code: 'bad-markup', line: this.line };
          if (i === s.length) return null;
          i++;
          this.state = State.Text;
          const stop = this.handleTag(this.tag);
          if (stop) return stop;
          if (this.stack.length === 0 && this.sawRoot) {
            // The root closed: what follows (comments, whitespace) holds no loc.
            this.state = State.Done;
            return null;
          }
          break;
        }
        case State.Done:
          return null;
      }
    }
    return null;
  }

  private handleTag(tag: string): ExtractorStop | null {
    if (tag.startsWith('/')) return this.endTag(tag.slice(1).trim());
    const selfClosing = tag.endsWith('/');
    const name = /^[^\s/>]*/.exec(tag)![0];
    if (!NAME_START.test(name)) return { code: 'bad-markup', line: this.line };
    const local = localName(name);
    if (!this.sawRoot) {
      this.sawRoot = true;
      if (local.toLowerCase() === 'html') return { code: 'html' };
      if (local !== 'urlset' && local !== 'sitemapindex') return { code: 'not-a-sitemap', line: this.line, root: name };
      this.kind = local;
      this.sink.root(local);
    } else if (this.stack.length === 0) {
      return null;
    }
    if (selfClosing) return null;
    if (this.stack.length >= MAX_DEPTH) return { code: 'too-deep', line: this.line };
    if (local === 'loc' && this.kind !== null && this.stack.length === 2 && localName(this.stack[1]!) === ENTRY[this.kind]) {
      this.capturing = true;
      this.locText = '';
      this.locTooLong = false;
      this.locLine = this.line;
    }
    this.stack.push(name);
    return null;
  }

  private endTag(name: string): ExtractorStop | null {
    const open = this.stack.pop();
    if (open === undefined) return { code: 'bad-markup', line: this.line };
    if (open !== name) return { code: 'mismatched-tag', line: this.line, expected: open, found: name };
    if (this.capturing && this.stack.length === 2) {
      this.capturing = false;
      if (this.locTooLong) this.sink.locTooLong(this.locLine);
      else this.sink.loc(detached(this.locText.trim()), this.locLine);
      this.locText = '';
    }
    return null;
  }

  /** Adds a loc's text, its entities decoded when it is not CDATA. */
  private appendText(raw: string, decode: boolean): ExtractorStop | null {
    if (this.locTooLong || raw === '') return null;
    let text = raw;
    if (decode && raw.includes('&')) {
      const decoded = decodeEntities(raw);
      if (typeof decoded !== 'string') return { code: 'bad-entity', line: this.line, entity: decoded.entity };
      text = decoded;
    }
    if (this.locText.length + text.length > MAX_LOC_CHARS) {
      this.locTooLong = true;
      this.locText = '';
      return null;
    }
    this.locText += text;
    return null;
  }

  /** Counts the line breaks in s[from, to) only: an indexOf from `from` would run on to the next break, across a whole minified file. */
  private countLines(s: string, from: number, to: number): void {
    for (let k = from; k < to; k++) if (s.charCodeAt(k) === 10) this.line++;
  }
}

/** `sm:loc` → `loc`: namespaces are told by prefix-free local names (sitemaps use one namespace). */
function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

/** The text with XML's entities replaced, or the first one XML would refuse. */
export function decodeEntities(raw: string): string | { entity: string } {
  let out = '';
  let from = 0;
  for (let amp = raw.indexOf('&'); amp !== -1; amp = raw.indexOf('&', from)) {
    const semi = raw.indexOf(';', amp);
    const body = semi === -1 ? '' : raw.slice(amp + 1, semi);
    const value = semi === -1 || semi - amp > 12 ? undefined : entityValue(body);
    if (value === undefined) return { entity: raw.slice(amp, semi === -1 || semi - amp > 12 ? amp + 12 : semi + 1) };
    out += raw.slice(from, amp) + value;
    from = semi + 1;
  }
  return out + raw.slice(from);
}

function entityValue(body: string): string | undefined {
  if (body.startsWith('#')) {
    const hex = body[1] === 'x';
    const digits = body.slice(hex ? 2 : 1);
    if (!(hex ? /^[\da-fA-F]{1,6}$/ : /^\d{1,7}$/).test(digits)) return undefined;
    const code = Number.parseInt(digits, hex ? 16 : 10);
    // XML's Char: no NUL, no surrogate halves, nothing past U+10FFFF.
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return undefined;
    return String.fromCodePoint(code);
  }
  return Object.hasOwn(NAMED_ENTITIES, body) ? NAMED_ENTITIES[body] : undefined;
}
