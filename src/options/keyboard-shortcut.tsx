/** The keyboard shortcut that opens the popup: which keys the browser has set, and the way to the browser's own screen that changes it. */
import { Fragment } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import browser from 'webextension-polyfill';
import { useText } from '../ui/use-text.ts';
import { CHROME_SHORTCUTS_PAGE, type PopupShortcut, popupShortcut, shortcutKeys, shortcutSettingsWay } from './shortcut.ts';

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
    </section>
  );
}
