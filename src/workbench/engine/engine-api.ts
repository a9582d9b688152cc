/**
 * What the evaluation worker offers the page (through comlink): the engine's
 * inputs, evaluate(), and the counts, filters, sorts and exports over the
 * last evaluation, so work on 100,000 rows never runs on the page's thread.
 * Typed arrays going back are copies, transferred (the engine keeps its own).
 */
import { transfer } from 'comlink';
import type { CrawlerProfile } from '../../core/profiles.ts';
import type { RobotsRecord } from '../../shared/robots-record.ts';
import type { ColumnCounts, Evaluation } from '../evaluation-facts.ts';
import { columnCounts } from './column-counts.ts';
import { csvPieces } from './csv-export.ts';
import { exportRows, type ExportScope } from './export-rows.ts';
import { jsonPieces } from './json-export.ts';
import { pieceBlob, pieceText } from './piece-blob.ts';
import { copyColumn } from './reading-column.ts';
import { filterRows, type RowFilter } from './row-filter.ts';
import { sortRows, type RowSort } from './row-sort.ts';
import { WorkbenchEngine, type Pause } from './workbench-engine.ts';

/** Resolves after the messages already queued for this thread are handled (a MessageChannel round, not a clamped timer). */
export const yieldToMessages: Pause = () =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

function withTransfer<T>(value: T, arrays: readonly ArrayBufferView[]): T {
  return transfer(
    value,
    arrays.map((a) => a.buffer as ArrayBuffer),
  );
}

/** An empty evaluation until the first one is done, so every call has something to read. */
const NOTHING: Evaluation = { revision: 0, urlCount: 0, columns: [], engineMs: 0 };

export function createEngineApi(engine: WorkbenchEngine = new WorkbenchEngine(), pause: Pause = yieldToMessages) {
  const last = () => engine.last ?? NOTHING;
  const name = (profileId: string) => engine.profile(profileId)?.name ?? profileId;
  const rowsOf = (scope: ExportScope) => exportRows(last(), engine.urlSet.urls, name, scope);
  return {
    setLive(record: RobotsRecord | null, now?: number): void {
      engine.setLive(record, now);
    },
    setDraft(text: string, revision: number): void {
      engine.setDraft(text, revision);
    },
    setUrls(urls: readonly string[]): void {
      engine.setUrls(urls);
    },
    setCrawlers(profiles: readonly CrawlerProfile[]): void {
      engine.setCrawlers(profiles);
    },
    /** The draft as read: its size, and whether only the first 500 KiB count. */
    draftFacts(): { originalBytes: number; truncated: boolean } {
      const { originalBytes, truncated } = engine.draftBody();
      return { originalBytes, truncated };
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
    /** Each crawler's counts, over every URL or the given rows. */
    counts(rows?: Uint32Array): ColumnCounts[] {
      return last().columns.map((c) => columnCounts(c, rows));
    },
    filter(filter: RowFilter): Uint32Array {
      const rows = filterRows(last(), filter, engine.urlSet.lowerCase());
      return withTransfer(rows, [rows]);
    },
    /** `profileId`: the column whose verdicts or lines order the rows (ignored for 'url'). */
    sort(rows: Uint32Array, sort: RowSort, profileId: string | null): Uint32Array {
      const column = last().columns.find((c) => c.profileId === profileId) ?? null;
      const sorted = sortRows(rows, sort, engine.urlSet, column);
      return withTransfer(sorted, [sorted]);
    },
    exportCsv(scope: ExportScope = {}): Blob {
      return pieceBlob(csvPieces(rowsOf(scope)), 'text/csv;charset=utf-8');
    },
    exportJson(scope: ExportScope = {}): Blob {
      return pieceBlob(jsonPieces(rowsOf(scope)), 'application/json');
    },
    /** The selected rows as CSV text, for the clipboard. */
    copyCsv(scope: ExportScope): string {
      return pieceText(csvPieces(rowsOf(scope)));
    },
  };
}

export type EngineApi = ReturnType<typeof createEngineApi>;
