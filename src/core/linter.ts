/**
 * The linter: what a site owner should know about their robots.txt (docs/behaviour.md §3,
 * §8), each finding on its line as a code with its facts (src/text/lint-text.ts
 * says it in words). It listens to the
 * line scanner alongside the model builder (one scan), then looks at the
 * model as a whole.
 */
import { isBlankBody, looksBinary, looksLikeHtml, looksUtf16 } from './body-kind.ts';
import { byteText, bytesOfByteText, displayFromByteText } from './bytes.ts';
import { displayLines } from './display-lines.ts';
import { MAX_ROBOTS_BYTES } from './fetch-outcome.ts';
import { COCCOC_MAX_CRAWL_DELAY } from './engine-name.ts';
import { LineFlag, MAX_LINE_BYTES, type DirectiveKind, type RobotsLineHandler } from './line-scanner.ts';
import { quoteRule } from './explainer.ts';
import type { Group, RobotsTxt, RuleKind } from './model.ts';
import { MAX_USAGE_LINES, type PreferenceLine, type PreferenceProblem, type PreferenceVocabulary } from './content-preferences.ts';
import { compilePattern, literalPrefix, patternMatches } from './pattern.ts';
import { IGNORED_FIELDS, isGlobalUserAgent, parseCrawlDelay, parseRobotsTxt, productToken } from './model-builder.ts';
import { hasHiddenChars, hiddenCodePoints, isBidiControl } from './visible-text.ts';

export type Severity = 'error' | 'warning' | 'info';

/** How Google reads a user-agent line that says more (or less) than a crawler name. */
export type UserAgentReading =
  /** `*bot`, `* foo`: the global `*`, the rest ignored. */
  | 'global'
  /** No letters, `-` or `_` at the start: no crawler at all. */
  | 'no-name'
  /** `Googlebot/2.1`: the version is ignored. */
  | 'version'
  /** `Googlebot*`: the `*` is ignored. */
  | 'star'
  /** `Googlebot News`: only the first word counts. */
  | 'first-word'
  /** `MJ12bot`: cut at the first character a name cannot have. */
  | 'cut';

/** Fields Google ignores that have a finding of their own: the model builder's list, so both agree. */
export { IGNORED_FIELDS };
export type IgnoredField = (typeof IGNORED_FIELDS)[number];

type None = Record<string, never>;

/**
 * What each finding says, as facts. Strings are the file's own text as the
 * line shows it (a token, a rule, a URL): site text, for the surface to keep
 * apart from our words.
 */
export interface DiagnosticParams {
  'user-agent-read-differently': { reading: UserAgentReading; value: string; readAs: string };
  'user-agent-empty': None;
  'empty-disallow': None;
  'empty-allow': None;
  /** `rule` as written and the rule it probably meant (`Disallow: /private`). */
  'pattern-cannot-match': { directive: 'Allow' | 'Disallow'; pattern: string; suggestion: string };
  'sitemap-not-absolute': { url: string };
  'ignored-by-google': { field: IgnoredField };
  'crawl-delay-invalid': { value: string };
  /** `seconds` as the model reads the value; `cap` is COCCOC_MAX_CRAWL_DELAY. */
  'crawl-delay-capped': { value: string; seconds: number; cap: number };
  /** `looksLikeSitemap`: the URL names a sitemap or an .xml file, so the advice is a Sitemap line. */
  'bare-url': { url: string; looksLikeSitemap: boolean };
  'unknown-field': { field: string };
  'line-cut': { maxBytes: number };
  'nul-byte': None;
  'missing-colon': { key: string };
  typo: { key: string; canonical: 'User-agent' | 'Disallow' | 'Sitemap' };
  'unparsed-line': None;
  utf16: None;
  'not-utf8': None;
  binary: None;
  bom: None;
  'partial-bom': None;
  'html-body': None;
  /** `originalBytes`: the size before the cut, when known; `lastLine`: the last line read. */
  truncated: { maxBytes: number; originalBytes: number | null; lastLine: number };
  'empty-file': None;
  /** `rulesBeforeUserAgent`: rules the file has, all before any user-agent. */
  'no-groups': { rulesBeforeUserAgent: number };
  'rule-before-user-agent': { rule: string };
  /** `userAgents`: the group's user-agent values (empty for the `*` group, which `global` marks). */
  'group-without-rules': { global: boolean; userAgents: string[] };
  'no-rules': None;
  'crawl-delay-outside-group': None;
  /** The distinct hidden code points of the line, in order; `bidi` when one of them reorders the line. */
  'hidden-character': { codePoints: number[]; bidi: boolean };
  /**
   * A valid Content-Signal / Content-Usage line: Google's parser ignores it
   * and it changes no verdict; `reportedAsErrorBy` names the well-known
   * tools that list such lines as errors, so nobody deletes them to please one.
   */
  'preference-line': { vocabulary: PreferenceVocabulary; reportedAsErrorBy: PreferenceLineReporter[] };
  /** Part of a preference line that cannot be read (the rest is still read). */
  'preference-problem': { vocabulary: PreferenceVocabulary; problem: PreferenceProblem };
  /** A preference line before any user-agent line: it belongs to no group, so it applies to no crawler. */
  'preference-outside-group': { vocabulary: PreferenceVocabulary };
  /**
   * The line says yes to a use (`key`) on `path` while its own group's rules
   * disallow fetching `path` (`ruleLine`): the yes can never be acted on.
   */
  'preference-contradicts-rules': { vocabulary: PreferenceVocabulary; key: string; path: string; ruleLine: number };
  /** Content-Usage labels outside the vocabulary: ignored, as the draft asks (a typo of `train-ai`?). */
  'preference-unknown-labels': { labels: string[] };
  /** A group with more Content-Usage lines than are read (`max`, MAX_USAGE_LINES): the rest state nothing here. */
  'preference-lines-capped': { count: number; max: number };
  /** Lines a CDN wrote (Cloudflare's managed robots.txt), from this line to `endLine`; `closed` false when the END comment is missing. */
  'managed-block': { provider: 'cloudflare'; endLine: number; closed: boolean };
}

/** Tools known to list valid preference lines as errors. */
export type PreferenceLineReporter = 'search-console';

export type DiagnosticCode = keyof DiagnosticParams;

/** One finding: where, how serious, and what, as a code with its facts (no sentence: the surface renders it). */
export type Diagnostic = {
  [C in DiagnosticCode]: {
    /** 1-based line, or 0 for the file as a whole. */
    line: number;
    severity: Severity;
    code: C;
    params: DiagnosticParams[C];
  };
}[DiagnosticCode];

export interface LintContext {
  /** The response's Content-Type, when fetched. */
  contentType?: string | null;
  /** The body was longer than 500 KiB and was cut before parsing. */
  truncated?: boolean;
  /** Original size in bytes when truncated. */
  originalBytes?: number;
}

const NONE: None = {};

/** A finding, its code and parameters checked together. */
function finding<C extends DiagnosticCode>(line: number, severity: Severity, code: C, params: DiagnosticParams[C]): Diagnostic {
  return { line, severity, code, params } as Diagnostic;
}

const TYPO_CANONICAL = { 'user-agent': 'User-agent', disallow: 'Disallow', sitemap: 'Sitemap' } as const;

const isIgnoredField = (key: string): key is IgnoredField => (IGNORED_FIELDS as readonly string[]).includes(key);

class LineLinter implements RobotsLineHandler {
  readonly found: Diagnostic[] = [];
  private add<C extends DiagnosticCode>(line: number, severity: Severity, code: C, params: DiagnosticParams[C]): void {
    this.found.push(finding(line, severity, code, params));
  }

  handleUserAgent(line: number, raw: string): void {
    const reading = (r: UserAgentReading, severity: Severity, value: string, readAs: string) =>
      this.add(line, severity, 'user-agent-read-differently', { reading: r, value, readAs });
    if (isGlobalUserAgent(raw)) {
      if (raw.length > 1) reading('global', 'info', displayFromByteText(raw), '*');
      return;
    }
    const value = displayFromByteText(raw);
    const token = productToken(raw);
    if (value === '') {
      this.add(line, 'warning', 'user-agent-empty', NONE);
      return;
    }
    if (token.length === value.length) return;
    const readAs = value.slice(0, token.length);
    const rest = value.slice(token.length);
    if (token === '') reading('no-name', 'warning', value, '');
    else if (rest.startsWith('/')) reading('version', 'info', value, readAs);
    else if (rest === '*') reading('star', 'info', value, readAs);
    else if (/^\s/.test(rest)) reading('first-word', 'warning', value, readAs);
    else reading('cut', 'warning', value, readAs);
  }

  handleRule(kind: RuleKind, line: number, text: string, start: number, end: number): void {
    this.checkPattern(line, kind === 'allow' ? 'Allow' : 'Disallow', text.slice(start, end));
  }

  private checkPattern(line: number, directive: 'Allow' | 'Disallow', raw: string): void {
    if (raw === '') {
      if (directive === 'Disallow') this.add(line, 'info', 'empty-disallow', NONE);
      else this.add(line, 'info', 'empty-allow', NONE);
      return;
    }
    const c = raw.charCodeAt(0);
    if (c === 47 || c === 42) return; // '/' or '*'
    const pattern = displayFromByteText(raw);
    const url = /^[a-z][a-z0-9+.-]*:\/\/[^/]*(\/.*)?$/i.exec(pattern);
    const suggestion = url ? (url[1] ?? '/') : `/${pattern}`;
    this.add(line, 'warning', 'pattern-cannot-match', { directive, pattern, suggestion });
  }

  handleSitemap(line: number, raw: string): void {
    const url = displayFromByteText(raw);
    if (!/^https?:\/\/[^/\s]+/i.test(url)) this.add(line, 'warning', 'sitemap-not-absolute', { url });
  }

  handleUnknown(line: number, rawKey: string, raw: string): void {
    const key = displayFromByteText(rawKey);
    const field = key.toLowerCase();
    // Content-Signal and Content-Usage are read by the model; their findings need the groups (lintPreferences).
    if (field === 'content-signal' || field === 'content-usage') return;
    if (isIgnoredField(field)) {
      this.add(line, 'info', 'ignored-by-google', { field });
      if (field === 'crawl-delay') this.checkCrawlDelay(line, displayFromByteText(raw).trim());
      return;
    }
    const value = displayFromByteText(raw);
    if (/^https?$/i.test(key) && value.startsWith('//')) {
      const url = `${key}:${value}`;
      this.add(line, 'warning', 'bare-url', { url, looksLikeSitemap: /sitemap|\.xml(\.gz)?$/i.test(url) });
      return;
    }
    this.add(line, 'warning', 'unknown-field', { field: key });
  }

  private checkCrawlDelay(line: number, value: string): void {
    // Read as the model reads it, so the finding and the verdict's crawl-delay agree.
    const seconds = parseCrawlDelay(value);
    if (seconds === null) this.add(line, 'warning', 'crawl-delay-invalid', { value });
    else if (seconds > COCCOC_MAX_CRAWL_DELAY)
      this.add(line, 'info', 'crawl-delay-capped', { value, seconds, cap: COCCOC_MAX_CRAWL_DELAY });
  }

  reportLine(line: number, flags: number, key: string | null, kind: DirectiveKind | null): void {
    if (flags === LineFlag.Directive || flags === LineFlag.Empty) return;
    if (flags & LineFlag.TooLong) this.add(line, 'warning', 'line-cut', { maxBytes: MAX_LINE_BYTES });
    if (flags & LineFlag.Nul) this.add(line, 'warning', 'nul-byte', NONE);
    if (flags & LineFlag.MissingColon && key !== null) this.add(line, 'info', 'missing-colon', { key: displayFromByteText(key) });
    if (flags & LineFlag.Typo && key !== null && (kind === 'user-agent' || kind === 'disallow' || kind === 'sitemap')) {
      this.add(line, 'warning', 'typo', { key: displayFromByteText(key), canonical: TYPO_CANONICAL[kind] });
    }
    if (flags & LineFlag.Unparsed) this.add(line, 'warning', 'unparsed-line', NONE);
  }
}

function lintModel(model: RobotsTxt, bytes: Uint8Array, text: string, context: LintContext, out: Diagnostic[]): void {
  const add = <C extends DiagnosticCode>(line: number, severity: Severity, code: C, params: DiagnosticParams[C]) =>
    out.push(finding(line, severity, code, params));

  // Encoding first: a UTF-16 file reads as nothing at all.
  const utf16 = looksUtf16(bytes);
  if (utf16) add(0, 'error', 'utf16', NONE);
  else if (!isValidUtf8(text)) add(0, 'info', 'not-utf8', NONE);
  if (looksBinary(bytes) && !utf16) add(0, 'error', 'binary', NONE);
  if (model.bom === 'full') add(1, 'info', 'bom', NONE);
  if (model.bom === 'partial') add(1, 'warning', 'partial-bom', NONE);
  if (looksLikeHtml(context.contentType, bytes)) add(0, 'warning', 'html-body', NONE);
  if (context.truncated) {
    add(model.lineCount, 'warning', 'truncated', {
      maxBytes: MAX_ROBOTS_BYTES,
      originalBytes: context.originalBytes ?? null,
      lastLine: model.lineCount,
    });
  }
  if (isBlankBody(bytes)) {
    add(0, 'info', 'empty-file', NONE);
    return;
  }
  const rules = model.groups.reduce((n, g) => n + g.rules.length, 0);
  if (model.groups.length === 0 && !utf16) add(0, 'info', 'no-groups', { rulesBeforeUserAgent: model.rulesBeforeAnyUserAgent.length });
  for (const rule of model.rulesBeforeAnyUserAgent) add(rule.line, 'warning', 'rule-before-user-agent', { rule: quoteRule(rule) });
  for (const g of model.groups) {
    if (g.rules.length === 0) {
      const userAgents = g.hasGlobal ? [] : g.userAgents.map((u) => u.value);
      add(g.userAgents[0]!.line, 'info', 'group-without-rules', { global: g.hasGlobal, userAgents });
    }
  }
  if (rules === 0 && model.groups.length > 0) add(0, 'info', 'no-rules', NONE);
  for (const f of model.otherFields) {
    if (f.groupIndex === -1 && f.known === 'crawl-delay') add(f.line, 'info', 'crawl-delay-outside-group', NONE);
  }
  lintPreferences(model, out);
}

/** Search Console's robots.txt report lists these lines as "Syntax not understood". */
const PREFERENCE_REPORTERS: PreferenceLineReporter[] = ['search-console'];

function lintPreferences(model: RobotsTxt, out: Diagnostic[]): void {
  for (const b of model.managedBlocks) {
    out.push(
      finding(b.startLine, b.closed ? 'info' : 'warning', 'managed-block', { provider: b.provider, endLine: b.endLine, closed: b.closed }),
    );
  }
  for (const g of model.groups) {
    const count = g.preferences.filter((p) => p.vocabulary === 'content-usage' && p.values.length > 0).length;
    if (count > MAX_USAGE_LINES)
      out.push(finding(g.userAgents[0]!.line, 'warning', 'preference-lines-capped', { count, max: MAX_USAGE_LINES }));
  }
  for (const p of model.preferences) {
    const vocabulary = p.vocabulary;
    for (const problem of p.problems) out.push(finding(p.line, 'warning', 'preference-problem', { vocabulary, problem }));
    if (p.unknownLabels.length > 0) out.push(finding(p.line, 'info', 'preference-unknown-labels', { labels: p.unknownLabels }));
    if (p.groupIndex === -1) {
      out.push(finding(p.line, 'warning', 'preference-outside-group', { vocabulary }));
      continue;
    }
    const contradiction = contradictionOf(model.groups[p.groupIndex]!, p);
    if (contradiction !== null) out.push(finding(p.line, 'warning', 'preference-contradicts-rules', { vocabulary, ...contradiction }));
    if (p.values.length > 0 || p.use !== null) {
      out.push(finding(p.line, 'info', 'preference-line', { vocabulary, reportedAsErrorBy: PREFERENCE_REPORTERS }));
    }
  }
}

/**
 * A yes the group's own rules make moot: the line's path (its pattern's
 * literal start; `/` for Content-Signal) is disallowed by the group's rules,
 * read as Google reads one group (longest match, allow wins ties).
 */
function contradictionOf(group: Group, p: PreferenceLine): { key: string; path: string; ruleLine: number } | null {
  const yes = p.values.find((v) => v.allows);
  if (yes === undefined) return null;
  const path = literalPrefix(p.escaped) || '/';
  let allowPriority = -1;
  let disallowPriority = -1;
  let disallowLine = 0;
  for (const r of group.rules) {
    if (r.escaped === '') continue;
    const c = compilePattern(r.escaped);
    if (!patternMatches(c, path)) continue;
    if (r.kind === 'allow') allowPriority = Math.max(allowPriority, c.priority);
    else if (c.priority > disallowPriority) {
      disallowPriority = c.priority;
      disallowLine = r.line;
    }
  }
  if (disallowPriority > allowPriority && disallowPriority > 0) return { key: yes.key, path, ruleLine: disallowLine };
  return null;
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
    out.push(finding(i + 1, 'warning', 'hidden-character', { codePoints: found, bidi: found.some(isBidiControl) }));
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
