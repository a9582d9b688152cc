/**
 * What the popup's "Links and resources" section derives from the store: the
 * list, grouped and counted (links-model.ts), from the page's links and the
 * worker's decisions. actions/links.ts reads the page and asks for the
 * decisions; the store keeps them.
 */
import { computed } from '@preact/signals';
import type { LinksAndResources, UrlDecision } from '../../../shared/page-signals.ts';
import { linksModel, type LinksModel } from './links-model.ts';
import { linkDecisions, linksLoad } from '../store.ts';

/**
 * A model built ahead, in a task of its own, for the page and decisions about
 * to be shown (a memo, not state: linksView returns it only when it is for
 * exactly what the store then holds).
 */
let builtAhead: { page: LinksAndResources; decisions: ReadonlyMap<string, UrlDecision>; model: LinksModel } | null = null;

/** Builds the list for `page` and `decisions` now, so that showing them later costs no second build. */
export function buildLinksAhead(page: LinksAndResources, decisions: ReadonlyMap<string, UrlDecision>): void {
  builtAhead = { page, decisions, model: linksModel(page, decisions) };
}

export const linksView = computed<LinksModel | null>(() => {
  const load = linksLoad.value;
  if (load.kind !== 'read') return null;
  const decisions = linkDecisions.value;
  const ahead = builtAhead;
  if (ahead !== null && ahead.page === load.page && ahead.decisions === decisions) return ahead.model;
  return linksModel(load.page, decisions);
});
