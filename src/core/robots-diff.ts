/**
 * What changed between two robots.txt files, as facts: the rules of each
 * group (a group is named by the set of user-agents it lists), the sitemaps
 * and the crawl-delays, compared by content and never by line number, so a
 * rule that only moved, a reordered group, a comment or a blank line is no
 * change. And what the change does: for each crawler and URL, the verdict and
 * its deciding line before and after, from the same evaluate() every surface
 * uses.
 *
 * Rules are compared as the engine matches them (kind and escaped pattern:
 * `/caf%C3%A9` and `/café` are one rule); what a surface shows is the pattern
 * as written and its line in its own file.
 */
import { decideVerdict, type Crawler } from './evaluate.ts';
import { quoteRule } from './explainer.ts';
import { finish } from './piece-automaton.ts';
import type { Group, RobotsTxt, RuleKind, RuleLine } from './model.ts';
import type { Verdict } from './verdict.ts';

/** One rule of a group, in the file it comes from. */
export interface DiffRule {
  kind: RuleKind;
  /** The pattern as written (decoded for display). */
  pattern: string;
  /** Its line in its own file (the first, when the group repeats it). */
  line: number;
}

export interface CrawlDelayValue {
  /** As written. */
  value: string;
  seconds: number | null;
  line: number;
}

/**
 * One group's change. A group is every group of the file that lists the same
 * set of user-agents (merged, as the engine merges them): `key` is that set,
 * each read as the engine reads it (the product token, lower case; `*` for
 * the global group; an empty list for rules before any user-agent line).
 */
export interface GroupChange {
  key: string[];
  /** The user-agent values as written, from the newer file when it has the group. */
  userAgents: string[];
  status: 'added' | 'removed' | 'changed';
  /** User-agent lines of the group in the older / newer file (empty when it has none). */
  beforeLines: number[];
  afterLines: number[];
  added: DiffRule[];
  removed: DiffRule[];
  /** Set when the crawl-delay (the first one the group gives) differs. */
  crawlDelay: { before: CrawlDelayValue | null; after: CrawlDelayValue | null } | null;
}

export interface SitemapChange {
  url: string;
  line: number;
}

export interface RobotsDiff {
  groups: GroupChange[];
  sitemapsAdded: SitemapChange[];
  sitemapsRemoved: SitemapChange[];
  /** Rules added and removed over all groups. */
  rulesAdded: number;
  rulesRemoved: number;
  /** True when nothing above changed: the files say the same, whatever their layout. */
  same: boolean;
}

interface MergedGroup {
  key: string[];
  userAgents: string[];
  lines: number[];
  /** By identity (kind and escaped pattern), first occurrence kept. */
  rules: Map<string, DiffRule>;
  crawlDelay: CrawlDelayValue | null;
}

/** How the engine reads a user-agent value when it picks groups: its product token, lower case. */
function agentKey(ua: Group['userAgents'][number]): string {
  if (ua.global) return '*';
  // A value that starts with no token character names no crawler; keep it as written so it still names its group.
  return ua.token !== '' ? ua.token : ua.value.toLowerCase();
}

function ruleIdentity(rule: RuleLine): string {
  return `${rule.kind}\u0000${rule.escaped}`;
}

function addRule(group: MergedGroup, rule: RuleLine): void {
  const id = ruleIdentity(rule);
  if (!group.rules.has(id)) group.rules.set(id, { kind: rule.kind, pattern: rule.pattern, line: rule.line });
}

function mergedGroups(model: RobotsTxt): Map<string, MergedGroup> {
  const out = new Map<string, MergedGroup>();
  const get = (key: string[], userAgents: string[], lines: number[]): MergedGroup => {
    const id = key.join('\u0000');
    let g = out.get(id);
    if (!g) {
      g = { key, userAgents: [], lines: [], rules: new Map(), crawlDelay: null };
      out.set(id, g);
    }
    for (const ua of userAgents) if (!g.userAgents.includes(ua)) g.userAgents.push(ua);
    g.lines.push(...lines);
    return g;
  };
  if (model.rulesBeforeAnyUserAgent.length > 0) {
    const orphans = get([], [], []);
    for (const r of model.rulesBeforeAnyUserAgent) addRule(orphans, r);
  }
  for (const group of model.groups) {
    const key = [...new Set(group.userAgents.map(agentKey))].sort();
    const g = get(
      key,
      group.userAgents.map((ua) => ua.value),
      group.userAgents.map((ua) => ua.line),
    );
    for (const r of group.rules) addRule(g, r);
    const delay = group.crawlDelays[0];
    if (g.crawlDelay === null && delay) g.crawlDelay = { value: delay.value, seconds: delay.seconds, line: delay.line };
  }
  return out;
}

function sameDelay(a: CrawlDelayValue | null, b: CrawlDelayValue | null): boolean {
  if (a === null || b === null) return a === b;
  return a.seconds !== null && b.seconds !== null ? a.seconds === b.seconds : a.value === b.value;
}

function sitemapSet(model: RobotsTxt): Map<string, SitemapChange> {
  const out = new Map<string, SitemapChange>();
  for (const s of model.sitemaps) if (!out.has(s.url)) out.set(s.url, { url: s.url, line: s.line });
  return out;
}

/** The rule-level difference from `before` to `after`. */
export function diffRobots(before: RobotsTxt, after: RobotsTxt): RobotsDiff {
  return finish(diffRobotsSteps(before, after));
}

/**
 * diffRobots() in three steps (each file's groups gathered, then compared),
 * for a caller that must not be held up for long: two 28,000-rule files take
 * tens of milliseconds a side (the extension's worker lets other tabs' work
 * run between the steps).
 */
export function* diffRobotsSteps(before: RobotsTxt, after: RobotsTxt): Generator<void, RobotsDiff, void> {
  const old = mergedGroups(before);
  yield;
  const now = mergedGroups(after);
  yield;
  const groups: GroupChange[] = [];
  let rulesAdded = 0;
  let rulesRemoved = 0;
  // The newer file's order first, then the groups it dropped, in the older file's order.
  const ids = [...now.keys(), ...[...old.keys()].filter((k) => !now.has(k))];
  for (const id of ids) {
    const a = old.get(id);
    const b = now.get(id);
    const added = b ? [...b.rules].filter(([r]) => !a?.rules.has(r)).map(([, r]) => r) : [];
    const removed = a ? [...a.rules].filter(([r]) => !b?.rules.has(r)).map(([, r]) => r) : [];
    const delayBefore = a?.crawlDelay ?? null;
    const delayAfter = b?.crawlDelay ?? null;
    const delayChanged = !sameDelay(delayBefore, delayAfter);
    const status = a === undefined ? 'added' : b === undefined ? 'removed' : 'changed';
    // A group that only appeared or vanished with no rules and no delay still changes who the `*` group covers.
    if (status === 'changed' && added.length === 0 && removed.length === 0 && !delayChanged) continue;
    rulesAdded += added.length;
    rulesRemoved += removed.length;
    groups.push({
      key: (b ?? a)!.key,
      userAgents: (b ?? a)!.userAgents,
      status,
      beforeLines: a?.lines ?? [],
      afterLines: b?.lines ?? [],
      added,
      removed,
      crawlDelay: delayChanged ? { before: delayBefore, after: delayAfter } : null,
    });
  }
  const oldMaps = sitemapSet(before);
  const newMaps = sitemapSet(after);
  const sitemapsAdded = [...newMaps.values()].filter((s) => !oldMaps.has(s.url));
  const sitemapsRemoved = [...oldMaps.values()].filter((s) => !newMaps.has(s.url));
  return {
    groups,
    sitemapsAdded,
    sitemapsRemoved,
    rulesAdded,
    rulesRemoved,
    same: groups.length === 0 && sitemapsAdded.length === 0 && sitemapsRemoved.length === 0,
  };
}

/** The verdict on one side, reduced to what a change report needs. */
export interface SideVerdict {
  allowed: boolean;
  /** Google's matching line, 0 when none. */
  line: number;
  /** The deciding rule as written (`Disallow: /x`), or null when no rule with a pattern decided. */
  rule: string | null;
}

export interface UrlEffect {
  url: string;
  crawlerName: string;
  before: SideVerdict;
  after: SideVerdict;
  /** Allowed became disallowed or the reverse. */
  verdictChanged: boolean;
  /** The verdict stayed but another rule decides it now. */
  ruleChanged: boolean;
}

export function sideOf(verdict: Verdict): SideVerdict {
  const rule = verdict.decidingRule?.rule ?? null;
  return {
    allowed: verdict.allowed,
    line: verdict.decidingLine,
    rule: rule === null ? null : quoteRule(rule),
  };
}

/** A side's verdicts: a parsed file, or whatever else decides (an HTTP outcome) as a function. */
export type VerdictSource = RobotsTxt | ((url: string, crawler: Crawler) => Verdict);

/** The verdict of one side for a URL and a crawler. */
export function sourceVerdict(source: VerdictSource, url: string, crawler: Crawler): Verdict {
  return typeof source === 'function' ? source(url, crawler) : decideVerdict(source, url, crawler);
}

function crawlerNameOf(crawler: Crawler): string {
  return typeof crawler === 'string' ? crawler : crawler.name;
}

/**
 * Each URL for each crawler, before and after: the effect of the change.
 * Every pair is returned (unchanged ones too: a surface may show them);
 * `verdictChanged` picks out the ones that matter.
 */
export function urlEffects(
  before: VerdictSource,
  after: VerdictSource,
  urls: readonly string[],
  crawlers: readonly Crawler[],
): UrlEffect[] {
  const out: UrlEffect[] = [];
  for (const crawler of crawlers) {
    for (const url of urls) {
      const a = sideOf(sourceVerdict(before, url, crawler));
      const b = sideOf(sourceVerdict(after, url, crawler));
      out.push({
        url,
        crawlerName: crawlerNameOf(crawler),
        before: a,
        after: b,
        verdictChanged: a.allowed !== b.allowed,
        ruleChanged: a.allowed === b.allowed && a.rule !== b.rule,
      });
    }
  }
  return out;
}
