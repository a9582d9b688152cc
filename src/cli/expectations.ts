/**
 * The file `robots-lens test` reads: which URL each crawler may or may not
 * fetch, written by hand. Two forms, told apart by the file's name:
 *
 * Plain text (any name but .yaml/.yml), one expectation a line, `#` starts
 * a comment:
 *
 *     allow    https://example.com/            Googlebot Bingbot
 *     disallow https://example.com/admin/      Googlebot
 *     disallow https://example.com/            GPTBot, CCBot
 *
 * The crawlers are preset profile names or ids (Googlebot when none is given).
 *
 * YAML (.yaml or .yml): a list of items, each with `url` and `allow` and/or
 * `disallow`, each a crawler name or a list of them:
 *
 *     - url: https://example.com/admin/
 *       disallow: [Googlebot, Bingbot]
 *       allow: AdsBot-Google
 *
 * Each expectation keeps its line in the file, so a mismatch can point at it.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import type { CrawlerProfile } from '../core/index.ts';
import { say, site } from './cli-text.ts';
import { resolveCrawler } from './crawler-arg.ts';
import { DEFAULT_CRAWLER } from './check-command.ts';
import { InputError } from './read-input.ts';

export type ExpectedVerdict = 'allow' | 'disallow';

export interface Expectation {
  /** 1-based line in the expectations file. */
  line: number;
  url: string;
  crawler: CrawlerProfile;
  expected: ExpectedVerdict;
}

/** The most expectations one file may hold: each is a verdict, and a CI step must end. */
export const MAX_EXPECTATIONS = 100_000;

/** The most bytes an expectations file may have. */
export const MAX_EXPECTATIONS_BYTES = 8 * 1024 * 1024;

export function isYamlName(path: string): boolean {
  return /\.ya?ml$/i.test(path);
}

function requireWebUrl(url: string, line: number): void {
  let ok = false;
  try {
    const u = new URL(url);
    ok = (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    // Not a URL: refused below.
  }
  if (!ok) throw new InputError(say('cli.test.line.not-a-url', { line, url: site(url) }));
}

function crawlerAt(name: string, line: number): CrawlerProfile {
  const choice = resolveCrawler(name, false);
  if ('error' in choice) throw new InputError(say('cli.test.line.problem', { line, problem: choice.error }));
  if (choice.kind !== 'profile') throw new InputError(say('cli.test.line.problem', { line, problem: name }));
  return choice.profile;
}

function push(out: Expectation[], e: Expectation): void {
  if (out.length >= MAX_EXPECTATIONS) throw new InputError(say('cli.test.too-many', { limit: MAX_EXPECTATIONS }));
  out.push(e);
}

/** The plain-text form. */
export function parsePlainExpectations(text: string): Expectation[] {
  const out: Expectation[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (const [i, raw] of lines.entries()) {
    const line = i + 1;
    const hash = raw.indexOf('#');
    const content = (hash === -1 ? raw : raw.slice(0, hash)).trim();
    if (content === '') continue;
    const [verdict = '', url, ...rest] = content.split(/[\s,]+/).filter((w) => w !== '');
    const expected = verdict.toLowerCase();
    if (expected !== 'allow' && expected !== 'disallow')
      throw new InputError(say('cli.test.line.bad-verdict', { line, word: site(verdict) }));
    if (url === undefined) throw new InputError(say('cli.test.line.no-url', { line }));
    requireWebUrl(url, line);
    const names = rest.length > 0 ? rest : [DEFAULT_CRAWLER];
    for (const name of names) push(out, { line, url, crawler: crawlerAt(name, line), expected });
  }
  return out;
}

/** The YAML form. */
export function parseYamlExpectations(text: string): Expectation[] {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
  const lineOf = (node: Node | null | undefined): number => (node?.range ? counter.linePos(node.range[0]).line : 1);
  const first = doc.errors[0];
  if (first) {
    const line = first.linePos?.[0]?.line ?? 1;
    throw new InputError(say('cli.test.yaml-syntax', { line, detail: site(first.message.split('\n')[0] ?? '') }));
  }
  const out: Expectation[] = [];
  const root = doc.contents;
  if (root === null || (isScalar(root) && (root.value === null || root.value === ''))) return out;
  if (!isSeq(root)) throw new InputError(say('cli.test.line.yaml-shape', { line: lineOf(root) }));
  for (const item of root.items) {
    const itemLine = lineOf(item as Node);
    if (!isMap(item)) throw new InputError(say('cli.test.line.yaml-shape', { line: itemLine }));
    let url: string | null = null;
    const wanted: { expected: ExpectedVerdict; names: { name: string; line: number }[] }[] = [];
    for (const pair of item.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      const value = pair.value as Node | null;
      if (key === 'url' && isScalar(value) && typeof value.value === 'string') url = value.value;
      else if (key === 'allow' || key === 'disallow') {
        const names: { name: string; line: number }[] = [];
        if (isScalar(value) && typeof value.value === 'string') names.push({ name: value.value, line: lineOf(value) });
        else if (isSeq(value)) {
          for (const n of value.items) {
            if (!isScalar(n) || typeof n.value !== 'string')
              throw new InputError(say('cli.test.line.yaml-shape', { line: lineOf(n as Node) }));
            names.push({ name: n.value, line: lineOf(n) });
          }
        } else throw new InputError(say('cli.test.line.yaml-shape', { line: lineOf(value) }));
        wanted.push({ expected: key, names });
      } else throw new InputError(say('cli.test.line.yaml-shape', { line: lineOf(pair.key as Node) }));
    }
    if (url === null || wanted.length === 0) throw new InputError(say('cli.test.line.yaml-shape', { line: itemLine }));
    requireWebUrl(url, itemLine);
    for (const w of wanted)
      for (const n of w.names) push(out, { line: n.line, url, crawler: crawlerAt(n.name, n.line), expected: w.expected });
  }
  return out;
}

export function parseExpectations(text: string, path: string): Expectation[] {
  return isYamlName(path) ? parseYamlExpectations(text) : parsePlainExpectations(text);
}
