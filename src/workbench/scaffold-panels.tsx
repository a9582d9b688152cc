/**
 * SCAFFOLD until the URL panel (urls/) and the results (results/) land: a
 * box of URLs or paths, the chosen crawler's counts in one sentence, and the
 * selected URL's deciding lines.
 */
import { site } from '../text/text.ts';
import { MessageText } from '../ui/site-text.tsx';
import { useText } from '../ui/use-text.ts';
import { selectUrl, setUrlList } from './actions.ts';
import { jumpToLine } from './editor-pane.tsx';
import { evaluation, profile, selectedUrl, urlListText, urls } from './store.ts';

export function UrlListScaffold() {
  const text = useText();
  return (
    <section class="card" aria-labelledby="urls-heading">
      <h2 id="urls-heading">{text.t('workbench.urls.heading')}</h2>
      <label for="url-list" class="hint">
        {text.t('workbench.urls.label')}
      </label>
      <textarea
        id="url-list"
        class="url-list"
        rows={6}
        spellcheck={false}
        translate={false}
        value={urlListText.value}
        data-testid="url-list"
        onInput={(event) => setUrlList(event.currentTarget.value)}
      />
    </section>
  );
}

export function CountsScaffold() {
  const text = useText();
  const e = evaluation.value;
  const p = profile.value;
  const column = e?.columns.find((c) => c.profileId === p.id);
  if (!e || !column) return null;
  let live = 0;
  let draft = 0;
  for (let i = 0; i < e.urlCount; i++) {
    if (column.live.states[i] !== 0) live++;
    if (column.draft.states[i] !== 0) draft++;
  }
  const list = urls.value;
  const i = selectedUrl.value;
  return (
    <section class="card" aria-labelledby="counts-heading">
      <h2 id="counts-heading">{text.t('workbench.selected.heading')}</h2>
      <p data-testid="counts" data-live={live} data-draft={draft} data-total={e.urlCount}>
        <MessageText parts={text.parts('workbench.counts.summary', { crawler: site(p.name), total: e.urlCount, live, draft })} />
      </p>
      {i !== null && list[i] ? (
        <p>
          <select
            class="url-select"
            value={String(i)}
            onChange={(event) => selectUrl(Number(event.currentTarget.value))}
            translate={false}
            aria-label={text.t('workbench.selected.heading')}
          >
            {list.slice(0, 200).map((u, n) => (
              <option key={n} value={String(n)}>
                {u.url}
              </option>
            ))}
          </select>{' '}
          <button
            type="button"
            class="button button-small"
            onClick={() => jumpToLine(column.draft.lines[i] ?? 0)}
            disabled={(column.draft.lines[i] ?? 0) === 0}
            data-testid="jump-draft-line"
          >
            {text.t('workbench.selected.draft', { line: column.draft.lines[i] ?? 0 })}
          </button>
        </p>
      ) : (
        <p class="hint">{text.t('workbench.selected.none')}</p>
      )}
    </section>
  );
}
