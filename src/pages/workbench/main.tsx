/** Workbench entry: the engine's worker starts at once; the page renders once the language is known, so its first frame is in that language. */
import { render } from 'preact';
import { followLocale } from '../../ui/locale.ts';
import { startPage } from './actions.ts';
import { App } from './app.tsx';
import { startEvaluationRunner } from './evaluation-runner.ts';

const root = document.getElementById('app');
if (root) {
  const runner = startEvaluationRunner();
  void startPage();
  void followLocale().finally(() => render(<App runner={runner} />, root));
}
