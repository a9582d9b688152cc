/**
 * The popup's store against the real message handlers of the worker
 * (src/worker/message-handlers.ts) in this process, answering from records
 * the test gives: the popup's questions cross the typed protocol as in the
 * extension, and the answers are the worker's own.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { findProfile } from '../../../../src/core/profiles.ts';
import { explainQuestion as askExplanation, loadFile } from '../../../../src/pages/popup/actions/explain.ts';
import { explainQuestion, fileQuestion, writable } from '../../../../src/pages/popup/store.ts';
import { AnsweredRecords, verdictView } from '../../../../src/robots/record-view.ts';
import type { RobotsRecord } from '../../../../src/robots/robots-record.ts';
import { DEFAULT_SETTINGS, profileForSettings } from '../../../../src/shared/settings.ts';
import { registerMessageHandlers } from '../../../../src/worker/message-handlers.ts';

export interface PopupWorker {
  /** Every record the worker holds, by origin. */
  records: Map<string, RobotsRecord>;
  /** The settings' crawler as the worker reads it. */
  profileId: string;
  /** The address of the popup's tab, as the worker reads it. */
  tabUrl: string | null;
  stop(): void;
}

/** Registers the worker's handlers over the `chrome` global (set it to fakeBrowser first). */
export function startPopupWorker(records: readonly RobotsRecord[]): PopupWorker {
  const worker: PopupWorker = {
    records: new Map(records.map((r) => [r.origin, r])),
    profileId: 'googlebot',
    tabUrl: null,
    stop: () => undefined,
  };
  const refuse = () => Promise.reject(new Error('not in these tests'));
  worker.stop = registerMessageHandlers({
    lookup: async (url) => {
      const record = worker.records.get(new URL(url).origin);
      if (!record) throw new Error(`no record for ${url}`);
      return { kind: 'record', pageUrl: url, record, fromCache: true };
    },
    tabUrl: async () => worker.tabUrl,
    tabId: async () => null,
    cache: { clear: refuse, stats: refuse },
    overlay: { state: refuse, set: refuse, decide: refuse, closed: refuse },
    decideUrls: refuse,
    profile: async (profileId) => profileForSettings({ profileId: profileId ?? worker.profileId, customProfiles: [] }),
  });
  return worker;
}

const answers = new AnsweredRecords(16);

/** The page's record as getTabRobots answers it (no bodies), with the worker's verdict for `verdictFor` (or none). */
export function showRecordFacts(pageUrl: string, record: RobotsRecord, verdictFor: string | null = 'googlebot'): void {
  const verdict = verdictFor === null ? null : verdictView(record, pageUrl, findProfile(verdictFor)!, Date.now());
  writable.explained.value = null;
  writable.file.value = null;
  writable.page.value = { kind: 'record', pageUrl, record: answers.remember(record), verdict, fromCache: true };
}

/** What the popup's AskWorker does once the details show: the explanation for what is on screen, and its file. */
export async function askWorker(): Promise<void> {
  const question = explainQuestion.peek();
  if (question) await askExplanation(question, true);
  const file = fileQuestion.peek();
  if (file) await loadFile(file);
}

/** The page's record, explained by the worker, with its file: as the popup holds it once the details show. */
export async function showRecord(pageUrl: string, record: RobotsRecord): Promise<void> {
  showRecordFacts(pageUrl, record);
  await askWorker();
}

/** A popup as it opens: the fake browser reset, the worker's handlers over `records`, Googlebot chosen, the path box empty. */
export function startFreshPopup(records: readonly RobotsRecord[]): PopupWorker {
  fakeBrowser.reset();
  const worker = startPopupWorker(records);
  writable.settings.value = { ...DEFAULT_SETTINGS, profileId: 'googlebot' };
  writable.pathInput.value = null;
  writable.otherOrigin.value = null;
  return worker;
}
