/** The counts in words, above the table; a polite live region, so a screen reader hears what an edit changed. */
import { useText } from '../../../ui/use-text.ts';
import type { ResultsMessage } from './counts-text.ts';

export function CountsSummary({ messages }: { messages: readonly ResultsMessage[] }) {
  const text = useText();
  const [headline, ...rest] = messages;
  return (
    <div class="wbr-counts" aria-live="polite" data-testid="results-counts">
      {headline && (
        <p class="wbr-headline" data-key={headline.key}>
          {text.render(headline)}
        </p>
      )}
      {rest.length > 0 && (
        <ul class="wbr-count-list">
          {rest.map((m, k) => (
            <li key={k} data-key={m.key}>
              {text.render(m)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
