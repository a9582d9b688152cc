/**
 * The shared components (src/ui/) fed from the popup's store. Each reads
 * only the signals its component needs, so a change re-renders that part
 * alone, as when the components read the store themselves.
 */
import { useEffect } from 'preact/hooks';
import { crawlerGroupOf } from '../../core/index.ts';
import { matrixRows } from '../../robots/crawler-matrix.ts';
import { CrawlDelay } from './verdict/crawl-delay.tsx';
import { CrawlerMatrix, type MatrixEntry } from './matrix/crawler-matrix.tsx';
import { CrawlerFacts, CrawlerSwitcher } from '../../ui/crawler-switcher.tsx';
import { DiagnosticsFold } from './diagnostics/diagnostics-fold.tsx';
import { DiagnosticsList } from './diagnostics/diagnostics-list.tsx';
import { FetchFacts } from './diagnostics/fetch-facts.tsx';
import { FileFind } from './robots-file/file-find.tsx';
import { IndexingSection } from './indexing/indexing-section.tsx';
import { PageAnswerLine } from './page-answer/page-answer-line.tsx';
import { pageAnswer, pageAnswerBlocks } from './page-answer/page-answer-state.ts';
import { loadTabDocument } from './actions/page-answer.ts';
import { RecordNoticeList } from './diagnostics/record-notice-list.tsx';
import { RefreshBar } from './diagnostics/refresh-bar.tsx';
import { RobotsFileSection } from './robots-file/robots-file-section.tsx';
import { RobotsFileView } from './robots-file/robots-file-view.tsx';
import { Sitemaps } from './robots-file/sitemaps.tsx';
import { VerdictBanner, type BannerInput } from './verdict/verdict-banner.tsx';
import { WhyPanel } from './verdict/why-panel.tsx';
import type { Text } from '../../text/text.ts';
import { useText } from '../../ui/use-text.ts';
import { chooseProfile, refresh, requestFocusLine } from './actions.ts';
import { canonicalsElsewhere, indexingView, sameSiteQuestion } from './indexing/indexing-state.ts';
import { checkCanonicalsElsewhere, loadTabSignals } from './actions/indexing.ts';
import { findCurrent, findResult } from './robots-file/find-state.ts';
import { setFindQuery, stepFind } from './actions/find.ts';
import { allProfiles, matrixInput } from './matrix/matrix-state.ts';
import { computeMatrix } from './actions/matrix.ts';
import { ServedCompare } from './indexing/served-compare.tsx';
import { servedView } from './indexing/served-state.ts';
import { compareServed } from './actions/indexing.ts';
import {
  checkedResult,
  checkedUrl,
  decidingLine,
  diagnostics,
  diagnosticsByLine,
  explainFailure,
  explainQuestion,
  file,
  fileLines,
  findQuery,
  focusRequest,
  groupLines,
  matrixCells,
  now,
  page,
  profile,
  refreshError,
  refreshing,
  result,
  settings,
  shownRecord,
  slowLoad,
  verdictFacts,
} from './store.ts';
import { decideSameSite } from './actions/explain.ts';

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
      const failure = explainFailure.value;
      if (failure) return { kind: 'failed', detail: failure.detail };
      const facts = verdictFacts.value;
      if (facts) return { kind: 'verdict', result: facts, crawler: profile.value.name };
      // Another crawler was chosen: the verdict before it, for the crawler it names, until the answer comes. Another
      // URL: nothing about the one before it.
      const before = result.value;
      const same = before !== null && before.url === explainQuestion.value?.url;
      return same ? { kind: 'verdict', result: before, crawler: before.verdict.crawlerName } : { kind: 'loading', slow: false };
    }
  }
}

export function PopupRefreshBar() {
  const record = shownRecord.value;
  const text = useText();
  if (record === null) return null;
  const error = refreshError.value;
  return (
    <RefreshBar
      record={record}
      now={now.value}
      refreshing={refreshing.value}
      error={error && text.render(error)}
      onRefresh={() => void refresh()}
    />
  );
}

export function PopupRecordNotices() {
  const record = shownRecord.value;
  const r = result.value;
  if (record === null || r === null) return null;
  return <RecordNoticeList facts={record.latest.facts} result={{ ...r, file: file.value }} />;
}

export function PopupWhyPanel() {
  const r = checkedResult.value;
  if (!r) return null;
  return <WhyPanel result={r} lines={fileLines.value} onLine={requestFocusLine} />;
}

/** Rendered with the details, after the verdict is on screen: only then is the page read (actions/indexing.ts). */
export function PopupIndexing() {
  useEffect(() => void loadTabSignals(), []);
  // Canonicals on other sites: decided at once when their robots.txt is cached (no request), for each crawler chosen.
  const elsewhere = canonicalsElsewhere.value;
  const profileId = profile.value.id;
  useEffect(() => void checkCanonicalsElsewhere(false), [elsewhere, profileId]);
  // The page's own decision and its same-site canonicals': the worker's, on the record the verdict came from.
  const sameSite = sameSiteQuestion.value;
  useEffect(() => {
    if (sameSite) void decideSameSite(sameSite);
  }, [sameSite]);
  return (
    <IndexingSection
      view={indexingView.value}
      onCheckCanonicals={() => void checkCanonicalsElsewhere(true)}
      answer={<PopupPageAnswer />}
      answerBlocks={pageAnswerBlocks(pageAnswer.value)}
      served={<PopupServedCompare />}
    />
  );
}

/** The served HTML beside the rendered page: fetched only when the person presses its button. */
function PopupServedCompare() {
  return <ServedCompare view={servedView.value} onCompare={() => void compareServed()} />;
}

/** The page's own HTTP answer, asked of the worker with the indexing signals. */
function PopupPageAnswer() {
  useEffect(() => void loadTabDocument(), []);
  const p = page.value;
  const own = p.kind === 'record' && checkedUrl.value === p.pageUrl ? verdictFacts.value : null;
  return <PageAnswerLine view={pageAnswer.value} crawler={profile.value.name} targetAllowed={own ? own.verdict.allowed : null} />;
}

/** Rendered with the details, after the verdict is on screen; its verdicts are computed in idle time (actions/matrix.ts). */
export function PopupCrawlerMatrix() {
  const input = matrixInput.value;
  const profiles = allProfiles.value;
  useEffect(() => {
    if (input) void computeMatrix(input.key, input.pageUrl, profiles);
  }, [input, profiles]);
  if (!input) return null;
  const cells = matrixCells.value;
  const entries = profiles.map(
    (p): MatrixEntry => cells?.get(p.id) ?? { profileId: p.id, name: p.name, group: crawlerGroupOf(p), state: null, line: 0 },
  );
  return <CrawlerMatrix rows={matrixRows(entries)} chosen={profile.value.id} onChoose={chooseFromMatrix} />;
}

/** A crawler chosen below the fold: its verdict, at the top, comes into view. */
function chooseFromMatrix(profileId: string): void {
  chooseProfile(profileId);
  document.querySelector('[data-testid="verdict"]')?.scrollIntoView({ block: 'nearest' });
}

export function PopupRobotsFile() {
  const r = result.value;
  if (!r) return null;
  // The file the verdict was read from is on its way from the worker.
  if (r.fileId !== null && file.value === null) return null;
  // While the path box names no URL of this site, the file is still shown, but no line decides anything.
  const shown = checkedResult.value ?? { ...r, verdict: { ...r.verdict, decidingLine: 0 } };
  return (
    <RobotsFileSection result={shown} file={file.value} lines={fileLines.value} onLine={requestFocusLine}>
      <PopupFileFind />
      <PopupRobotsFileView />
    </RobotsFileSection>
  );
}

function PopupFileFind() {
  return (
    <FileFind query={findQuery.value} result={findResult.value} current={findCurrent.value} onQuery={setFindQuery} onStep={stepFind} />
  );
}

function PopupRobotsFileView() {
  const query = findQuery.value;
  return (
    <RobotsFileView
      lines={fileLines.value}
      deciding={decidingLine.value}
      groupLines={groupLines.value}
      diagnostics={diagnosticsByLine.value}
      focus={focusRequest.value}
      find={query === '' ? null : { matches: findResult.value.matches, current: findCurrent.value }}
      managed={file.value?.managedBlocks}
    />
  );
}

export function PopupDiagnostics() {
  const list = diagnostics.value;
  return (
    <DiagnosticsFold diagnostics={list}>
      <DiagnosticsList diagnostics={list} onLine={requestFocusLine} />
    </DiagnosticsFold>
  );
}

export function PopupSitemaps() {
  return <Sitemaps sitemaps={file.value?.sitemaps ?? []} onLine={requestFocusLine} />;
}

export function PopupCrawlDelay() {
  const r = result.value;
  const f = file.value;
  if (!r || !f) return null;
  return <CrawlDelay result={r} crawlDelayInFile={f.crawlDelayInFile} profile={profile.value} onLine={requestFocusLine} />;
}

export function PopupFetchFacts() {
  const record = shownRecord.value;
  const r = result.value;
  if (record === null || r === null) return null;
  const p = page.value;
  return <FetchFacts record={record} result={r} fromCache={p.kind === 'record' && p.fromCache} now={now.value} />;
}
