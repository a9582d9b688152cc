/**
 * Locates ../shared (Google's conformance suite and the real-world corpus).
 * CI always has it; a user's clone does not, and then the tests that need it
 * say so and step aside.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const sharedDir = resolve(repoRoot, '..', 'shared');

export interface ConformanceCase {
  file: string;
  robotstxt_base64: string;
  url: string;
  useragent: string;
  expected: 'ALLOWED' | 'DISALLOWED';
  google_specific: boolean;
}

const casesPath = join(sharedDir, 'conformance', 'robotstxt-spec-test', 'cases.json');
const corpusDir = join(sharedDir, 'corpus', 'files');

export const conformanceAvailable = existsSync(casesPath);
export const corpusAvailable = existsSync(corpusDir);

/** Says once, from the test file that needed it, that data was missing and what did not run. */
export function reportMissing(what: 'conformance' | 'corpus'): void {
  if (what === 'conformance' && !conformanceAvailable)
    console.warn(`[robots-lens] ${casesPath} not found: the 400 conformance expectations did not run.`);
  if (what === 'corpus' && !corpusAvailable) console.warn(`[robots-lens] ${corpusDir} not found: the corpus tests did not run.`);
}

export function loadConformanceCases(): ConformanceCase[] {
  return conformanceAvailable ? (JSON.parse(readFileSync(casesPath, 'utf8')) as ConformanceCase[]) : [];
}

export interface CorpusEntry {
  file: string;
  site: string | null;
  bytes: number;
  tags: string[];
}

export function loadCorpusIndex(): CorpusEntry[] {
  return corpusAvailable ? (JSON.parse(readFileSync(join(sharedDir, 'corpus', 'index.json'), 'utf8')) as CorpusEntry[]) : [];
}

export function corpusFiles(): string[] {
  return corpusAvailable
    ? readdirSync(corpusDir)
        .filter((f) => f.endsWith('.txt'))
        .sort()
    : [];
}

export function readCorpusFile(name: string): Uint8Array {
  return new Uint8Array(readFileSync(join(corpusDir, name.replace(/^files\//, ''))));
}
