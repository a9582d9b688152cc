/**
 * A URL of another origin typed in the path box: its own robots.txt decides
 * it. The popup fetches that file only when the person asks (Enter in the
 * box, or the banner's button), through the worker's getRobotsView, the same
 * cache and fetcher the page's own file comes from. Typing is the person's
 * explicit request, so the address policy that keeps a public page's links
 * off private hosts (src/robots/redirect-policy.ts) does not hold it back;
 * nothing is fetched while a host is still being typed.
 */
import type { PathTarget } from '../../../shared/path-target.ts';
import type { RecordView } from '../../../robots/record-view.ts';
import type { Message } from '../../../text/messages/index.ts';

/** The other origin's robots.txt as the popup has it: being fetched, read, or the worker failed (its words). */
export type OtherOriginLoad =
  | { origin: string; kind: 'loading' }
  | { origin: string; kind: 'record'; record: RecordView }
  | { origin: string; kind: 'failed'; error: Message };

/** The record the box's URL is read against, once the person asked for its origin's and it came. */
export function otherOriginRecord(target: PathTarget | null, load: OtherOriginLoad | null): RecordView | null {
  if (target?.kind !== 'other-origin' || load?.origin !== target.origin || load.kind !== 'record') return null;
  return load.record;
}

/** The state the banner shows for the box's other origin: not asked yet, being fetched, or failed. */
export function otherOriginStep(
  target: PathTarget | null,
  load: OtherOriginLoad | null,
): { kind: 'ask' } | { kind: 'loading' } | { kind: 'failed'; error: Message } | { kind: 'read' } | null {
  if (target?.kind !== 'other-origin') return null;
  if (load?.origin !== target.origin) return { kind: 'ask' };
  if (load.kind === 'loading') return { kind: 'loading' };
  if (load.kind === 'failed') return { kind: 'failed', error: load.error };
  return { kind: 'read' };
}
