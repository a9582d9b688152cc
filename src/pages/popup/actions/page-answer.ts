/** The action of the page's own HTTP answer (part of the popup's actions layer, with ../actions.ts). */
import { getTabDocument } from '../extension-api.ts';
import { writable } from '../store.ts';

const { tabDocument } = writable.pageAnswer;

let generation = 0;

export async function loadTabDocument(): Promise<void> {
  const mine = ++generation;
  tabDocument.value = { kind: 'loading' };
  try {
    const answer = await getTabDocument();
    if (mine === generation) tabDocument.value = { kind: 'loaded', answer };
  } catch {
    if (mine === generation) tabDocument.value = { kind: 'failed' };
  }
}
