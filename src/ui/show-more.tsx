/**
 * Lists whose length the site's file controls (matching rules, user-agent
 * lines, sitemaps, diagnostics) show their first items and grow in steps: a
 * 42,000-line file must not put 42,000 items in the popup at once.
 */
import { useState } from 'preact/hooks';
import { formatCount } from './format.ts';

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

interface ShowMoreProps {
  /** Items on screen. */
  shown: number;
  /** Items that could be shown with more clicks. */
  available: number;
  /** Items in all (may exceed `available` when the list itself was bounded), exact. */
  total: number;
  /** "rule" → "Show 100 more rules". */
  noun: string;
  nouns?: string;
  onMore: () => void;
  /** Said of the items that no click can show ("see them in the robots.txt view"). */
  beyond?: string;
}

export function ShowMore({ shown, available, total, noun, nouns = `${noun}s`, onMore, beyond }: ShowMoreProps) {
  if (shown >= total) return null;
  const next = Math.min(MORE_STEP, available - shown);
  const hidden = total - shown;
  return (
    <p class="show-more" data-testid="show-more">
      <span class="muted">
        and {formatCount(hidden)} more {hidden === 1 ? noun : nouns}
        {next <= 0 && beyond ? ` (${beyond})` : ''}
      </span>
      {next > 0 && (
        <button type="button" class="button button-quiet button-small" onClick={onMore}>
          Show {formatCount(next)} more
        </button>
      )}
    </p>
  );
}
