/** The actions of find in the robots.txt view (part of the popup's actions layer, with ../actions.ts). */
import { batch } from '@preact/signals';
import { stepMatch } from '../robots-file/file-search.ts';
import { findCurrent, findResult } from '../robots-file/find-state.ts';
import { writable } from '../store.ts';

const { query: findQuery, chosenMatch } = writable.find;

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
