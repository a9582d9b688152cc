/** Workbench entry: rendered once the language is known, so its first frame is in that language. */
import { render } from 'preact';
import { followLocale } from '../ui/locale.ts';
import { startPage } from './actions.ts';
import { App } from './app.tsx';

const root = document.getElementById('app');
if (root) {
  void startPage();
  void followLocale().finally(() => render(<App />, root));
}
