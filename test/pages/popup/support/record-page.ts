/** Puts a record into the popup's store as the worker's answers do: its facts first, then its bodies. */
import { writable } from '../../../../src/pages/popup/store.ts';
import { recordView, type VerdictView } from '../../../../src/robots/record-view.ts';
import type { RobotsRecord } from '../../../../src/robots/robots-record.ts';

/** The page's record as getTabRobots answers it (no bodies), with the worker's verdict when given. */
export function showRecordFacts(pageUrl: string, record: RobotsRecord, verdict: VerdictView | null = null): void {
  writable.bodies.value = { kind: 'waiting' };
  writable.page.value = { kind: 'record', pageUrl, record: recordView(record), verdict, fromCache: true };
}

/** The page's record with its bodies, as the popup holds it once the details may show. */
export function showRecord(pageUrl: string, record: RobotsRecord, verdict: VerdictView | null = null): void {
  showRecordFacts(pageUrl, record, verdict);
  writable.bodies.value = { kind: 'loaded', record };
}
