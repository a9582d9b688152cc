/** The page's address as a crawler matches it: the path and query, with the host it belongs to. */
import { SiteText, siteTitle } from '../../ui/site-text.tsx';
import { page, pagePath } from './store.ts';

export function PageUrl() {
  const pageUrl = page.value.pageUrl;
  if (!pageUrl) return null;
  const host = hostOf(pageUrl);
  const path = pagePath.value;
  return (
    <div class="page-url" title={siteTitle(pageUrl)}>
      {host && <SiteText class="page-url-host" text={host} />}
      {path !== null ? (
        <code class="page-url-path" data-testid="page-path">
          <SiteText text={path} />
        </code>
      ) : (
        <code class="page-url-path page-url-other">
          <SiteText text={pageUrl} />
        </code>
      )}
    </div>
  );
}

function hostOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? `${u.protocol}//${u.host}` : null;
  } catch {
    return null;
  }
}
