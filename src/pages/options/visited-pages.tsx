/**
 * The pages visited, in the options page's history card: the switch (off
 * until the person turns it on), what is kept said plainly, how much is
 * held, and the bounds (pages per site, pages in all). The worker keeps them
 * (src/worker/history/visited-pages.ts); clearing the history forgets them,
 * so the card tells this part to read again after a clear (`cleared`).
 */
import { useEffect, useState } from 'preact/hooks';
import {
  MAX_VISITED_URL_LENGTH,
  sendVisitedMessage,
  VISITED_LIMIT_RANGE,
  type VisitedLimits,
  type VisitedView,
} from '../../shared/robots-history.ts';
import type { Message } from '../../text/messages/index.ts';
import { site } from '../../text/text.ts';
import { useText } from '../../ui/use-text.ts';

type Status = { ok: boolean; message: Message } | null;

function failure(error: unknown): Message {
  const raw = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
  return { key: 'history.options.failed', params: { error: site(raw) } };
}

export function VisitedPagesSection({ cleared }: { cleared: number }) {
  const text = useText();
  const [view, setView] = useState<VisitedView | null>(null);
  const [perSite, setPerSite] = useState('');
  const [total, setTotal] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);

  const show = (v: VisitedView) => {
    setView(v);
    setPerSite(String(v.limits.maxPerOrigin));
    setTotal(String(v.limits.maxTotal));
  };
  useEffect(() => {
    sendVisitedMessage('visitedView').then(show, (error: unknown) => setStatus({ ok: false, message: failure(error) }));
  }, [cleared]);

  const change = async (on: boolean, limits: VisitedLimits, message: Message) => {
    if (busy) return;
    setBusy(true);
    // The box shows what was asked at once; the worker's answer (or a failure) puts it right.
    setView((v) => (v === null ? v : { ...v, on }));
    try {
      show(await sendVisitedMessage('visitedSet', { on, limits }));
      setStatus({ ok: true, message });
    } catch (error) {
      setStatus({ ok: false, message: failure(error) });
      sendVisitedMessage('visitedView').then(show, () => undefined);
    } finally {
      setBusy(false);
    }
  };
  const limits = (): VisitedLimits => ({ maxPerOrigin: Number(perSite), maxTotal: Number(total) });
  const toggle = (on: boolean) => void change(on, limits(), { key: on ? 'history.visited.on' : 'history.visited.off' });
  const saveLimits = (event: Event) => {
    event.preventDefault();
    void change(view?.on ?? false, limits(), { key: 'history.options.limits-saved' });
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
        <label>
          {text.t('history.visited.per-site-label')}
          <input
            type="number"
            min={VISITED_LIMIT_RANGE.perOrigin.min}
            max={VISITED_LIMIT_RANGE.perOrigin.max}
            step={1}
            value={perSite}
            data-testid="visited-per-site"
            onInput={(e) => setPerSite(e.currentTarget.value)}
          />
        </label>
        <label>
          {text.t('history.visited.total-label')}
          <input
            type="number"
            min={VISITED_LIMIT_RANGE.total.min}
            max={VISITED_LIMIT_RANGE.total.max}
            step={1}
            value={total}
            data-testid="visited-total"
            onInput={(e) => setTotal(e.currentTarget.value)}
          />
        </label>
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
