/**
 * What the popup's "Links and resources" section derives from the store: the
 * list, grouped and counted (links-model.ts), from the page's links and the
 * worker's decisions. actions/links.ts reads the page and asks for the
 * decisions; the store keeps them.
 */
import { computed } from '@preact/signals';
import { linksModel, type LinksModel } from './links-model.ts';
import { linkDecisions, linksLoad } from '../store.ts';

export const linksView = computed<LinksModel | null>(() => {
  const load = linksLoad.value;
  return load.kind === 'read' ? linksModel(load.page, linkDecisions.value) : null;
});
