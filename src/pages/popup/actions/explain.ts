/**
 * The worker's answers about the record on screen (part of the popup's
 * actions layer, with ../actions.ts): the explanation for the URL and crawler
 * the popup shows, the file it was read from, and the page's same-site
 * decisions. The popup parses no robots.txt: the worker read each body once.
 */
import { batch } from '@preact/signals';
import { latestAnswer } from '../../../shared/latest-answer.ts';
import type { RecordDecision } from '../../../robots/record-details.ts';
import { decideOnRecord, explainOnRecord, fileViewOf } from '../extension-api.ts';
import { type ExplainQuestion, explained, fileLoad, sameQuestion, writable } from '../store.ts';

const CRAWLER_SWITCH_MARK = 'robots-lens:explained';

/** Explanations: the latest question asked is the one written. */
const explaining = latestAnswer();
/** Files: the latest asked for is the one written. */
const fileLoading = latestAnswer();
/** Same-site decisions: the latest asked for is the one written. */
const sameSiteLoading = latestAnswer();

/**
 * Asks the worker to explain `question`, unless its answer is the one the
 * popup holds. With `withFile` (the details show), the file the explanation
 * was read from comes with it when the popup does not hold that one yet, and
 * both are written together: the verdict, the why and the file change in one
 * frame, never a file of another copy beside a new verdict.
 */
export async function explainQuestion(question: ExplainQuestion, withFile: boolean): Promise<void> {
  const held = explained.peek();
  if (held !== null && sameQuestion(held.question, question) && held.question.header === question.header) return;
  const ask = explaining.ask();
  try {
    const explanation = await explainOnRecord(question);
    if (!ask.current) return;
    const which = explanation.used === 'last-good' ? 'last-good' : 'latest';
    const heldFile = fileLoad.peek();
    const fileNeeded =
      withFile &&
      explanation.fileId !== null &&
      (heldFile?.key !== question.key || heldFile.which !== which || heldFile.view?.id !== explanation.fileId);
    const view = fileNeeded ? await fileViewOf({ key: question.key, url: question.url, which }).catch(() => null) : undefined;
    if (!ask.current) return;
    batch(() => {
      if (view !== undefined) writable.file.value = { key: question.key, which, view };
      writable.explained.value = { question, explanation };
    });
    performance.mark(CRAWLER_SWITCH_MARK);
  } catch (error) {
    if (!ask.current) return;
    // The runtime's own words for what failed; the banner says the rest.
    const detail = error instanceof Error ? (error.message.split('\n')[0] ?? '') : '';
    writable.explained.value = { question, failed: detail || null };
  }
}

/** Asks the worker for the file of one copy of a record, unless the popup holds it (the explanation came before the details showed). */
export async function loadFile(question: { key: string; url: string; which: 'latest' | 'last-good' }): Promise<void> {
  const held = fileLoad.peek();
  if (held !== null && held.key === question.key && held.which === question.which) return;
  // An explanation asked for meanwhile brings its own file.
  const ask = fileLoading.ask();
  try {
    const view = await fileViewOf(question);
    if (ask.current) writable.file.value = { key: question.key, which: question.which, view };
  } catch {
    // No file to show: the why panel and the verdict stand without it.
    if (ask.current) writable.file.value = { key: question.key, which: question.which, view: null };
  }
}

/** Asks the worker for the decisions of the page's own URL and its same-site canonicals, for one crawler. */
export async function decideSameSite(question: { key: string; url: string; urls: string[]; profileId: string }): Promise<void> {
  const ask = sameSiteLoading.ask();
  const answered = (decisions: readonly RecordDecision[]) => {
    if (ask.current) {
      const { key, profileId, urls } = question;
      writable.indexing.sameSite.value = { key, profileId, urls, decisions: new Map(decisions.map((d) => [d.url, d])) };
    }
  };
  try {
    answered(await decideOnRecord(question));
  } catch {
    // No decision: answered all the same, so the section stops waiting; no conflict is claimed (indexing-state.ts).
    answered([]);
  }
}
