/** Popup entry: ask for the page's record at once, render (a skeleton) as soon as the language is known. */
import { render } from 'preact';
import { followLocale } from '../../ui/locale.ts';
import { loadPage, startBackgroundUpdates } from './actions.ts';
import { App } from './app.tsx';

performance.mark('robots-lens:script-start');
const root = document.getElementById('app');
if (root) {
  // Ask the worker first: it answers while the language is read and the first frame renders.
  void loadPage();
  startBackgroundUpdates();
  // The first frame waits for the language (a storage read; a catalog chunk unless English), so it is never English first.
  void followLocale().finally(() => render(<App />, root));
}
