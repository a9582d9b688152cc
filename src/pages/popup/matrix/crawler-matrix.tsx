/**
 * Every crawler at a glance: each profile's verdict for this page, grouped
 * (search engines, Google's special crawlers, AI training, …), each cell with
 * an icon of its own shape per verdict and the verdict in words for assistive
 * technology and the tooltip, plus the deciding line. A click makes that
 * crawler the chosen one. Cells whose verdict is not computed yet hold their
 * place, so nothing moves when the verdicts arrive.
 */
import './matrix.css';
import type { JSX } from 'preact';
import type { CrawlerGroup, UseSummary } from '../../../core/index.ts';
import type { MatrixRow } from '../../../robots/crawler-matrix.ts';
import type { VerdictState } from '../../../robots/verdict-for-record.ts';
import { BlockIcon, CheckIcon, PauseIcon } from '../../../ui/icons.tsx';
import { useText } from '../../../ui/use-text.ts';
import { CRAWLER_GROUP_ARG } from '../../../ui/crawler-group-arg.ts';

export interface MatrixEntry {
  profileId: string;
  name: string;
  group: CrawlerGroup;
  /** Null while the verdict is being computed. */
  state: VerdictState | null;
  line: number;
  /** The stated preference for what the crawler is for, when one is stated (absent while computing). */
  use?: UseSummary | null;
}

interface CrawlerMatrixProps {
  rows: readonly MatrixRow<MatrixEntry>[];
  /** The chosen crawler's profile id. */
  chosen: string;
  onChoose: (profileId: string) => void;
}

export function CrawlerMatrix({ rows, chosen, onChoose }: CrawlerMatrixProps) {
  const text = useText();
  const entries = rows.flatMap((r) => r.cells);
  const ready = entries.every((e) => e.state !== null);
  const allowed = entries.filter((e) => e.state === 'allowed').length;
  const unreachable = entries.some((e) => e.state === 'unreachable');
  return (
    <section class="panel" aria-labelledby="matrix-heading" data-testid="crawler-matrix" data-ready={ready ? 'true' : 'false'}>
      <div class="panel-head matrix-head">
        <h2 id="matrix-heading" class="panel-title">
          {text.t('matrix.title')} {ready && <span class="panel-count">{text.t('matrix.count', { allowed, total: entries.length })}</span>}
        </h2>
        <MatrixLegend unreachable={unreachable} />
      </div>
      {rows.map((row) => (
        <div class="matrix-group" key={row.group} data-group={row.group}>
          <h3 class="matrix-group-title" id={`matrix-group-${row.group}`}>
            {text.t('matrix.group', { group: CRAWLER_GROUP_ARG[row.group] })}
          </h3>
          <ul class="matrix-cells" aria-labelledby={`matrix-group-${row.group}`}>
            {row.cells.map((cell) => (
              <li key={cell.profileId}>
                <MatrixCellButton cell={cell} chosen={cell.profileId === chosen} onChoose={onChoose} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** What each icon means, in words (the cells carry the words for assistive technology). */
function MatrixLegend({ unreachable }: { unreachable: boolean }) {
  const text = useText();
  return (
    <p class="matrix-legend" aria-hidden="true">
      <span class="matrix-legend-item state-allowed">
        <CheckIcon size={12} /> {text.t('matrix.state.allowed')}
      </span>
      <span class="matrix-legend-item state-disallowed">
        <BlockIcon size={12} /> {text.t('matrix.state.disallowed')}
      </span>
      {unreachable && (
        <span class="matrix-legend-item state-unreachable">
          <PauseIcon size={12} /> {text.t('matrix.state.unreachable')}
        </span>
      )}
    </p>
  );
}

function MatrixCellButton({ cell, chosen, onChoose }: { cell: MatrixEntry; chosen: boolean; onChoose: (id: string) => void }) {
  const text = useText();
  const label =
    cell.state === null
      ? cell.name
      : chosen
        ? text.t('matrix.cell.chosen', { crawler: cell.name })
        : text.t('matrix.cell.label', { crawler: cell.name, state: cell.state, line: cell.line });
  return (
    <button
      type="button"
      class={`matrix-cell state-${cell.state ?? 'pending'}${chosen ? ' is-chosen' : ''}`}
      data-testid="matrix-cell"
      data-profile={cell.profileId}
      data-state={cell.state ?? 'pending'}
      data-line={String(cell.line)}
      aria-pressed={chosen ? 'true' : 'false'}
      title={label}
      onClick={() => onChoose(cell.profileId)}
    >
      <span class="matrix-cell-icon">{stateIcon(cell.state)}</span>
      <span class="matrix-cell-name">{cell.name}</span>
      {cell.state !== null && <span class="visually-hidden">{text.t(`matrix.state.${cell.state}`)}</span>}
      {cell.line > 0 && <span class="matrix-cell-line">{text.t('matrix.line', { line: cell.line })}</span>}
      {cell.use && <MatrixUse use={cell.use} />}
    </button>
  );
}

/** Use beside fetch: the stated preference for the crawler's purpose, in a word, its source in the tooltip. */
function MatrixUse({ use }: { use: UseSummary }) {
  const text = useText();
  const source = use.source.kind === 'robots' ? text.t('use.source.line', { line: use.source.line }) : text.t('use.source.header');
  return (
    <span
      class={`matrix-cell-use ${use.allows ? 'use-allows' : 'use-refuses'}`}
      data-use={use.allows ? 'allows' : 'refuses'}
      title={text.t(use.allows ? 'use.matrix.title.allows' : 'use.matrix.title.refuses', { source })}
    >
      {text.t(use.allows ? 'use.matrix.short.allows' : 'use.matrix.short.refuses')}
    </span>
  );
}

function stateIcon(state: VerdictState | null): JSX.Element {
  if (state === 'allowed') return <CheckIcon size={13} />;
  if (state === 'disallowed') return <BlockIcon size={13} />;
  if (state === 'unreachable') return <PauseIcon size={13} />;
  return <span class="matrix-cell-pending" />;
}
