/** The options page: default crawler, custom crawlers, cookies for staging sites, the cache. */
import { LensIcon } from '../ui/icons.tsx';
import { CachePanel } from './cache-panel.tsx';
import { CustomProfiles } from './custom-profiles.tsx';
import { DefaultCrawler } from './default-crawler.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { SendCookies } from './send-cookies.tsx';
import { loaded } from './store.ts';

export function App() {
  return (
    <div class="options">
      <header class="options-header">
        <h1>
          <LensIcon size={22} /> Robots Lens options
        </h1>
      </header>
      {loaded.value ? (
        <main class="options-main">
          <LanguagePicker />
          <DefaultCrawler />
          <CustomProfiles />
          <SendCookies />
          <CachePanel />
        </main>
      ) : (
        <main class="options-main" aria-busy="true">
          <p class="hint">Loading settings…</p>
        </main>
      )}
    </div>
  );
}
