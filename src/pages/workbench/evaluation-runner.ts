/**
 * Feeds the engine's Web Worker (engine/client.ts) from the store and puts
 * its answers back: the live record, each draft revision, the URLs and the
 * crawlers go over as they change, then one evaluate() for what the results
 * show (the chosen crawler, or every crawler for the matrix). Typing never
 * waits: the page only posts messages, and an answer the worker overtook
 * (null) or one older than the evaluation shown is dropped.
 */
import { effect } from '@preact/signals';
import { latestAnswer } from '../../shared/latest-answer.ts';
import { startEvaluationWorker } from './engine-worker/client.ts';
import { packUrls } from './engine-worker/packed-urls.ts';
import type { Evaluation } from './engine/evaluation-facts.ts';
import { showEvaluation } from './actions.ts';
import { allProfiles, draft, live, profile, results, urlList } from './store.ts';

/** For the e2e run: set when an evaluation reaches the page (keystroke → counts is read against it). */
const EVALUATED_MARK = 'robots-lens:workbench-evaluated';

export interface EvaluationRunner {
  /** Every crawler's columns for the current inputs (an export of every crawler). */
  evaluateAll(): Promise<Evaluation>;
  dispose(): void;
}

export function startEvaluationRunner(): EvaluationRunner {
  const client = startEvaluationWorker();
  const engine = client.engine;
  let scheduled = false;
  /** The evaluation the results show: a request made later wins over one still out. */
  const shown = latestAnswer();

  const profileIds = () => (results.view.peek() === 'matrix' ? allProfiles.peek().map((p) => p.id) : [profile.peek().id]);

  const run = async () => {
    scheduled = false;
    const ask = shown.ask();
    const answer = await engine.evaluate(profileIds());
    // Overtaken in the worker (null), or by a later request here: a newer answer follows.
    if (answer === null || !ask.current) return;
    if (!showEvaluation(answer)) return;
    performance.mark(EVALUATED_MARK, { detail: { revision: answer.revision, urlCount: answer.urlCount, engineMs: answer.engineMs } });
  };
  // Several inputs changing in one task (an origin opening) make one request.
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => void run());
  };

  const stops = [
    effect(() => {
      const l = live.value;
      if (l.kind === 'loading') return;
      void engine.setLive(l.kind === 'record' ? l.record : null, Date.now());
      schedule();
    }),
    effect(() => {
      const d = draft.value;
      void engine.setDraft(d.text, d.revision);
      schedule();
    }),
    effect(() => {
      void engine.setUrls(packUrls(urlList.urls.value));
      schedule();
    }),
    effect(() => {
      void engine.setCrawlers(allProfiles.value);
      schedule();
    }),
    effect(() => {
      // The chosen crawler, or the matrix's every crawler.
      profile.value;
      results.view.value;
      schedule();
    }),
  ];

  return {
    async evaluateAll() {
      const ids = allProfiles.peek().map((p) => p.id);
      for (;;) {
        const answer = await engine.evaluate(ids);
        if (answer === null) continue;
        // That request overtook the one for what the results show: ask for it again.
        schedule();
        return answer;
      }
    },
    dispose() {
      for (const stop of stops) stop();
      client.close();
    },
  };
}
