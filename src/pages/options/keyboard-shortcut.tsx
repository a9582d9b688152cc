/** The keyboard shortcut that opens the popup: which keys the browser has set, and the way to the browser's own screen that changes it. */
import { Fragment } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import browser from 'webextension-polyfill';
import { useText } from '../../ui/use-text.ts';
import { site } from '../../text/text.ts';
import { readShortcut, resetShortcut, saveShortcut } from './actions.ts';
import { CHROME_SHORTCUTS_PAGE, shortcutKeys, shortcutSettingsWay } from './shortcut.ts';
import { shortcutSaveNote, shortcut as shortcutSignal } from './store.ts';

export function KeyboardShortcut() {
  const text = useText();
  const shortcut = shortcutSignal.value;
  const saveNote = shortcutSaveNote.value;
  const way = shortcutSettingsWay(browser.commands);
  useEffect(() => {
    void readShortcut();
    // The person changes it on another screen and comes back: read it again then.
    const again = () => {
      if (document.visibilityState === 'visible') void readShortcut();
    };
    document.addEventListener('visibilitychange', again);
    window.addEventListener('focus', again);
    return () => {
      document.removeEventListener('visibilitychange', again);
      window.removeEventListener('focus', again);
    };
  }, []);
  const [typed, setTyped] = useState('');
  // Firefox lets an extension set its own shortcut (commands.update); Chrome only through its shortcuts page.
  const canUpdate = way === 'firefox-manager' && typeof browser.commands.update === 'function';
  const save = async (event: Event) => {
    event.preventDefault();
    if (await saveShortcut(typed)) setTyped('');
  };
  const reset = () => resetShortcut();
  const change = () => {
    if (way === 'firefox-manager') void browser.commands.openShortcutSettings();
    else void browser.tabs.create({ url: CHROME_SHORTCUTS_PAGE });
  };
  return (
    <section class="card" aria-labelledby="shortcut-heading">
      <h2 id="shortcut-heading">{text.t('options.shortcut.heading')}</h2>
      <p class="shortcut-current" data-testid="popup-shortcut" aria-live="polite">
        {shortcut === null ? (
          text.t('options.loading')
        ) : shortcut.kind === 'set' ? (
          <>
            {text.t('options.shortcut.opens')}{' '}
            <span class="shortcut-keys" translate={false}>
              {shortcutKeys(shortcut.keys).map((key, i) => (
                <Fragment key={`${i}-${key}`}>
                  {i > 0 ? '+' : ''}
                  <kbd>{key}</kbd>
                </Fragment>
              ))}
            </span>
          </>
        ) : shortcut.kind === 'none' ? (
          text.t('options.shortcut.none')
        ) : (
          text.t('options.shortcut.unknown')
        )}
      </p>
      <p class="hint" id="shortcut-hint">
        {text.t(way === 'firefox-manager' ? 'options.shortcut.hint-firefox' : 'options.shortcut.hint-chrome')}
      </p>
      <button type="button" class="button" data-testid="change-shortcut" aria-describedby="shortcut-hint" onClick={change}>
        {text.t('options.shortcut.change')}
      </button>
      {canUpdate && (
        <form class="field-row" onSubmit={(event) => void save(event)}>
          <label for="shortcut-input">{text.t('options.shortcut.field')}</label>
          <input
            id="shortcut-input"
            type="text"
            spellcheck={false}
            translate={false}
            autocomplete="off"
            placeholder="Alt+Shift+L"
            value={typed}
            data-testid="shortcut-input"
            onInput={(event) => setTyped(event.currentTarget.value)}
          />
          <button type="submit" class="button" data-testid="shortcut-save" disabled={typed.trim() === ''}>
            {text.t('options.shortcut.save')}
          </button>
          <button type="button" class="button button-quiet" data-testid="shortcut-reset" onClick={() => void reset()}>
            {text.t('options.shortcut.reset')}
          </button>
        </form>
      )}
      {saveNote && (
        <p
          class={`save-status ${saveNote.ok ? 'save-ok' : 'save-error'}`}
          role={saveNote.ok ? 'status' : 'alert'}
          data-testid="shortcut-save-status"
        >
          {saveNote.ok ? text.t('options.shortcut.saved') : text.t('options.shortcut.failed', { error: site(saveNote.error ?? '') })}
        </p>
      )}
    </section>
  );
}
