/** One line under the verdict: where robots.txt came from, how old the copy is, and the Refresh button. */
import { statusClass, type StatusClass } from '../core/index.ts';
import { formatAge } from '../shared/time-text.ts';
import { formatStatus } from './format.ts';
import { RefreshIcon } from './icons.tsx';
import { QuotingText } from './site-text.tsx';
import type { RobotsRecord } from '../shared/robots-record.ts';

interface RefreshBarProps {
  record: RobotsRecord;
  /** The clock the age is counted from (epoch ms). */
  now: number;
  /** A refresh is under way. */
  refreshing: boolean;
  /** Why the last refresh failed, or null. */
  error: string | null;
  onRefresh: () => void;
}

export function RefreshBar({ record, now, refreshing, error, onRefresh }: RefreshBarProps) {
  const facts = record.latest.facts;
  const o = facts.outcome;
  const status = o.kind === 'response' ? formatStatus(o.status) : o.kind === 'redirect-refused' ? 'redirect not followed' : 'no answer';
  const busy = refreshing;
  return (
    <div class="refresh-bar">
      <p class="refresh-bar-text">
        <a class="refresh-bar-link" href={record.robotsUrl} target="_blank" rel="noopener noreferrer">
          robots.txt
        </a>{' '}
        <span class={`status-pill ${pillClass(o.kind === 'response' ? o.status : 0)}`}>{status}</span>{' '}
        <span class="muted">fetched {formatAge(now - facts.fetchedAt)}</span>
      </p>
      <button
        type="button"
        class="button button-quiet"
        data-testid="refresh"
        onClick={onRefresh}
        disabled={busy}
        aria-busy={busy ? 'true' : 'false'}
        title="Fetch robots.txt again, bypassing every cache"
      >
        <RefreshIcon size={14} class={busy ? 'spin' : ''} /> {busy ? 'Refreshing…' : 'Refresh'}
      </button>
      {error && (
        <p class="refresh-error" role="alert">
          Refresh failed: <QuotingText text={error} />
        </p>
      )}
    </div>
  );
}

const PILL_CLASSES: Readonly<Record<StatusClass, string>> = {
  success: 'status-ok',
  redirect: 'status-redirect',
  'client-error': 'status-client',
  'server-error': 'status-error',
  unexpected: 'status-error',
};

/** The status pill's colour class: ok, redirect, client error, or error (429 and 5xx included). */
export function pillClass(status: number): string {
  return PILL_CLASSES[statusClass(status)];
}
