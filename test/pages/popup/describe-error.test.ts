/** What the popup says when talking to the worker fails: a message key with its facts, never a stack trace. */
import { fakeBrowser } from '@webext-core/fake-browser';
import { expect, test, vi } from 'vitest';
import { PopupError, describeError, getTabRobots } from '../../../src/pages/popup/extension-api.ts';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));

test('a worker that is not there, an error of its own, and one of ours each become a message', () => {
  expect(describeError(new Error('Could not establish connection. Receiving end does not exist.'))).toEqual({
    key: 'popup.error.worker-silent',
  });
  expect(describeError(new Error('quota exceeded\n    at f (x.js:1:2)'))).toEqual({
    key: 'popup.error.failed-detail',
    params: { detail: { site: 'quota exceeded' } },
  });
  expect(describeError(undefined)).toEqual({ key: 'popup.error.failed' });
  const timeout = new PopupError({ key: 'popup.error.worker-timeout', params: { seconds: 20 } });
  expect(describeError(timeout)).toBe(timeout.reason);
});

test('a ?tabId= that is not a tab number is named as given', async () => {
  const failure = await getTabRobots('?tabId=-3').catch((error: unknown) => error);
  expect(describeError(failure)).toEqual({ key: 'popup.error.bad-tab', params: { tab: { site: '-3' } } });
});
