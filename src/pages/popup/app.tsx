/** The popup, top to bottom: crawler, page, verdict, why, the file, and the facts behind them. */
import { useEffect } from 'preact/hooks';
import { LensIcon } from '../../ui/icons.tsx';
import { whenVerdictPresented } from './verdict/verdict-presented.ts';
import { showDetails } from './actions.ts';
import { PopupHistoryLine } from './history/history-line.tsx';
import { PopupLinksSection } from './links/links-panel.tsx';
import { LoadError, LoadingSkeleton, NotApplicable } from './page-state.tsx';
import { PageUrl } from './page-url.tsx';
import {
  PopupCrawlDelay,
  PopupCrawlerFacts,
  PopupCrawlerMatrix,
  PopupCrawlerSwitcher,
  PopupDiagnostics,
  PopupFetchFacts,
  PopupIndexing,
  PopupRecordNotices,
  PopupRefreshBar,
  PopupRobotsFile,
  PopupSitemaps,
  PopupWhyPanel,
} from './panels.tsx';
import { loadOverlayState } from './actions/overlay.ts';
import { PopupAnswerRows, PopupTopAnswer } from './top-answer/top-answer-panel.tsx';
import { PopupTokenControls, PopupUsePreferences } from './ai-use/use-panel.tsx';
import {
  PopupCopyMenu,
  PopupOptionsButton,
  PopupOverlaySwitch,
  PopupPathBox,
  PopupVerdict,
  PopupWorkbenchButton,
} from './tools/tools-panels.tsx';
import { detailsReady, detailsShown, explainFailure, page, result } from './store.ts';
import { AskWorker } from './ask-worker.tsx';

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
        <span class="topbar-end">
          <PopupCrawlerSwitcher />
          <PopupWorkbenchButton />
          <PopupOptionsButton />
        </span>
      </header>
      <main class="content">
        <PageUrl />
        <PopupTopAnswer />
        <PopupVerdict />
        <PopupAnswerRows />
        {(page.value.kind === 'record' || page.value.kind === 'loading') && <PopupCrawlerFacts />}
        {page.value.kind === 'record' && <PopupTokenControls />}
        <Body />
      </main>
      <AskWorker />
    </div>
  );
}

function Body() {
  const p = page.value;
  if (p.kind === 'loading') return <LoadingSkeleton />;
  if (p.kind === 'not-applicable') return <NotApplicable />;
  if (p.kind === 'error' || (explainFailure.value !== null && result.value === null)) return <LoadError />;
  // The verdict reaches the screen first, the worker's explanation the details read after it; until then the skeleton holds the space.
  if (!detailsShown.value || !detailsReady.value) return <LoadingSkeleton />;
  return <Details />;
}

function Details() {
  useEffect(() => {
    if (performance.getEntriesByName(DETAILS_MARK).length === 0) performance.mark(DETAILS_MARK);
    void loadOverlayState();
  }, []);
  return (
    <>
      <PopupPathBox />
      <PopupCopyMenu />
      <PopupRefreshBar />
      <PopupRecordNotices />
      <PopupHistoryLine />
      <PopupWhyPanel />
      <PopupUsePreferences />
      <PopupIndexing />
      <PopupLinksSection />
      <PopupOverlaySwitch />
      <PopupCrawlerMatrix />
      <PopupRobotsFile />
      <PopupDiagnostics />
      <PopupSitemaps />
      <PopupCrawlDelay />
      <PopupFetchFacts />
    </>
  );
}
