/**
 * The linter: what a site owner should know about their robots.txt (spec §3,
 * §8), each finding on its line with one plain sentence. It listens to the
 * line scanner alongside the model builder (one scan), then looks at the
 * model as a whole.
 */
import { isBlankBody, looksLikeHtml } from './body-kind.ts';
import { byteText, bytesOfByteText, displayFromByteText } from './bytes.ts';
import { displayLines } from './display-lines.ts';
import { MAX_ROBOTS_BYTES } from './fetch-outcome.ts';
import { COCCOC_MAX_CRAWL_DELAY } from './engine-name.ts';
import { LineFlag, MAX_LINE_BYTES, type DirectiveKind, type RobotsLineHandler } from './line-scanner.ts';
import { quoteRule } from './explainer.ts';
import type { RobotsTxt, RuleKind } from './model.ts';
import { isGlobalUserAgent, parseCrawlDelay, parseRobotsTxt, productToken } from './model-builder.ts';
import { codePointLabel, hasHiddenChars, hiddenCodePoints, isBidiControl } from './visible-text.ts';

export type Severity = 'error' | 'warning' | 'info';

export interface Diagnostic {
  /** 1-based line, or 0 for the file as a whole. */
  line: number;
  severity: Severity;
  /** Stable identifier, e.g. `typo`, `user-agent-read-differently`, `html-body`. */
  code: string;
  message: string;
  /** For `hidden-character`: the distinct hidden code points of the line, in order. */
  codePoints?: number[];
}

export interface LintContext {
  /** The response's Content-Type, when fetched. */
  contentType?: string | null;
  /** The body was longer than 500 KiB and was cut before parsing. */
  truncated?: boolean;
  /** Original size in bytes when truncated. */
  originalBytes?: number;
}

const TYPO_CANONICAL = { 'user-agent': 'User-agent', disallow: 'Disallow', sitemap: 'Sitemap' } as const;

const IGNORED_FIELD_NOTES: Readonly<Record<string, string>> = {
  'crawl-delay': 'Google ignores Crawl-delay; Bing, Yandex and Coc Coc honour it.',
  host: 'Host was a Yandex-only field (now retired); Google ignores it.',
  'clean-param': 'Clean-param is a Yandex-only field; Google ignores it.',
  noindex:
    'Google stopped supporting Noindex in robots.txt in 2019: it has no effect. Use a noindex meta tag or X-Robots-Tag header instead.',
  'request-rate': 'Request-rate is a non-standard field; Google ignores it.',
  'visit-time': 'Visit-time is a non-standard field; Google ignores it.',
  'content-signal':
    'Content-signal states preferences for AI use of content; Google’s parser ignores it, and no crawler is bound to it by robots.txt rules.',
  'content-usage': 'Content-usage states preferences for AI use of content; Google’s parser ignores it.',
};

class LineLinter implements RobotsLineHandler {
  readonly found: Diagnostic[] = [];
  private add(line: number, severity: Severity, code: string, message: string): void {
    this.found.push({ line, severity, code, message });
  }

  handleUserAgent(line: number, raw: string): void {
    if (isGlobalUserAgent(raw)) {
      if (raw.length > 1)
        this.add(
          line,
          'info',
          'user-agent-read-differently',
          `Google reads “${displayFromByteText(raw)}” as the global “*”: the rest of the line is ignored.`,
        );
      return;
    }
    const value = displayFromByteText(raw);
    const token = productToken(raw);
    if (value === '') {
      this.add(line, 'warning', 'user-agent-empty', 'This user-agent line names no crawler, so it applies to none.');
      return;
    }
    if (token.length === value.length) return;
    const readAs = value.slice(0, token.length);
    const rest = value.slice(token.length);
    if (token === '') {
      this.add(
        line,
        'warning',
        'user-agent-read-differently',
        `Google reads no crawler name in “${value}” (a name is letters, “-” and “_” only): this group applies to no crawler.`,
      );
    } else if (rest.startsWith('/')) {
      this.add(
        line,
        'info',
        'user-agent-read-differently',
        `Google reads “${value}” as “${readAs}”: the version is ignored, and the group applies to every ${readAs}.`,
      );
    } else if (rest === '*') {
      this.add(
        line,
        'info',
        'user-agent-read-differently',
        `Google reads “${value}” as “${readAs}”: a “*” after a name is not needed and is ignored.`,
      );
    } else if (/^\s/.test(rest)) {
      this.add(
        line,
        'warning',
        'user-agent-read-differently',
        `Google reads “${value}” as “${readAs}”: only the first word counts, so this group applies to ${readAs}, not to “${value}”.`,
      );
    } else {
      this.add(
        line,
        'warning',
        'user-agent-read-differently',
        `“${value}” is read by Google as “${readAs}”: this group never applies to ${value}.`,
      );
    }
  }

  handleRule(kind: RuleKind, line: number, text: string, start: number, end: number): void {
    this.checkPattern(line, kind === 'allow' ? 'Allow' : 'Disallow', text.slice(start, end));
  }

  private checkPattern(line: number, kind: string, raw: string): void {
    if (raw === '') {
      if (kind === 'Disallow')
        this.add(line, 'info', 'empty-disallow', 'An empty “Disallow:” allows everything; it still makes the group claim its crawlers.');
      else this.add(line, 'info', 'empty-allow', 'An empty “Allow:” matches nothing specific and never decides anything.');
      return;
    }
    const c = raw.charCodeAt(0);
    if (c === 47 || c === 42) return; // '/' or '*'
    const pattern = displayFromByteText(raw);
    const url = /^[a-z][a-z0-9+.-]*:\/\/[^/]*(\/.*)?$/i.exec(pattern);
    const suggestion = url ? (url[1] ?? '/') : `/${pattern}`;
    this.add(
      line,
      'warning',
      'pattern-cannot-match',
      `“${kind}: ${pattern}” does not start with “/” or “*”, so it never matches any URL. Did you mean “${kind}: ${suggestion}”?`,
    );
  }

  handleSitemap(line: number, raw: string): void {
    const url = displayFromByteText(raw);
    if (!/^https?:\/\/[^/\s]+/i.test(url)) {
      this.add(
        line,
        'warning',
        'sitemap-not-absolute',
        `Sitemap “${url}” is not an absolute http(s) URL; crawlers expect a full address such as https://example.com/sitemap.xml.`,
      );
    }
  }

  handleUnknown(line: number, rawKey: string, raw: string): void {
    const key = displayFromByteText(rawKey);
    const note = IGNORED_FIELD_NOTES[key.toLowerCase()];
    if (note) {
      this.add(line, 'info', 'ignored-by-google', note);
      if (key.toLowerCase() === 'crawl-delay') {
        const v = displayFromByteText(raw).trim();
        // Read as the model reads it, so the finding and the verdict's crawl-delay agree.
        const seconds = parseCrawlDelay(v);
        if (seconds === null)
          this.add(
            line,
            'warning',
            'crawl-delay-invalid',
            `Crawl-delay “${v}” is not a number of seconds; crawlers that honour Crawl-delay will ignore it.`,
          );
        else if (seconds > COCCOC_MAX_CRAWL_DELAY)
          this.add(
            line,
            'info',
            'crawl-delay-capped',
            `Crawl-delay ${v} s: Coc Coc caps crawl-delay at ${COCCOC_MAX_CRAWL_DELAY} seconds.`,
          );
      }
      return;
    }
    const value = displayFromByteText(raw);
    if (/^https?$/i.test(key) && value.startsWith('//')) {
      const url = `${key}:${value}`;
      const advice = /sitemap|\.xml(\.gz)?$/i.test(url)
        ? `To list it as a sitemap, write “Sitemap: ${url}”.`
        : 'To block a page, write “Disallow: /path”; to list a sitemap, write “Sitemap: <url>”.';
      this.add(line, 'warning', 'bare-url', `“${url}” is a bare URL, not a directive: every crawler ignores this line. ${advice}`);
      return;
    }
    this.add(line, 'warning', 'unknown-field', `“${key}” is not a robots.txt field: every crawler ignores this line.`);
  }

  reportLine(line: number, flags: number, key: string | null, kind: DirectiveKind | null): void {
    if (flags === LineFlag.Directive || flags === LineFlag.Empty) return;
    if (flags & LineFlag.TooLong) {
      this.add(
        line,
        'warning',
        'line-cut',
        `This line is longer than ${MAX_LINE_BYTES.toLocaleString('en')} bytes: Google reads only its start and ignores the rest.`,
      );
    }
    if (flags & LineFlag.Nul) {
      this.add(line, 'warning', 'nul-byte', 'This line contains a NUL byte: Google stops reading the line there.');
    }
    if (flags & LineFlag.MissingColon && key !== null) {
      this.add(
        line,
        'info',
        'missing-colon',
        `“${displayFromByteText(key)}” has no colon after it. Google accepts the two words as “${displayFromByteText(key)}: …”, but other crawlers may not: add the colon.`,
      );
    }
    if (flags & LineFlag.Typo && key !== null && (kind === 'user-agent' || kind === 'disallow' || kind === 'sitemap')) {
      this.add(
        line,
        'warning',
        'typo',
        `“${displayFromByteText(key)}” is a misspelling that Google accepts as “${TYPO_CANONICAL[kind]}”; other crawlers may ignore this line. Write “${TYPO_CANONICAL[kind]}”.`,
      );
    }
    if (flags & LineFlag.Unparsed) {
      this.add(line, 'warning', 'unparsed-line', 'Google cannot read this line as “field: value”, so it is ignored.');
    }
  }
}

function lintModel(model: RobotsTxt, bytes: Uint8Array, text: string, context: LintContext, out: Diagnostic[]): void {
  const add = (line: number, severity: Severity, code: string, message: string) => out.push({ line, severity, code, message });

  // Encoding first: a UTF-16 file reads as nothing at all.
  const c0 = text.charCodeAt(0);
  const c1 = text.charCodeAt(1);
  const utf16 = (c0 === 0xff && c1 === 0xfe) || (c0 === 0xfe && c1 === 0xff) || looksUtf16(text);
  if (utf16) {
    add(
      0,
      'error',
      'utf16',
      'This file is encoded as UTF-16. Crawlers read robots.txt as UTF-8, so Google sees no rules in it at all: every crawler may fetch everything. Save it as UTF-8.',
    );
  } else if (!isValidUtf8(text)) {
    add(
      0,
      'info',
      'not-utf8',
      'This file is not valid UTF-8 (perhaps Latin-1). Google matches its bytes as they are, so paths with accented letters may not match the URLs crawlers request.',
    );
  }
  if (looksBinary(text) && !utf16) {
    add(0, 'error', 'binary', 'This looks like binary data, not a text robots.txt. Google reads what lines it can; most of it is ignored.');
  }
  if (model.bom === 'full')
    add(
      1,
      'info',
      'bom',
      'The file starts with a UTF-8 byte order mark. Google skips it, but some crawlers read it as part of the first line.',
    );
  if (model.bom === 'partial')
    add(
      1,
      'warning',
      'partial-bom',
      'The file starts with part of a UTF-8 byte order mark. Google skips it; other crawlers may read the first line as garbage.',
    );
  if (looksLikeHtml(context.contentType, bytes)) {
    add(
      0,
      'warning',
      'html-body',
      'robots.txt was served as HTML (an error page, a soft 404 or a bot challenge). Google still reads it line by line, but it is almost certainly not the file you meant to publish.',
    );
  }
  if (context.truncated) {
    const size = context.originalBytes ? ` (${context.originalBytes.toLocaleString('en')} bytes or more)` : '';
    add(
      model.lineCount,
      'warning',
      'truncated',
      `robots.txt is larger than 500 KiB${size}: Google reads only the first ${MAX_ROBOTS_BYTES.toLocaleString('en')} bytes, so rules after line ${model.lineCount} are ignored.`,
    );
  }
  if (isBlankBody(bytes)) {
    add(0, 'info', 'empty-file', 'robots.txt is empty: every crawler may fetch everything.');
    return;
  }
  const rules = model.groups.reduce((n, g) => n + g.rules.length, 0);
  if (model.groups.length === 0 && !utf16) {
    add(
      0,
      'info',
      'no-groups',
      model.rulesBeforeAnyUserAgent.length > 0
        ? 'There is no User-agent line, so Google applies none of these rules: every crawler may fetch everything.'
        : 'There is no User-agent line, so there are no rules: every crawler may fetch everything.',
    );
  }
  for (const rule of model.rulesBeforeAnyUserAgent) {
    add(
      rule.line,
      'warning',
      'rule-before-user-agent',
      `“${quoteRule(rule)}” comes before any User-agent line: Google ignores it (Coc Coc applies it to all robots). Put a “User-agent: *” line above it.`,
    );
  }
  for (const g of model.groups) {
    if (g.rules.length === 0) {
      const first = g.userAgents[0]!;
      const names = g.userAgents.map((u) => u.value).join(', ');
      add(
        first.line,
        'info',
        'group-without-rules',
        g.hasGlobal
          ? 'This “User-agent: *” group has no Allow or Disallow lines: it restricts nothing.'
          : `This group (${names}) has no Allow or Disallow lines: these crawlers may fetch everything, and they ignore the “User-agent: *” group.`,
      );
    }
  }
  if (rules === 0 && model.groups.length > 0) {
    add(0, 'info', 'no-rules', 'No Allow or Disallow line applies to any group: every crawler may fetch everything.');
  }
  for (const f of model.otherFields) {
    if (f.groupIndex === -1 && f.known === 'crawl-delay') {
      add(f.line, 'info', 'crawl-delay-outside-group', 'This Crawl-delay comes before any User-agent line, so it belongs to no group.');
    }
  }
}

function looksUtf16(text: string): boolean {
  // Many NULs at alternating positions in the first bytes.
  const n = Math.min(text.length, 400);
  if (n < 8) return false;
  let nulOdd = 0;
  let nulEven = 0;
  for (let i = 0; i < n; i++) {
    if (text.charCodeAt(i) === 0) {
      if (i & 1) nulOdd++;
      else nulEven++;
    }
  }
  return Math.max(nulOdd, nulEven) > n * 0.3 && Math.min(nulOdd, nulEven) < n * 0.05;
}

function looksBinary(text: string): boolean {
  const n = Math.min(text.length, 4096);
  if (n === 0) return false;
  let control = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if ((c < 9 || (c > 13 && c < 32)) && c !== 27) control++;
  }
  return control > n * 0.1;
}

function isValidUtf8(text: string): boolean {
  if (!/[\x80-\uffff]/.test(text)) return true;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytesOfByteText(text));
    return true;
  } catch {
    return false;
  }
}

/** Names for the hidden characters a site owner is most likely to meet; others get their code alone. */
const HIDDEN_NAMES: Readonly<Record<number, string>> = {
  0x061c: 'arabic letter mark',
  0x200b: 'zero-width space',
  0x200c: 'zero-width non-joiner',
  0x200d: 'zero-width joiner',
  0x200e: 'left-to-right mark',
  0x200f: 'right-to-left mark',
  0x202a: 'left-to-right embedding',
  0x202b: 'right-to-left embedding',
  0x202c: 'pop directional formatting',
  0x202d: 'left-to-right override',
  0x202e: 'right-to-left override',
  0x2060: 'word joiner',
  0x2066: 'left-to-right isolate',
  0x2067: 'right-to-left isolate',
  0x2068: 'first strong isolate',
  0x2069: 'pop directional isolate',
  0xfeff: 'zero-width no-break space',
  0x00ad: 'soft hyphen',
};

function describeHidden(codePoint: number): string {
  const name = HIDDEN_NAMES[codePoint];
  return name ? `${codePointLabel(codePoint)} (${name})` : codePointLabel(codePoint);
}

/**
 * Lines with invisible, format or control characters (U+202E, U+2066–2069,
 * zero-width spaces, C0/C1 controls): shown, they hide characters or reorder
 * the line, so the rule a person reads is not the one crawlers match. NUL has
 * its own finding; TAB is ordinary white space.
 */
function lintHiddenCharacters(bytes: Uint8Array, out: Diagnostic[]): void {
  if (!mayHideCharacters(bytes)) return;
  const lines = displayLines(bytes);
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    if (!hasHiddenChars(text)) continue;
    const found = hiddenCodePoints(text).filter((cp) => cp !== 0);
    if (found.length === 0) continue;
    const bidi = found.some(isBidiControl);
    const list = found.map(describeHidden).join(', ');
    const effect = bidi
      ? 'it changes the order in which the line is displayed, so what you read is not what crawlers match'
      : 'it shows as nothing, yet crawlers match it as part of the line';
    out.push({
      line: i + 1,
      severity: 'warning',
      code: 'hidden-character',
      message: `This line contains ${found.length === 1 ? 'an invisible character' : 'invisible characters'}, ${list}: ${effect}. Remove ${found.length === 1 ? 'it' : 'them'}.`,
      codePoints: found,
    });
  }
}

/** False for the common file of printable ASCII, tabs and line ends: nothing to decode and search. */
function mayHideCharacters(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b >= 0x7f || (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d)) return true;
  }
  return false;
}

/** All diagnostics for a robots.txt body, sorted by line (file-level first). */
export function lintRobotsTxt(bytes: Uint8Array, context: LintContext = {}): Diagnostic[] {
  const text = byteText(bytes);
  const linter = new LineLinter();
  const model = parseRobotsTxt(text, linter);
  const out: Diagnostic[] = [];
  lintModel(model, bytes, text, context, out);
  // A UTF-16 file trips on a NUL in every line: the one file-level finding says it all.
  const utf16 = out.some((d) => d.code === 'utf16');
  for (const d of linter.found) {
    if (!(utf16 && (d.code === 'nul-byte' || d.code === 'unparsed-line'))) out.push(d);
  }
  // A UTF-16 or binary file has "hidden" characters everywhere: its file-level finding says it all.
  if (!out.some((d) => d.code === 'utf16' || d.code === 'binary')) lintHiddenCharacters(bytes, out);
  const severityRank: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
  return out.sort((a, b) => a.line - b.line || severityRank[a.severity] - severityRank[b.severity]);
}
