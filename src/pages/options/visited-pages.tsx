/**
 * The pages visited, in the options page's history card: the switch (off
 * until the person turns it on), what is kept said plainly, how much is
 * held, and the bounds (pages per site, pages in all). The worker keeps them
 * (src/worker/history/visited-pages.ts); clearing the history forgets them,
 * so the card tells this part to read again after a clear (`cleared`).
 */
import { useEffect } from 'preact/hooks';
import { MAX_VISITED_URL_LENGTH, VISITED_LIMIT_RANGE } from '../../shared/robots-history.ts';
import { useText } from '../../ui/use-text.ts';
import { keepVisitedPages, loadVisitedPages, saveVisitedLimits, typeVisitedLimits } from './actions.ts';
import { LimitField } from './limit-field.tsx';
import { visitedBusy, visitedLimits, visitedStatus, visitedView } from './store.ts';

export function VisitedPagesSection({ cleared }: { cleared: number }) {
  const text = useText();
  const view = visitedView.value;
  const { perSite, total } = visitedLimits.value;
  const busy = visitedBusy.value;
  const status = visitedStatus.value;

  useEffect(() => {
    void loadVisitedPages();
  }, [cleared]);

  const toggle = (on: boolean) => void keepVisitedPages(on);
  const saveLimits = (event: Event) => {
    event.preventDefault();
    void saveVisitedLimits();
  };

  return (
    <div class="visited-pages" data-testid="visited-pages">
      <div class="field field-check">
        <input
          id="visited-on"
          type="checkbox"
          data-testid="visited-on"
          checked={view?.on ?? false}
          disabled={view === null || busy}
          aria-describedby="visited-hint"
          onChange={(e) => toggle(e.currentTarget.checked)}
        />
        <label for="visited-on">{text.t('history.visited.label')}</label>
      </div>
      <p id="visited-hint" class="hint">
        {text.t('history.visited.hint', { max: MAX_VISITED_URL_LENGTH })}
      </p>
      {view !== null && (
        <p class="cache-stats" data-testid="visited-stats" aria-live="polite">
          {text.t('history.visited.holds', { pages: view.pages, sites: view.origins })}
        </p>
      )}
      <form class="history-limits" onSubmit={saveLimits}>
        <LimitField
          label={text.t('history.visited.per-site-label')}
          min={VISITED_LIMIT_RANGE.perOrigin.min}
          max={VISITED_LIMIT_RANGE.perOrigin.max}
          step={1}
          value={perSite}
          testId="visited-per-site"
          onType={(value) => typeVisitedLimits({ perSite: value })}
        />
        <LimitField
          label={text.t('history.visited.total-label')}
          min={VISITED_LIMIT_RANGE.total.min}
          max={VISITED_LIMIT_RANGE.total.max}
          step={1}
          value={total}
          testId="visited-total"
          onType={(value) => typeVisitedLimits({ total: value })}
        />
        <button type="submit" class="button" disabled={busy || view === null} data-testid="visited-save-limits">
          {text.t('history.options.save-limits')}
        </button>
      </form>
      {status && (
        <p class={status.ok ? 'save-ok' : 'save-error'} role="status" data-testid="visited-status">
          {text.render(status.message)}
        </p>
      )}
    </div>
  );
}
