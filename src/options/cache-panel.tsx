/** The worker's robots.txt cache: how much it holds, and a button to empty it. */
import { formatBytes, plural } from '../ui/format.ts';
import type { CacheStats } from '../shared/protocol.ts';
import { clearCache } from './actions.ts';
import { cache, clearing } from './store.ts';

export function CachePanel() {
  const c = cache.value;
  const busy = clearing.value;
  return (
    <section class="card" aria-labelledby="cache-heading">
      <h2 id="cache-heading">Cache</h2>
      <p class="hint">
        Robots Lens keeps each site’s robots.txt for as long as Google would (up to 24 hours, following Cache-Control), so the badge and the
        popup answer without fetching again. Clearing it makes the next check fetch afresh.
      </p>
      <p class="cache-stats" data-testid="cache-stats" aria-live="polite">
        {c.kind === 'loading' && 'Reading the cache…'}
        {c.kind === 'ready' && <>Holds {statsText(c.stats)}.</>}
        {c.kind === 'cleared' && (
          <>
            Cleared: it held {statsText(c.before)}; it now holds {statsText(c.after)}.
          </>
        )}
        {c.kind === 'error' && <span class="save-error">{c.message}</span>}
      </p>
      <button
        type="button"
        class="button button-danger"
        data-testid="clear-cache"
        disabled={busy}
        aria-busy={busy ? 'true' : 'false'}
        onClick={() => void clearCache()}
      >
        {busy ? 'Clearing…' : 'Clear the cache'}
      </button>
    </section>
  );
}

function statsText(s: CacheStats): string {
  return `${plural(s.origins, 'site')} (${formatBytes(s.bytes)})`;
}
