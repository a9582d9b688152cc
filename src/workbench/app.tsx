/** The workbench: the origin box on top; the draft's editor on the left; the crawler, the URLs and the results on the right. */
import { useEffect } from 'preact/hooks';
import { CrawlerSwitcher } from '../ui/crawler-switcher.tsx';
import { LensIcon } from '../ui/icons.tsx';
import { useText } from '../ui/use-text.ts';
import { site } from '../text/text.ts';
import { chooseCrawler, flushSave } from './actions.ts';
import { DraftActions, DraftFacts, FileTabs, SourceBar } from './draft-bar.tsx';
import { EditorPane } from './editor-pane.tsx';
import { LiveStatus } from './live-status.tsx';
import { OriginBox } from './origin-box.tsx';
import { RevertDialog } from './revert-dialog.tsx';
import { CountsScaffold, UrlListScaffold } from './scaffold-panels.tsx';
import { origin, profile, settings } from './store.ts';

export function App() {
  const text = useText();
  const o = origin.value;
  const title = o ? text.t('workbench.title.origin', { origin: site(o) }) : text.t('workbench.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  // A draft typed just before the tab closes is written then (the debounce would lose it).
  useEffect(() => {
    const hide = () => void flushSave();
    addEventListener('pagehide', hide);
    return () => removeEventListener('pagehide', hide);
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
            <section class="card" aria-labelledby="crawler-heading">
              <h2 id="crawler-heading">{text.t('workbench.crawler.heading')}</h2>
              <CrawlerSwitcher current={profile.value} custom={settings.value.customProfiles} onChoose={chooseCrawler} />
            </section>
            <UrlListScaffold />
            <CountsScaffold />
          </div>
        </main>
      )}
      <RevertDialog />
    </div>
  );
}
