/** The popup, top to bottom: crawler, page, verdict, why, the file, and the facts behind them. */
import { useEffect } from 'preact/hooks';
import { showDetails } from './actions.ts';
import { CrawlDelay } from './crawl-delay.tsx';
import { CrawlerFacts, CrawlerSwitcher } from './crawler-switcher.tsx';
import { DiagnosticsList } from './diagnostics-list.tsx';
import { FetchFacts } from './fetch-facts.tsx';
import { LensIcon } from './icons.tsx';
import { LoadError, LoadingSkeleton, NotApplicable } from './page-state.tsx';
import { PageUrl } from './page-url.tsx';
import { RecordNoticeList } from './record-notice-list.tsx';
import { RefreshBar } from './refresh-bar.tsx';
import { RobotsFileSection } from './robots-file-section.tsx';
import { Sitemaps } from './sitemaps.tsx';
import { detailsShown, evaluation, page } from './store.ts';
import { VerdictBanner } from './verdict-banner.tsx';
import { whenVerdictPresented } from './verdict-presented.ts';
import { WhyPanel } from './why-panel.tsx';

const DETAILS_MARK = 'robots-lens:details';

export function App() {
  const kind = page.value.kind;
  // The details follow once the verdict is on screen (see verdict-presented.ts).
  useEffect(() => (kind === 'record' ? whenVerdictPresented(showDetails) : undefined), [kind]);
  return (
    <div class="popup">
      <header class="topbar">
        <span class="brand">
          <LensIcon size={18} /> Robots Lens
        </span>
        <CrawlerSwitcher />
      </header>
      <main class="content">
        <PageUrl />
        <VerdictBanner />
        {(page.value.kind === 'record' || page.value.kind === 'loading') && <CrawlerFacts />}
        <Body />
      </main>
    </div>
  );
}

function Body() {
  const p = page.value;
  if (p.kind === 'loading') return <LoadingSkeleton />;
  if (p.kind === 'not-applicable') return <NotApplicable />;
  if (p.kind === 'error' || evaluation.value?.kind !== 'ok') return <LoadError />;
  // The verdict reaches the screen first; until then the skeleton holds the space.
  if (!detailsShown.value) return <LoadingSkeleton />;
  return <Details />;
}

function Details() {
  useEffect(() => {
    if (performance.getEntriesByName(DETAILS_MARK).length === 0) performance.mark(DETAILS_MARK);
  }, []);
  return (
    <>
      <RefreshBar />
      <RecordNoticeList />
      <WhyPanel />
      <RobotsFileSection />
      <DiagnosticsList />
      <Sitemaps />
      <CrawlDelay />
      <FetchFacts />
    </>
  );
}
