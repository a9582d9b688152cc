/**
 * The overlay's entry, injected by the worker with scripting.executeScript
 * (files: overlay.js) into a tab's main frame when the person turns it on.
 * It only installs one handle in the extension's isolated world, once; the
 * worker then calls `start(words)` and `stop()` on it with small injected
 * functions (src/worker/overlay/overlay-tabs.ts). The page's own scripts cannot
 * see the handle: they run in another world.
 */
import { sendMessage } from '../../shared/protocol.ts';
import type { OverlayWords } from '../../shared/overlay-view.ts';
import { PageOverlay } from './page-overlay.ts';

export interface OverlayHandle {
  start(words: OverlayWords): boolean;
  stop(): boolean;
}

declare global {
  var __robotsLensOverlay: OverlayHandle | undefined;
}

function createHandle(): OverlayHandle {
  let overlay: PageOverlay | null = null;
  const stop = () => {
    overlay?.stop();
    overlay = null;
    return true;
  };
  return {
    start(words) {
      overlay ??= new PageOverlay(window, {
        decide: async (urls, wait) => {
          const answer = await sendMessage('overlayDecide', { urls, wait });
          // Turned off elsewhere while this page still asked: the overlay shows it could not check, as on any failure.
          if ('refused' in answer) throw new Error(answer.refused);
          return answer;
        },
        closed: () => {
          stop();
          void sendMessage('overlayClosed', undefined).catch(() => undefined);
        },
      });
      void overlay.start(words);
      return true;
    },
    stop,
  };
}

globalThis.__robotsLensOverlay ??= createHandle();
