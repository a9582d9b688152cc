/** The badge's mark for a watched site that changed since the person last looked. */
import { describe, expect, it } from 'vitest';
import type { BadgeLook } from '../../../src/worker/badge/badge-look.ts';
import type { BadgeSurface } from '../../../src/worker/badge/badge-surface.ts';
import { watchMarkedSurface } from '../../../src/worker/watch/watch-badge.ts';
import { text } from '../../../src/text/bundled.ts';

function recording(): { surface: BadgeSurface; shown: Map<number, BadgeLook> } {
  const shown = new Map<number, BadgeLook>();
  return {
    shown,
    surface: {
      show: async (tabId, look) => {
        shown.set(tabId, look);
      },
      text: async (tabId) => shown.get(tabId)?.text ?? '',
    },
  };
}

const urls: Record<number, string> = { 1: 'https://changed.test/page', 2: 'https://calm.test/', 3: 'chrome://settings' };
const verdict = (t: string): BadgeLook => ({ text: t, color: '#137333', title: 'Googlebot may fetch this page.' });

describe('watchMarkedSurface', () => {
  const { surface, shown } = recording();
  const marked = watchMarkedSurface(surface, {
    tabUrl: async (tabId) => urls[tabId] ?? null,
    marked: async (origin) => origin === 'https://changed.test',
    text: () => text,
  });

  it('marks a verdict of a watched site that changed, and says why in the tooltip', async () => {
    await marked.show(1, verdict('NO'));
    expect(shown.get(1)).toEqual({
      text: 'NO•',
      color: '#137333',
      title: 'Googlebot may fetch this page.\nWatched: its robots.txt changed since you last looked.',
    });
    // The badge's own reading of its text (a stuck "…" at start-up) sees the verdict, not the mark.
    expect(await marked.text(1)).toBe('NO');
  });

  it('leaves other sites, and anything that is not a verdict, as they are', async () => {
    await marked.show(2, verdict('OK'));
    expect(shown.get(2)?.text).toBe('OK');
    await marked.show(1, verdict('…'));
    expect(shown.get(1)?.text).toBe('…');
    await marked.show(3, verdict('–'));
    expect(shown.get(3)?.text).toBe('–');
  });

  it('marks by the address the badge decided, when it is given, without asking the tab', async () => {
    let asked = 0;
    const { surface: inner, shown: seen } = recording();
    const byAddress = watchMarkedSurface(inner, {
      tabUrl: async () => {
        asked++;
        return 'https://calm.test/';
      },
      marked: async (origin) => origin === 'https://changed.test',
      text: () => text,
    });
    await byAddress.show(7, verdict('OK'), 'https://changed.test/app');
    expect(seen.get(7)?.text).toBe('OK•');
    await byAddress.show(8, verdict('OK'), 'https://calm.test/');
    expect(seen.get(8)?.text).toBe('OK');
    expect(asked).toBe(0);
    // Without it, the tab is asked as before.
    await byAddress.show(9, verdict('OK'));
    expect(asked).toBe(1);
  });
});
