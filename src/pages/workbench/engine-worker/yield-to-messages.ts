/**
 * A pause for the evaluation worker: resolves once the messages already
 * queued for this thread (a newer draft, say) have been handled. A
 * MessageChannel round, not a timer: nested timers are clamped to 4 ms each.
 */
import type { Pause } from '../engine/workbench-engine.ts';

export const yieldToMessages: Pause = () =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
