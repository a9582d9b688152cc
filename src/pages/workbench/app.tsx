/**
 * The workbench: the origin box on top; the draft's editor beside the
 * crawler and the URLs to test; the results below. The page's parts render
 * from the store (store.ts) and change it through the actions (actions.ts);
 * the URL panel (urls/) and the results (results/) get their slice of it and
 * its actions as props.
 */
import { useEffect } from 'preact/hooks';
import type { UrlEffect } from '../../core/index.ts';
import { CrawlerSwitcher } from '../../ui/crawler-switcher.tsx';
import { LensIcon } from '../../ui/icons.tsx';
import { useText } from '../../ui/use-text.ts';
import { site } from '../../text/text.ts';
import { chooseCell, chooseCrawler, flushSave, resultsSection, showOnlyVersionChanges, unsavedOnClose, urlListSection } from './actions.ts';
import { DraftActions, DraftFacts, FileTabs, SourceBar } from './draft-bar.tsx';
import { EditorPane, jumpToLine } from './editor-pane.tsx';
import { HistoryPanel } from './history-panel.tsx';
import type { EvaluationRunner } from './evaluation-runner.ts';
import { LiveStatus } from './live-status.tsx';
import { OriginBox } from './origin-box.tsx';
import { ResultsPanel } from './results/results-panel.tsx';
import { RevertDialog } from './revert-dialog.tsx';
import {
  evaluation,
  liveFileText,
  matrixProfiles,
  origin,
  profile,
  settings,
  settledDraft,
  sitemaps,
  urlList,
  versionChanges,
  versionChangesOnly,
} from './store.ts';
import { UrlPanel } from './urls/url-panel.tsx';

/** A comparison that changes nothing for the chosen crawler (one map, so the table's rows are not recomputed each render). */
const NO_CHANGES: ReadonlyMap<string, UrlEffect> = new Map<string, UrlEffect>();

export function App({ runner }: { runner: EvaluationRunner }) {
  const text = useText();
  const o = origin.value;
  const title = o ? text.t('workbench.title.origin', { origin: site(o) }) : text.t('workbench.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  // A draft typed just before the tab closes is written then (the debounce would lose it).
  useEffect(() => {
    const hide = () => void flushSave(true);
    addEventListener('pagehide', hide);
    // A draft storage refused (full) or one held by a conflict with another tab exists only here: the browser asks before closing.
    const leaving = (event: BeforeUnloadEvent) => {
      if (!unsavedOnClose()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    addEventListener('beforeunload', leaving);
    return () => {
      removeEventListener('pagehide', hide);
      removeEventListener('beforeunload', leaving);
    };
  }, []);
  return (
    <div class="workbench">
      <header class="workbench-header">
        <h1>
          <LensIcon size={22} /> {text.t('workbench.title')}
        </h1>
        <OriginBox />
      </header>
      {o === null ? (
        <main class="workbench-main workbench-empty">
          <p class="hint">{text.t('workbench.origin.none')}</p>
        </main>
      ) : (
        <main class="workbench-main">
          <section class="card editor-card" aria-labelledby="draft-heading">
            <div class="editor-head">
              <h2 id="draft-heading">{text.t('workbench.view.draft')}</h2>
              <FileTabs />
            </div>
            <LiveStatus />
            <SourceBar />
            <EditorPane />
            <DraftActions />
            <DraftFacts />
          </section>
          <div class="side">
            <section class="card crawler-card" aria-label={text.t('workbench.crawler.heading')}>
              <CrawlerSwitcher current={profile.value} custom={settings.value.customProfiles} onChoose={chooseCrawler} />
            </section>
            <UrlPanel list={urlListSection} sitemaps={sitemaps.value} />
          </div>
          <div class="history-area">
            <HistoryPanel origin={o} />
          </div>
          <div class="results-area">
            <ResultsPanel
              state={resultsSection}
              evaluation={evaluation.value}
              urls={urlList.urls.value}
              profiles={matrixProfiles.value}
              chosen={profile.value.id}
              origin={o}
              files={liveFileText.value === null ? null : { live: liveFileText.value, draft: settledDraft.value.text }}
              onJumpToLine={jumpToLine}
              onChooseCell={chooseCell}
              evaluateAll={runner.evaluateAll}
              versionChanges={versionChanges.value === null ? null : (versionChanges.value.get(profile.value.id) ?? NO_CHANGES)}
              versionOnly={versionChangesOnly.value}
              onVersionOnly={showOnlyVersionChanges}
            />
          </div>
        </main>
      )}
      <RevertDialog />
    </div>
  );
}
