/**
 * A tab of Firefox driven over raw WebDriver BiDi (script.callFunction on its
 * browsing context). Puppeteer does not follow a tab opened on a
 * moz-extension:// page from the browser's own window (its Page keeps saying
 * about:blank), so extension pages are driven this way.
 */

/** The one method of puppeteer's BiDi connection the harness needs. */
export interface BidiConnection {
  send(method: string, params: object): Promise<{ result: unknown }>;
}

interface EvaluateResult {
  type: 'success' | 'exception';
  result?: { type: string; value?: unknown };
  exceptionDetails?: { text?: string };
}

export class BidiPage {
  readonly #connection: BidiConnection;
  readonly context: string;
  readonly url: string;

  constructor(connection: BidiConnection, context: string, url: string) {
    this.#connection = connection;
    this.context = context;
    this.url = url;
  }

  /**
   * Calls `fn(arg)` in the page (promises awaited). Argument and result cross
   * as JSON, so `fn` must use nothing from the test's scope; `fn` may also be
   * a function's source text.
   */
  async evaluate<A, R>(fn: ((arg: A) => R | Promise<R>) | string, arg?: A): Promise<R> {
    const { result } = await this.#connection.send('script.callFunction', {
      functionDeclaration: `async (json) => JSON.stringify((await (${String(fn)})(JSON.parse(json))) ?? null)`,
      arguments: [{ type: 'string', value: JSON.stringify(arg ?? null) }],
      awaitPromise: true,
      target: { context: this.context },
    });
    const reply = result as EvaluateResult;
    if (reply.type !== 'success' || typeof reply.result?.value !== 'string') {
      throw new Error(`in ${this.url}: ${reply.exceptionDetails?.text ?? JSON.stringify(reply)}`);
    }
    return JSON.parse(reply.result.value) as R;
  }

  /** Polls `fn(arg)` until it returns something truthy; returns that. */
  async waitFor<A, R>(fn: ((arg: A) => R | Promise<R>) | string, arg?: A, timeoutMs = 20_000): Promise<NonNullable<R>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await this.evaluate(fn, arg);
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`${this.url} never satisfied: ${String(fn).slice(0, 200)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Sets a <select> to `value` and tells the page, as a person picking an option does. */
  async select(selector: string, value: string): Promise<void> {
    await this.evaluate(
      ({ selector, value }) => {
        const select = document.querySelector(selector);
        if (!(select instanceof HTMLSelectElement)) throw new Error(`no <select> ${selector}`);
        select.value = value;
        select.dispatchEvent(new Event('input', { bubbles: true }));
        select.dispatchEvent(new Event('change', { bubbles: true }));
      },
      { selector, value },
    );
  }

  async close(): Promise<void> {
    await this.#connection.send('browsingContext.close', { context: this.context }).catch(() => undefined);
  }
}
