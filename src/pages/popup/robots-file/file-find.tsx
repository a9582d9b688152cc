/**
 * Find in the robots.txt view: a field over the file, the match count
 * ("3 of 17"), next and previous (Enter, Shift+Enter and buttons). Typing is
 * debounced, so a fast typist's every letter does not search an 853 KB file;
 * Enter searches at once. Ctrl+F (Cmd+F) anywhere in the page puts the cursor
 * here, since the browser's own find does not reach the virtualised rows.
 */
import './robots-file.css';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { FindResult } from './file-search.ts';
import { ChevronDownIcon, ChevronUpIcon, CloseIcon } from '../../../ui/icons.tsx';
import { useText } from '../../../ui/use-text.ts';

/** How long typing must pause before the file is searched. */
export const FIND_DEBOUNCE_MS = 150;

interface FileFindProps {
  /** The query searched for now. */
  query: string;
  result: FindResult;
  /** Index of the match shown, -1 for none. */
  current: number;
  onQuery: (query: string) => void;
  onStep: (step: 1 | -1) => void;
}

export function FileFind({ query, result, current, onQuery, onStep }: FileFindProps) {
  const text = useText();
  const [draft, setDraft] = useState(query);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (draft === query) return;
    const timer = setTimeout(() => onQuery(draft), FIND_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, query]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'f') {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const onKeyDown = (event: KeyboardEvent & { currentTarget: HTMLInputElement }) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    // The field's own value: a key pressed right after typing comes before the typed text re-rendered.
    const value = event.currentTarget.value;
    if (value !== query) {
      setDraft(value);
      onQuery(value);
    } else onStep(event.shiftKey ? -1 : 1);
  };
  const clear = () => {
    setDraft('');
    onQuery('');
    input.current?.focus();
  };

  const total = result.matches.length;
  const count =
    query === ''
      ? ''
      : total === 0
        ? text.t('find.none')
        : text.t('find.count', { current: current + 1, total, capped: result.capped ? 'yes' : 'no' });
  return (
    <search class="file-find" data-testid="file-find">
      <input
        ref={input}
        type="search"
        class="file-find-input"
        data-testid="find-input"
        aria-label={text.t('find.label')}
        placeholder={text.t('find.placeholder')}
        value={draft}
        onInput={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        autocomplete="off"
        spellcheck={false}
      />
      <output class="file-find-count" data-testid="find-count" aria-live="polite">
        {count}
      </output>
      <button
        type="button"
        class="button button-quiet button-small file-find-button"
        data-testid="find-previous"
        aria-label={text.t('find.previous')}
        title={text.t('find.previous')}
        disabled={total === 0}
        onClick={() => onStep(-1)}
      >
        <ChevronUpIcon size={14} />
      </button>
      <button
        type="button"
        class="button button-quiet button-small file-find-button"
        data-testid="find-next"
        aria-label={text.t('find.next')}
        title={text.t('find.next')}
        disabled={total === 0}
        onClick={() => onStep(1)}
      >
        <ChevronDownIcon size={14} />
      </button>
      {draft !== '' && (
        <button
          type="button"
          class="button button-quiet button-small file-find-button"
          aria-label={text.t('find.clear')}
          title={text.t('find.clear')}
          onClick={clear}
        >
          <CloseIcon size={14} />
        </button>
      )}
    </search>
  );
}
