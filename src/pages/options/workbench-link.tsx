/** The way to the workbench from the options page: a site to open (any origin or URL; the workbench reads it and says when it cannot). */
import { useState } from 'preact/hooks';
import browser from 'webextension-polyfill';
import { useText } from '../../ui/use-text.ts';
import { workbenchPath } from '../workbench/address.ts';

export function WorkbenchLink() {
  const text = useText();
  const [typed, setTyped] = useState('');
  const open = (event: Event) => {
    event.preventDefault();
    void browser.tabs.create({ url: browser.runtime.getURL(workbenchPath(typed.trim())) });
  };
  return (
    <section class="card" aria-labelledby="workbench-heading">
      <h2 id="workbench-heading">{text.t('workbench.open.options-heading')}</h2>
      <p class="hint">{text.t('workbench.open.options-hint')}</p>
      <form class="field-row" onSubmit={open}>
        <label for="workbench-origin">{text.t('workbench.open.options-label')}</label>
        <input
          id="workbench-origin"
          type="text"
          inputMode="url"
          spellcheck={false}
          translate={false}
          placeholder="https://example.com"
          value={typed}
          data-testid="options-workbench-origin"
          onInput={(event) => setTyped(event.currentTarget.value)}
        />
        <button type="submit" class="button button-primary" data-testid="options-open-workbench">
          {text.t('workbench.open.options-button')}
        </button>
      </form>
    </section>
  );
}
