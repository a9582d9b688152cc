import { expect, test } from 'vitest';
import { filterRows, isChanged, searchKeys, sortedRows } from '../../../../src/pages/workbench/results/row-order.ts';
import { sameRuleText } from '../../../../src/pages/workbench/results/same-rule.ts';
import { big, column, urls } from './fixture.ts';

// URL 0 allowed → disallowed (line 5), 1 disallowed by line 2 both, 2 allowed both, 3 disallowed by line 2 → by line 9, 4 unreachable → allowed.
const list = urls(['/b', '/a', '/D', '/c', '/e']);
const col = column(
  'googlebot',
  'search',
  [
    [0, 0],
    [1, 2],
    [0, 0],
    [1, 2],
    [2, 0],
  ],
  [
    [1, 5],
    [1, 2],
    [0, 0],
    [1, 9],
    [0, 0],
  ],
);
const keys = searchKeys(list);
const all = sortedRows(5, col, list, null);
const rows = (filter: Parameters<typeof filterRows>[3]) => Array.from(filterRows(all, [col], keys, filter));

test('a row is changed when the draft gives it another verdict or another deciding line', () => {
  expect([0, 1, 2, 3, 4].map((i) => isChanged(col, i))).toEqual([true, false, false, true, true]);
});

test('filters read the chosen file; unreachable counts as disallowed; changed compares both files', () => {
  expect(rows({ verdict: 'all', side: 'draft', search: '' })).toEqual([0, 1, 2, 3, 4]);
  expect(rows({ verdict: 'disallowed', side: 'live', search: '' })).toEqual([1, 3, 4]);
  expect(rows({ verdict: 'disallowed', side: 'draft', search: '' })).toEqual([0, 1, 3]);
  expect(rows({ verdict: 'allowed', side: 'live', search: '' })).toEqual([0, 2]);
  expect(rows({ verdict: 'allowed', side: 'draft', search: '' })).toEqual([2, 4]);
  expect(rows({ verdict: 'changed', side: 'live', search: '' })).toEqual([0, 3, 4]);
});

test('the search is a substring of the URL, any case, combined with the filter', () => {
  expect(rows({ verdict: 'all', side: 'draft', search: '/d' })).toEqual([2]);
  expect(rows({ verdict: 'changed', side: 'draft', search: 'example.com/' })).toEqual([0, 3, 4]);
  expect(rows({ verdict: 'all', side: 'draft', search: 'nothing' })).toEqual([]);
});

test('sorting by each column, both ways; a verdict then its line; ties in URL order, ascending either way', () => {
  const by = (key: Parameters<typeof sortedRows>[3]) => Array.from(sortedRows(5, col, list, key));
  expect(by({ key: 'url', direction: 'ascending' })).toEqual([2, 1, 0, 3, 4]); // "/D" < "/a": code units
  expect(by({ key: 'url', direction: 'descending' })).toEqual([4, 3, 0, 1, 2]);
  expect(by({ key: 'live-verdict', direction: 'ascending' })).toEqual([2, 0, 1, 3, 4]); // allowed /D, /b; disallowed by line 2: /a, /c; unreachable
  expect(by({ key: 'draft-verdict', direction: 'ascending' })).toEqual([2, 4, 1, 0, 3]);
  expect(by({ key: 'draft-verdict', direction: 'descending' })).toEqual([3, 0, 1, 2, 4]);
  expect(by({ key: 'live-line', direction: 'ascending' })).toEqual([2, 0, 4, 1, 3]);
  expect(by({ key: 'draft-line', direction: 'descending' })).toEqual([3, 0, 1, 2, 4]);
});

test('a filter keeps the sort order, as a Uint32Array', () => {
  const order = sortedRows(5, col, list, { key: 'url', direction: 'descending' });
  const out = filterRows(order, [col], keys, { verdict: 'changed', side: 'draft', search: '' });
  expect(out).toBeInstanceOf(Uint32Array);
  expect(Array.from(out)).toEqual([4, 3, 0]);
});

test('100,000 rows: filtered and searched on index arrays', () => {
  const { urls: many, column: c } = big(100_000);
  const order = sortedRows(many.length, c, many, { key: 'draft-verdict', direction: 'descending' });
  const changed = filterRows(order, [c], searchKeys(many), { verdict: 'changed', side: 'draft', search: '' });
  expect(changed.length).toBe(20_000);
  const searched = filterRows(order, [c], searchKeys(many), { verdict: 'all', side: 'draft', search: '/page/9999' });
  expect(Array.from(searched).sort((a, b) => a - b)).toEqual([9999, 99990, 99991, 99992, 99993, 99994, 99995, 99996, 99997, 99998, 99999]);
});

test('a rule that only moved to another line is the same rule; another rule, or none, is a change', () => {
  const live = 'User-agent: *\nDisallow: /private/\nDisallow: /tmp/ # old\n';
  const draft = 'User-agent: *\nDisallow: /shop/cart\nDisallow: /private/\ndisallow:/tmp/\nAllow: /private/\n';
  const same = sameRuleText(live, draft);
  expect(same(2, 3)).toBe(true);
  expect(same(3, 4)).toBe(true); // a comment, spacing and the key's case aside
  expect(sameRuleText('Disallow: /Tmp/', 'Disallow: /tmp/')(1, 1)).toBe(false); // a path's case matters
  expect(same(2, 5)).toBe(false);
  expect(same(0, 0)).toBe(true);
  expect(same(2, 0)).toBe(false);
  // Every URL decided by /private/ (line 2 live, 3 in the draft) keeps its verdict and its rule: not changed.
  const moved = column('googlebot', 'search', [[1, 2]], [[1, 3]]);
  expect(isChanged(moved, 0)).toBe(true);
  expect(isChanged(moved, 0, same)).toBe(false);
  expect(Array.from(filterRows(Uint32Array.of(0), [moved], ['x'], { verdict: 'changed', side: 'draft', search: '' }, same))).toEqual([]);
});

test('with every crawler (the matrix), a row passes when any crawler passes', () => {
  const other = column(
    'gptbot',
    'ai-training',
    list.map(() => [1, 1] as const),
    list.map((_, i) => (i === 2 ? ([0, 0] as const) : ([1, 1] as const))),
  );
  const changed = { verdict: 'changed', side: 'draft', search: '' } as const;
  expect(Array.from(filterRows(all, [col], keys, changed))).toEqual([0, 3, 4]);
  expect(Array.from(filterRows(all, [col, other], keys, changed))).toEqual([0, 2, 3, 4]);
  expect(Array.from(filterRows(all, [col, other], keys, { verdict: 'allowed', side: 'live', search: '' }))).toEqual([0, 2]);
});
