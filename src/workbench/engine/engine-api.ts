/**
 * What the evaluation worker offers the page (through comlink): the engine's
 * inputs, evaluate(), and the counts, row orders, filters and exports over
 * the last evaluation, so work on 100,000 rows need not run on the page's
 * thread: the same functions the results panel uses (results/ and the
 * exports here), run on the engine's columns. Typed arrays going back are
 * copies, transferred (the engine keeps its own).
 */
import { transfer } from 'comlink';
import type { CrawlerProfile } from '../../core/profiles.ts';
import type { RobotsRecord } from '../../shared/robots-record.ts';
import type { Evaluation, TestUrl } from '../evaluation-facts.ts';
import { countColumn, type ResultCounts } from '../results/counts.ts';
import { filterRows, searchKeys, sortedRows, urlRanks, type RowFilter, type SortOrder } from '../results/row-order.ts';
import { tsv } from '../results/tsv.ts';
import { csvPieces } from './csv-export.ts';
import { exportRows, type ExportScope } from './export-rows.ts';
import { jsonPieces } from './json-export.ts';
import { pieceBlob } from './piece-blob.ts';
import { copyColumn } from './reading-column.ts';
import type { Pause, WorkbenchEngine } from './workbench-engine.ts';

function withTransfer<T>(value: T, arrays: readonly ArrayBufferView[]): T {
  return transfer(
    value,
    arrays.map((a) => a.buffer as ArrayBuffer),
  );
}

/** An empty evaluation until the first one is done, so every call has something to read. */
const NOTHING: Evaluation = { revision: 0, urlCount: 0, columns: [], engineMs: 0 };

/** `pause`: how evaluate() lets newer messages in between crawlers (yieldToMessages in the worker). */
export function createEngineApi(engine: WorkbenchEngine, pause: Pause) {
  let testUrls: readonly TestUrl[] = [];
  // Made once per URL list, on first need.
  let keys: string[] | null = null;
  let ranks: Uint32Array | null = null;
  const last = () => engine.last ?? NOTHING;
  const column = (profileId: string | null) => last().columns.find((c) => c.profileId === profileId) ?? null;
  const rowsOf = (scope: ExportScope) =>
    exportRows(last(), engine.urlSet.urls, (profileId) => engine.profile(profileId)?.name ?? profileId, scope);
  return {
    setLive(record: RobotsRecord | null, now?: number): void {
      engine.setLive(record, now);
    },
    setDraft(text: string, revision: number): void {
      engine.setDraft(text, revision);
    },
    setUrls(urls: readonly TestUrl[]): void {
      testUrls = urls;
      keys = null;
      ranks = null;
      engine.setUrls(urls.map((u) => u.url));
    },
    setCrawlers(profiles: readonly CrawlerProfile[]): void {
      engine.setCrawlers(profiles);
    },
    /** The columns for these crawlers, or null when a newer input or request overtook it (drop it: a newer answer follows). */
    async evaluate(profileIds: readonly string[]): Promise<Evaluation | null> {
      const evaluation = await engine.evaluate(profileIds, pause);
      if (evaluation === null) return null;
      const columns = evaluation.columns.map((c) => ({ ...c, live: copyColumn(c.live), draft: copyColumn(c.draft) }));
      return withTransfer(
        { ...evaluation, columns },
        columns.flatMap((c) => [c.live.states, c.live.lines, c.draft.states, c.draft.lines]),
      );
    },
    /** Each crawler's counts (sitemap URLs apart), over the last evaluation. */
    counts(): ResultCounts[] {
      return last().columns.map((c) => countColumn(c, testUrls));
    },
    /** Every row in the order of `sort` (null: list order), by the crawler's column. */
    sorted(profileId: string | null, sort: SortOrder | null): Uint32Array {
      ranks ??= urlRanks(testUrls);
      const rows = sortedRows(last().urlCount, column(profileId), ranks, sort);
      return withTransfer(rows, [rows]);
    },
    /** The rows of `order` that pass the filter and search, in that order, by one crawler's column or (null) by any crawler's. */
    filtered(order: Uint32Array, profileId: string | null, filter: RowFilter): Uint32Array {
      keys ??= searchKeys(testUrls);
      const one = column(profileId);
      const rows = filterRows(order, profileId === null ? last().columns : one === null ? [] : [one], keys, filter);
      return withTransfer(rows, rows === order ? [] : [rows]);
    },
    exportCsv(scope: ExportScope): Blob {
      return pieceBlob(csvPieces(rowsOf(scope)), 'text/csv;charset=utf-8');
    },
    exportJson(scope: ExportScope): Blob {
      return pieceBlob(jsonPieces(rowsOf(scope)), 'application/json');
    },
    /** The rows as tab-separated text, for the clipboard. */
    copyText(scope: ExportScope): string {
      return tsv(rowsOf(scope));
    },
  };
}

export type EngineApi = ReturnType<typeof createEngineApi>;
