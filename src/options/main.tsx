/** Options page entry. */
import { render } from 'preact';
import { loadOptions } from './actions.ts';
import { App } from './app.tsx';

const root = document.getElementById('app');
if (root) {
  render(<App />, root);
  void loadOptions();
}
