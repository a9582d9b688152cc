/** The action of the page's own HTTP answer (part of the popup's actions layer, with ../actions.ts). */
import { latestAnswer } from '../../../shared/latest-answer.ts';
import { getTabDocument } from '../extension-api.ts';
import { writable } from '../store.ts';

const { tabDocument } = writable.pageAnswer;

const documentLoad = latestAnswer();

/** Asks the worker for the page's own HTTP answer; a newer call wins. */
export async function loadTabDocument(): Promise<void> {
  const ask = documentLoad.ask();
  tabDocument.value = { kind: 'loading' };
  try {
    const answer = await getTabDocument();
    if (ask.current) tabDocument.value = { kind: 'loaded', answer };
  } catch {
    if (ask.current) tabDocument.value = { kind: 'failed' };
  }
}
