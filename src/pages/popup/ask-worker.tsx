/**
 * Asks the worker about what the popup shows (actions/explain.ts): the
 * explanation for the URL and crawler on screen once the verdict is painted,
 * or at once when the worker's first verdict is not about them (another
 * crawler, another path), and the file that explanation was read from.
 * Renders nothing; a component of its own so these reads re-render only it.
 */
import { useEffect } from 'preact/hooks';
import { explainQuestion as askExplanation, loadFile } from './actions/explain.ts';
import { detailsShown, explainQuestion, file, fileQuestion, verdictFacts } from './store.ts';

export function AskWorker() {
  const question = explainQuestion.value;
  const details = detailsShown.value;
  const wanted = details || verdictFacts.value === null;
  useEffect(() => {
    if (question && wanted) void askExplanation(question, details);
  }, [question, wanted, details]);
  // An explanation that came before the details showed came without its file.
  const fileWanted = fileQuestion.value;
  const fileKey = fileWanted && `${fileWanted.key} ${fileWanted.which}`;
  const missing = file.value === null;
  useEffect(() => {
    if (fileWanted && details && missing) void loadFile(fileWanted);
  }, [fileKey, details, missing]);
  return null;
}
