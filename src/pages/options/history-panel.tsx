/**
 * The robots.txt history on the options page: how much it holds, the bounds
 * the person sets (versions per site, space for all), export and import as
 * one file, and clearing it (its own action: *Clear the cache* leaves it).
 * It talks to the worker on the history's own channel.
 */
import { useEffect } from 'preact/hooks';
import { HISTORY_LIMIT_RANGE, type HistoryNote } from '../../shared/robots-history.ts';
import { formatAge } from '../../shared/time-text.ts';
import type { Message } from '../../text/messages/index.ts';
import { sizeText } from '../../text/size-text.ts';
import { useText } from '../../ui/use-text.ts';
import { clearHistory, exportHistory, importHistory, loadHistoryStats, MIB, saveHistoryLimits, typeHistoryLimits } from './actions.ts';
import { historyBusy, historyClears, historyLimits, historyStats, historyStatus } from './store.ts';
import { LimitField } from './limit-field.tsx';
import { VisitedPagesSection } from './visited-pages.tsx';

function quotaMessage(note: HistoryNote | null, locale: string, now: number): Message | null {
  if (note === null || note.code !== 'quota-dropped') return null;
  return { key: 'history.options.quota', params: { when: formatAge(now - note.at, locale), count: note.versions.length } };
}

export function HistoryPanel() {
  const text = useText();
  const stats = historyStats.value;
  const { versions, megabytes } = historyLimits.value;
  const busy = historyBusy.value;
  const status = historyStatus.value;

  useEffect(() => {
    void loadHistoryStats();
  }, []);

  const saveLimits = (event: Event) => {
    event.preventDefault();
    void saveHistoryLimits();
  };
  const exportFile = () => void exportHistory();
  const importFile = (event: Event) => {
    const input = event.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file) void importHistory(file, text);
  };
  const clear = () => void clearHistory();

  const quota = stats ? quotaMessage(stats.quotaNote, text.locale, Date.now()) : null;
  return (
    <section class="card" aria-labelledby="history-heading">
      <h2 id="history-heading">{text.t('history.options.heading')}</h2>
      <p class="hint">{text.t('history.options.hint')}</p>
      <p class="cache-stats" data-testid="history-stats" aria-live="polite">
        {stats === null
          ? text.t('history.options.reading')
          : text.t('history.options.holds', {
              versions: stats.versions,
              sites: stats.origins,
              size: sizeText(text, stats.bytes),
            })}
      </p>
      {quota && (
        <p class="hint" data-testid="history-quota">
          {text.render(quota)}
        </p>
      )}
      <form class="history-limits" onSubmit={saveLimits}>
        <LimitField
          label={text.t('history.options.versions-label')}
          min={HISTORY_LIMIT_RANGE.versions.min}
          max={HISTORY_LIMIT_RANGE.versions.max}
          step={1}
          value={versions}
          testId="history-max-versions"
          onType={(value) => typeHistoryLimits({ versions: value })}
        />
        <LimitField
          label={text.t('history.options.size-label')}
          min={HISTORY_LIMIT_RANGE.bytes.min / MIB}
          max={HISTORY_LIMIT_RANGE.bytes.max / MIB}
          // Any value: the smallest (100 KiB) is no whole number of tenths of a MiB, so a step would make 2.5 invalid.
          step="any"
          value={megabytes}
          testId="history-max-mb"
          onType={(value) => typeHistoryLimits({ megabytes: value })}
        />
        <button type="submit" class="button" disabled={busy} data-testid="history-save-limits">
          {text.t('history.options.save-limits')}
        </button>
      </form>
      <div class="history-actions">
        <button type="button" class="button" disabled={busy} data-testid="history-export" onClick={exportFile}>
          {text.t('history.options.export')}
        </button>
        <label class="button" data-testid="history-import-label">
          {text.t('history.options.import')}
          <input
            type="file"
            accept="application/json,.json"
            class="visually-hidden"
            data-testid="history-import"
            disabled={busy}
            onChange={importFile}
          />
        </label>
        <button type="button" class="button button-danger" disabled={busy} data-testid="history-clear" onClick={clear}>
          {text.t('history.options.clear')}
        </button>
      </div>
      {status && (
        <div class={status.ok ? 'save-ok' : 'save-error'} role="status" data-testid="history-status">
          {status.messages.map((m, i) => (
            <p key={i}>{text.render(m)}</p>
          ))}
        </div>
      )}
      <VisitedPagesSection cleared={historyClears.value} />
    </section>
  );
}
