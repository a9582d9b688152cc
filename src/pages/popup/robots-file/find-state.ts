/** Find in the popup's robots.txt view: the matches of the query (the store's) in the file, and the match shown. */
import { computed } from '@preact/signals';
import { findInLines, type FindResult } from './file-search.ts';
import { chosenMatch, fileLines, findQuery } from '../store.ts';

/** Searched once per query and per file (a refresh brings new lines). */
export const findResult = computed<FindResult>(() => findInLines(fileLines.value, findQuery.value));

/** The match shown, within the list (a refreshed file may have fewer). */
export const findCurrent = computed(() => Math.min(chosenMatch.value, findResult.value.matches.length - 1));
