/**
 * `diff OLD NEW [--urls FILE] [--sitemap URL] [--crawler NAMES | --all-crawlers] [--format F | --json]`
 *
 * What changes between two robots.txt files (each a path, `-`, or a site's
 * live copy): rule by rule (src/core/robots-diff.ts: a rule that moved is no
 * change) and, for each crawler, URL by URL, the verdict and deciding line
 * before and after. Without --urls or --sitemap the URLs are the paths the
 * changed rules name, so a file alone still says whom a change blocks.
 * Exit code 1 when any verdict changes, 0 when none does; 2 for bad usage or
 * unreadable input; 4 when a live copy could not be fetched.
 */
import { FETCH_TIMEOUT_MS } from '../robots/robots-fetcher.ts';
import {
  diffRobots,
  PRESET_PROFILES,
  urlEffects,
  type CrawlerProfile,
  type DiffRule,
  type GroupChange,
  type RobotsDiff,
  type UrlEffect,
} from '../core/index.ts';
import { importSitemaps } from '../url-lists/sitemap-import.ts';
import { UsageError, parseArgs, stringFlag, switchFlag, timeoutOption, type ParsedArgs } from './args.ts';
import { annotationLine, junitReport, isOutputFormat, OUTPUT_FORMATS, type Annotation, type OutputFormat } from './ci-formats.ts';
import { listOf, say, site } from './cli-text.ts';
import { DEFAULT_CRAWLER, EXIT_UNREACHABLE } from './check-command.ts';
import { resolveCrawler } from './crawler-arg.ts';
import { readingText } from './fetch-facts-text.ts';
import { liveDeps } from './live-robots.ts';
import type { CliIo } from './output.ts';
import { InputError, readFileBytes } from './read-input.ts';
import { loadSide, type RobotsSide } from './robots-side.ts';
import { jsonText, terminalText } from './terminal-text.ts';

const FLAGS = {
  urls: { takesValue: true },
  sitemap: { takesValue: true },
  crawler: { takesValue: true },
  'all-crawlers': { takesValue: false },
  format: { takesValue: true },
  json: { takesValue: false },
  'no-limit': { takesValue: false },
  timeout: { takesValue: true },
} as const;

/** The most URLs one run checks (per crawler): a CI step must end. */
export const MAX_DIFF_URLS = 100_000;
/** The most bytes a --urls file may have. */
const MAX_URLS_FILE_BYTES = 16 * 1024 * 1024;
/** How long reading a sitemap (and the files it lists) may take in all. */
const SITEMAP_BUDGET_MS = 60_000;

/** `--format`, or `--json` for `--format json`. */
export function formatOption(args: ParsedArgs, command: string): OutputFormat {
  const value = stringFlag(args, 'format');
  if (value === undefined) return switchFlag(args, 'json') ? 'json' : 'text';
  const v = value.trim().toLowerCase();
  if (!isOutputFormat(v))
    throw new UsageError(say('cli.args.bad-format', { command, value: site(value), formats: OUTPUT_FORMATS.join(', ') }));
  return v;
}

/** `--crawler A,B` (profile names or ids), `--all-crawlers`, or Googlebot. */
export function crawlersOption(args: ParsedArgs, command: string): CrawlerProfile[] {
  const named = stringFlag(args, 'crawler');
  if (switchFlag(args, 'all-crawlers')) {
    if (named !== undefined) throw new UsageError(say('cli.args.crawlers-twice', { command }));
    return [...PRESET_PROFILES];
  }
  const out: CrawlerProfile[] = [];
  for (const name of (named ?? DEFAULT_CRAWLER).split(',').map((n) => n.trim())) {
    if (name === '') continue;
    const choice = resolveCrawler(name, false);
    if ('error' in choice) throw new UsageError(`${command}: ${choice.error}`);
    if (choice.kind === 'profile' && !out.includes(choice.profile)) out.push(choice.profile);
  }
  return out;
}

/** One URL (or path) a line of a file; blank lines and `#` comments skipped. */
async function urlsFromFile(path: string): Promise<string[]> {
  const read = await readFileBytes(path, MAX_URLS_FILE_BYTES + 1);
  if (read.bytes.length > MAX_URLS_FILE_BYTES)
    throw new InputError(say('cli.diff.urls-too-large', { path: site(path), limit: MAX_URLS_FILE_BYTES }));
  const out: string[] = [];
  for (const raw of new TextDecoder().decode(read.bytes).split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (out.length >= MAX_DIFF_URLS) throw new InputError(say('cli.diff.too-many-urls', { limit: MAX_DIFF_URLS }));
    out.push(line);
  }
  return out;
}

async function urlsFromSitemap(url: string): Promise<string[]> {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    throw new UsageError(say('cli.check.not-a-url', { url: site(url) }));
  }
  const read = await importSitemaps([url], { origin, signal: AbortSignal.timeout(SITEMAP_BUDGET_MS), limit: MAX_DIFF_URLS });
  return read.urls.map((u) => u.url);
}

/**
 * A path each changed rule names, for when no URLs are given: the pattern
 * up to its first wildcard, with an ending `$` dropped (what the rule
 * matches most plainly).
 */
export function probePaths(diff: RobotsDiff): string[] {
  const out = new Set<string>();
  for (const g of diff.groups) {
    for (const r of [...g.added, ...g.removed]) {
      if (r.pattern === '') continue;
      let path = r.pattern.split('*')[0]!.replace(/\$$/, '');
      if (!path.startsWith('/')) path = `/${path}`;
      out.add(path);
    }
  }
  return [...out];
}

function agentsText(g: GroupChange): string {
  return g.key.length === 0
    ? say('cli.diff.no-user-agent')
    : say('cli.diff.agents', { agents: site(listOf(g.userAgents.map((ua) => `“${ua}”`))) });
}

function ruleText(r: DiffRule): string {
  return `${r.kind === 'allow' ? 'Allow' : 'Disallow'}: ${r.pattern}`;
}

function verdictWord(allowed: boolean): string {
  return say('cli.diff.verdict', { allowed: allowed ? 'yes' : 'no' });
}

/** Why a side's verdict is what it is: its deciding rule, no rule, or the fetch outcome. */
function whyText(side: UrlEffect['before'], robots: RobotsSide): string {
  if (robots.decidingOutcome !== null) return readingText(robots.decidingOutcome);
  return side.rule === null ? say('cli.diff.no-rule') : say('cli.diff.by-line', { line: side.line, rule: site(side.rule) });
}

/** One URL's change for one crawler, as the text, annotation and JUnit forms all word it. */
function effectParams(e: UrlEffect, r: DiffReport) {
  return {
    crawler: site(e.crawlerName),
    url: site(e.url),
    before: verdictWord(e.before.allowed),
    after: verdictWord(e.after.allowed),
    beforeWhy: whyText(e.before, r.before),
    afterWhy: whyText(e.after, r.after),
  };
}

interface DiffReport {
  diff: RobotsDiff;
  effects: UrlEffect[];
  changed: UrlEffect[];
  urls: string[];
  probed: boolean;
  crawlers: CrawlerProfile[];
  before: RobotsSide;
  after: RobotsSide;
}

function textReport(r: DiffReport): string {
  const lines: string[] = [];
  const { diff } = r;
  for (const side of [r.before, r.after]) {
    if (side.decidingOutcome !== null)
      lines.push(
        say('cli.diff.outcome', {
          side: side === r.before ? 'old' : 'new',
          url: site(side.label),
          meaning: readingText(side.decidingOutcome),
        }),
      );
  }
  lines.push(diff.same ? say('cli.diff.same') : say('cli.diff.summary', { added: diff.rulesAdded, removed: diff.rulesRemoved }));
  for (const g of diff.groups) {
    lines.push(say('cli.diff.group', { status: g.status, agents: agentsText(g) }));
    for (const rule of g.added) lines.push(`  + ${say('cli.diff.rule-new', { line: rule.line, rule: site(ruleText(rule)) })}`);
    for (const rule of g.removed) lines.push(`  - ${say('cli.diff.rule-old', { line: rule.line, rule: site(ruleText(rule)) })}`);
    if (g.crawlDelay)
      lines.push(
        `  ${say('cli.diff.crawl-delay', { before: site(g.crawlDelay.before?.value ?? '—'), after: site(g.crawlDelay.after?.value ?? '—') })}`,
      );
  }
  for (const s of diff.sitemapsAdded) lines.push(`+ ${say('cli.diff.sitemap', { url: site(s.url) })}`);
  for (const s of diff.sitemapsRemoved) lines.push(`- ${say('cli.diff.sitemap', { url: site(s.url) })}`);
  if (r.probed && r.urls.length > 0) lines.push(say('cli.diff.probed', { paths: r.urls.length }));
  for (const e of r.effects) {
    if (!e.verdictChanged && !e.ruleChanged) continue;
    const params = effectParams(e, r);
    lines.push(e.verdictChanged ? say('cli.diff.effect', params) : say('cli.diff.effect-rule', params));
  }
  lines.push(say('cli.diff.total', { changed: r.changed.length, urls: r.urls.length, crawlers: r.crawlers.length }));
  return lines.map(terminalText).join('\n') + '\n';
}

function annotations(r: DiffReport): Annotation[] {
  const file = r.after.path ?? 'robots.txt';
  const out: Annotation[] = [];
  for (const e of r.changed) {
    out.push({
      level: 'error',
      file,
      line: e.after.line,
      title: say('cli.diff.annotation-title', { crawler: site(e.crawlerName) }),
      message: say('cli.diff.effect', effectParams(e, r)),
    });
  }
  for (const g of r.diff.groups)
    for (const rule of g.added)
      out.push({
        level: 'notice',
        file,
        line: rule.line,
        title: say('cli.diff.summary', { added: r.diff.rulesAdded, removed: r.diff.rulesRemoved }),
        message: `${say('cli.diff.group', { status: g.status, agents: agentsText(g) })} + ${ruleText(rule)}`,
      });
  return out;
}

function junit(r: DiffReport): string {
  return junitReport(
    'robots-lens diff',
    r.effects.map((e) => ({
      classname: e.crawlerName,
      name: e.url,
      failure: e.verdictChanged
        ? {
            message: `${verdictWord(e.before.allowed)} → ${verdictWord(e.after.allowed)}`,
            detail: say('cli.diff.effect', effectParams(e, r)),
          }
        : null,
    })),
  );
}

function jsonReport(r: DiffReport): string {
  const side = (s: RobotsSide) => ({ source: s.label, reading: s.decidingOutcome, unreachable: s.unreachable });
  return (
    jsonText(
      {
        old: side(r.before),
        new: side(r.after),
        rules: r.diff,
        crawlers: r.crawlers.map((c) => c.name),
        urls: r.urls.length,
        probedPaths: r.probed,
        verdictsChanged: r.changed.length,
        effects: r.effects.filter((e) => e.verdictChanged || e.ruleChanged),
      },
      2,
    ) + '\n'
  );
}

export async function diffCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, FLAGS, 'diff');
  const [oldArg, newArg, ...extra] = args.positionals;
  if (oldArg === undefined || newArg === undefined) throw new UsageError(say('cli.diff.missing'));
  if (extra.length > 0) throw new UsageError(say('cli.args.unexpected-argument', { command: 'diff', argument: site(extra[0]!) }));
  if (oldArg === '-' && newArg === '-') throw new UsageError(say('cli.diff.stdin-twice'));
  const format = formatOption(args, 'diff');
  const crawlers = crawlersOption(args, 'diff');
  const deps = (io.liveDeps ?? liveDeps)(timeoutOption(args, 'diff', FETCH_TIMEOUT_MS));
  const noLimit = switchFlag(args, 'no-limit');
  const [before, after] = await Promise.all([loadSide(oldArg, io, deps, noLimit, 'diff'), loadSide(newArg, io, deps, noLimit, 'diff')]);

  const diff = diffRobots(before.model, after.model);
  const urlsPath = stringFlag(args, 'urls');
  const sitemap = stringFlag(args, 'sitemap');
  let urls: string[] = [];
  if (urlsPath !== undefined) urls.push(...(await urlsFromFile(urlsPath)));
  if (sitemap !== undefined) urls.push(...(await urlsFromSitemap(sitemap)));
  const probed = urlsPath === undefined && sitemap === undefined;
  if (probed) {
    const base = after.origin ?? before.origin;
    urls = probePaths(diff).map((p) => (base === null ? p : `${base}${p}`));
  } else if (urls.length === 0) throw new InputError(say('cli.diff.no-urls'));
  urls = [...new Set(urls)].slice(0, MAX_DIFF_URLS);

  const effects = urlEffects(before.verdicts, after.verdicts, urls, crawlers);
  const changed = effects.filter((e) => e.verdictChanged);
  const report: DiffReport = { diff, effects, changed, urls, probed, crawlers, before, after };
  if (format === 'json') await io.stdout.write(jsonReport(report));
  else if (format === 'github') {
    // The report for the log, then the annotations GitHub pins to the file's lines.
    await io.stdout.write(textReport(report));
    for (const a of annotations(report)) await io.stdout.write(annotationLine(a));
  } else if (format === 'junit') await io.stdout.write(junit(report));
  else await io.stdout.write(textReport(report));
  if (before.unreachable || after.unreachable) return EXIT_UNREACHABLE;
  return changed.length > 0 ? 1 : 0;
}
