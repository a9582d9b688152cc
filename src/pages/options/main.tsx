/** Options page entry: rendered once the language is known, so its first frame is in that language. */
import { render } from 'preact';
import { followLocale } from '../../ui/locale.ts';
import { loadOptions } from './actions.ts';
import { App } from './app.tsx';

const root = document.getElementById('app');
if (root) {
  const language = followLocale();
  void loadOptions();
  void language.finally(() => render(<App />, root));
}
