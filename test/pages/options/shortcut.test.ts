/** The popup's keyboard shortcut as the options page reads it from commands.getAll(). */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { OPEN_POPUP_COMMAND, popupShortcut, shortcutKeys, shortcutSettingsWay } from '../../../src/pages/options/shortcut.ts';

describe('popupShortcut', () => {
  test('the keys the browser set for the action command', () => {
    const commands = [
      { name: 'other', shortcut: 'Ctrl+Y' },
      { name: '_execute_action', shortcut: 'Alt+Shift+L' },
    ];
    expect(popupShortcut(commands)).toEqual({ kind: 'set', keys: 'Alt+Shift+L' });
  });

  test('an empty shortcut (removed, or taken by another extension) is none', () => {
    expect(popupShortcut([{ name: '_execute_action', shortcut: '' }])).toEqual({ kind: 'none' });
    expect(popupShortcut([{ name: '_execute_action' }])).toEqual({ kind: 'none' });
  });

  test('no action command at all is unknown, not none', () => {
    expect(popupShortcut([])).toEqual({ kind: 'unknown' });
    expect(popupShortcut([{ name: '_execute_browser_action', shortcut: 'Alt+R' }])).toEqual({ kind: 'unknown' });
  });
});

test('shortcutKeys splits on + and keeps a macOS symbol string whole', () => {
  expect(shortcutKeys('Alt+Shift+L')).toEqual(['Alt', 'Shift', 'L']);
  expect(shortcutKeys('⌥⇧R')).toEqual(['⌥⇧R']);
});

test('shortcutSettingsWay: Firefox has openShortcutSettings, Chrome has its own page', () => {
  expect(shortcutSettingsWay({ openShortcutSettings: () => Promise.resolve() })).toBe('firefox-manager');
  expect(shortcutSettingsWay({})).toBe('chrome-page');
  expect(shortcutSettingsWay(undefined)).toBe('chrome-page');
});

test('manifest.json suggests a key for the command the options page reads', () => {
  const manifest = JSON.parse(readFileSync(new URL('../../../manifest.json', import.meta.url), 'utf8')) as {
    commands?: Record<string, { suggested_key?: { default?: string } }>;
  };
  expect(manifest.commands?.[OPEN_POPUP_COMMAND]?.suggested_key?.default).toBe('Alt+Shift+L');
});
