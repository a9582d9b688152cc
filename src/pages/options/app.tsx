/** The options page: default crawler, custom crawlers, cookies for staging sites, checking links automatically, the cache, the popup's keyboard shortcut, the way to the workbench. */
import { useEffect } from 'preact/hooks';
import { LensIcon } from '../../ui/icons.tsx';
import { useText } from '../../ui/use-text.ts';
import { AutoCheckLinks } from './auto-check-links.tsx';
import { CachePanel } from './cache-panel.tsx';
import { HistoryPanel } from './history-panel.tsx';
import { WatchPanel } from './watch-panel.tsx';
import { CustomProfiles } from './custom-profiles.tsx';
import { DefaultCrawler } from './default-crawler.tsx';
import { KeyboardShortcut } from './keyboard-shortcut.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { SendCookies } from './send-cookies.tsx';
import { WorkbenchLink } from './workbench-link.tsx';
import { loaded } from './store.ts';

export function App() {
  const text = useText();
  const title = text.t('options.title');
  // The tab's title follows the page's language too (index.html starts in English).
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div class="options">
      <header class="options-header">
        <h1>
          <LensIcon size={22} /> {title}
        </h1>
      </header>
      {loaded.value ? (
        <main class="options-main">
          <LanguagePicker />
          <DefaultCrawler />
          <CustomProfiles />
          <SendCookies />
          <AutoCheckLinks />
          <CachePanel />
          <HistoryPanel />
          <WatchPanel />
          <KeyboardShortcut />
          <WorkbenchLink />
        </main>
      ) : (
        <main class="options-main" aria-busy="true">
          <p class="hint">{text.t('options.loading')}</p>
        </main>
      )}
    </div>
  );
}
