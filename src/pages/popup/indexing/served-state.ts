/**
 * The Indexing section's comparison of the served HTML with the rendered
 * page: nothing is fetched until the person presses the button; then the
 * worker fetches the page once (compareServedHtml) and the differences are
 * worked out here for the chosen crawler, so switching crawlers re-reads
 * them without a second request. The load is in the store; its writer is
 * `compareServed` in actions/indexing.ts.
 */
import { computed, type ReadonlySignal } from '@preact/signals';
import { compareServedRendered, type ServedComparison } from '../../../core/indexing/served-rendered.ts';
import type { ServedFailure, ServedHtml } from '../../../shared/served-html.ts';
import type { Message } from '../../../text/messages/index.ts';
import { profile, servedLoad } from '../store.ts';

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
  const l = servedLoad.value;
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
