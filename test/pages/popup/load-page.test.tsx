// @vitest-environment happy-dom
/**
 * The popup's load against the worker's real handlers: the worker's verdict
 * painted from its first answer, the explanation and the file asked for only
 * once the details may show (or at once when the first verdict is not about
 * the crawler on screen), and an older load's answers never written.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { render } from 'preact';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useFakeChromeGlobal } from '../../support/fake-chrome-global.ts';
import { chooseProfile, loadPage, showDetails, typePath } from '../../../src/pages/popup/actions.ts';
import { AskWorker } from '../../../src/pages/popup/ask-worker.tsx';
import {
  checkedResult,
  decidingLine,
  explained,
  file,
  fileLoad,
  page,
  result,
  verdictFacts,
  writable,
} from '../../../src/pages/popup/store.ts';
import { saveSettings } from '../../../src/shared/settings.ts';
import { freshRecord } from '../../worker/support/snapshots.ts';
import { type PopupWorker, startPopupWorker } from './support/record-page.ts';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));

useFakeChromeGlobal();

const ORIGIN = 'https://example.com';
const PAGE = `${ORIGIN}/private/page`;
const BODY = 'User-agent: *\nDisallow: /private/\n';

let worker: PopupWorker;
let root: HTMLElement;

beforeEach(async () => {
  fakeBrowser.reset();
  worker = startPopupWorker([freshRecord(ORIGIN, BODY)]);
  worker.tabUrl = PAGE;
  writable.detailsShown.value = false;
  await saveSettings({ profileId: 'googlebot' });
  root = document.createElement('div');
  document.body.append(root);
  render(<AskWorker />, root);
});

afterEach(() => {
  render(null, root);
  root.remove();
  worker.stop();
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

it('paints the worker’s verdict, and asks for the explanation and the file only once the details may show', async () => {
  await loadPage();
  expect(page.value).toMatchObject({ kind: 'record', pageUrl: PAGE, verdict: { profileId: 'googlebot', state: 'disallowed' } });
  expect(verdictFacts.value).toMatchObject({ state: 'disallowed', verdict: { decidingLine: 2 } });
  await settled();
  expect(explained.value).toBeNull();

  showDetails();
  await settled();
  expect(result.value).toMatchObject({ state: 'disallowed', groupLines: [1, 2] });
  await settled();
  expect(file.value).toMatchObject({ bytes: BODY.length, lines: ['User-agent: *', 'Disallow: /private/'] });
});

it('asks for the explanation at once when the worker decided for another crawler than the popup’s', async () => {
  worker.profileId = 'bingbot';
  await saveSettings({ profileId: 'googlebot' });
  const record = freshRecord(ORIGIN, `${BODY}\nUser-agent: bingbot\nAllow: /\n`);
  worker.records.set(ORIGIN, record);
  await loadPage();
  expect(page.value).toMatchObject({ verdict: { profileId: 'bingbot', state: 'allowed' } });
  expect(verdictFacts.value).toBeNull();
  await settled();
  expect(verdictFacts.value).toMatchObject({ profileId: 'googlebot', state: 'disallowed' });
  // The file waits for the details.
  expect(file.value).toBeNull();
});

it('a crawler switch and a path typed are explained by the worker, the file the popup holds kept, nothing shown about the text before', async () => {
  const record = freshRecord(ORIGIN, `${BODY}\nUser-agent: bingbot\nAllow: /\n`);
  worker.records.set(ORIGIN, record);
  writable.pathInput.value = null;
  await loadPage();
  showDetails();
  await settled();
  const held = fileLoad.value;
  expect(held?.view?.lines).toHaveLength(5);
  expect(checkedResult.value).toMatchObject({ profileId: 'googlebot', state: 'disallowed' });

  chooseProfile('bingbot');
  // Until the worker answers: no explanation of the new crawler, and no deciding line of the old one.
  expect(checkedResult.value).toBeNull();
  expect(decidingLine.value).toBe(0);
  await settled();
  expect(checkedResult.value).toMatchObject({ profileId: 'bingbot', state: 'allowed', verdict: { decidingLine: 5 } });
  // The same copy's file: not asked for again.
  expect(fileLoad.value).toBe(held);

  typePath('/private/y');
  expect(checkedResult.value).toBeNull();
  await settled();
  expect(checkedResult.value).toMatchObject({ url: `${ORIGIN}/private/y`, state: 'allowed' });
  expect(fileLoad.value).toBe(held);
  writable.pathInput.value = null;
});
