/** One line under the verdict: where robots.txt came from, how old the copy is, and the Refresh button. */
import './diagnostics.css';
import { statusClass, type StatusClass } from '../../../core/index.ts';
import { formatAge } from '../../../shared/time-text.ts';
import { formatStatus } from '../../../ui/format.ts';
import { RefreshIcon } from '../../../ui/icons.tsx';
import { MessageText } from '../../../ui/site-text.tsx';
import { site } from '../../../text/text.ts';
import { useText } from '../../../ui/use-text.ts';
import type { RecordView } from '../../../robots/record-view.ts';

interface RefreshBarProps {
  record: RecordView;
  /** The clock the age is counted from (epoch ms). */
  now: number;
  /** A refresh is under way. */
  refreshing: boolean;
  /** Why the last refresh failed, or null. */
  error: string | null;
  onRefresh: () => void;
}

export function RefreshBar({ record, now, refreshing, error, onRefresh }: RefreshBarProps) {
  const text = useText();
  const facts = record.latest.facts;
  const o = facts.outcome;
  const status =
    o.kind === 'response'
      ? formatStatus(o.status)
      : text.t(o.kind === 'redirect-refused' ? 'verdict-ui.status.redirect-refused' : 'verdict-ui.status.no-answer');
  const busy = refreshing;
  return (
    <div class="refresh-bar">
      <p class="refresh-bar-text">
        <a class="refresh-bar-link" href={record.robotsUrl} target="_blank" rel="noopener noreferrer">
          robots.txt
        </a>{' '}
        {/* An HTTP status with its reason phrase is the protocol's own text, the same in every language: not to translate. */}
        <span
          class={`status-pill ${pillClass(o.kind === 'response' ? o.status : 0)}`}
          translate={o.kind === 'response' ? false : undefined}
        >
          {status}
        </span>{' '}
        <span class="muted">{text.t('verdict-ui.refresh.fetched', { age: formatAge(now - facts.fetchedAt, text.locale) })}</span>
      </p>
      <button
        type="button"
        class="button button-quiet"
        data-testid="refresh"
        onClick={onRefresh}
        disabled={busy}
        aria-busy={busy ? 'true' : 'false'}
        title={text.t('verdict-ui.refresh.tooltip')}
      >
        <RefreshIcon size={14} class={busy ? 'spin' : ''} /> {text.t(busy ? 'verdict-ui.refresh.busy' : 'verdict-ui.refresh.button')}
      </button>
      {error && (
        <p class="refresh-error" role="alert">
          <MessageText parts={text.parts('verdict-ui.refresh.failed', { error: site(error) })} />
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
