/**
 * The optional permissions the watch list needs (alarms to wake the worker,
 * notifications to tell), asked for from a click on the options page or the
 * popup: browsers grant permissions only in answer to one.
 */
import browser from 'webextension-polyfill';
import { WATCH_PERMISSIONS } from './robots-history.ts';

type Permission = browser.Manifest.OptionalPermission;

/** The watch permissions this browser lets an extension ask for later (Firefox takes alarms only at install). */
export function askablePermissions(optional: readonly string[] | undefined): Permission[] {
  // The polyfill's types are Firefox's, which has no optional "alarms"; Chrome's manifest lists it.
  return WATCH_PERMISSIONS.filter((p) => optional?.includes(p)) as readonly string[] as Permission[];
}

const askable = () => askablePermissions(browser.runtime.getManifest().optional_permissions as string[] | undefined);

/** Whether the watch permissions are held. */
export function watchingGranted(): Promise<boolean> {
  const permissions = askable();
  return permissions.length === 0 ? Promise.resolve(true) : browser.permissions.contains({ permissions });
}

/** Asks for the watch permissions (call it from a click); answers whether they are held. */
export async function grantWatching(): Promise<boolean> {
  if (await watchingGranted()) return true;
  return browser.permissions.request({ permissions: askable() });
}
