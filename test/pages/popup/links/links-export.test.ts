/** The popup's links list as CSV, JSON and the workbench's URL list. */
import { describe, expect, test } from 'vitest';
import {
  linkExportRows,
  linksCsv,
  linksJson,
  workbenchUrlList,
  WORKBENCH_LIST_MAX_URLS,
} from '../../../../src/pages/popup/links/links-export.ts';
import type { LinkRow, LinksModel, OriginGroup } from '../../../../src/pages/popup/links/links-model.ts';

function row(url: string, extra: Partial<LinkRow> = {}): LinkRow {
  return { url, path: new URL(url).pathname, state: 'allowed', line: 0, rule: null, rel: [], link: true, kinds: [], ...extra };
}

function model(groups: Partial<OriginGroup>[]): LinksModel {
  return {
    summary: {} as LinksModel['summary'],
    groups: groups.map((g) => ({ origin: '', outcome: 'rules', status: 200, rows: [], disallowed: 0, ...g })),
  };
}

const sample = model([
  {
    origin: 'https://cdn.example',
    status: 200,
    rows: [
      row('https://cdn.example/app.js', { state: 'disallowed', line: 3, rule: 'Disallow: /*.js$', link: false, kinds: ['script'] }),
      row('https://cdn.example/=HYPERLINK("x")', { rel: ['nofollow', 'ugc'] }),
    ],
  },
  { origin: 'https://down.example', status: null, rows: [row('https://down.example/a', { state: 'unreachable' })] },
]);

describe('linkExportRows', () => {
  test('one row per URL, codes not words, the origin’s robots.txt status', () => {
    const rows = linkExportRows(sample, 'Googlebot');
    expect(rows.map((r) => [r.url, r.verdict, r.line, r.resource, r.rel, r.robotsStatus])).toEqual([
      ['https://cdn.example/app.js', 'disallowed', 3, 'script', '', 200],
      ['https://cdn.example/=HYPERLINK("x")', 'allowed', 0, '', 'nofollow ugc', 200],
      ['https://down.example/a', 'unreachable', 0, '', '', null],
    ]);
    expect(new Set(rows.map((r) => r.crawler))).toEqual(new Set(['Googlebot']));
  });
});

describe('linksCsv', () => {
  test('header, quoting, and no formula a spreadsheet would run', () => {
    const csv = linksCsv(linkExportRows(sample, '=cmd'));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('url,crawler,verdict,line,rule,link,resource,rel,robots status');
    expect(lines[1]).toBe("https://cdn.example/app.js,'=cmd,disallowed,3,Disallow: /*.js$,no,script,,200");
    // A URL with quotes is quoted, its quotes doubled; a crawler name starting with "=" gets an apostrophe.
    expect(lines[2]).toBe(`"https://cdn.example/=HYPERLINK(""x"")",'=cmd,allowed,0,,yes,,nofollow ugc,200`);
    expect(lines[3]).toBe("https://down.example/a,'=cmd,unreachable,0,,yes,,,");
    expect(lines[4]).toBe('');
  });
});

test('linksJson reads back as the rows', () => {
  const rows = linkExportRows(sample, 'Googlebot');
  expect(JSON.parse(linksJson(rows))).toEqual(rows);
  expect(JSON.parse(linksJson([]))).toEqual([]);
});

describe('workbenchUrlList', () => {
  test('each URL once, one a line', () => {
    const twice = model([{ rows: [row('https://a.example/1'), row('https://a.example/2')] }, { rows: [row('https://a.example/1')] }]);
    expect(workbenchUrlList(twice)).toEqual({ text: 'https://a.example/1\nhttps://a.example/2', urls: 2, leftOut: 0 });
  });

  test('bounded: past the cap URLs are counted, not handed over', () => {
    const many = model([{ rows: Array.from({ length: WORKBENCH_LIST_MAX_URLS + 5 }, (_, i) => row(`https://a.example/${i}`)) }]);
    const list = workbenchUrlList(many);
    expect(list.urls).toBe(WORKBENCH_LIST_MAX_URLS);
    expect(list.leftOut).toBe(5);
    expect(list.text.split('\n')).toHaveLength(WORKBENCH_LIST_MAX_URLS);
  });
});
