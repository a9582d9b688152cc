/**
 * What the evaluation worker offers the page (through comlink): the engine's
 * inputs, evaluate(), and the counts, row orders, filters and exports over
 * the last evaluation, so work on 100,000 rows need not run on the page's
 * thread. The counting, ordering and export functions are the results
 * panel's own (results/), run here on the engine's columns; typed arrays
 * going back are copies, transferred (the engine keeps its own).
 */
import { transfer } from 'comlink';
import type { CrawlerProfile } from '../../../core/profiles.ts';
import type { RobotsRecord } from '../../../robots/robots-record.ts';
import type { Evaluation, TestUrl } from '../engine/evaluation-facts.ts';
import { csvChunks, jsonChunks, tsv } from '../results/export-formats.ts';
import { exportRows } from '../results/export-rows.ts';
import { filterRows, sortedRows, type RowFilter, type SortOrder } from '../results/row-order.ts';
import { pieceBlob } from '../engine/piece-blob.ts';
import { copyColumn } from '../engine/reading-column.ts';
import { type PackedUrls, packedUrls, unpackUrls } from './packed-urls.ts';
import type { Pause, WorkbenchEngine } from '../engine/workbench-engine.ts';

/** Which rows and crawlers an export holds: URL indices in the order to write them, and profile ids (default: every column). */
export interface ExportScope {
  rows: Uint32Array;
  profileIds?: readonly string[];
}

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
  /** The URLs as they came (packed), turned back into TestUrls only when a sort, a filter or an export reads them: an edit of the list needs only the engine's strings. */
  let packedNow: PackedUrls | null = null;
  let urlTexts: readonly string[] = [];
  let unpacked: readonly TestUrl[] | null = null;
  const testUrlsNow = (): readonly TestUrl[] => {
    unpacked ??= packedNow === null ? [] : unpackUrls(packedNow);
    return unpacked;
  };
  let searchKeys: string[] | null = null;
  const last = () => engine.last ?? NOTHING;
  const column = (profileId: string | null) => last().columns.find((c) => c.profileId === profileId) ?? null;
  const rowsOf = (scope: ExportScope) => {
    const wanted = scope.profileIds;
    const columns = wanted === undefined ? last().columns : last().columns.filter((c) => wanted.includes(c.profileId));
    const names = new Map(columns.map((c) => [c.profileId, engine.profile(c.profileId)?.name ?? c.profileId]));
    return exportRows(testUrlsNow(), scope.rows, columns, names);
  };
  return {
    setLive(record: RobotsRecord | null, now?: number): void {
      engine.setLive(record, now);
    },
    setDraft(text: string, revision: number): void {
      engine.setDraft(text, revision);
    },
    /** The URLs to test, packed for the crossing (packed-urls.ts). */
    setUrls(packed: PackedUrls): void {
      const { urls, otherOrigin } = packedUrls(packed);
      packedNow = packed;
      urlTexts = urls;
      unpacked = null;
      searchKeys = null;
      engine.setUrls(urls, otherOrigin);
    },
    setCrawlers(profiles: readonly CrawlerProfile[]): void {
      engine.setCrawlers(profiles);
    },
    /** The columns for these crawlers, or null when a newer input or request overtook it (drop it: a newer answer follows). */
    async evaluate(profileIds: readonly string[]): Promise<Evaluation | null> {
      const evaluation = await engine.evaluate(profileIds, pause);
      if (evaluation === null) return null;
      const columns = evaluation.columns.map((c) => ({
        ...c,
        live: copyColumn(c.live),
        draft: copyColumn(c.draft),
        use: c.use && { live: c.use.live.slice(), draft: c.use.draft.slice() },
      }));
      return withTransfer(
        { ...evaluation, columns },
        columns.flatMap((c) => [c.live.states, c.live.lines, c.draft.states, c.draft.lines, ...(c.use ? [c.use.live, c.use.draft] : [])]),
      );
    },
    /** Every row in the order of `sort` (null: list order), by the crawler's column. */
    sorted(profileId: string | null, sort: SortOrder | null): Uint32Array {
      // List order needs no URL: the TestUrls are not made for it.
      const rows = sortedRows(last().urlCount, column(profileId), sort === null ? [] : testUrlsNow(), sort);
      return withTransfer(rows, [rows]);
    },
    /** The rows of `order` that pass the filter and search, in that order. */
    filtered(order: Uint32Array, profileId: string | null, filter: RowFilter): Uint32Array {
      searchKeys ??= urlTexts.map((u) => u.toLowerCase());
      const rows = filterRows(order, column(profileId), searchKeys, filter);
      return withTransfer(rows, rows === order ? [] : [rows]);
    },
    exportCsv(scope: ExportScope): Blob {
      return pieceBlob(csvChunks(rowsOf(scope)), 'text/csv;charset=utf-8');
    },
    exportJson(scope: ExportScope): Blob {
      return pieceBlob(jsonChunks(rowsOf(scope)), 'application/json');
    },
    /** The rows as tab-separated text, for the clipboard. */
    copyText(scope: ExportScope): string {
      return tsv(rowsOf(scope));
    },
  };
}

export type EngineApi = ReturnType<typeof createEngineApi>;
