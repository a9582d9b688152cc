/**
 * Stated preferences about what may be done with content (docs/behaviour.md §11 of the
 * project's semantics, in short): two vocabularies written into robots.txt
 * groups, and one HTTP response header. Google's parser ignores all of them,
 * so nothing here ever touches a fetch verdict; they are read beside it.
 *
 * - `Content-Signal` (Cloudflare's Content Signals Policy): `key=value` pairs
 *   separated by commas, keys `search`, `ai-input`, `ai-train` with `yes` /
 *   `no`. Cloudflare also writes `use=…`, recognised and shown, granting
 *   nothing. No path: the line speaks for its whole group.
 * - `Content-Usage` (the IETF AI Preferences drafts, attachment and
 *   vocabulary): `Content-Usage: [path-pattern] label=y|n, …`, labels
 *   `train-ai` and `search`; unknown labels are ignored, as the vocabulary
 *   draft asks. The pattern is matched like Allow/Disallow, the longest
 *   match wins, and on a tie the most restrictive (`n`) wins.
 *
 * A line's scope is the group it stands in, chosen exactly as the group's
 * rules are (a crawler with a group of its own does not get `*`'s line).
 * Everything is returned as facts (codes, values, line numbers).
 */
import type { EngineName } from './engine-name.ts';
import { selectGroupsFor, selectGroupsForToken, type Selection } from './group-selection.ts';
import type { Group, RobotsTxt } from './model.ts';
import { compilePattern, escapePattern, patternMatches, type CompiledPattern } from './pattern.ts';
import type { CrawlerProfile, CrawlerPurpose } from './profiles.ts';
import { byteStringOfText, leadingBomBytes } from './bytes.ts';
import { matchPathOf } from './url-path.ts';

export type PreferenceVocabulary = 'content-signal' | 'content-usage';

/** Content-Signal keys that state a preference. */
export const CONTENT_SIGNAL_KEYS = ['search', 'ai-input', 'ai-train'] as const;
export type ContentSignalKey = (typeof CONTENT_SIGNAL_KEYS)[number];
/** Content-Usage labels in the vocabulary draft. */
export const CONTENT_USAGE_LABELS = ['train-ai', 'search'] as const;
export type ContentUsageLabel = (typeof CONTENT_USAGE_LABELS)[number];

/** One `key=value` the reader understood. `allows`: the value says yes. */
export interface StatedValue {
  key: ContentSignalKey | ContentUsageLabel;
  /** As written (lower case): `yes`/`no` or `y`/`n`. */
  value: string;
  allows: boolean;
}

/** What is wrong with a part of a preference line (the linter words it). */
export type PreferenceProblem =
  /** Nothing after the key (`Content-Signal:`), or no `key=value` at all. */
  | { code: 'empty' }
  /** A part that is not `key=value`. */
  | { code: 'not-key-value'; part: string }
  /** A Content-Signal key that is none of search, ai-input, ai-train, use. */
  | { code: 'unknown-key'; key: string }
  /** A known key with a value the vocabulary does not have. */
  | { code: 'bad-value'; key: string; value: string; expected: readonly string[] }
  /** The same key twice on one line, saying different things. */
  | { code: 'repeated-key'; key: string };

/** A Content-Signal or Content-Usage line of robots.txt, read. */
export interface PreferenceLine {
  line: number;
  vocabulary: PreferenceVocabulary;
  /** The value as written, decoded for display. */
  value: string;
  /** Index into `RobotsTxt.groups`, or -1 for a line before any user-agent line. */
  groupIndex: number;
  /** Content-Usage only: the path pattern as written, or null when the line has none (every path). */
  pattern: string | null;
  /** The pattern as matched (escaped like a rule's); `/` when the line has none. */
  escaped: string;
  values: StatedValue[];
  /** Content-Signal's `use=` as written, lower case (recognised; it grants or restricts nothing). */
  use: string | null;
  /** Content-Usage labels outside the vocabulary (ignored, as the draft asks), as written. */
  unknownLabels: string[];
  problems: PreferenceProblem[];
}

const SIGNAL_VALUES = ['yes', 'no'] as const;
const USAGE_VALUES = ['y', 'n'] as const;
/** The values Cloudflare documents for `use=`. */
export const CONTENT_SIGNAL_USE_VALUES = ['immediate', 'reference', 'full'] as const;

/** The token a `key` or a value is: lower-cased, spaces around trimmed. */
function norm(s: string): string {
  return s.trim().toLowerCase();
}

/**
 * Reads a Content-Signal value (`search=yes, ai-train=no`). Never throws:
 * what cannot be read becomes a problem and reading goes on.
 */
export function readContentSignal(value: string): Pick<PreferenceLine, 'values' | 'use' | 'problems'> {
  const values: StatedValue[] = [];
  const problems: PreferenceProblem[] = [];
  let use: string | null = null;
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) problems.push({ code: 'empty' });
  for (const part of parts) {
    const eq = part.indexOf('=');
    if (eq <= 0) {
      problems.push({ code: 'not-key-value', part });
      continue;
    }
    const key = norm(part.slice(0, eq));
    const v = norm(part.slice(eq + 1));
    if (key === 'use') {
      if (!(CONTENT_SIGNAL_USE_VALUES as readonly string[]).includes(v))
        problems.push({ code: 'bad-value', key, value: v, expected: CONTENT_SIGNAL_USE_VALUES });
      else use = v;
      continue;
    }
    if (!(CONTENT_SIGNAL_KEYS as readonly string[]).includes(key)) {
      problems.push({ code: 'unknown-key', key });
      continue;
    }
    if (v !== 'yes' && v !== 'no') {
      problems.push({ code: 'bad-value', key, value: v, expected: SIGNAL_VALUES });
      continue;
    }
    addValue(values, problems, { key: key as ContentSignalKey, value: v, allows: v === 'yes' });
  }
  return { values, use, problems };
}

/**
 * Reads a Content-Usage value: an optional path pattern (a first word that
 * starts with `/` or `*`), then `label=y|n` pairs separated by commas. The
 * same reading serves the HTTP header, which has no pattern.
 */
export function readContentUsage(
  value: string,
  withPattern = true,
): Pick<PreferenceLine, 'values' | 'unknownLabels' | 'problems' | 'pattern'> {
  const values: StatedValue[] = [];
  const problems: PreferenceProblem[] = [];
  const unknownLabels: string[] = [];
  let rest = value.trim();
  let pattern: string | null = null;
  if (withPattern && (rest.startsWith('/') || rest.startsWith('*'))) {
    const space = rest.search(/[ \t]/);
    pattern = space === -1 ? rest : rest.slice(0, space);
    rest = space === -1 ? '' : rest.slice(space).trim();
  }
  const parts = rest
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) problems.push({ code: 'empty' });
  for (const part of parts) {
    // Structured-field parameters (`;…`) are extensions: ignored.
    const item = part.split(';')[0]!.trim();
    const eq = item.indexOf('=');
    if (eq <= 0) {
      problems.push({ code: 'not-key-value', part });
      continue;
    }
    const key = norm(item.slice(0, eq));
    const v = norm(item.slice(eq + 1));
    if (!(CONTENT_USAGE_LABELS as readonly string[]).includes(key)) {
      unknownLabels.push(item.slice(0, eq).trim());
      continue;
    }
    if (v !== 'y' && v !== 'n') {
      problems.push({ code: 'bad-value', key, value: v, expected: USAGE_VALUES });
      continue;
    }
    addValue(values, problems, { key: key as ContentUsageLabel, value: v, allows: v === 'y' });
  }
  return { values, unknownLabels, problems, pattern };
}

/** A key stated twice on one line: the most restrictive value stands, and a contradiction is a problem. */
function addValue(values: StatedValue[], problems: PreferenceProblem[], v: StatedValue): void {
  const same = values.findIndex((x) => x.key === v.key);
  if (same === -1) {
    values.push(v);
    return;
  }
  if (values[same]!.allows !== v.allows) {
    problems.push({ code: 'repeated-key', key: v.key });
    if (!v.allows) values[same] = v;
  }
}

/** A preference line of robots.txt, from the scanner's key and value (byte text already decoded). */
export function preferenceLine(line: number, vocabulary: PreferenceVocabulary, value: string, groupIndex: number): PreferenceLine {
  if (vocabulary === 'content-signal') {
    const r = readContentSignal(value);
    return { line, vocabulary, value, groupIndex, pattern: null, escaped: '/', unknownLabels: [], ...r };
  }
  const r = readContentUsage(value);
  const escaped = r.pattern === null ? '/' : escapePattern(byteStringOfText(r.pattern));
  return { line, vocabulary, value, groupIndex, use: null, escaped, ...r };
}

/** Where a stated preference comes from: a robots.txt line, or the page's `Content-Usage` header. */
export type PreferenceSource = { kind: 'robots'; line: number } | { kind: 'header' };

/** A preference that applies, with where it is stated. */
export interface AppliedPreference {
  vocabulary: PreferenceVocabulary;
  key: ContentSignalKey | ContentUsageLabel;
  value: string;
  allows: boolean;
  source: PreferenceSource;
}

/** One thing the crawler's purpose concerns: what is stated about it, or null ("not stated"). */
export interface PreferenceAnswer {
  vocabulary: PreferenceVocabulary;
  key: ContentSignalKey | ContentUsageLabel;
  stated: AppliedPreference | null;
}

/** Which keys concern a crawler, by what it is for. */
export function keysForPurpose(purpose: CrawlerPurpose): { vocabulary: PreferenceVocabulary; key: ContentSignalKey | ContentUsageLabel }[] {
  switch (purpose) {
    case 'ai-training':
      return [
        { vocabulary: 'content-signal', key: 'ai-train' },
        { vocabulary: 'content-usage', key: 'train-ai' },
      ];
    case 'ai-search':
    case 'user-triggered':
      return [
        { vocabulary: 'content-signal', key: 'ai-input' },
        { vocabulary: 'content-signal', key: 'search' },
        { vocabulary: 'content-usage', key: 'search' },
      ];
    case 'search':
      return [
        { vocabulary: 'content-signal', key: 'search' },
        { vocabulary: 'content-usage', key: 'search' },
      ];
    default:
      return [];
  }
}

/**
 * The most Content-Usage lines read for one crawler and path. Real files have
 * a handful; a 500 KiB file could hold 18,000, each matched for every one of
 * 100,000 URLs in the workbench. Past it, lines are counted
 * (StatedPreferences.unread) and the linter says so.
 */
export const MAX_USAGE_LINES = 200;

const compiledPatterns = new WeakMap<PreferenceLine, CompiledPattern>();

/** A line's pattern compiled once, however many URLs it is matched against. */
function compiledOf(p: PreferenceLine): CompiledPattern {
  let c = compiledPatterns.get(p);
  if (c === undefined) {
    c = compilePattern(p.escaped);
    compiledPatterns.set(p, c);
  }
  return c;
}

/** The applied groups' lines as read for any path: the Content-Signal lines, and the Content-Usage lines up to the cap. */
interface Plan {
  signals: PreferenceLine[];
  usage: PreferenceLine[];
  unread: number;
}

/** Plans by the selection's list of groups (the same array while the model lives), made once, not per URL. */
const plans = new WeakMap<readonly Group[], Plan>();

function planOf(groups: readonly Group[]): Plan {
  let plan = plans.get(groups);
  if (plan !== undefined) return plan;
  plan = { signals: [], usage: [], unread: 0 };
  for (const g of groups) {
    for (const p of g.preferences) {
      if (p.vocabulary === 'content-signal') plan.signals.push(p);
      else if (p.values.length === 0) continue;
      // A hostile file can hold thousands of pattern lines, read for every URL a workbench tests: past the cap they are counted, not matched.
      else if (plan.usage.length < MAX_USAGE_LINES) plan.usage.push(p);
      else plan.unread++;
    }
  }
  plans.set(groups, plan);
  return plan;
}

/** Everything stated for one crawler and path, by key. */
export interface StatedPreferences {
  /** Each key of both vocabularies that some applied line (or the header) states. */
  applied: AppliedPreference[];
  /** Content-Signal `use=` values of the applied groups, with their lines. */
  use: { value: string; line: number }[];
  /** Content-Usage lines of the applied groups past MAX_USAGE_LINES, not read (0 for any real file). */
  unread: number;
}

/**
 * The preferences that apply to `path` (path, params and query as a byte
 * string) for the groups a selection chose, and the page's header when given.
 *
 * Content-Signal: every line of the applied groups; a key stated both ways
 * counts as `no` (the most restrictive), reported on the line saying it.
 * Content-Usage: per label, the matching line with the longest pattern that
 * states it; on a tie, `n`. The header's value stands beside the file's
 * (both are reported; it does not replace them).
 */
export function preferencesForGroups(groups: readonly Group[], path: string, header: string | null = null): StatedPreferences {
  const applied: AppliedPreference[] = [];
  const use: { value: string; line: number }[] = [];
  const signal = new Map<string, AppliedPreference>();
  const usage = new Map<string, { pref: AppliedPreference; priority: number }>();
  const plan = planOf(groups);
  for (const p of plan.signals) {
    if (p.use !== null) use.push({ value: p.use, line: p.line });
    for (const v of p.values) {
      const had = signal.get(v.key);
      if (had === undefined || (had.allows && !v.allows)) {
        signal.set(v.key, {
          vocabulary: 'content-signal',
          key: v.key,
          value: v.value,
          allows: v.allows,
          source: { kind: 'robots', line: p.line },
        });
      }
    }
  }
  for (const p of plan.usage) {
    const compiled = compiledOf(p);
    if (!patternMatches(compiled, path)) continue;
    for (const v of p.values) {
      const had = usage.get(v.key);
      const priority = compiled.priority;
      if (had === undefined || priority > had.priority || (priority === had.priority && had.pref.allows && !v.allows)) {
        usage.set(v.key, {
          priority,
          pref: { vocabulary: 'content-usage', key: v.key, value: v.value, allows: v.allows, source: { kind: 'robots', line: p.line } },
        });
      }
    }
  }
  const unread = plan.unread;
  for (const k of CONTENT_SIGNAL_KEYS) {
    const s = signal.get(k);
    if (s) applied.push(s);
  }
  for (const k of CONTENT_USAGE_LABELS) {
    const u = usage.get(k);
    if (u) applied.push(u.pref);
  }
  if (header !== null) {
    for (const v of readContentUsage(header, false).values) {
      applied.push({ vocabulary: 'content-usage', key: v.key, value: v.value, allows: v.allows, source: { kind: 'header' } });
    }
  }
  return { applied, use, unread };
}

/** The preferences a crawler's purpose concerns, each with what states it or null. */
export function answerFor(purpose: CrawlerPurpose, stated: StatedPreferences): PreferenceAnswer[] {
  const out: PreferenceAnswer[] = [];
  for (const { vocabulary, key } of keysForPurpose(purpose)) {
    const found = stated.applied.filter((a) => a.vocabulary === vocabulary && a.key === key);
    if (found.length === 0) out.push({ vocabulary, key, stated: null });
    // The file's line and the header can both state a label: both are shown.
    for (const a of found) out.push({ vocabulary, key, stated: a });
  }
  return out;
}

/** Everything about use for one URL and crawler: what is stated and what the crawler's purpose concerns. */
export interface UseReading {
  purpose: CrawlerPurpose;
  stated: StatedPreferences;
  concerns: PreferenceAnswer[];
}

/** The stated preferences for a URL and a crawler (a profile, or a raw token read as `other`). */
export function statedPreferences(
  model: RobotsTxt,
  url: string,
  crawler: CrawlerProfile | string,
  options: { engine?: EngineName; header?: string | null } = {},
): UseReading {
  const selection: Selection =
    typeof crawler === 'string'
      ? selectGroupsForToken(model, crawler, options.engine ?? 'google')
      : selectGroupsFor(model, crawler, options.engine ?? crawler.engine);
  const purpose: CrawlerPurpose = typeof crawler === 'string' ? 'other' : crawler.purpose;
  const stated = preferencesForGroups(selection.groups, matchPathOf(url), options.header ?? null);
  return { purpose, stated, concerns: answerFor(purpose, stated) };
}

/** One crawler's stated preferences for its purpose in a word: refused when any concerning one refuses, allowed when all stated allow; null when none is stated. */
export interface UseSummary {
  allows: boolean;
  source: PreferenceSource;
}

export function useSummary(concerns: readonly PreferenceAnswer[]): UseSummary | null {
  let first: AppliedPreference | null = null;
  for (const c of concerns) {
    const s = c.stated;
    if (s === null) continue;
    if (!s.allows) return { allows: false, source: s.source };
    first ??= s;
  }
  return first === null ? null : { allows: true, source: first.source };
}

/** A block of lines a CDN wrote into the file, from its BEGIN comment to its END comment (both included). */
export interface ManagedBlock {
  provider: 'cloudflare';
  startLine: number;
  /** The END comment's line; the file's last line when the block is never closed. */
  endLine: number;
  closed: boolean;
}

const CLOUDFLARE_BEGIN = /^\s*#\s*BEGIN Cloudflare Managed content\b/i;
const CLOUDFLARE_END = /^\s*#\s*END Cloudflare Managed content\b/i;

/**
 * Cloudflare's managed robots.txt wraps what the CDN adds between two
 * comments. Lines are numbered as the scanner numbers them (LF, CR and CRLF
 * end a line; a BOM is no line of its own). Cheap when the marker is absent.
 */
export function findManagedBlocks(text: string): ManagedBlock[] {
  if (!/BEGIN Cloudflare Managed/i.test(text)) return [];
  const lines = text.slice(leadingBomBytes(text)).split(/\r\n|\r|\n/);
  const out: ManagedBlock[] = [];
  let open: number | null = null;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (open === null && CLOUDFLARE_BEGIN.test(l)) open = i + 1;
    else if (open !== null && CLOUDFLARE_END.test(l)) {
      out.push({ provider: 'cloudflare', startLine: open, endLine: i + 1, closed: true });
      open = null;
    }
  }
  if (open !== null) {
    const last = lines.length > 1 && lines[lines.length - 1] === '' ? lines.length - 1 : lines.length;
    out.push({ provider: 'cloudflare', startLine: open, endLine: last, closed: false });
  }
  return out;
}

/** The managed block a line falls in, if any. */
export function managedBlockAt(blocks: readonly ManagedBlock[], line: number): ManagedBlock | null {
  for (const b of blocks) if (line >= b.startLine && line <= b.endLine) return b;
  return null;
}
