/** The origin box at the top: any origin or URL of a site; Enter opens it and puts it in the page's address. */
import { useState } from 'preact/hooks';
import { MessageText } from '../../ui/site-text.tsx';
import { useText } from '../../ui/use-text.ts';
import { submitOrigin } from './actions.ts';
import { originInput, originProblem } from './store.ts';

export function OriginBox() {
  const text = useText();
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? originInput.value;
  const problem = originProblem.value;
  const open = (event: Event) => {
    event.preventDefault();
    setTyped(null);
    void submitOrigin(value);
  };
  return (
    <form class="origin-box" onSubmit={open} data-testid="origin-box">
      <label for="origin-input" class="origin-label">
        {text.t('workbench.origin.label')}
      </label>
      <input
        id="origin-input"
        class="origin-input"
        type="text"
        inputMode="url"
        spellcheck={false}
        autocomplete="url"
        translate={false}
        placeholder="https://example.com"
        value={value}
        aria-describedby="origin-note"
        aria-invalid={problem ? 'true' : undefined}
        data-testid="origin-input"
        onInput={(event) => setTyped(event.currentTarget.value)}
      />
      <button type="submit" class="button button-primary">
        {text.t('workbench.origin.open')}
      </button>
      <p
        id="origin-note"
        class={problem ? 'origin-note origin-problem' : 'origin-note'}
        role={problem ? 'alert' : undefined}
        data-testid="origin-note"
      >
        {problem ? <MessageText parts={text.renderParts(problem)} /> : text.t('workbench.origin.hint')}
      </p>
    </form>
  );
}
