/**
 * The messaging library reads `chrome` as a global: for the tests that run
 * the worker's handlers and a page's actions in one process, the fake
 * browser's (mock `webextension-polyfill` with it too, in the test file:
 * vi.mock is hoisted and stays there), set for the file and removed after it.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterAll, beforeAll } from 'vitest';

export function useFakeChromeGlobal(): void {
  beforeAll(() => {
    Object.assign(globalThis, { chrome: fakeBrowser });
  });
  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'chrome');
  });
}
