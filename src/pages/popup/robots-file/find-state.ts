/** Find in the popup's robots.txt view: the query, its matches in the file, and the match shown. */
import { batch, computed, signal } from '@preact/signals';
import { findInLines, stepMatch, type FindResult } from './file-search.ts';
import { fileLines } from '../store.ts';

export const findQuery = signal('');

/** Searched once per query and per file (a refresh brings new lines). */
export const findResult = computed<FindResult>(() => findInLines(fileLines.value, findQuery.value));

const chosenMatch = signal(-1);

/** The match shown, within the list (a refreshed file may have fewer). */
export const findCurrent = computed(() => Math.min(chosenMatch.value, findResult.value.matches.length - 1));

/** A new query shows its first match. */
export function setFindQuery(query: string): void {
  batch(() => {
    findQuery.value = query;
    chosenMatch.value = findResult.value.matches.length > 0 ? 0 : -1;
  });
}

export function stepFind(step: 1 | -1): void {
  chosenMatch.value = stepMatch(findCurrent.peek(), step, findResult.peek().matches.length);
}
