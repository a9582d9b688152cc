/**
 * What the popup's "every crawler" matrix derives from the store: the
 * crawlers it lists and the page it is for. Its cells are computed by the
 * worker (asked by actions/matrix.ts) and kept in the store.
 */
import { computed } from '@preact/signals';
import { PRESET_PROFILES, type CrawlerProfile } from '../../../core/index.ts';
import { page, settings } from '../store.ts';

let profilesMemo: { key: string; all: readonly CrawlerProfile[] } = { key: '[]', all: PRESET_PROFILES };

/**
 * Every crawler the popup offers, presets first, then the person's own: the
 * same array while the custom profiles stay the same, so choosing a crawler
 * (a new settings object) does not compute the matrix again.
 */
export const allProfiles = computed<readonly CrawlerProfile[]>(() => {
  const custom = settings.value.customProfiles;
  const key = JSON.stringify(custom);
  if (key !== profilesMemo.key) profilesMemo = { key, all: [...PRESET_PROFILES, ...custom] };
  return profilesMemo.all;
});

/** The record (its key) and page the matrix is for, when the popup shows a verdict. */
export const matrixInput = computed(() => {
  const p = page.value;
  return p.kind === 'record' ? { key: p.record.key, pageUrl: p.pageUrl } : null;
});
