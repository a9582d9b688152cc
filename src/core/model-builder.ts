/**
 * Builds the parsed model from the line scanner's reports (a handler, like
 * Google's RobotsMatcher is one). Grouping follows Google (docs/behaviour.md §4): a run of
 * user-agent lines starts a group and only an allow/disallow line ends the
 * run, so sitemap, crawl-delay, unknown and blank lines in between do not
 * split it; a user-agent line after a rule starts a new group.
 */
import { byteText, displayFromByteText } from './bytes.ts';
import { findManagedBlocks, preferenceLine } from './content-preferences.ts';
import { LineFlag, scanRobotsTxt, type DirectiveKind, type RobotsLineHandler } from './line-scanner.ts';
import type { CrawlDelayLine, OtherFieldLine, RobotsTxt, RuleKind } from './model.ts';
import { RuleStore, StoredGroup } from './rule-store.ts';

/** Fields Google ignores but other crawlers (or other readers) use; each has a finding of its own (lower case, as matched). */
export const IGNORED_FIELDS = [
  'crawl-delay',
  'host',
  'clean-param',
  'noindex',
  'request-rate',
  'visit-time',
  'content-signal',
  'content-usage',
] as const;
const KNOWN_OTHER_FIELDS: ReadonlySet<string> = new Set(IGNORED_FIELDS);

/** Google's product token: the leading run of [A-Za-z_-]. */
export function productToken(value: string): string {
  let end = 0;
  while (end < value.length) {
    const c = value.charCodeAt(end);
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45 || c === 95) end++;
    else break;
  }
  return value.slice(0, end).toLowerCase();
}

/** `*` alone, or `*` followed by whitespace and anything, is the global group (Google-specific). */
export function isGlobalUserAgent(value: string): boolean {
  if (value.charCodeAt(0) !== 42) return false;
  if (value.length === 1) return true;
  const c = value.charCodeAt(1);
  return c === 32 || (c >= 9 && c <= 13);
}

const NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Seconds, or null when the value is not a finite non-negative number (a 400-digit value is not). */
export function parseCrawlDelay(value: string): number | null {
  const v = value.trim();
  if (!NUMBER.test(v)) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

class ModelBuilder implements RobotsLineHandler {
  readonly model: RobotsTxt = {
    groups: [],
    cocCocGroups: [],
    rulesBeforeAnyUserAgent: [],
    sitemaps: [],
    otherFields: [],
    lineCount: 0,
    byteLength: 0,
    bom: 'none',
    cutLines: [],
    nulLines: [],
    missingColonLines: [],
    typoLines: [],
    unparsedLines: [],
    preferences: [],
    managedBlocks: [],
  };
  /** The rules, as ranges of the body being scanned. */
  private readonly store: RuleStore;
  private current: StoredGroup | null = null;
  private cocCoc: StoredGroup | null = null;
  /** The Coc Coc group has seen a directive other than user-agent: the next user-agent starts a new one. */
  private cocCocClosed = true;
  /** Rules before any user-agent line, at the start of the store. */
  private orphanRules = 0;

  /** `text`: the body about to be scanned (byte text), which every rule is a range of. */
  constructor(text: string) {
    this.store = new RuleStore(text);
  }

  handleUserAgent(line: number, raw: string): void {
    const value = displayFromByteText(raw);
    const global = isGlobalUserAgent(raw);
    const ua = { line, value, token: global ? '*' : productToken(raw), global };
    const store = this.store;
    let group = this.current;
    if (group === null || group.ruleCount > 0) {
      group = new StoredGroup(this.model.groups.length, store, store.count);
      this.model.groups.push(group);
      this.current = group;
    }
    group.userAgents.push(ua);
    if (global) group.hasGlobal = true;

    let coc = this.cocCoc;
    if (coc === null || this.cocCocClosed) {
      coc = new StoredGroup(this.model.cocCocGroups.length, store, store.count);
      this.model.cocCocGroups.push(coc);
      this.cocCoc = coc;
      this.cocCocClosed = false;
    }
    coc.userAgents.push(ua);
    if (global) coc.hasGlobal = true;
  }

  // `_text` is the body the store was made with: only the range is kept.
  handleRule(kind: RuleKind, line: number, _text: string, start: number, end: number): void {
    const store = this.store;
    store.push(kind === 'allow', line, start, end, this.current ? this.current.index : -1);
    if (this.current) this.current.ruleEnd = store.count;
    else this.orphanRules = store.count;
    if (this.cocCoc) this.cocCoc.ruleEnd = store.count;
    this.cocCocClosed = true;
  }

  /** Rules before the first user-agent line, made once parsing is done. */
  finish(): void {
    if (this.orphanRules > 0) this.model.rulesBeforeAnyUserAgent = this.store.range(0, this.orphanRules);
  }

  handleSitemap(line: number, raw: string): void {
    this.model.sitemaps.push({ line, url: displayFromByteText(raw) });
  }

  handleUnknown(line: number, rawKey: string, raw: string): void {
    const key = displayFromByteText(rawKey);
    const lower = key.toLowerCase();
    const value = displayFromByteText(raw);
    const field: OtherFieldLine = {
      line,
      key,
      value,
      known: KNOWN_OTHER_FIELDS.has(lower) ? lower : null,
      groupIndex: this.current ? this.current.index : -1,
    };
    this.model.otherFields.push(field);
    if (lower === 'crawl-delay') {
      const delay: CrawlDelayLine = { line, value, seconds: parseCrawlDelay(value) };
      this.current?.crawlDelays.push(delay);
      this.cocCoc?.crawlDelays.push(delay);
    } else if (lower === 'content-signal' || lower === 'content-usage') {
      // Read beside the rules, in the group they stand in; the verdict never sees them.
      const pref = preferenceLine(line, lower, value, field.groupIndex);
      this.model.preferences.push(pref);
      this.current?.preferences.push(pref);
      this.cocCoc?.preferences.push(pref);
    }
    this.cocCocClosed = true;
  }

  reportLine(line: number, flags: number, key: string | null, kind: DirectiveKind | null): void {
    if (flags === LineFlag.Directive || flags === LineFlag.Empty) return; // the common case
    const m = this.model;
    if (flags & LineFlag.TooLong) m.cutLines.push(line);
    if (flags & LineFlag.Nul) m.nulLines.push(line);
    if (flags & LineFlag.MissingColon) m.missingColonLines.push(line);
    if (flags & LineFlag.Unparsed) m.unparsedLines.push(line);
    if (flags & LineFlag.Typo && key !== null && (kind === 'user-agent' || kind === 'disallow' || kind === 'sitemap')) {
      m.typoLines.push({ line, key: displayFromByteText(key), readAs: kind });
    }
  }
}

/**
 * Parses robots.txt bytes (or byte text) into the model. Never throws: every
 * input gives a model, and what looked wrong is recorded for the linter.
 */
export function parseRobotsTxt(input: Uint8Array | string, alsoReportTo?: RobotsLineHandler): RobotsTxt {
  const text = typeof input === 'string' ? input : byteText(input);
  const builder = new ModelBuilder(text);
  const summary = scanRobotsTxt(text, alsoReportTo ? teeHandler(builder, alsoReportTo) : builder);
  builder.finish();
  const model = builder.model;
  model.byteLength = text.length;
  model.managedBlocks = findManagedBlocks(text);
  model.bom = summary.bomBytes === 3 ? 'full' : summary.bomBytes > 0 ? 'partial' : 'none';
  model.lineCount = displayLineCount(summary.emittedLines, summary.endsWithNewline, text.length - summary.bomBytes);
  return model;
}

/** Lines a person sees: Google's count less the empty artefact after a final newline. */
export function displayLineCount(emitted: number, endsWithNewline: boolean, contentLength: number): number {
  if (contentLength === 0) return 0;
  return endsWithNewline ? emitted - 1 : emitted;
}

/** One scan, two listeners (the model builder and, say, the linter). */
export function teeHandler(a: RobotsLineHandler, b: RobotsLineHandler): RobotsLineHandler {
  return {
    handleUserAgent: (l, v) => (a.handleUserAgent(l, v), b.handleUserAgent(l, v)),
    handleRule: (kind, l, text, start, end) => (a.handleRule(kind, l, text, start, end), b.handleRule(kind, l, text, start, end)),
    handleSitemap: (l, v) => (a.handleSitemap(l, v), b.handleSitemap(l, v)),
    handleUnknown: (l, k, v) => (a.handleUnknown(l, k, v), b.handleUnknown(l, k, v)),
    reportLine: (l, f, k, kind) => (a.reportLine?.(l, f, k, kind), b.reportLine?.(l, f, k, kind)),
  };
}
