/**
 * The Sitemap lines: http(s) addresses become links (new tab); anything else
 * is shown as text, never as a link. The first ones, then more in steps.
 */
import './robots-file.css';
import { formatCount, isWebUrl } from '../../../ui/format.ts';
import { ExternalIcon } from '../../../ui/icons.tsx';
import { ShowMore, useShownCount } from '../../../ui/show-more.tsx';
import { SiteText, siteTitle } from '../../../ui/site-text.tsx';
import type { SitemapLine } from '../../../core/index.ts';
import { useText } from '../../../ui/use-text.ts';

interface SitemapsProps {
  sitemaps: readonly SitemapLine[];
  /** Shows a line in the page's file view. */
  onLine: (line: number) => void;
}

export function Sitemaps({ sitemaps, onLine }: SitemapsProps) {
  const text = useText();
  const shown = useShownCount(sitemaps);
  if (sitemaps.length === 0) return null;
  return (
    <section class="panel" aria-labelledby="sitemaps-heading">
      <h2 id="sitemaps-heading" class="panel-title">
        {text.t('ui.sitemaps.heading')} <span class="panel-count">{formatCount(sitemaps.length, text.locale)}</span>
      </h2>
      <ul class="sitemaps">
        {sitemaps.slice(0, shown.count).map((s) => (
          <li key={s.line} class="sitemap" data-testid="sitemap">
            <button type="button" class="line-chip line-chip-button" onClick={() => onLine(s.line)} title={text.t('ui.sitemaps.show-line')}>
              {text.t('ui.sitemaps.line', { line: s.line })}
            </button>
            {isWebUrl(s.url) ? (
              <a class="sitemap-link" href={s.url} target="_blank" rel="noopener noreferrer" title={siteTitle(s.url)}>
                <SiteText class="sitemap-url" text={s.url} /> <ExternalIcon size={12} />
              </a>
            ) : (
              <span class="sitemap-text">
                {s.url ? <SiteText class="sitemap-url" text={s.url} /> : <span class="sitemap-url">{text.t('ui.sitemaps.empty')}</span>}{' '}
                <span class="muted">{text.t('ui.sitemaps.not-web')}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
      <ShowMore
        shown={Math.min(shown.count, sitemaps.length)}
        available={sitemaps.length}
        total={sitemaps.length}
        list="sitemaps"
        onMore={shown.more}
      />
    </section>
  );
}
