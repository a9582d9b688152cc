/** The keyboard shortcut that opens the popup: which keys the browser has set, and the way to the browser's own screen that changes it. */
import { Fragment } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import browser from 'webextension-polyfill';
import { useText } from '../../ui/use-text.ts';
import { site } from '../../text/text.ts';
import {
  CHROME_SHORTCUTS_PAGE,
  OPEN_POPUP_COMMAND,
  type PopupShortcut,
  popupShortcut,
  shortcutKeys,
  shortcutSettingsWay,
} from './shortcut.ts';

export function KeyboardShortcut() {
  const text = useText();
  const [shortcut, setShortcut] = useState<PopupShortcut | null>(null);
  const way = shortcutSettingsWay(browser.commands);
  useEffect(() => {
    let live = true;
    const read = () =>
      browser.commands.getAll().then(
        (commands) => live && setShortcut(popupShortcut(commands)),
        () => live && setShortcut({ kind: 'unknown' }),
      );
    void read();
    // The person changes it on another screen and comes back: read it again then.
    const again = () => {
      if (document.visibilityState === 'visible') void read();
    };
    document.addEventListener('visibilitychange', again);
    window.addEventListener('focus', again);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', again);
      window.removeEventListener('focus', again);
    };
  }, []);
  const [typed, setTyped] = useState('');
  const [saveNote, setSaveNote] = useState<{ ok: boolean; error?: string } | null>(null);
  // Firefox lets an extension set its own shortcut (commands.update); Chrome only through its shortcuts page.
  const canUpdate = way === 'firefox-manager' && typeof browser.commands.update === 'function';
  const reread = () => browser.commands.getAll().then((commands) => setShortcut(popupShortcut(commands)));
  const save = async (event: Event) => {
    event.preventDefault();
    try {
      await browser.commands.update({ name: OPEN_POPUP_COMMAND, shortcut: typed.trim() });
      setSaveNote({ ok: true });
      setTyped('');
    } catch (error) {
      // The browser's own words for a shortcut it refuses (its syntax, a key it keeps).
      setSaveNote({ ok: false, error: error instanceof Error ? error.message : String(error) });
    }
    await reread().catch(() => undefined);
  };
  const reset = async () => {
    setSaveNote(null);
    await browser.commands.reset(OPEN_POPUP_COMMAND).catch(() => undefined);
    await reread().catch(() => undefined);
  };
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
