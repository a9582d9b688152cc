/**
 * Which groups of the file apply to a crawler, for each engine, and the
 * compiled rule set they make together. Cached per parsed model, so a file is
 * indexed once and then evaluated for many URLs and crawlers.
 */
import { COCCOC_MAX_CRAWL_DELAY, type EngineName } from './engine-name.ts';
import type { Group, RobotsTxt, RuleLine } from './model.ts';
import { RuleSet } from './rule-set.ts';
import { groupsSource } from './rule-source.ts';

export interface Selection {
  engine: EngineName;
  /**
   * specific: groups named the crawler; global: the `*` groups (and, for Coc
   * Coc, rules before any user-agent); none: nothing applies.
   */
  scope: 'specific' | 'global' | 'none';
  /** The token (google) or user-agent value (coccoc) that named the groups; `*` for global. */
  token: string | null;
  /** Index in the profile's token list of the token used (-1 for global/none). */
  tokenIndex: number;
  groups: Group[];
  /** Coc Coc only: rules before any user-agent line, applied as part of `*`. */
  orphanRules: RuleLine[];
  ruleSet: RuleSet | null;
  /** True when the profile ignores `*` and no group named it (AdsBot). */
  ignoredGlobal: boolean;
  /** The first valid Crawl-delay line of the applied groups, and the seconds the engine uses (Coc Coc: at most 10). */
  crawlDelay: { line: number; seconds: number; effectiveSeconds: number } | null;
}

interface ModelCache {
  /** google: lower-cased product token → groups naming it, in file order. */
  byToken: Map<string, Group[]>;
  globals: Group[];
  cocCocGlobals: Group[];
  ruleSets: Map<string, RuleSet>;
  selections: Map<string, Selection>;
  /** The last selection made for a profile object, so hot loops build no cache key (weak: the profile is the caller's). */
  byProfile: WeakMap<object, Selection>;
  /** A raw token's selection by the token itself, per engine, so decide()'s hot loop builds no cache key either. */
  byRawToken: Record<EngineName, Map<string, Selection>>;
}

/** Raw tokens remembered per engine: they come from the input, so a batch of ever new ones must not grow the cache without end. */
const MAX_RAW_TOKENS = 1024;

const caches = new WeakMap<RobotsTxt, ModelCache>();

function cacheFor(model: RobotsTxt): ModelCache {
  let cache = caches.get(model);
  if (cache) return cache;
  const byToken = new Map<string, Group[]>();
  const globals: Group[] = [];
  for (const g of model.groups) {
    if (g.hasGlobal) globals.push(g);
    const seen = new Set<string>();
    for (const ua of g.userAgents) {
      if (ua.global || seen.has(ua.token)) continue;
      seen.add(ua.token);
      const list = byToken.get(ua.token);
      if (list) list.push(g);
      else byToken.set(ua.token, [g]);
    }
  }
  const cocCocGlobals = model.cocCocGroups.filter((g) => g.hasGlobal);
  cache = {
    byToken,
    globals,
    cocCocGlobals,
    ruleSets: new Map(),
    selections: new Map(),
    byProfile: new WeakMap(),
    byRawToken: { google: new Map(), coccoc: new Map() },
  };
  caches.set(model, cache);
  return cache;
}

function firstCrawlDelay(sel: Selection): Selection['crawlDelay'] {
  for (const g of sel.groups) {
    for (const d of g.crawlDelays) {
      if (d.seconds === null) continue;
      const effectiveSeconds = sel.engine === 'coccoc' ? Math.min(d.seconds, COCCOC_MAX_CRAWL_DELAY) : d.seconds;
      return { line: d.line, seconds: d.seconds, effectiveSeconds };
    }
  }
  return null;
}

/** ASCII-only lower case, as absl::EqualsIgnoreCase compares. */
export function asciiLower(s: string): string {
  return s.replace(/[A-Z]+/g, (m) => m.toLowerCase());
}

function ruleSetFor(cache: ModelCache, engine: EngineName, groups: Group[], orphans: RuleLine[]): RuleSet | null {
  if (groups.length === 0 && orphans.length === 0) return null;
  const key = `${engine}:${orphans.length > 0 ? 'o,' : ''}${groups.map((g) => g.index).join(',')}`;
  let set = cache.ruleSets.get(key);
  if (!set) {
    set = new RuleSet(groupsSource(groups, orphans), { indexHtml: engine === 'google', dropEmptyAllow: engine === 'coccoc' });
    cache.ruleSets.set(key, set);
  }
  return set;
}

/**
 * The selection for a profile, remembered with the model per profile object.
 * Kept with the model, not in this module, so that a long-lived profile (a
 * preset) never holds on to the last model it was used with.
 */
export function selectGroupsFor(
  model: RobotsTxt,
  profile: { tokens: readonly string[]; ignoreGlobal: boolean },
  engine: EngineName,
): Selection {
  const byProfile = cacheFor(model).byProfile;
  const hit = byProfile.get(profile);
  if (hit !== undefined && hit.engine === engine) return hit;
  const selection = selectGroups(model, profile.tokens, engine, profile.ignoreGlobal);
  byProfile.set(profile, selection);
  return selection;
}

/** The selection for one raw product token (Google's user-agent argument), remembered with the model by the token. */
export function selectGroupsForToken(model: RobotsTxt, token: string, engine: EngineName): Selection {
  const memo = cacheFor(model).byRawToken[engine];
  let selection = memo.get(token);
  if (selection === undefined) {
    selection = selectGroups(model, [token], engine, false);
    if (memo.size < MAX_RAW_TOKENS) memo.set(token, selection);
  }
  return selection;
}

export function selectGroups(model: RobotsTxt, tokens: readonly string[], engine: EngineName, ignoreGlobal: boolean): Selection {
  const cache = cacheFor(model);
  const key = `${engine}|${ignoreGlobal ? 1 : 0}|${tokens.join('\u0000')}`;
  let sel = cache.selections.get(key);
  if (!sel) {
    sel = engine === 'google' ? selectGoogle(cache, tokens, ignoreGlobal) : selectCocCoc(model, cache, tokens, ignoreGlobal);
    sel.crawlDelay = firstCrawlDelay(sel);
    cache.selections.set(key, sel);
  }
  return sel;
}

/**
 * Groups apply. Their rule set is built the first time someone reads it: the
 * workbench reads only which groups apply to a draft, which it indexes its
 * own way, and must not pay for an index it never uses.
 */
function applied(
  cache: ModelCache,
  engine: EngineName,
  scope: 'specific' | 'global',
  token: string,
  tokenIndex: number,
  groups: Group[],
  orphanRules: RuleLine[],
): Selection {
  let made: RuleSet | null | undefined;
  return {
    engine,
    scope,
    token,
    tokenIndex,
    groups,
    orphanRules,
    get ruleSet(): RuleSet | null {
      if (made === undefined) made = ruleSetFor(cache, engine, groups, orphanRules);
      return made;
    },
    ignoredGlobal: false,
    crawlDelay: null,
  };
}

/** No group applies: every URL is allowed. `ignoredGlobal` says whether a `*` group was there but skipped (AdsBot). */
function noSelection(engine: EngineName, ignoredGlobal: boolean): Selection {
  return {
    engine,
    scope: 'none',
    token: null,
    tokenIndex: -1,
    groups: [],
    orphanRules: [],
    ruleSet: null,
    ignoredGlobal,
    crawlDelay: null,
  };
}

/**
 * Google: a group applies when its product token equals the crawler's token
 * case-insensitively. The crawler's token is used exactly as given, so
 * `Googlebot/2.1` asked for never matches. A profile tries its tokens in
 * order (Googlebot-Image, then Googlebot). If specific groups apply, `*` is
 * ignored entirely, even when those groups have no rules.
 */
function selectGoogle(cache: ModelCache, tokens: readonly string[], ignoreGlobal: boolean): Selection {
  for (let i = 0; i < tokens.length; i++) {
    const token = asciiLower(tokens[i]!);
    const groups = cache.byToken.get(token);
    if (groups) {
      return applied(cache, 'google', 'specific', token, i, groups, []);
    }
  }
  if (ignoreGlobal || cache.globals.length === 0) {
    return noSelection('google', ignoreGlobal && cache.globals.length > 0);
  }
  return applied(cache, 'google', 'global', '*', -1, cache.globals, []);
}

/**
 * Coc Coc: the groups whose user-agent value is the longest case-insensitive
 * prefix of the crawler's name (`coccocbot` applies to `coccocbot-web` when
 * there is no `coccocbot-web` group); less specific groups are ignored, `*`
 * is the least specific, and rules before any user-agent line count as `*`.
 */
function selectCocCoc(model: RobotsTxt, cache: ModelCache, names: readonly string[], ignoreGlobal: boolean): Selection {
  for (let i = 0; i < names.length; i++) {
    const name = asciiLower(names[i]!);
    let bestLength = 0;
    let bestValue = '';
    let groups: Group[] = [];
    for (const g of model.cocCocGroups) {
      let groupBest = 0;
      let groupValue = '';
      for (const ua of g.userAgents) {
        if (ua.global) continue;
        const v = asciiLower(ua.value);
        if (v.length > groupBest && name.startsWith(v)) {
          groupBest = v.length;
          groupValue = v;
        }
      }
      if (groupBest === 0) continue;
      if (groupBest > bestLength) {
        bestLength = groupBest;
        bestValue = groupValue;
        groups = [g];
      } else if (groupBest === bestLength) {
        groups.push(g);
      }
    }
    if (groups.length > 0) {
      return applied(cache, 'coccoc', 'specific', bestValue, i, groups, []);
    }
  }
  const orphans = model.rulesBeforeAnyUserAgent;
  const globals = cache.cocCocGlobals;
  if (ignoreGlobal || (globals.length === 0 && orphans.length === 0)) {
    return noSelection('coccoc', ignoreGlobal);
  }
  return applied(cache, 'coccoc', 'global', '*', -1, globals, orphans);
}
