/** The Sitemap lines: http(s) addresses become links (new tab); anything else is shown as text, never as a link. */
import { isWebUrl } from './format.ts';
import { ExternalIcon } from './icons.tsx';
import { requestFocusLine, result } from './store.ts';

export function Sitemaps() {
  const sitemaps = result.value?.model?.sitemaps ?? [];
  if (sitemaps.length === 0) return null;
  return (
    <section class="panel" aria-labelledby="sitemaps-heading">
      <h2 id="sitemaps-heading" class="panel-title">
        Sitemaps <span class="panel-count">{sitemaps.length}</span>
      </h2>
      <ul class="sitemaps">
        {sitemaps.map((s) => (
          <li key={s.line} class="sitemap" data-testid="sitemap">
            <button type="button" class="line-chip line-chip-button" onClick={() => requestFocusLine(s.line)} title="Show this line">
              Line {s.line}
            </button>
            {isWebUrl(s.url) ? (
              <a class="sitemap-link" href={s.url} target="_blank" rel="noopener noreferrer">
                <span class="sitemap-url">{s.url}</span> <ExternalIcon size={12} />
              </a>
            ) : (
              <span class="sitemap-text">
                <span class="sitemap-url">{s.url || '(empty)'}</span>{' '}
                <span class="muted">not an http(s) address</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
