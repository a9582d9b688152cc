/**
 * The keyboard shortcut that opens the popup: the browser's own
 * `_execute_action` command, declared in manifest.json with a suggested key.
 * The person (or another extension) may have changed or removed it, so the
 * options page reads it from `commands.getAll()` rather than repeating the
 * manifest.
 *
 * The suggested key is Alt+Shift+L ("L" for Lens): Chromium keeps
 * Alt+Shift+R for itself and leaves an extension asking for it with no
 * shortcut at all (test/e2e/options-shortcut.test.ts reads what it assigned).
 */

/** The command the browser runs to open the action's popup (MV3, Chrome and Firefox). */
export const OPEN_POPUP_COMMAND = '_execute_action';

/** Chrome's own page for extension shortcuts; an extension may open it only with tabs.create. */
export const CHROME_SHORTCUTS_PAGE = 'chrome://extensions/shortcuts';

export interface CommandInfo {
  name?: string;
  shortcut?: string;
}

/** What the browser says about the popup's shortcut: its keys, none set, or no such command. */
export type PopupShortcut = { kind: 'set'; keys: string } | { kind: 'none' } | { kind: 'unknown' };

export function popupShortcut(commands: readonly CommandInfo[]): PopupShortcut {
  const command = commands.find((c) => c.name === OPEN_POPUP_COMMAND);
  if (!command) return { kind: 'unknown' };
  // Both browsers report an unset or conflicting shortcut as an empty string.
  const keys = command.shortcut?.trim() ?? '';
  return keys ? { kind: 'set', keys } : { kind: 'none' };
}

/** How this browser lets the person change it: Firefox has commands.openShortcutSettings; Chrome has its own page. */
export type ShortcutSettingsWay = 'firefox-manager' | 'chrome-page';

export function shortcutSettingsWay(commandsApi: { openShortcutSettings?: unknown } | undefined): ShortcutSettingsWay {
  return typeof commandsApi?.openShortcutSettings === 'function' ? 'firefox-manager' : 'chrome-page';
}

/** The shortcut's keys as separate key names, for <kbd> elements ("Alt+Shift+R" → Alt, Shift, R). */
export function shortcutKeys(keys: string): string[] {
  return keys
    .split('+')
    .map((k) => k.trim())
    .filter((k) => k !== '');
}
