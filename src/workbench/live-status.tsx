/** What the site answered for its robots.txt: fetching, the file (cached or fresh), or the outcome in words when there is no file. */
import { readFetchOutcome } from '../core/index.ts';
import { outcomeMessageParts, outcomeTitleParts } from '../text/outcome-text.ts';
import { site } from '../text/text.ts';
import { MessageText } from '../ui/site-text.tsx';
import { useText } from '../ui/use-text.ts';
import { refreshLive } from './actions.ts';
import { live, liveFileText, profile } from './store.ts';

export function LiveStatus() {
  const text = useText();
  const l = live.value;
  if (l.kind === 'none') return null;
  if (l.kind === 'loading') {
    return (
      <p class="live-status" aria-busy="true" data-testid="live-status" data-state="loading">
        <MessageText parts={text.parts('workbench.live.loading', { url: site(l.robotsUrl) })} />
      </p>
    );
  }
  if (l.kind === 'error') {
    return (
      <div class="live-status notice notice-bad" role="alert" data-testid="live-status" data-state="error">
        <MessageText parts={text.renderParts(l.message)} />
        <RefreshButton />
      </div>
    );
  }
  const record = l.record;
  const reading = readFetchOutcome(record.latest.facts.outcome, profile.value.engine);
  const hasFile = liveFileText.value !== null;
  return (
    <div class="live-status" data-testid="live-status" data-state={hasFile ? 'file' : 'no-file'}>
      {reading.action === 'parse' ? (
        <p>
          <MessageText
            parts={text.parts(l.fromCache ? 'workbench.live.from-cache' : 'workbench.live.fetched', { url: site(record.robotsUrl) })}
          />
        </p>
      ) : (
        <div class="notice notice-warn" data-testid="live-outcome">
          <p class="notice-title">
            <MessageText parts={outcomeTitleParts(text, reading)} />
          </p>
          <p>
            <MessageText parts={outcomeMessageParts(text, reading)} />
          </p>
        </div>
      )}
      <RefreshButton />
    </div>
  );
}

function RefreshButton() {
  const text = useText();
  return (
    <button type="button" class="button button-small" onClick={() => void refreshLive()} data-testid="live-refresh">
      {text.t('workbench.live.refresh')}
    </button>
  );
}
