/**
 * One line when this site's robots.txt changed since the copy before it:
 * "robots.txt changed 2 days ago: 3 rules added, 1 removed", and a link to
 * the workbench's comparison of the two. The worker keeps the versions
 * (src/worker/history/robots-history.ts); the counts are the rule-level diff
 * (a rule that only moved is no change). Beside it, "Watch this site" puts
 * the site on the watch list (asking for its permissions in that click);
 * opening the popup of a watched site counts as having looked at it.
 */
import './history-line.css';
import { useEffect, useState } from 'preact/hooks';
import browser from 'webextension-polyfill';
import { bytesFromBase64, diffRobots, parseRobotsTxt } from '../../../core/index.ts';
import { isReadAsRobots, sendHistoryMessage, type OriginHistoryAnswer } from '../../../shared/robots-history.ts';
import { formatAge } from '../../../shared/time-text.ts';
import { grantWatching } from '../../../shared/watch-permissions.ts';
import { useText } from '../../../ui/use-text.ts';
import { workbenchHistoryPath } from '../../workbench/history-address.ts';
import { page } from '../store.ts';

interface Change {
  origin: string;
  fromId: string;
  toId: string;
  since: number;
  added: number;
  removed: number;
  /** Rules the same: only comments, layout, crawl-delay or sitemaps differ. */
  rulesSame: boolean;
}

/** The change between the previous copy with a body and the current one, or null when there is none to tell. */
export function changeOf(answer: OriginHistoryAnswer): Change | null {
  const { current, previous } = answer;
  // Only a copy read as robots.txt (a 2xx answer) is compared; the verdict already says what another outcome means.
  if (current === null || previous === null || !isReadAsRobots(current) || !isReadAsRobots(previous)) return null;
  const diff = diffRobots(parseRobotsTxt(bytesFromBase64(previous.bodyBase64)), parseRobotsTxt(bytesFromBase64(current.bodyBase64)));
  return {
    origin: answer.origin,
    fromId: previous.id,
    toId: current.id,
    since: current.firstSeen,
    added: diff.rulesAdded,
    removed: diff.rulesRemoved,
    rulesSame: diff.rulesAdded === 0 && diff.rulesRemoved === 0,
  };
}

export function PopupHistoryLine() {
  const text = useText();
  const p = page.value;
  const origin = p.kind === 'record' ? p.record.origin : null;
  const fetchedAt = p.kind === 'record' ? p.record.latest.facts.fetchedAt : 0;
  const [change, setChange] = useState<Change | null>(null);
  const [watched, setWatched] = useState<boolean | null>(null);
  useEffect(() => {
    if (origin === null) return;
    let live = true;
    sendHistoryMessage('historyForOrigin', { origin }).then(
      (answer) => live && setChange(changeOf(answer)),
      // No history to tell (an older worker, or storage failed): the line is simply not shown.
      () => undefined,
    );
    sendHistoryMessage('watchView').then(
      (view) => {
        if (!live) return;
        const on = view.entries.some((e) => e.origin === origin);
        setWatched(on);
        if (on) void sendHistoryMessage('watchLooked', { origin });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [origin, fetchedAt]);
  if (origin === null) return null;
  const watch = async () => {
    if (!(await grantWatching().catch(() => false))) return;
    const view = await sendHistoryMessage('watchAdd', { url: origin });
    await sendHistoryMessage('watchPermissionsGranted');
    setWatched(view.entries.some((e) => e.origin === origin));
  };
  const watchPart =
    watched === null ? null : watched ? (
      <span class="history-watching" data-testid="history-watching">
        {text.t('history.watch.popup-watching')}
      </span>
    ) : (
      <button type="button" class="link-button" data-testid="history-watch" onClick={() => void watch()}>
        {text.t('history.watch.popup-watch')}
      </button>
    );
  if (change === null || change.origin !== origin) {
    return watchPart && <p class="history-line">{watchPart}</p>;
  }
  const open = () => {
    void browser.tabs.create({ url: browser.runtime.getURL(workbenchHistoryPath(change.origin, change.fromId, change.toId)) });
  };
  const when = formatAge(Date.now() - change.since, text.locale);
  return (
    <p class="history-line" data-testid="history-line">
      {change.rulesSame
        ? text.t('history.popup.changed-no-rules', { when })
        : text.t('history.popup.changed', { when, added: change.added, removed: change.removed })}{' '}
      <button type="button" class="link-button" data-testid="history-diff-link" onClick={open}>
        {text.t('history.popup.see-diff')}
      </button>
      {watchPart && (
        <>
          <span aria-hidden="true"> · </span>
          {watchPart}
        </>
      )}
    </p>
  );
}
