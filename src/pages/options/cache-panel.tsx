/** The worker's robots.txt cache: how much it holds, and a button to empty it. */
import type { CacheStats } from '../../shared/protocol.ts';
import type { Text } from '../../text/text.ts';
import { sizeText } from '../../text/size-text.ts';
import { useText } from '../../ui/use-text.ts';
import { clearCache } from './actions.ts';
import { cache, clearing } from './store.ts';

export function CachePanel() {
  const c = cache.value;
  const busy = clearing.value;
  const text = useText();
  return (
    <section class="card" aria-labelledby="cache-heading">
      <h2 id="cache-heading">{text.t('options.cache.heading')}</h2>
      <p class="hint">{text.t('options.cache.hint')}</p>
      <p class="cache-stats" data-testid="cache-stats" aria-live="polite">
        {c.kind === 'loading' && text.t('options.cache.reading')}
        {c.kind === 'ready' && text.t('options.cache.holds', statsParams(text, c.stats))}
        {c.kind === 'cleared' && text.t('options.cache.cleared', clearedParams(text, c.before, c.after))}
        {c.kind === 'error' && <span class="save-error">{text.render(c.message)}</span>}
      </p>
      <button
        type="button"
        class="button button-danger"
        data-testid="clear-cache"
        disabled={busy}
        aria-busy={busy ? 'true' : 'false'}
        onClick={() => void clearCache()}
      >
        {text.t(busy ? 'options.cache.clearing' : 'options.cache.clear')}
      </button>
    </section>
  );
}

function statsParams(text: Text, s: CacheStats): { sites: number; size: string } {
  return { sites: s.origins, size: sizeText(text, s.bytes) };
}

function clearedParams(text: Text, before: CacheStats, after: CacheStats) {
  return {
    sitesBefore: before.origins,
    sizeBefore: sizeText(text, before.bytes),
    sitesAfter: after.origins,
    sizeAfter: sizeText(text, after.bytes),
  };
}
