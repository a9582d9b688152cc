/**
 * Incremental equals from scratch: after any sequence of edits (a rule
 * changed, a line inserted or deleted, a group's user-agent renamed, a group
 * added), the engine that kept its shards and columns answers exactly what a
 * new engine answers for the final text, and what decideVerdict answers; and
 * an edit rebuilds only what it touched.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideVerdict, parseRobotsTxt, PRESET_PROFILES, type CrawlerProfile } from '../../../../src/core/index.ts';
import type { Evaluation } from '../../../../src/pages/workbench/engine/evaluation-facts.ts';
import { WorkbenchEngine } from '../../../../src/pages/workbench/engine/workbench-engine.ts';
import { generateRobots, rulePath } from '../../../../bench/generate-robots.ts';
import { Prng } from '../../../../bench/prng.ts';
import { urlsForRules } from './support/urls.ts';

const PROFILES: CrawlerProfile[] = PRESET_PROFILES.filter((p) =>
  ['googlebot', 'googlebot-image', 'bingbot', 'gptbot', 'adsbot-google', 'coccocbot-web'].includes(p.id),
);
const ids = PROFILES.map((p) => p.id);
const base = generateRobots({ seed: 7, globalRules: 1_200, crawlerToken: 'googlebot', crawlerRules: 80 }).text.split('\n');

type Edit =
  | { kind: 'replace'; at: number; seed: number; allow: boolean }
  | { kind: 'insert'; at: number; seed: number; allow: boolean }
  | { kind: 'delete'; at: number }
  | { kind: 'comment'; at: number }
  | { kind: 'agent'; at: number; agent: string };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), seed: fc.nat(), allow: fc.boolean() }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), seed: fc.nat(), allow: fc.boolean() }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('comment' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('agent' as const),
    at: fc.nat(),
    agent: fc.constantFrom('*', 'Googlebot', 'GPTBot', 'coccocbot', 'Bingbot'),
  }),
);

function applyEdit(lines: string[], e: Edit): string[] {
  const out = [...lines];
  const at = e.at % (out.length + 1);
  const rule = (seed: number, allow: boolean) => `${allow ? 'Allow' : 'Disallow'}: ${rulePath(new Prng(seed))}`;
  switch (e.kind) {
    case 'replace':
      out.splice(at, 1, rule(e.seed, e.allow));
      break;
    case 'insert':
      out.splice(at, 0, rule(e.seed, e.allow));
      break;
    case 'delete':
      out.splice(at, 1);
      break;
    case 'comment':
      out.splice(at, 0, '# a note');
      break;
    case 'agent':
      out.splice(at, 0, `User-agent: ${e.agent}`);
      break;
  }
  return out;
}

const cells = (e: Evaluation) => e.columns.map((c) => ({ id: c.profileId, live: [...c.draft.states], lines: [...c.draft.lines] }));

describe('incremental evaluation', () => {
  const urls = urlsForRules(base.join('\n'), 300, 'incremental', 'https://www.example-shop.com');

  it('equals a fresh evaluation and decideVerdict after random edits', () => {
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 6 }), (edits) => {
        const kept = new WorkbenchEngine();
        kept.setCrawlers(PROFILES);
        kept.setUrls(urls);
        let lines = base;
        kept.setDraft(lines.join('\n'), 0);
        kept.evaluateNow(ids);
        edits.forEach((e, i) => {
          lines = applyEdit(lines, e);
          kept.setDraft(lines.join('\n'), i + 1);
          const incremental = kept.evaluateNow(ids);
          const fresh = new WorkbenchEngine();
          fresh.setCrawlers(PROFILES);
          fresh.setUrls(urls);
          fresh.setDraft(lines.join('\n'), i + 1);
          expect(cells(incremental)).toEqual(cells(fresh.evaluateNow(ids)));
        });
        const model = parseRobotsTxt(new TextEncoder().encode(lines.join('\n')));
        const last = kept.last!;
        for (const column of last.columns) {
          const profile = PROFILES.find((p) => p.id === column.profileId)!;
          urls.forEach((url, i) => {
            const v = decideVerdict(model, url, profile);
            if (column.draft.states[i] !== (v.allowed ? 0 : 1) || column.draft.lines[i] !== v.decidingLine) {
              expect({ url, id: profile.id, state: column.draft.states[i], line: column.draft.lines[i] }).toEqual({
                url,
                id: profile.id,
                state: v.allowed ? 0 : 1,
                line: v.decidingLine,
              });
            }
          });
        }
      }),
      { numRuns: 25 },
    );
  });

  it('rebuilds nothing for an edit outside the crawler’s rules, and only the touched shard for an edit to one', () => {
    const engine = new WorkbenchEngine();
    engine.setCrawlers(PROFILES);
    engine.setUrls(urls);
    engine.setDraft(base.join('\n'), 1);
    engine.evaluateNow(['gptbot']);
    const reading = engine.readingFor('gptbot')!;
    // A comment at the top moves every line: no shard is rebuilt, every line follows.
    const moved = ['# moved', ...base];
    engine.setDraft(moved.join('\n'), 2);
    const after = engine.evaluateNow(['gptbot']).columns[0]!;
    expect(reading.rebuilt).toBe(0);
    expect(reading.decided).toBe(0);
    const fresh = new WorkbenchEngine();
    fresh.setCrawlers(PROFILES);
    fresh.setUrls(urls);
    fresh.setDraft(moved.join('\n'), 2);
    expect([...after.draft.lines]).toEqual([...fresh.evaluateNow(['gptbot']).columns[0]!.draft.lines]);
    // A rule changes: one shard is rebuilt, and only the URLs it decided or the new rule matches are decided again.
    const decidedBy = (column: { draft: { lines: Uint32Array } }, line: number) => [...column.draft.lines].filter((l) => l === line).length;
    const matching = (prefix: string) => urls.filter((u) => new URL(u).pathname.startsWith(prefix)).length;
    const at = moved.findIndex((l, i) => l.startsWith('Disallow: /blog/') && after.draft.lines.includes(i + 1));
    expect(at).toBeGreaterThan(0);
    const edited = moved.map((l, i) => (i === at ? 'Disallow: /blog/2012/' : l));
    engine.setDraft(edited.join('\n'), 3);
    const third = engine.evaluateNow(['gptbot']).columns[0]!;
    expect(reading.rebuilt).toBe(1);
    expect(reading.decided).toBe(decidedBy(after, at + 1) + matching('/blog/2012/'));
    expect(reading.decided).toBeLessThan(matching('/blog/'));
    // /products/ holds more rules than one shard takes: split by category, an edit there rebuilds one category's shard.
    const product = edited.findIndex((l) => l.startsWith('Disallow: /products/apparel/'));
    const again = edited.map((l, i) => (i === product ? 'Disallow: /products/apparel/changed' : l));
    engine.setDraft(again.join('\n'), 4);
    engine.evaluateNow(['gptbot']);
    expect(reading.rebuilt).toBe(1);
    expect(reading.decided).toBe(decidedBy(third, product + 1) + matching('/products/apparel/changed'));
    // A rule every path reads, put in: only the paths it matches are decided again.
    const everyPath = [...again.slice(0, 5), 'Disallow: /*?sort=', ...again.slice(5)];
    engine.setDraft(everyPath.join('\n'), 5);
    engine.evaluateNow(['gptbot']);
    expect(reading.decided).toBe(urls.filter((u) => u.split('#')[0]!.includes('?sort=')).length);
    expect(reading.decided).toBeGreaterThan(0);
  });
});
