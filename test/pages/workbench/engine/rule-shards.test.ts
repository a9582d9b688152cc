/**
 * Shards answer what one core rule set over all the rules answers: the same
 * verdict and deciding line, for rule lists crowded enough to split shards by
 * deeper segments, with wildcards, `$`, index.htm allows and ties.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { isAllowed, matchingLine } from '../../../../src/core/evaluate.ts';
import type { RuleLine } from '../../../../src/core/model.ts';
import { RuleSet } from '../../../../src/core/rule-set.ts';
import { ShardedRules, type ShardedDecision } from '../../../../src/pages/workbench/engine/rule-shards.ts';

const segment = fc.constantFrom('/a/', '/a/b/', '/a/b/c/', '/a/c/', '/b/', '/b/a/', '/', '/*', '', '/a', '/a/*/');
const tail = fc.constantFrom('', 'x', 'index.html', 'x$', '*x', '*.pdf$', 'b/', '?q=', 'y*z');
const rule = fc.record({ allow: fc.boolean(), pattern: fc.tuple(segment, tail).map(([s, t]) => s + t) });
const path = fc.tuple(segment, tail).map(([s, t]) => `/${(s + t).replace(/\*/g, 'k').replace(/\$/g, '')}`.replace(/^\/\//, '/'));

it.each([
  ['Google', 'google'],
  ['Coc Coc', 'coccoc'],
] as const)('agree with one core rule set (%s reading), crowded segments included', (_name, engine) => {
  fc.assert(
    fc.property(fc.array(rule, { minLength: 0, maxLength: 700 }), fc.array(path, { minLength: 1, maxLength: 30 }), (rs, paths) => {
      // Lines with gaps, as in a file with comments between rules.
      const rules: RuleLine[] = rs.map((r, i) => ({
        kind: r.allow ? 'allow' : 'disallow',
        line: 3 * i + 2,
        pattern: r.pattern,
        escaped: r.pattern,
        groupIndex: 0,
      }));
      const whole = new RuleSet(rules, { indexHtml: engine === 'google', dropEmptyAllow: engine === 'coccoc' });
      const sharded = new ShardedRules(engine);
      sharded.update(rules);
      const out: ShardedDecision = { allowed: true, line: 0, shard: null, place: 0 };
      for (const p of paths) {
        const best = whole.best(p);
        sharded.decide(p, out);
        expect({ p, allowed: out.allowed, line: out.line }).toEqual({ p, allowed: isAllowed(best), line: matchingLine(best) });
        expect(sharded.lineOf(out.shard, out.place)).toBe(out.line);
      }
    }),
    { numRuns: 120 },
  );
});

it('seeds core’s best() with what other rules found: rules that cannot beat it are skipped, ties go to the lower line', () => {
  const rules: RuleLine[] = [
    { kind: 'allow', line: 1, pattern: '/a', escaped: '/a', groupIndex: 0 },
    { kind: 'disallow', line: 2, pattern: '/a/b', escaped: '/a/b', groupIndex: 0 },
  ];
  const set = new RuleSet(rules, { indexHtml: true, dropEmptyAllow: false });
  // A disallow of priority 6 found elsewhere outranks both: the seed stays.
  expect(set.best('/a/b/c', { allowPriority: -1, allowLine: 0, disallowPriority: 6, disallowLine: 99 })).toEqual({
    allowPriority: 2,
    allowLine: 1,
    disallowPriority: 6,
    disallowLine: 99,
  });
  // A tie at priority 4 with a later line: the rule here (line 2) wins the tie.
  expect(set.best('/a/b/c', { allowPriority: -1, allowLine: 0, disallowPriority: 4, disallowLine: 99 }).disallowLine).toBe(2);
});
