/**
 * One line of `batch` input, checked: a JSON object with exactly one of
 * `robotstxt` (text), `robotstxt_base64` (exact bytes) or `robotstxt_file`
 * (a path), a `url`, exactly one of `useragent` (a raw product token) or
 * `profile` (a preset profile's name or id), and optionally `engine`.
 */
import { isEngineName, type CrawlerProfile, type EngineName } from '../core/index.ts';
import { listOf, say, site } from './cli-text.ts';
import { crawlerValue, resolveCrawler } from './crawler-arg.ts';

export type BodySource = { kind: 'text'; text: string } | { kind: 'base64'; base64: string } | { kind: 'file'; path: string };

export interface BatchRequest {
  source: BodySource;
  url: string;
  crawler: CrawlerProfile | string;
  /** Undefined: the batch's --engine, else the profile's own engine (google for a raw token). */
  engine: EngineName | undefined;
}

const SOURCE_FIELDS = ['robotstxt', 'robotstxt_base64', 'robotstxt_file'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Profile names already resolved, so a long batch looks each name up once. */
export type ProfileMemo = Map<string, CrawlerProfile | { error: string }>;

function profileFor(name: string, memo: ProfileMemo | undefined): CrawlerProfile | { error: string } {
  const known = memo?.get(name);
  if (known) return known;
  const choice = resolveCrawler(name, false);
  const found = 'error' in choice ? choice : (crawlerValue(choice) as CrawlerProfile);
  if (memo && memo.size < 1024) memo.set(name, found);
  return found;
}

/**
 * The one body field the request gives; null for none, 'twice' for more than
 * one. Three reads by name rather than a loop over the names: every line of
 * a batch has the same fields, so each read is a lookup the engine has seen.
 */
function sourceField(value: Record<string, unknown>): (typeof SOURCE_FIELDS)[number] | 'twice' | null {
  const text = value.robotstxt !== undefined;
  const base64 = value.robotstxt_base64 !== undefined;
  const file = value.robotstxt_file !== undefined;
  if (Number(text) + Number(base64) + Number(file) > 1) return 'twice';
  return text ? 'robotstxt' : base64 ? 'robotstxt_base64' : file ? 'robotstxt_file' : null;
}

/** Parses one input line; returns the request or the reason it cannot be answered. */
export function parseBatchRequest(line: string, memo?: ProfileMemo): BatchRequest | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    // Only a line JSON cannot read is looked at for being blank: most lines are not.
    if (line.trim() === '') return { error: say('cli.batch.blank') };
    return { error: say('cli.batch.invalid-json', { detail: site(error instanceof Error ? error.message : String(error)) }) };
  }
  if (!isRecord(value)) return { error: say('cli.batch.not-an-object') };

  // The usual line names its body once: it costs three property reads, no array.
  const field = sourceField(value);
  if (field === null) return { error: say('cli.batch.missing-robots') };
  if (field === 'twice') {
    const given = SOURCE_FIELDS.filter((f) => value[f] !== undefined);
    return { error: say('cli.batch.robots-twice', { fields: listOf(given.map((f) => `"${f}"`)) }) };
  }
  const body = value[field];
  if (typeof body !== 'string') return { error: say('cli.batch.not-a-string', { field }) };
  let source: BodySource;
  if (field === 'robotstxt') source = { kind: 'text', text: body };
  else if (field === 'robotstxt_base64') source = { kind: 'base64', base64: body };
  else {
    if (body === '') return { error: say('cli.batch.file-empty') };
    source = { kind: 'file', path: body };
  }

  const url = value.url;
  if (url === undefined) return { error: say('cli.batch.missing-url') };
  if (typeof url !== 'string') return { error: say('cli.batch.not-a-string', { field: 'url' }) };

  const { useragent, profile } = value;
  if (useragent !== undefined && profile !== undefined) return { error: say('cli.batch.crawler-twice') };
  let crawler: CrawlerProfile | string;
  if (useragent !== undefined) {
    if (typeof useragent !== 'string') return { error: say('cli.batch.not-a-string', { field: 'useragent' }) };
    crawler = useragent;
  } else if (profile !== undefined) {
    if (typeof profile !== 'string') return { error: say('cli.batch.not-a-string', { field: 'profile' }) };
    const found = profileFor(profile, memo);
    if ('error' in found) return { error: found.error };
    crawler = found;
  } else {
    return { error: say('cli.batch.missing-crawler') };
  }

  let engine: EngineName | undefined;
  if (value.engine !== undefined) {
    const name = typeof value.engine === 'string' ? value.engine.trim().toLowerCase() : '';
    if (!isEngineName(name)) return { error: say('cli.batch.unknown-engine', { engine: site(JSON.stringify(value.engine)) }) };
    engine = name;
  }
  return { source, url, crawler, engine };
}
