/** One line under the verdict: where robots.txt came from, how old the copy is, and the Refresh button. */
import { refresh } from './actions.ts';
import { formatAge, formatStatus } from './format.ts';
import { RefreshIcon } from './icons.tsx';
import { QuotingText } from './site-text.tsx';
import { evaluation, now, refreshError, refreshing } from './store.ts';

export function RefreshBar() {
  const e = evaluation.value;
  if (e?.kind !== 'ok') return null;
  const facts = e.record.latest.facts;
  const o = facts.outcome;
  const status = o.kind === 'response' ? formatStatus(o.status) : o.kind === 'redirect-refused' ? 'redirect not followed' : 'no answer';
  const busy = refreshing.value;
  return (
    <div class="refresh-bar">
      <p class="refresh-bar-text">
        <a class="refresh-bar-link" href={e.record.robotsUrl} target="_blank" rel="noopener noreferrer">
          robots.txt
        </a>{' '}
        <span class={`status-pill ${statusClass(o.kind === 'response' ? o.status : 0)}`}>{status}</span>{' '}
        <span class="muted">fetched {formatAge(now.value - facts.fetchedAt)}</span>
      </p>
      <button
        type="button"
        class="button button-quiet"
        data-testid="refresh"
        onClick={() => void refresh()}
        disabled={busy}
        aria-busy={busy ? 'true' : 'false'}
        title="Fetch robots.txt again, bypassing every cache"
      >
        <RefreshIcon size={14} class={busy ? 'spin' : ''} /> {busy ? 'Refreshing…' : 'Refresh'}
      </button>
      {refreshError.value && (
        <p class="refresh-error" role="alert">
          Refresh failed: <QuotingText text={refreshError.value} />
        </p>
      )}
    </div>
  );
}

export function statusClass(status: number): string {
  if (status >= 200 && status < 300) return 'status-ok';
  if (status >= 300 && status < 400) return 'status-redirect';
  if (status >= 400 && status < 500 && status !== 429) return 'status-client';
  return 'status-error';
}
