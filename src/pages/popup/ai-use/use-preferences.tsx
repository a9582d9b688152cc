/**
 * The stated preferences for use that concern the chosen crawler's purpose
 * (core's statedPreferences): each with the robots.txt line or the page's
 * header that states it, or "not stated". Worded as preferences, never as a
 * block, with the drafts' status beside Content-Usage.
 */
import './ai-use.css';
import type { PreferenceAnswer, UseReading } from '../../../core/index.ts';
import { useText } from '../../../ui/use-text.ts';

export interface UseView {
  reading: UseReading;
  /** The crawler may fetch the URL: preferences only come into play for what it can fetch. */
  fetchAllowed: boolean;
}

const DIRECTIVE = { 'content-signal': 'Content-Signal', 'content-usage': 'Content-Usage' } as const;

export function UsePreferences({ view, onLine }: { view: UseView; onLine: (line: number) => void }) {
  const text = useText();
  const { reading, fetchAllowed } = view;
  const concerns = reading.concerns;
  return (
    <section class="panel use-panel" aria-labelledby="use-heading" data-testid="use-preferences">
      <h2 id="use-heading" class="panel-title">
        {text.t('use.heading')}
      </h2>
      <p class="use-note">{text.t('use.note')}</p>
      {concerns.length === 0 ? (
        <p class="use-empty" data-testid="use-none">
          {text.t('use.none-for-purpose')}
        </p>
      ) : (
        <ul class="use-list">
          {concerns.map((c, i) => (
            <UseRow key={i} answer={c} onLine={onLine} />
          ))}
        </ul>
      )}
      {reading.stated.use.map((u) => (
        <p class="use-extra" key={u.line}>
          {text.t('use.use-value', { value: { site: u.value }, line: u.line })}
        </p>
      ))}
      {!fetchAllowed && concerns.some((c) => c.stated !== null) && <p class="use-extra">{text.t('use.fetch-disallowed')}</p>}
    </section>
  );
}

function UseRow({ answer, onLine }: { answer: PreferenceAnswer; onLine: (line: number) => void }) {
  const text = useText();
  const s = answer.stated;
  const state = s === null ? 'not-stated' : s.allows ? 'allows' : 'refuses';
  const source = s?.source;
  return (
    <li
      class={`use-row use-${state}`}
      data-testid="use-row"
      data-vocabulary={answer.vocabulary}
      data-key={answer.key}
      data-state={state}
      data-line={source?.kind === 'robots' ? String(source.line) : source?.kind === 'header' ? 'header' : '0'}
    >
      <span class="use-name">
        <code class="use-directive">
          {DIRECTIVE[answer.vocabulary]} {answer.key}
        </code>
        {answer.vocabulary === 'content-usage' && <span class="use-draft">{text.t('use.draft-badge')}</span>}
        <span class="use-meaning">{text.t(`use.key.${answer.key}`)}</span>
      </span>
      <span class="use-value">
        {s === null
          ? text.t('use.value.not-stated')
          : text.t(s.allows ? 'use.value.allows' : 'use.value.refuses', { value: { site: `${s.key}=${s.value}` } })}
        {source?.kind === 'robots' && (
          <button type="button" class="line-chip line-chip-button" onClick={() => onLine(source.line)}>
            {text.t('use.source.line', { line: source.line })}
          </button>
        )}
        {source?.kind === 'header' && <span class="use-source">{text.t('use.source.header')}</span>}
      </span>
    </li>
  );
}
