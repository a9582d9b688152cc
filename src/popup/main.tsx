/** Popup entry: render at once (a skeleton), then load the page's robots.txt record. */
import { render } from 'preact';
import { loadPage, startBackgroundUpdates } from './actions.ts';
import { App } from './app.tsx';

performance.mark('robots-lens:script-start');
const root = document.getElementById('app');
if (root) {
  // Ask the worker first: it answers while the first frame renders.
  void loadPage();
  startBackgroundUpdates();
  render(<App />, root);
}
