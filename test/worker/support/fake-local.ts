/**
 * fakeBrowser's storage.local for the cache. fakeBrowser's getKeys throws
 * "not implemented", so it is left out: the cache then reads every key once,
 * as on a browser without getKeys.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import type { KeyValueArea } from '../../../src/robots/robots-cache.ts';

export const fakeLocal: KeyValueArea = {
  get: (keys) => fakeBrowser.storage.local.get(keys),
  set: (items) => fakeBrowser.storage.local.set(items),
  remove: (keys) => fakeBrowser.storage.local.remove(keys),
};
