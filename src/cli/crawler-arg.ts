/**
 * The `<crawler>` argument: a preset profile's name or id (case-insensitive),
 * or, with `--token`, a raw product token passed through untouched (Google's
 * library uses its user-agent argument exactly as given). An unknown name
 * gets the closest profile names in its error message.
 */
import { PRESET_PROFILES, findProfile, rawTokenProfile, typedTextProblem, type CrawlerProfile, type EngineName } from '../core/index.ts';
import { typedTextMessage } from '../text/profile-text.ts';
import { listOf, say, sayMessage, site } from './cli-text.ts';

export type CrawlerChoice = { kind: 'profile'; profile: CrawlerProfile } | { kind: 'token'; token: string };

/** The value evaluate()/decide() take for this choice. */
export function crawlerValue(choice: CrawlerChoice): CrawlerProfile | string {
  return choice.kind === 'profile' ? choice.profile : choice.token;
}

/**
 * The profile a live check reads with: the fetch outcome means different
 * things to each engine, so an --engine given on the command line becomes
 * the profile's own engine.
 */
export function profileOfChoice(choice: CrawlerChoice, engine: EngineName | undefined): CrawlerProfile {
  if (choice.kind === 'token') return rawTokenProfile(choice.token, engine ?? 'google');
  return engine === undefined || engine === choice.profile.engine ? choice.profile : { ...choice.profile, engine };
}

/** Levenshtein distance, case-insensitive (names are short: the quadratic table is fine). */
function distance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
    }
    prev = row;
  }
  return prev[t.length]!;
}

/** Preset profile names close to `wanted`: small edit distance, or one name containing the other. */
export function closeProfileNames(wanted: string, limit = 5): string[] {
  const w = wanted.trim().toLowerCase();
  if (w === '') return [];
  const scored: { name: string; score: number }[] = [];
  for (const p of PRESET_PROFILES) {
    const name = p.name.toLowerCase();
    const d = Math.min(distance(w, name), distance(w, p.id));
    const contains = name.includes(w) || w.includes(name);
    const threshold = Math.max(1, Math.floor(Math.min(w.length, name.length) / 4));
    if (d <= threshold || (contains && Math.min(w.length, name.length) >= 3)) {
      scored.push({ name: p.name, score: contains ? Math.min(d, Math.abs(name.length - w.length)) : d });
    }
  }
  return scored
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((s) => s.name);
}

/** Resolves the crawler argument, or returns the one-line reason it is not a crawler. */
export function resolveCrawler(arg: string, asToken: boolean): CrawlerChoice | { error: string } {
  // A hidden character, a space at an end or a full-width form: the name is not what it looks like, and
  // as a token it would match no group it seems to name. Said plainly rather than answered for another crawler.
  const problem = arg.trim() === '' ? null : typedTextProblem(arg);
  if (problem !== null) return { error: sayMessage(typedTextMessage(asToken ? 'token' : 'name', arg, problem)) };
  if (asToken) return { kind: 'token', token: arg };
  const profile = findProfile(arg);
  if (profile) return { kind: 'profile', profile };
  const close = closeProfileNames(arg);
  const crawler = site(arg);
  return {
    error:
      close.length > 0
        ? say('cli.crawler.unknown-close', { crawler, names: listOf(close, 'disjunction') })
        : say('cli.crawler.unknown', { crawler, names: listOf(PRESET_PROFILES.map((p) => p.name)) }),
  };
}
