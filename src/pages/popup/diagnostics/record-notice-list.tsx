/** Callouts for a robots.txt in a state of its own: network error, 4xx, 5xx, HTML instead of text, an empty file. */
import { recordNotices } from './record-notices.ts';
import { ErrorIcon, InfoIcon, WarningIcon } from '../../../ui/icons.tsx';
import { MessageText } from '../../../ui/site-text.tsx';
import { useText } from '../../../ui/use-text.ts';
import type { FetchFacts } from '../../../robots/robots-record.ts';
import type { NoticeInput } from './record-notices.ts';

interface RecordNoticeListProps {
  /** The facts of the latest fetch. */
  facts: FetchFacts;
  result: NoticeInput;
}

export function RecordNoticeList({ facts, result }: RecordNoticeListProps) {
  const notices = recordNotices(facts, result, useText());
  if (notices.length === 0) return null;
  return (
    <div class="notices">
      {notices.map((n) => (
        <div key={n.kind} class={`notice notice-${n.tone}`} data-testid="record-notice" data-kind={n.kind} role="note">
          <span class="notice-icon">
            {n.tone === 'error' ? <ErrorIcon size={16} /> : n.tone === 'warning' ? <WarningIcon size={16} /> : <InfoIcon size={16} />}
          </span>
          <div>
            <p class="notice-title">
              <MessageText parts={n.title} />
            </p>
            {n.text.length > 0 && (
              <p class="notice-text">
                <MessageText parts={n.text} />
              </p>
            )}
          </div>
        </div>
      ))}
    </div>
  );
}
