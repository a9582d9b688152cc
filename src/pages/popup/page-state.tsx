/** What fills the popup when there is no robots.txt to show: loading skeleton, not an http(s) page, or an error with Retry. */
import { loadPage } from './actions.ts';
import { RefreshIcon } from '../../ui/icons.tsx';
import { page } from './store.ts';
import { useText } from '../../ui/use-text.ts';

export function LoadingSkeleton() {
  return (
    <div class="skeleton" aria-hidden="true" data-testid="loading-skeleton">
      <div class="skeleton-bar w-40" />
      <div class="skeleton-bar w-90" />
      <div class="skeleton-bar w-70" />
      <div class="skeleton-block" />
      <div class="skeleton-bar w-60" />
      <div class="skeleton-bar w-80" />
    </div>
  );
}

export function NotApplicable() {
  const text = useText();
  return (
    <div class="state-panel">
      <p>{text.t('verdict-ui.page.not-applicable')}</p>
      {/* Nor may an extension read such a page: no indexing signals, links or overlay either. */}
      <p data-testid="page-signals-unavailable">{text.t('indexing.not-available')}</p>
    </div>
  );
}

export function LoadError() {
  const p = page.value;
  const text = useText();
  return (
    <div class="state-panel">
      <p>{text.t(p.pageUrl ? 'verdict-ui.page.load-error' : 'verdict-ui.page.no-page')}</p>
      <button type="button" class="button button-primary" data-testid="retry" onClick={() => void loadPage()}>
        <RefreshIcon size={14} /> {text.t('verdict-ui.page.try-again')}
      </button>
    </div>
  );
}
