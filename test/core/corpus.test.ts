/**
 * The 358 real robots.txt files of ../shared/corpus: every one parses,
 * evaluates and lints without throwing, and the indexed engine agrees with
 * the simple streaming reference on URLs built from each file's own rules.
 */
import { describe, expect, it } from 'vitest';
import { decide, displayLines, evaluate, lintRobotsTxt, parseRobotsTxt, PRESET_PROFILES } from '../../src/core/index.ts';
import { text } from '../../src/text/bundled.ts';
import { diagnosticText } from '../../src/text/lint-text.ts';
import { corpusAvailable, corpusFiles, loadCorpusIndex, readCorpusFile, reportMissing } from '../support/shared-data.ts';
import { referenceDecider } from '../support/google-reference.ts';

const files = corpusFiles();
reportMissing('corpus');
const agents = ['googlebot', 'Googlebot-Image', 'bingbot', 'GPTBot', 'coccocbot', 'yandex', 'MJ12bot', 'AdsBot-Google'];

/** URLs that exercise the file: each rule's pattern with wildcards filled in, plus a few fixed ones. */
function urlsFor(model: ReturnType<typeof parseRobotsTxt>, limit: number): string[] {
  const urls = new Set(['https://example.com/', 'https://example.com/index.html', 'https://example.com/search?q=1']);
  const rules = model.groups.flatMap((g) => g.rules);
  const step = Math.max(1, Math.floor(rules.length / limit));
  for (let i = 0; i < rules.length && urls.size < limit; i += step) {
    const p = rules[i]!.escaped.replace(/\$$/, '').replace(/\*/g, 'x');
    const path = p.startsWith('/') ? p : `/${p}`;
    urls.add(`https://example.com${path}`);
    urls.add(`https://example.com${path}extra`);
  }
  return [...urls];
}

describe.skipIf(!corpusAvailable)('real-world corpus (../shared/corpus)', () => {
  it('has the 358 files', () => {
    expect(files).toHaveLength(358);
    expect(loadCorpusIndex()).toHaveLength(358);
  });

  it.each(files)('%s parses, evaluates and lints, and agrees with the reference', (name) => {
    const bytes = readCorpusFile(name);
    const model = parseRobotsTxt(bytes);
    expect(displayLines(bytes)).toHaveLength(model.lineCount);
    const diagnostics = lintRobotsTxt(bytes);
    for (const d of diagnostics) {
      expect(d.line).toBeGreaterThanOrEqual(0);
      expect(d.line).toBeLessThanOrEqual(Math.max(model.lineCount, 1));
      // Every finding renders to a sentence (the English catalog has its words).
      expect(diagnosticText(text, d).length).toBeGreaterThan(10);
    }
    for (const profile of PRESET_PROFILES.slice(0, 40)) {
      const v = evaluate(model, 'https://example.com/some/page?x=1', profile);
      expect(v.explanation).not.toBeNull();
      if (v.decidingLine > 0) expect(v.decidingLine).toBeLessThanOrEqual(model.lineCount);
    }
    const urls = urlsFor(model, bytes.length > 200_000 ? 12 : 40);
    const referenceDecide = referenceDecider(bytes);
    for (const url of urls) {
      for (const agent of agents) {
        const got = decide(model, url, agent);
        expect({ url, agent, ...pick(got) }).toEqual({ url, agent, ...referenceDecide(url, agent) });
      }
    }
  });
});

function pick(d: { allowed: boolean; line: number }): { allowed: boolean; line: number } {
  return { allowed: d.allowed, line: d.line };
}
