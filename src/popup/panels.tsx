/**
 * The shared components (src/ui/) fed from the popup's store. Each reads
 * only the signals its component needs, so a change re-renders that part
 * alone, as when the components read the store themselves.
 */
import { CrawlDelay } from '../ui/crawl-delay.tsx';
import { CrawlerFacts, CrawlerSwitcher } from '../ui/crawler-switcher.tsx';
import { DiagnosticsList } from '../ui/diagnostics-list.tsx';
import { FetchFacts } from '../ui/fetch-facts.tsx';
import { RecordNoticeList } from '../ui/record-notice-list.tsx';
import { RefreshBar } from '../ui/refresh-bar.tsx';
import { RobotsFileSection } from '../ui/robots-file-section.tsx';
import { RobotsFileView } from '../ui/robots-file-view.tsx';
import { Sitemaps } from '../ui/sitemaps.tsx';
import { VerdictBanner, type BannerInput } from '../ui/verdict-banner.tsx';
import { WhyPanel } from '../ui/why-panel.tsx';
import type { Text } from '../text/text.ts';
import { useText } from '../ui/use-text.ts';
import { chooseProfile, refresh } from './actions.ts';
import {
  checkedResult,
  decidingLine,
  diagnostics,
  diagnosticsByLine,
  evaluation,
  fileLines,
  focusRequest,
  groupLines,
  now,
  page,
  profile,
  refreshError,
  refreshing,
  requestFocusLine,
  result,
  settings,
  slowLoad,
} from './store.ts';

export function PopupCrawlerSwitcher() {
  return <CrawlerSwitcher current={profile.value} custom={settings.value.customProfiles} onChoose={chooseProfile} />;
}

export function PopupCrawlerFacts() {
  return <CrawlerFacts profile={profile.value} />;
}

export function PopupVerdictBanner() {
  return <VerdictBanner input={bannerInput(useText())} />;
}

/** The page's state for the banner; the popup's own errors worded here. */
function bannerInput(text: Text): BannerInput {
  const p = page.value;
  switch (p.kind) {
    case 'loading':
      return { kind: 'loading', slow: slowLoad.value };
    case 'not-applicable':
      return { kind: 'not-applicable', reason: p.reason };
    case 'error':
      return { kind: 'error', message: text.render(p.error) };
    case 'record': {
      const e = evaluation.value;
      return e?.kind === 'ok'
        ? { kind: 'verdict', result: e.result, crawler: profile.value.name }
        : { kind: 'failed', detail: e?.detail ?? null };
    }
  }
}

export function PopupRefreshBar() {
  const e = evaluation.value;
  const text = useText();
  if (e?.kind !== 'ok') return null;
  const error = refreshError.value;
  return (
    <RefreshBar
      record={e.record}
      now={now.value}
      refreshing={refreshing.value}
      error={error && text.render(error)}
      onRefresh={() => void refresh()}
    />
  );
}

export function PopupRecordNotices() {
  const e = evaluation.value;
  if (e?.kind !== 'ok') return null;
  return <RecordNoticeList facts={e.record.latest.facts} result={e.result} />;
}

export function PopupWhyPanel() {
  const r = checkedResult.value;
  if (!r) return null;
  return <WhyPanel result={r} lines={fileLines.value} onLine={requestFocusLine} />;
}

export function PopupRobotsFile() {
  const r = result.value;
  if (!r) return null;
  // While the path box names no URL of this site, the file is still shown, but no line decides anything.
  const shown = checkedResult.value ?? { ...r, verdict: { ...r.verdict, decidingLine: 0 } };
  return (
    <RobotsFileSection result={shown} lines={fileLines.value} onLine={requestFocusLine}>
      <PopupRobotsFileView />
    </RobotsFileSection>
  );
}

function PopupRobotsFileView() {
  return (
    <RobotsFileView
      lines={fileLines.value}
      deciding={decidingLine.value}
      groupLines={groupLines.value}
      diagnostics={diagnosticsByLine.value}
      focus={focusRequest.value}
    />
  );
}

export function PopupDiagnostics() {
  return <DiagnosticsList diagnostics={diagnostics.value} onLine={requestFocusLine} />;
}

export function PopupSitemaps() {
  return <Sitemaps sitemaps={result.value?.model?.sitemaps ?? []} onLine={requestFocusLine} />;
}

export function PopupCrawlDelay() {
  const r = result.value;
  if (!r) return null;
  return <CrawlDelay result={r} profile={profile.value} onLine={requestFocusLine} />;
}

export function PopupFetchFacts() {
  const e = evaluation.value;
  if (e?.kind !== 'ok') return null;
  const p = page.value;
  return <FetchFacts record={e.record} result={e.result} fromCache={p.kind === 'record' && p.fromCache} now={now.value} />;
}
