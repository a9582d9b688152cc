/**
 * A deliberately simple reference for Google's reading of robots.txt, used to
 * check the engine's verdicts on the generated file: pick the group by exact
 * (case-insensitive) token, else `*`; try every rule with the plain
 * position-set matcher of Google's robots.cc; the longest pattern wins, allow
 * wins ties, the first line wins among equals. No index, no cleverness. It
 * works on the generator's own data, not on our parser's output, and handles
 * only what the generator writes (ASCII patterns, no `%`, no `index.htm`).
 */
import type { GeneratedGroup, GeneratedRule } from './generate-robots.ts';

/** Path, params and query: everything after the authority, without the fragment. */
export function referencePath(url: string): string {
  const scheme = url.indexOf('://');
  const start = scheme === -1 ? 0 : url.indexOf('/', scheme + 3);
  if (start === -1) return '/';
  const hash = url.indexOf('#', start);
  return url.slice(start, hash === -1 ? undefined : hash);
}

/** Google's Matches(): the set of path positions the pattern prefix can end at. */
export function referenceMatches(path: string, pattern: string): boolean {
  let positions = [0];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '$' && i === pattern.length - 1) return positions[positions.length - 1] === path.length;
    if (c === '*') {
      const from = positions[0]!;
      positions = [];
      for (let p = from; p <= path.length; p++) positions.push(p);
      continue;
    }
    const next: number[] = [];
    for (const p of positions) if (p < path.length && path[p] === c) next.push(p + 1);
    if (next.length === 0) return false;
    positions = next;
  }
  return true;
}

export interface ReferenceVerdict {
  allowed: boolean;
  line: number;
}

export function referenceDecide(groups: readonly GeneratedGroup[], url: string, token: string): ReferenceVerdict {
  const t = token.toLowerCase();
  let applied = groups.filter((g) => g.agents.includes(t));
  if (applied.length === 0) applied = groups.filter((g) => g.agents.includes('*'));
  const path = referencePath(url);
  let bestAllow: GeneratedRule | null = null;
  let bestDisallow: GeneratedRule | null = null;
  for (const g of applied) {
    for (const r of g.rules) {
      if (!referenceMatches(path, r.pattern)) continue;
      if (r.allow) {
        if (!bestAllow || r.pattern.length > bestAllow.pattern.length) bestAllow = r;
      } else if (!bestDisallow || r.pattern.length > bestDisallow.pattern.length) {
        bestDisallow = r;
      }
    }
  }
  const a = bestAllow ? bestAllow.pattern.length : -1;
  const d = bestDisallow ? bestDisallow.pattern.length : -1;
  if (d > a && bestDisallow) return { allowed: false, line: bestDisallow.line };
  return { allowed: true, line: bestAllow ? bestAllow.line : 0 };
}

/** The literal text before a pattern's first `*` (without a final `$`): every match starts with it. */
export function literalPrefix(pattern: string): string {
  const body = pattern.endsWith('$') ? pattern.slice(0, -1) : pattern;
  const star = body.indexOf('*');
  return star === -1 ? body : body.slice(0, star);
}
