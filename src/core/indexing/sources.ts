/**
 * Where indexing rules come from: each X-Robots-Tag value (split at the
 * crawler names it holds) and each robots meta tag, with whether it applies
 * to the chosen crawler. A meta tag applies when its name is `robots` or one
 * of the crawler's tokens (`googlebot`, `googlebot-news`…); a header's rules
 * when they name no crawler or one of its tokens. Names are case-insensitive.
 */
import { type Directive, parseDirectiveList } from './directives.ts';
import { capText, INDEXING_LIMITS } from './limits.ts';

export type DirectiveSource =
  /** `value`: the header value as sent (capped); `scope`: the crawler name that led these rules, as written. */
  | { kind: 'header'; value: string; scope: string | null }
  /** `name` lower-cased, `content` as written (capped). */
  | { kind: 'meta'; name: string; content: string };

export interface SourcedDirectives {
  source: DirectiveSource;
  directives: Directive[];
  /** Whether these rules are for the chosen crawler. */
  applies: boolean;
}

export interface MetaTag {
  name: string;
  content: string;
}

export interface ReadSources {
  sources: SourcedDirectives[];
  capped: boolean;
  /**
   * Signals not read whole: values or tags past the count cap (all of them
   * when `total` says how many there were, else those seen past it), and
   * values cut at the character or directive cap.
   */
  unread: number;
}

function tokenSet(tokens: readonly string[]): ReadonlySet<string> {
  return new Set(tokens.map((t) => t.toLowerCase()));
}

/** How many of `count` signals (of `total` in all, when known) lie past `cap`. */
function pastCap(count: number, total: number | undefined, cap: number): number {
  return Math.max(0, Math.max(count, total ?? 0) - cap);
}

export function headerSources(values: readonly string[], tokens: readonly string[], total?: number): ReadSources {
  const mine = tokenSet(tokens);
  const sources: SourcedDirectives[] = [];
  let unread = pastCap(values.length, total, INDEXING_LIMITS.headerValues);
  let capped = unread > 0;
  for (const raw of values.slice(0, INDEXING_LIMITS.headerValues)) {
    const value = capText(raw, INDEXING_LIMITS.valueChars);
    const list = parseDirectiveList(raw, true);
    capped ||= list.capped;
    if (list.capped) unread++;
    for (const run of list.runs) {
      const applies = run.scope === null || mine.has(run.scope.toLowerCase());
      sources.push({ source: { kind: 'header', value, scope: run.scope }, directives: run.directives, applies });
    }
  }
  return { sources, capped, unread };
}

export function metaSources(metas: readonly MetaTag[], tokens: readonly string[], total?: number): ReadSources {
  const mine = tokenSet(tokens);
  const sources: SourcedDirectives[] = [];
  let unread = pastCap(metas.length, total, INDEXING_LIMITS.metas);
  let capped = unread > 0;
  for (const meta of metas.slice(0, INDEXING_LIMITS.metas)) {
    const name = capText(meta.name.trim().toLowerCase(), INDEXING_LIMITS.valueChars);
    const list = parseDirectiveList(meta.content, false);
    capped ||= list.capped;
    if (list.capped) unread++;
    const directives = list.runs.flatMap((r) => r.directives);
    const applies = name === 'robots' || mine.has(name);
    sources.push({ source: { kind: 'meta', name, content: capText(meta.content, INDEXING_LIMITS.valueChars) }, directives, applies });
  }
  return { sources, capped, unread };
}
