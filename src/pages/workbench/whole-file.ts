/**
 * The whole live robots.txt, read on the person's request when the worker's
 * copy is cut at 500 KiB (the worker keeps only what Google reads): fetched
 * by the page without cookies, as the worker fetches, up to a bound, so a
 * draft started from the live file can hold all of it.
 */
import { readCappedBody } from '../../robots/capped-body.ts';
import { refuseHopTarget } from '../../robots/redirect-policy.ts';

export type WholeFile =
  | { ok: true; text: string; bytes: number }
  | { ok: false; reason: 'too-large'; maxBytes: number }
  | { ok: false; reason: 'failed'; error: string };

/** How long the whole file may take, headers to last byte. */
export const WHOLE_FILE_TIMEOUT_MS = 20_000;

export async function fetchWholeFile(url: string, maxBytes: number, signal?: AbortSignal): Promise<WholeFile> {
  const timeout = AbortSignal.timeout(WHOLE_FILE_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      credentials: 'omit',
      cache: 'no-store',
      redirect: 'follow',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    // The worker judged the first answer's redirects; a new one to the person's computer or intranet is not read.
    if (response.redirected && refuseHopTarget(url, response.url) !== null) {
      await response.body?.cancel().catch(() => undefined);
      return { ok: false, reason: 'failed', error: response.url };
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { ok: false, reason: 'failed', error: `HTTP ${response.status}` };
    }
    const body = await readCappedBody(response.body, maxBytes);
    if (body.truncated) return { ok: false, reason: 'too-large', maxBytes };
    return { ok: true, text: new TextDecoder().decode(body.bytes), bytes: body.bytes.length };
  } catch (error) {
    return { ok: false, reason: 'failed', error: (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '' };
  }
}
