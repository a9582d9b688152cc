/** What fills the popup when there is no robots.txt to show: loading skeleton, not an http(s) page, or an error with Retry. */
import { loadPage } from './actions.ts';
import { RefreshIcon } from '../ui/icons.tsx';
import { page } from './store.ts';

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
  return (
    <div class="state-panel">
      <p>
        Robots Lens checks http and https pages. Open a web page and click the Robots Lens button again to see whether the crawler you
        choose may fetch it, and which robots.txt line decides.
      </p>
    </div>
  );
}

export function LoadError() {
  const p = page.value;
  return (
    <div class="state-panel">
      <p>
        {p.pageUrl
          ? 'Nothing is known about this page’s robots.txt yet. The error above is about Robots Lens itself, not about the site.'
          : 'Robots Lens could not find out which page this is.'}
      </p>
      <button type="button" class="button button-primary" data-testid="retry" onClick={() => void loadPage()}>
        <RefreshIcon size={14} /> Try again
      </button>
    </div>
  );
}
