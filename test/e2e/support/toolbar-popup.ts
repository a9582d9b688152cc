/**
 * The real toolbar popup: opened by chrome.action.openPopup() from the worker,
 * for the active tab of the focused window, exactly as a click on the toolbar
 * button opens it (no ?tabId=: the worker finds the tab itself).
 *
 * Playwright does not list an extension's popup among a context's pages, so
 * this drives it over the browser's own DevTools session: it finds the
 * popup's target, attaches to it, and sends Runtime.evaluate through
 * Target.sendMessageToTarget.
 */
import type { CDPSession } from 'playwright-core';

const FIND_TIMEOUT_MS = 5_000;

interface RuntimeReply {
  id?: number;
  result?: { result?: { value?: unknown }; exceptionDetails?: { text?: string; exception?: { description?: string } } };
  error?: { message?: string };
}

export class ToolbarPopup {
  readonly #cdp: CDPSession;
  readonly #sessionId: string;
  readonly #targetId: string;
  #nextId = 1;

  private constructor(cdp: CDPSession, sessionId: string, targetId: string) {
    this.#cdp = cdp;
    this.#sessionId = sessionId;
    this.#targetId = targetId;
  }

  /** Waits for a popup page of `popupUrl` to appear (after openPopup) and attaches to it. */
  static async attach(cdp: CDPSession, popupUrl: string): Promise<ToolbarPopup> {
    const deadline = Date.now() + FIND_TIMEOUT_MS;
    for (;;) {
      const { targetInfos } = await cdp.send('Target.getTargets');
      const target = targetInfos.find((t) => t.type === 'page' && t.url.startsWith(popupUrl) && !t.attached);
      if (target) {
        const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
        return new ToolbarPopup(cdp, sessionId, target.targetId);
      }
      if (Date.now() > deadline) throw new Error(`no toolbar popup (${popupUrl}) appeared within ${FIND_TIMEOUT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Evaluates `expression` in the popup (promises awaited) and returns its JSON value. */
  evaluate<T>(expression: string): Promise<T> {
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      const onMessage = (event: { sessionId?: string; message: string }) => {
        if (event.sessionId !== undefined && event.sessionId !== this.#sessionId) return;
        const reply = JSON.parse(event.message) as RuntimeReply;
        if (reply.id !== id) return;
        this.#cdp.off('Target.receivedMessageFromTarget', onMessage);
        const thrown = reply.result?.exceptionDetails;
        if (reply.error || thrown) {
          reject(new Error(`in the toolbar popup: ${reply.error?.message ?? thrown?.exception?.description ?? thrown?.text ?? 'error'}`));
        } else {
          resolve(reply.result?.result?.value as T);
        }
      };
      this.#cdp.on('Target.receivedMessageFromTarget', onMessage);
      const message = { id, method: 'Runtime.evaluate', params: { expression, returnByValue: true, awaitPromise: true } };
      this.#cdp
        .send('Target.sendMessageToTarget', { sessionId: this.#sessionId, message: JSON.stringify(message) })
        .catch((error: unknown) => {
          this.#cdp.off('Target.receivedMessageFromTarget', onMessage);
          reject(error instanceof Error ? error : new Error(String(error)));
        });
    });
  }

  /** Polls `expression` until it is truthy; returns that value. */
  async waitFor<T>(expression: string, timeoutMs = 20_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await this.evaluate<T>(expression);
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`the toolbar popup never satisfied: ${expression}`);
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
  }

  /** Closes the popup and waits until its target is gone. */
  async close(): Promise<void> {
    await this.#cdp.send('Target.closeTarget', { targetId: this.#targetId }).catch(() => undefined);
    const deadline = Date.now() + FIND_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const { targetInfos } = await this.#cdp.send('Target.getTargets');
      if (!targetInfos.some((t) => t.targetId === this.#targetId)) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}
