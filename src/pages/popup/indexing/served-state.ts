/**
 * The Indexing section's comparison of the served HTML with the rendered
 * page: nothing is fetched until the person presses the button; then the
 * worker fetches the page once (compareServedHtml) and the differences are
 * worked out here for the chosen crawler, so switching crawlers re-reads
 * them without a second request. `compareServed` is the only writer.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import { compareServedRendered, type ServedComparison } from '../../../core/indexing/served-rendered.ts';
import { latestAnswer } from '../../../shared/latest-answer.ts';
import type { ServedAnswer, ServedFailure, ServedHtml } from '../../../shared/served-html.ts';
import type { Message } from '../../../text/messages/index.ts';
import { compareServedHtml, describeError } from '../extension-api.ts';
import { profile } from '../store.ts';

type ServedLoad = { kind: 'idle' } | { kind: 'running' } | { kind: 'error'; error: Message } | { kind: 'answered'; answer: ServedAnswer };

const load = signal<ServedLoad>({ kind: 'idle' });
const comparison = latestAnswer();

/** Fetches the served HTML once and compares it with the page as it is now; a newer press wins. */
export async function compareServed(): Promise<void> {
  const ask = comparison.ask();
  load.value = { kind: 'running' };
  try {
    const answer = await compareServedHtml();
    if (ask.current) load.value = { kind: 'answered', answer };
  } catch (error) {
    if (ask.current) load.value = { kind: 'error', error: describeError(error) };
  }
}

export type ServedView =
  | { kind: 'idle' }
  | { kind: 'running' }
  /** The popup got no answer from the worker. */
  | { kind: 'error'; error: Message }
  | { kind: 'failed'; failure: ServedFailure }
  | {
      kind: 'compared';
      comparison: ServedComparison;
      served: ServedHtml;
      /** The tab's own response's X-Robots-Tag, null when not seen. */
      tabXRobotsTag: string[] | null;
      crawler: string;
    };

export const servedView: ReadonlySignal<ServedView> = computed<ServedView>(() => {
  const l = load.value;
  if (l.kind !== 'answered') return l;
  const answer = l.answer;
  if (answer.kind === 'failed') return { kind: 'failed', failure: answer.failure };
  const crawler = profile.value;
  return {
    kind: 'compared',
    comparison: compareServedRendered({
      pageUrl: answer.url,
      served: answer.served.markup,
      rendered: answer.rendered,
      servedHeader: answer.served.xRobotsTag,
      tabHeader: answer.tabXRobotsTag,
      tokens: crawler.tokens,
      now: answer.served.fetchedAt,
    }),
    served: answer.served,
    tabXRobotsTag: answer.tabXRobotsTag,
    crawler: crawler.name,
  };
});
