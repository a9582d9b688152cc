/**
 * The workbench's results, as the page mounts them: the counts in words, the
 * controls, the table for the chosen crawler or the matrix of every crawler,
 * and export. It derives the rows shown from the evaluation and the results
 * state (sorted once per evaluation and sort, filtered per keystroke, as
 * index arrays) and renders nothing else of its own. While the evaluation of
 * an edited list is on its way, the results last shown stay on screen (marked
 * busy) and are updated in place when it arrives: no "evaluating" view
 * between, and no pass over the list until the evaluation of it is here.
 */
import { useMemo, useRef } from 'preact/hooks';
import type { Evaluation, TestUrl } from '../engine/evaluation-facts.ts';
import { useText } from '../../../ui/use-text.ts';
import { countColumn } from './counts.ts';
import { countsMessages } from './counts-text.ts';
import { copySelectedRows } from './copy-rows.ts';
import { CountsSummary } from './counts-summary.tsx';
import { CrawlerMatrixView, type MatrixProfile } from './crawler-matrix-view.tsx';
import { ExportBar } from './export-bar.tsx';
import type { ExportScope, ResultsState } from './results-state.ts';
import { ResultsTable } from './results-table.tsx';
import { ResultsToolbar } from './results-toolbar.tsx';
import { filterRows, searchKeys, sortedRows, type FileSide } from './row-order.ts';
import { sameLineNumber, sameRuleText } from './same-rule.ts';
import { useChangeMessages } from './use-changes.ts';
import { UseChangesSummary } from './use-changes-summary.tsx';
import { VersionChangesBar, versionRows } from './version-changes.tsx';
import type { UrlEffect } from '../../../core/index.ts';

export interface ResultsPanelProps {
  state: ResultsState;
  /** The latest evaluation of `urls` (null until the first arrives). */
  evaluation: Evaluation | null;
  urls: readonly TestUrl[];
  /** Every crawler profile (presets and custom), in the page's order. */
  profiles: readonly MatrixProfile[];
  /** The chosen crawler's profile id. */
  chosen: string;
  /** The workbench's origin (names the download). */
  origin: string;
  /**
   * The texts the evaluation read, so a URL whose rule only moved to another line is not "changed";
   * without them, another line number counts as another rule.
   */
  files?: { live: string; draft: string } | null;
  onJumpToLine: (line: number, which: FileSide) => void;
  /** A matrix cell chosen: that URL and crawler (the page makes it the chosen crawler and highlights the line). */
  onChooseCell: (urlIndex: number, profileId: string) => void;
  /** Evaluates every profile (an export of every crawler); without it, the columns at hand are exported. */
  evaluateAll?: () => Promise<Evaluation>;
  /** A comparison of two robots.txt versions is shown: the URLs whose verdict it changes for the chosen crawler. */
  versionChanges?: ReadonlyMap<string, UrlEffect> | null;
  /** Only those rows are shown. */
  versionOnly?: boolean;
  onVersionOnly?: (on: boolean) => void;
}

export function ResultsPanel(props: ResultsPanelProps) {
  const { state, evaluation, profiles, chosen, origin, files, onJumpToLine, onChooseCell, evaluateAll } = props;
  const { versionChanges = null, versionOnly = false, onVersionOnly = () => undefined } = props;
  const text = useText();
  // An evaluation of another URL list (still on its way) is not shown against this one…
  const fresh = evaluation !== null && evaluation.urlCount === props.urls.length ? evaluation : null;
  // …the list it was of is, until then: the last evaluation and list shown together, kept
  // while it holds the chosen crawler (another crawler's verdicts are not shown under its name).
  const lastShown = useRef<{ evaluation: Evaluation; urls: readonly TestUrl[] } | null>(null);
  const kept = lastShown.current;
  const keep = fresh === null && props.urls.length > 0 && kept?.evaluation.columns.some((c) => c.profileId === chosen) === true;
  const current = keep ? kept.evaluation : fresh;
  const urls = keep ? kept.urls : props.urls;
  if (fresh !== null) lastShown.current = { evaluation: fresh, urls };
  // An emptied list starts over: the next list waits for its own evaluation, as the first one does.
  if (props.urls.length === 0) lastShown.current = null;
  const column = current?.columns.find((c) => c.profileId === chosen) ?? null;
  const names = useMemo(() => new Map(profiles.map((p) => [p.id, p.name])), [profiles]);
  const crawlerName = names.get(chosen) ?? chosen;
  const keys = useMemo(() => searchKeys(urls), [urls]);
  const liveText = files?.live;
  const draftText = files?.draft;
  const same = useMemo(
    () => (liveText === undefined || draftText === undefined ? sameLineNumber : sameRuleText(liveText, draftText)),
    [liveText, draftText],
  );
  const sort = state.sort.value;
  const sortColumn = sort === null || sort.key === 'url' ? null : column;
  const order = useMemo(() => sortedRows(urls.length, sortColumn, urls, sort), [urls, sortColumn, sort]);
  const filter = { verdict: state.filter.value, side: state.side.value, search: state.search.value };
  const view = state.view.value;
  // The table filters by the chosen crawler; the matrix keeps a URL when any crawler's verdict passes.
  const filterColumns = useMemo(
    () => (column === null ? [] : view === 'matrix' && current !== null ? current.columns : [column]),
    [column, current, view],
  );
  const byVersion = useMemo(() => (versionChanges === null ? null : versionRows(urls, versionChanges)), [urls, versionChanges]);
  const rows = useMemo(() => {
    const passed = filterRows(order, filterColumns, keys, filter, same);
    return byVersion !== null && versionOnly ? passed.filter((i) => byVersion.has(i)) : passed;
  }, [order, filterColumns, keys, same, filter.verdict, filter.side, filter.search, byVersion, versionOnly]);
  const messages = useMemo(
    () => (column === null ? [] : countsMessages(countColumn(column, urls, same), crawlerName)),
    [column, urls, same, crawlerName],
  );

  const useChanges = useMemo(() => (current === null ? [] : useChangeMessages(current.columns, urls)), [current, urls]);

  const evaluationFor = async (scope: ExportScope): Promise<Evaluation> => {
    if (scope === 'chosen' || !evaluateAll) return current!;
    const all = await evaluateAll();
    // Of the list being edited, not of the rows still shown: that export fails rather than mislabel them.
    if (all.urlCount !== urls.length) throw new Error('the URL list changed');
    return all;
  };
  const copy = () => {
    if (current !== null) void copySelectedRows(state, current, urls, rows, chosen, names, same);
  };

  return (
    <section class="card wbr" aria-labelledby="wbr-heading" aria-busy={keep ? 'true' : undefined} data-testid="workbench-results">
      <h2 id="wbr-heading">{text.t('workbench-results.title')}</h2>
      {column !== null && <CountsSummary messages={messages} />}
      <UseChangesSummary messages={useChanges} />
      <ResultsToolbar state={state} />
      {byVersion !== null && (
        <VersionChangesBar count={byVersion.size} crawlerName={crawlerName} only={versionOnly} onOnly={onVersionOnly} />
      )}
      <p class="hint wbr-shown" data-testid="results-shown">
        {text.t('workbench-results.shown', { shown: rows.length, total: urls.length })}
      </p>
      <p id="wbr-keys" class="visually-hidden">
        {text.t('workbench-results.keys')}
      </p>
      {props.urls.length === 0 ? (
        <p class="wbr-empty">{text.t('workbench-results.empty.no-urls')}</p>
      ) : column === null ? (
        <p class="wbr-empty" role="status">
          {text.t('workbench-results.pending')}
        </p>
      ) : (
        <>
          {rows.length === 0 && <p class="wbr-empty">{text.t('workbench-results.empty.no-match')}</p>}
          {view === 'table' ? (
            <ResultsTable
              state={state}
              column={column}
              crawlerName={crawlerName}
              urls={urls}
              rows={rows}
              same={same}
              versionChanges={byVersion}
              onJumpToLine={onJumpToLine}
              onCopy={copy}
            />
          ) : (
            <CrawlerMatrixView
              state={state}
              columns={current!.columns}
              names={names}
              urls={urls}
              rows={rows}
              same={same}
              chosen={chosen}
              onChooseCell={onChooseCell}
            />
          )}
          <ExportBar
            state={state}
            urls={urls}
            rows={rows}
            chosen={chosen}
            crawlerName={crawlerName}
            names={names}
            origin={origin}
            evaluationFor={evaluationFor}
            same={same}
            onCopy={copy}
          />
        </>
      )}
    </section>
  );
}
