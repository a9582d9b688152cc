/** What the site answered for its robots.txt: fetching, the file (cached or fresh), or the outcome in words when there is no file. */
import { readFetchOutcome } from '../../core/index.ts';
import { outcomeMessageParts, outcomeTitleParts } from '../../text/outcome-text.ts';
import { site } from '../../text/text.ts';
import { MessageText } from '../../ui/site-text.tsx';
import { useText } from '../../ui/use-text.ts';
import { readWholeLive, refreshLive } from './actions.ts';
import { live, liveCutFacts, liveFileText, profile, wholeLive } from './store.ts';

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
      <LiveCutNotice />
    </div>
  );
}

/** A live file longer than 500 KiB: how much was read of how much, the line the read stopped in, and the whole file on request. */
export function LiveCutNotice() {
  const text = useText();
  const cut = liveCutFacts.value;
  if (cut === null) return null;
  const whole = wholeLive.value;
  const params = { readBytes: cut.readBytes, atLeastBytes: cut.atLeastBytes, line: cut.line };
  return (
    <div class="notice notice-warn live-cut" role="alert" data-testid="live-cut">
      <p>
        <MessageText
          parts={
            cut.lineCut
              ? text.parts('workbench.live.cut-line', { ...params, lineText: site(cut.lineText) })
              : text.parts('workbench.live.cut-line-end', params)
          }
        />
      </p>
      {whole.kind === 'read' ? (
        <p data-testid="live-whole-state" data-state={whole.draft}>
          {whole.draft === 'whole'
            ? text.t('workbench.live.whole-done', { bytes: whole.bytes })
            : text.t('workbench.live.whole-kept-draft', { bytes: whole.bytes })}
        </p>
      ) : (
        <p>
          <WholeButton />
          {whole.kind === 'failed' && (
            <span data-testid="live-whole-state" data-state="failed">
              {' '}
              <MessageText parts={text.renderParts(whole.message)} />
            </span>
          )}
        </p>
      )}
    </div>
  );
}

/** Reads the whole live file (the worker keeps only its first 500 KiB). */
export function WholeButton() {
  const text = useText();
  const loading = wholeLive.value.kind === 'loading';
  return (
    <button
      type="button"
      class="button button-small"
      disabled={loading}
      aria-busy={loading}
      onClick={() => void readWholeLive()}
      data-testid="live-whole-read"
    >
      {loading ? text.t('workbench.live.whole-loading') : text.t('workbench.live.whole-read')}
    </button>
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
