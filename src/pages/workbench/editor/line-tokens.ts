/**
 * One line of the draft in highlighting spans, read by core's own line
 * scanner (scanRobotsTxt): what kind of directive a line is, whether its key
 * is an accepted typo or has no colon, whether Google drops it, all come from
 * the scanner, so the editor colours a line the way the engine reads it. Only
 * the positions are found here, on the delimiters the scanner uses (`#`, the
 * first `:`, or the whitespace of a colon-less two-word line), which are
 * ASCII and so sit at the same place in the text as in its bytes.
 */
import { IGNORED_FIELDS } from '../../../core/index.ts';
import { byteStringOfText } from '../../../core/bytes.ts';
import { LineFlag, scanRobotsTxt, type DirectiveKind } from '../../../core/line-scanner.ts';

export type SpanKind =
  | 'user-agent'
  | 'allow'
  | 'disallow'
  | 'sitemap'
  /** A field Google ignores but other crawlers read (crawl-delay, host, …). */
  | 'other-field'
  /** A key nobody reads. */
  | 'unknown-key'
  | 'punct'
  | 'value'
  /** `*` anywhere in a rule, `$` at its end, the global user-agent `*`. */
  | 'wildcard'
  | 'comment'
  /** Written, but not `key: value`: Google drops the line. */
  | 'invalid';

export interface Span {
  from: number;
  to: number;
  kind: SpanKind;
}

interface LineReading {
  kind: DirectiveKind | null;
  flags: number;
}

const KNOWN_OTHER: ReadonlySet<string> = new Set(IGNORED_FIELDS);

/** The scanner's reading of one line (its kind and flags), as it reads it inside a file. */
export function readLine(line: string): LineReading {
  const reading: LineReading = { kind: null, flags: 0 };
  const found = (kind: DirectiveKind) => {
    reading.kind = kind;
    reading.flags |= LineFlag.Directive;
  };
  // A BOM is only skipped at the file's start: a lone line must not lose one it does not have.
  const bytes = byteStringOfText(line.replace(/[\r\n]/g, ' '));
  scanRobotsTxt(`\n${bytes}`, {
    handleUserAgent: () => found('user-agent'),
    handleRule: (kind) => found(kind),
    handleSitemap: () => found('sitemap'),
    handleUnknown: () => found('unknown'),
    reportLine: (n, flags) => {
      if (n === 2) reading.flags |= flags;
    },
  });
  return reading;
}

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\v' || c === '\f';

export function lineSpans(line: string): Span[] {
  const spans: Span[] = [];
  const hash = line.indexOf('#');
  const end = hash === -1 ? line.length : hash;
  const reading = readLine(line);
  let s = 0;
  while (s < end && isSpace(line[s])) s++;
  let e = end;
  while (e > s && isSpace(line[e - 1])) e--;
  if (s < e) {
    if (reading.kind === null) spans.push({ from: s, to: e, kind: 'invalid' });
    else directiveSpans(line, s, e, reading, spans);
  }
  if (hash !== -1) spans.push({ from: hash, to: line.length, kind: 'comment' });
  return spans;
}

function directiveSpans(line: string, s: number, e: number, reading: LineReading, out: Span[]): void {
  const missingColon = (reading.flags & LineFlag.MissingColon) !== 0;
  let sep = missingColon ? -1 : line.indexOf(':', s);
  if (sep === -1 || sep >= e) {
    sep = s;
    while (sep < e && line[sep] !== ' ' && line[sep] !== '\t') sep++;
  }
  let keyEnd = sep;
  while (keyEnd > s && isSpace(line[keyEnd - 1])) keyEnd--;
  out.push({ from: s, to: keyEnd, kind: keyKind(reading.kind, line.slice(s, keyEnd)) });
  if (!missingColon) out.push({ from: sep, to: sep + 1, kind: 'punct' });
  let v = missingColon ? sep : sep + 1;
  while (v < e && isSpace(line[v])) v++;
  if (v >= e) return;
  if (reading.kind === 'allow' || reading.kind === 'disallow') ruleValueSpans(line, v, e, out);
  else if (reading.kind === 'user-agent' && line[v] === '*' && (v + 1 === e || isSpace(line[v + 1]))) {
    out.push({ from: v, to: v + 1, kind: 'wildcard' });
    if (v + 1 < e) out.push({ from: v + 1, to: e, kind: 'value' });
  } else out.push({ from: v, to: e, kind: 'value' });
}

function keyKind(kind: DirectiveKind | null, key: string): SpanKind {
  if (kind === 'unknown' || kind === null) return KNOWN_OTHER.has(key.toLowerCase()) ? 'other-field' : 'unknown-key';
  return kind;
}

/** A rule's pattern: `*` matches any run, and a `$` ends the pattern only as its last character. */
function ruleValueSpans(line: string, v: number, e: number, out: Span[]): void {
  let start = v;
  for (let i = v; i < e; i++) {
    const special = line[i] === '*' || (line[i] === '$' && i === e - 1);
    if (!special) continue;
    if (i > start) out.push({ from: start, to: i, kind: 'value' });
    out.push({ from: i, to: i + 1, kind: 'wildcard' });
    start = i + 1;
  }
  if (start < e) out.push({ from: start, to: e, kind: 'value' });
}
