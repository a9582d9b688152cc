/**
 * The popup's links list as files and as a URL list for the workbench.
 * Columns are named as the data names them, the same in every language (a
 * script reads any user's file); values are codes (`disallowed`, `script`),
 * never the popup's words. CSV fields go through the workbench's guard
 * (csvField: a URL from a hostile page that starts with `=` is not run as a
 * formula by a spreadsheet).
 */
import { csvField } from '../../workbench/results/export-formats.ts';
import type { LinksModel } from './links-model.ts';

export const LINKS_EXPORT_HEADER = ['url', 'crawler', 'verdict', 'line', 'rule', 'link', 'resource', 'rel', 'robots status'] as const;

export interface LinkExportRow {
  url: string;
  crawler: string;
  /** The decision's state code: allowed, disallowed, unreachable, pending, failed, private, not-applicable. */
  verdict: string;
  /** The deciding line of that origin's robots.txt, 0 when none decided. */
  line: number;
  rule: string;
  /** The page links to it. */
  link: boolean;
  /** The kinds the page loaded it as (script, stylesheet…), joined by spaces; empty when only linked. */
  resource: string;
  /** nofollow, ugc, sponsored on a link to it, joined by spaces. */
  rel: string;
  /** The HTTP status of that origin's robots.txt, null without an answer. */
  robotsStatus: number | null;
}

/** Every row of the model, in the section's order (origins with something disallowed first). */
export function linkExportRows(model: LinksModel, crawler: string): LinkExportRow[] {
  const rows: LinkExportRow[] = [];
  for (const group of model.groups) {
    for (const r of group.rows) {
      rows.push({
        url: r.url,
        crawler,
        verdict: r.state,
        line: r.line,
        rule: r.rule ?? '',
        link: r.link,
        resource: r.kinds.join(' '),
        rel: r.rel.join(' '),
        robotsStatus: group.status,
      });
    }
  }
  return rows;
}

const fields = (r: LinkExportRow): (string | number)[] => [
  r.url,
  r.crawler,
  r.verdict,
  r.line,
  r.rule,
  r.link ? 'yes' : 'no',
  r.resource,
  r.rel,
  r.robotsStatus ?? '',
];

export function linksCsv(rows: readonly LinkExportRow[]): string {
  const lines = [LINKS_EXPORT_HEADER.join(',')];
  for (const r of rows) lines.push(fields(r).map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** A JSON array, one object a line. */
export function linksJson(rows: readonly LinkExportRow[]): string {
  return rows.length === 0 ? '[]\n' : `[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`;
}

/**
 * At most this many URLs go to the workbench, and at most this much text: a
 * page's links and resources are already capped (LINK_CAP + RESOURCE_CAP in
 * src/shared/page-signals.ts); this keeps the hand-over within
 * storage.session's quota whatever the page held.
 */
export const WORKBENCH_LIST_MAX_URLS = 25_000;
export const WORKBENCH_LIST_MAX_CHARS = 5_000_000;

/** The URLs as the workbench's list takes them (one a line), each once, within the bounds. */
export function workbenchUrlList(model: LinksModel): { text: string; urls: number; leftOut: number } {
  const seen = new Set<string>();
  const lines: string[] = [];
  let chars = 0;
  let leftOut = 0;
  for (const group of model.groups) {
    for (const r of group.rows) {
      if (seen.has(r.url)) continue;
      seen.add(r.url);
      // A line break inside a URL would split it in the list; the browser's parsed URLs have none, a page's text might.
      const url = r.url.replace(/[\r\n]/g, '');
      if (lines.length >= WORKBENCH_LIST_MAX_URLS || chars + url.length + 1 > WORKBENCH_LIST_MAX_CHARS) {
        leftOut++;
        continue;
      }
      lines.push(url);
      chars += url.length + 1;
    }
  }
  return { text: lines.join('\n'), urls: lines.length, leftOut };
}
