/** What the badge tests read back and build: the badge as the browser shows it, a colour as the action API answers it, and a page's signals. */
import { fakeBrowser } from '@webext-core/fake-browser';
import type { KnownSignals } from '../../../src/worker/page-signals/tab-signals.ts';

/** '#rrggbb' as the action API's [r, g, b, a]. */
export const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).concat(255);

/** The tab's badge text, colour and tooltip on the fake browser. */
export async function shownBadge(tabId: number) {
  return {
    text: await fakeBrowser.action.getBadgeText({ tabId }),
    color: await fakeBrowser.action.getBadgeBackgroundColor({ tabId }),
    title: await fakeBrowser.action.getTitle({ tabId }),
  };
}

/** The signals of `url` read at `at`: its X-Robots-Tag values (status 200) and its meta tags. */
export function pageSignals(url: string, at: number, xRobotsTag: string[], metas: [string, string][] = []): KnownSignals {
  return {
    headers: { url, status: 200, xRobotsTag, link: [], observedAt: at },
    markup: {
      url,
      metas: metas.map(([name, content]) => ({ name, content })),
      canonicals: [],
      metaTotal: metas.length,
      canonicalTotal: 0,
      readAt: at,
    },
  };
}
