/**
 * The floor for badge timings: a Chromium of its own whose only extension
 * paints "OK" on a tab's badge the moment its main frame commits, and listens
 * to nothing else. Whatever time a badge takes there is the browser's own (its
 * main thread, its event dispatch, the round trip of one call), not any
 * extension's work: a figure of ours measured the same way beside it says how
 * much of ours is ours. Written out at run time, so that nothing ships it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium, extensionIdOf, startChromium } from './chromium.ts';
import { ExtensionHarness } from './extension.ts';

const MANIFEST = {
  manifest_version: 3,
  name: 'badge floor',
  version: '1.0',
  permissions: ['webNavigation', 'tabs'],
  action: {},
  background: { service_worker: 'worker.js' },
};

const WORKER = `chrome.webNavigation.onCommitted.addListener((d) => {
  if (d.frameId === 0) chrome.action.setBadgeText({ tabId: d.tabId, text: 'OK' });
});
`;

export interface BadgeFloor {
  harness: ExtensionHarness;
  stop(): Promise<void>;
}

export async function startBadgeFloor(): Promise<BadgeFloor> {
  const dir = mkdtempSync(join(tmpdir(), 'robots-lens-badge-floor-'));
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(dir, 'worker.js'), WORKER);
  // ExtensionHarness.worker() wakes a stopped worker by opening this page.
  mkdirSync(join(dir, 'src/pages/popup'), { recursive: true });
  writeFileSync(join(dir, 'src/pages/popup/index.html'), '<!doctype html><title>floor</title>');
  const running = await startChromium(ensureChromium(), dir);
  try {
    const harness = await ExtensionHarness.connect(running.wsEndpoint, await extensionIdOf(running.wsEndpoint));
    return {
      harness,
      async stop() {
        await harness.close();
        await running.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await running.stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
