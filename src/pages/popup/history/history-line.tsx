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
import { useEffect } from 'preact/hooks';
import browser from 'webextension-polyfill';
import { formatAge } from '../../../shared/time-text.ts';
import { useText } from '../../../ui/use-text.ts';
import { workbenchHistoryPath } from '../../workbench/history-address.ts';
import { loadHistory, watchSite } from '../actions/history.ts';
import { historyChange, page, siteWatched } from '../store.ts';

export function PopupHistoryLine() {
  const text = useText();
  const p = page.value;
  const origin = p.kind === 'record' ? p.record.origin : null;
  const fetchedAt = p.kind === 'record' ? p.record.latest.facts.fetchedAt : 0;
  const change = historyChange.value;
  const watched = siteWatched.value;
  useEffect(() => {
    if (origin !== null) loadHistory(origin);
  }, [origin, fetchedAt]);
  if (origin === null) return null;
  const watchPart =
    watched === null ? null : watched ? (
      <span class="history-watching" data-testid="history-watching">
        {text.t('history.watch.popup-watching')}
      </span>
    ) : (
      <button type="button" class="link-button" data-testid="history-watch" onClick={() => void watchSite(origin)}>
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
