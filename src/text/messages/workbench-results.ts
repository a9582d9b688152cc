/** The workbench's results: the table, the crawler matrix, the counts in words, filter, search, sort, export and copy. */
import type { NoParams, Site } from './index.ts';

/** A file of the workbench (ICU selectors take no hyphen). */
export type ResultsFile = 'live' | 'draft';
/** 'other_site': a URL of another origin, not judged by this site's files. */
export type ResultsVerdict = 'allowed' | 'disallowed' | 'unreachable' | 'other_site';
export type ResultsFilterArg = 'all' | 'disallowed' | 'allowed' | 'changed';

export interface WorkbenchResultsMessages {
  /** The results section's heading. */
  'workbench-results.title': NoParams;
  /** The switch between the table for one crawler and the matrix of every crawler. */
  'workbench-results.view.label': NoParams;
  'workbench-results.view.table': NoParams;
  'workbench-results.view.matrix': NoParams;

  /** Which rows to show: every URL, those a file allows or disallows, those the draft changes. */
  'workbench-results.filter.label': NoParams;
  'workbench-results.filter.option': { filter: ResultsFilterArg };
  /** Whose verdicts "allowed" and "disallowed" read. */
  'workbench-results.side.label': NoParams;
  'workbench-results.side.option': { file: ResultsFile };
  'workbench-results.search.label': NoParams;
  'workbench-results.search.placeholder': NoParams;

  /** The table's accessible name; `crawler` is a profile's name. */
  'workbench-results.table.label': { crawler: string };
  'workbench-results.column.url': NoParams;
  'workbench-results.column.verdict': { file: ResultsFile };
  'workbench-results.column.line': { file: ResultsFile };
  /** A verdict in a cell (short). */
  'workbench-results.verdict': { verdict: ResultsVerdict };
  /** The mark on a row whose verdict or deciding line the draft changes. */
  'workbench-results.row.changed': NoParams;
  /** The mark on a URL of another site (tested against this site's files anyway). */
  'workbench-results.row.other-origin': NoParams;
  'workbench-results.row.other-origin.title': NoParams;
  /** A deciding line's button: its name, and what a click does. */
  'workbench-results.line.jump': { file: ResultsFile; line: number };
  /** No line decided (no rule matched, or the fetch outcome decided). */
  'workbench-results.line.none': NoParams;
  'workbench-results.shown': { shown: number; total: number };
  'workbench-results.empty.no-urls': NoParams;
  'workbench-results.empty.no-match': NoParams;
  'workbench-results.pending': NoParams;
  /** How to use the table from the keyboard (the grid's description). */
  'workbench-results.keys': NoParams;

  /** The counts in words, for the chosen crawler. */
  'workbench-results.counts.nothing': { crawler: string };
  'workbench-results.counts.more-disallowed': { crawler: string; count: number };
  'workbench-results.counts.more-allowed': { crawler: string; count: number };
  /** Same verdict, another deciding line (or unreachable turned into a disallow by a line). */
  'workbench-results.counts.other-line': { count: number };
  'workbench-results.counts.file': { file: ResultsFile; allowed: number; disallowed: number };
  /** The live file could not be fetched: Google disallows everything for now. */
  'workbench-results.counts.unreachable': { count: number };
  'workbench-results.counts.sitemap': { file: ResultsFile; count: number; total: number };

  /** The matrix: its accessible name, a changed cell's mark, a cell's words for assistive technology. */
  'workbench-results.matrix.label': NoParams;
  'workbench-results.matrix.cell': { crawler: string; live: ResultsVerdict; draft: ResultsVerdict };
  'workbench-results.matrix.cell.changed': { crawler: string; live: ResultsVerdict; draft: ResultsVerdict };

  /** Export and copy. */
  'workbench-results.export.scope.label': NoParams;
  'workbench-results.export.scope.chosen': { crawler: string };
  'workbench-results.export.scope.all': NoParams;
  'workbench-results.export.csv': NoParams;
  'workbench-results.export.json': NoParams;
  /** What the export will hold: the selection, or the rows shown. */
  'workbench-results.export.rows': { selected: number; shown: number };
  'workbench-results.export.failed': NoParams;
  'workbench-results.copy.selected': { count: number };
  'workbench-results.copy.done': { count: number };
  'workbench-results.copy.failed': NoParams;
  'workbench-results.selection.clear': NoParams;

  /** URLs of other origins: not judged by this site's files, so in neither file's allowed or disallowed count. */
  'workbench-results.counts.other-site': { count: number };
  /** After a download: what was saved. */
  'workbench-results.export.saved': { name: Site; rows: number; columns: number };
}
