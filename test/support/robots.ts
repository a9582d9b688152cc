import {
  evaluate,
  findProfile,
  parseRobotsTxt,
  utf8Bytes,
  type CrawlerProfile,
  type EngineName,
  type Verdict,
} from '../../src/core/index.ts';

export function profile(name: string): CrawlerProfile {
  const p = findProfile(name);
  if (!p) throw new Error(`no profile ${name}`);
  return p;
}

/** Evaluate `robots` (text, joined with \n when an array) for a URL and a profile name or raw token. */
export function verdict(
  robots: string | string[] | Uint8Array,
  url: string,
  crawler: string,
  opts: { token?: boolean; engine?: EngineName } = {},
): Verdict {
  const body = robots instanceof Uint8Array ? robots : utf8Bytes(Array.isArray(robots) ? robots.join('\n') : robots);
  const model = parseRobotsTxt(body);
  const who = opts.token ? crawler : profile(crawler);
  return evaluate(model, url.startsWith('http') ? url : `https://example.com${url}`, who, opts.engine);
}

/** [allowed, deciding line] */
export function outcome(
  robots: string | string[] | Uint8Array,
  url: string,
  crawler: string,
  opts: { token?: boolean; engine?: EngineName } = {},
): [boolean, number] {
  const v = verdict(robots, url, crawler, opts);
  return [v.allowed, v.decidingLine];
}
