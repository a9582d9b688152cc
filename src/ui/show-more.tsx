/**
 * Lists whose length the site's file controls (matching rules, user-agent
 * lines, sitemaps, diagnostics) show their first items and grow in steps: a
 * 42,000-line file must not put 42,000 items in the popup at once.
 */
import './show-more.css';
import { useState } from 'preact/hooks';
import type { Message } from '../text/messages/index.ts';
import { useText } from './use-text.ts';

/** How many items a list shows before any "show more". */
export const FIRST_SHOWN = 20;
/** How many each "show more" adds. */
export const MORE_STEP = 100;

/** The number of items to show now, and a way to show more (reset when `resetKey` changes). */
export function useShownCount(resetKey: unknown = null, first = FIRST_SHOWN): { count: number; more: () => void } {
  const [state, setState] = useState({ key: resetKey, count: first });
  const count = state.key === resetKey ? state.count : first;
  return { count, more: () => setState({ key: resetKey, count: count + MORE_STEP }) };
}

/** The lists that grow in steps, each with its own sentence for what it leaves out. */
export type ShownList = 'sitemaps' | 'diagnostics' | 'user-agent-lines' | 'matching-rules';

interface ShowMoreProps {
  /** Items on screen. */
  shown: number;
  /** Items that could be shown with more clicks. */
  available: number;
  /** Items in all (may exceed `available` when the list itself was bounded), exact. */
  total: number;
  list: ShownList;
  onMore: () => void;
}

export function ShowMore({ shown, available, total, list, onMore }: ShowMoreProps) {
  const text = useText();
  if (shown >= total) return null;
  const next = Math.min(MORE_STEP, available - shown);
  const hidden = total - shown;
  return (
    <p class="show-more" data-testid="show-more">
      <span class="muted">{text.render(hiddenMessage(list, hidden, next <= 0))}</span>
      {next > 0 && (
        <button type="button" class="button button-quiet button-small" onClick={onMore}>
          {text.t('ui.more.show', { count: next })}
        </button>
      )}
    </p>
  );
}

/** "and 120 more sitemaps"; matching rules beyond what the list keeps are pointed to the file view. */
function hiddenMessage(list: ShownList, count: number, unlisted: boolean): Message {
  switch (list) {
    case 'sitemaps':
      return { key: 'ui.more.sitemaps', params: { count } };
    case 'diagnostics':
      return { key: 'ui.more.diagnostics', params: { count } };
    case 'user-agent-lines':
      return { key: 'ui.more.user-agent-lines', params: { count } };
    case 'matching-rules':
      return unlisted
        ? { key: 'ui.more.matching-rules-unlisted', params: { count } }
        : { key: 'ui.more.matching-rules', params: { count } };
  }
}
