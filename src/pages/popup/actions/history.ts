/**
 * The actions of the popup's history line (part of the popup's actions layer,
 * with ../actions.ts): whether this site's robots.txt changed since the copy
 * before it, and whether the site is on the watch list.
 */
import { latestAnswer } from '../../../shared/latest-answer.ts';
import { sendHistoryMessage } from '../../../shared/robots-history.ts';
import { grantWatching } from '../../../shared/watch-permissions.ts';
import { writable } from '../store.ts';

const { change, watched } = writable.history;

/** The change of the site last asked about (another page, a refresh) is the one shown. */
const changeLoad = latestAnswer();
/** Whether the site is watched: the answer to the latest reading or "Watch this site" is the one shown. */
const watchLoad = latestAnswer();

/**
 * Asks the worker for the site's change and whether it is watched. Opening
 * the popup of a watched site counts as having looked at it.
 */
export function loadHistory(origin: string): void {
  const changeAsk = changeLoad.ask();
  const watchAsk = watchLoad.ask();
  sendHistoryMessage('historyChange', { origin }).then(
    (answer) => {
      if (changeAsk.current) change.value = answer;
    },
    // No history to tell (an older worker, or storage failed): the line is simply not shown.
    () => undefined,
  );
  sendHistoryMessage('watchView').then(
    (view) => {
      if (!watchAsk.current) return;
      const on = view.entries.some((e) => e.origin === origin);
      watched.value = on;
      if (on) void sendHistoryMessage('watchLooked', { origin });
    },
    () => undefined,
  );
}

/** "Watch this site": asks for the permissions in this click, then puts the site on the watch list. */
export async function watchSite(origin: string): Promise<void> {
  if (!(await grantWatching().catch(() => false))) return;
  const ask = watchLoad.ask();
  const view = await sendHistoryMessage('watchAdd', { url: origin });
  await sendHistoryMessage('watchPermissionsGranted');
  if (ask.current) watched.value = view.entries.some((e) => e.origin === origin);
}
