/** What the draft changes in stated preferences, in words, under the counts; nothing when it changes none. */
import { useText } from '../../../ui/use-text.ts';
import type { UseChangeMessage } from './use-changes.ts';

export function UseChangesSummary({ messages }: { messages: readonly UseChangeMessage[] }) {
  const text = useText();
  if (messages.length === 0) return null;
  return (
    <div class="wbr-counts wbr-use-changes" aria-live="polite" data-testid="results-use-changes">
      <ul class="wbr-count-list">
        {messages.map((m, k) => (
          <li key={k} data-key={m.key}>
            {text.render(m)}
          </li>
        ))}
      </ul>
      <p class="hint">{text.t('use.draft.note')}</p>
    </div>
  );
}
