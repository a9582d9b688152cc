/**
 * The page's side of the evaluation worker: starts it (a module worker from
 * the extension's own origin, which Vite and CRXJS build into the package)
 * and returns the typed comlink remote. An evaluate() answer that is null
 * (overtaken in the worker) or was asked before a newer request is dropped by
 * evaluation-runner.ts (latestAnswer()); one of an older draft revision than
 * the page shows, by showEvaluation() in actions.ts.
 */
import { releaseProxy, wrap, type Remote } from 'comlink';
import type { EngineApi } from './engine-api.ts';

export interface EvaluationClient {
  engine: Remote<EngineApi>;
  /** Stops the worker (the page is closing, or starts over). */
  close(): void;
}

export function startEvaluationWorker(): EvaluationClient {
  const worker = new Worker(new URL('./evaluation.worker.ts', import.meta.url), { type: 'module' });
  const engine = wrap<EngineApi>(worker);
  return {
    engine,
    close() {
      engine[releaseProxy]();
      worker.terminate();
    },
  };
}
