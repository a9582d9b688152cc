/**
 * The watch list on the options page: the sites whose robots.txt the worker
 * fetches on a schedule (src/worker/watch/watch-list.ts), how often, and the
 * optional permissions watching needs, asked for when the person turns it on
 * (a click: browsers grant permissions only in answer to one).
 */
import { useEffect, useState } from 'preact/hooks';
import { INTERVAL_CHOICES } from '../../worker/watch/watch-schedule.ts';
import { formatAge } from '../../shared/time-text.ts';
import { SiteText } from '../../ui/site-text.tsx';
import { useText } from '../../ui/use-text.ts';
import { grantWatchPermissions, loadWatchList, setWatchInterval, unwatchSite, watchSite } from './actions.ts';
import { watchGranted, watchProblem, watchView } from './store.ts';

export function WatchPanel() {
  const text = useText();
  const view = watchView.value;
  const granted = watchGranted.value;
  const problem = watchProblem.value;
  const [typed, setTyped] = useState('');

  useEffect(() => {
    void loadWatchList();
  }, []);

  const grant = () => void grantWatchPermissions();
  const add = async (event: Event) => {
    event.preventDefault();
    const url = typed.trim();
    if (url === '') return;
    await watchSite(url);
    setTyped('');
  };
  const now = Date.now();
  return (
    <section class="card" aria-labelledby="watch-heading">
      <h2 id="watch-heading">{text.t('history.watch.heading')}</h2>
      <p class="hint">{text.t('history.watch.hint')}</p>
      {granted === false && (
        <p class="hint" data-testid="watch-permission">
          {text.t('history.watch.permission-needed')}{' '}
          <button type="button" class="button" data-testid="watch-grant" onClick={grant}>
            {text.t('history.watch.grant')}
          </button>
        </p>
      )}
      <form class="field-row history-limits" onSubmit={(e) => void add(e)}>
        <label>
          {text.t('history.watch.add-label')}
          <input
            type="text"
            inputMode="url"
            spellcheck={false}
            translate={false}
            placeholder="https://example.com"
            value={typed}
            data-testid="watch-origin"
            onInput={(e) => setTyped(e.currentTarget.value)}
          />
        </label>
        <button type="submit" class="button button-primary" data-testid="watch-add">
          {text.t('history.watch.add')}
        </button>
        <label>
          {text.t('history.watch.interval-label')}
          <select
            value={String(view?.intervalMinutes ?? 1440)}
            data-testid="watch-interval"
            onChange={(e) => void setWatchInterval(Number(e.currentTarget.value))}
          >
            {INTERVAL_CHOICES.map((m) => (
              <option key={m} value={String(m)}>
                {text.t('history.watch.interval', { minutes: String(m) as '60' | '360' | '1440' | '10080' })}
              </option>
            ))}
          </select>
        </label>
      </form>
      {view !== null && view.entries.length === 0 && <p class="hint">{text.t('history.watch.empty')}</p>}
      {view !== null && view.entries.length > 0 && (
        <ul class="watch-list" data-testid="watch-list">
          {view.entries.map((e) => {
            const state = e.failing ? 'failing' : e.changed ? 'changed' : e.lastCheckAt !== null ? 'checked' : 'waiting';
            const at = state === 'changed' ? e.lastChangeAt : e.lastCheckAt;
            return (
              <li key={e.origin} data-origin={e.origin}>
                <SiteText text={e.origin} />
                <span class="hint">
                  {' '}
                  — {text.t('history.watch.entry', { state, when: at === null ? '' : formatAge(now - at, text.locale) })}
                </span>{' '}
                <button type="button" class="button" data-testid="watch-remove" onClick={() => void unwatchSite(e.origin)}>
                  {text.t('history.watch.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {problem && (
        <p class="save-error" role="status" data-testid="watch-status">
          {text.render(problem)}
        </p>
      )}
    </section>
  );
}
