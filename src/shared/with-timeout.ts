/**
 * A promise that settles as `promise` does, or rejects with `timedOut()` after
 * `ms`: a page never waits forever for a worker that stopped answering.
 * Rejections that are not Errors (a messaging layer may reject with a string)
 * become Errors, so callers read `.message` in one way.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, timedOut: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(timedOut()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
