/**
 * The rule index reads a parsed file's rules straight from the parse's store
 * (rule-source.ts): the same patterns, kinds and RuleLines as the groups'
 * own lists, in the same order, and the same best matches.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRobotsTxt, utf8Bytes } from '../../src/core/index.ts';
import { RuleSet } from '../../src/core/rule-set.ts';
import { groupsSource, lineSource, type RuleSource } from '../../src/core/rule-source.ts';

const linesOf = (source: RuleSource) => Array.from({ length: source.length }, (_, i) => source.ruleAt(i));

const line = fc.oneof(
  fc.constantFrom('User-agent: *', 'User-agent: foobot', 'user-agent: BarBot', 'Crawl-delay: 3', '', '# note'),
  fc
    .tuple(
      fc.constantFrom('Allow:', 'Disallow:'),
      fc.array(fc.constantFrom('/', 'a', 'b', '*', '$', '%2f', '%C3%A9', 'é', 'index.html', '?q='), { maxLength: 6 }),
    )
    .map(([key, parts]) => `${key} ${parts.join('')}`),
);

describe('groupsSource', () => {
  it('gives every group selection the rules of its groups, in order, without making them first', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), (lines) => {
        const model = parseRobotsTxt(utf8Bytes(lines.join('\n')));
        const selections = [
          ...model.groups.map((g) => [g]),
          model.groups.filter((g) => g.hasGlobal),
          model.cocCocGroups.filter((g) => g.hasGlobal),
        ];
        for (const groups of selections) {
          for (const before of [[], model.rulesBeforeAnyUserAgent]) {
            // The source is read (last rule first) before anyone asks the groups for their rules.
            const source = groupsSource(groups, before);
            const read: [string, boolean, unknown][] = [];
            for (let i = source.length - 1; i >= 0; i--) read.unshift([source.escapedAt(i), source.allowAt(i), source.ruleAt(i)]);
            const expected = [...before, ...groups.flatMap((g) => g.rules)];
            // The very RuleLines the groups hold: made once, shared.
            expect(read).toEqual(expected.map((r) => [r.escaped, r.kind === 'allow', r]));
            for (const [i, [, , rule]] of read.entries()) expect(rule).toBe(expected[i]);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('indexes to the same best matches as the RuleLines do, read in any order', () => {
    const rules = Array.from({ length: 400 }, (_, i) =>
      i % 7 === 0 ? `Allow: /p${i % 13}/index.html` : `Disallow: /p${i % 13}/${i % 5 === 0 ? '*' : ''}x${i}`,
    );
    const model = parseRobotsTxt(utf8Bytes(['User-agent: *', ...rules].join('\n')));
    const fromStore = new RuleSet(groupsSource(model.groups, []), { indexHtml: true, dropEmptyAllow: false });
    const fromLines = new RuleSet(model.groups[0]!.rules, { indexHtml: true, dropEmptyAllow: false });
    const paths = ['/p3/', '/p3/x3', '/p0/index.html', '/p5/zzx10', '/p10/x10', '/', '/p12/x399/deeper'];
    for (const path of paths) expect(fromStore.best(path)).toEqual(fromLines.best(path));
    expect(linesOf(lineSource(model.groups[0]!.rules))).toEqual(model.groups[0]!.rules);
  });

  it('falls back to the groups’ own lists for groups that were not parsed into one store', () => {
    const a = parseRobotsTxt(utf8Bytes('User-agent: *\nDisallow: /a\n'));
    const b = parseRobotsTxt(utf8Bytes('User-agent: *\nAllow: /b\n'));
    const source = groupsSource([a.groups[0]!, b.groups[0]!], []);
    expect(linesOf(source)).toEqual([...a.groups[0]!.rules, ...b.groups[0]!.rules]);
  });
});
