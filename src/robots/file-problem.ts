/**
 * Whether Google can read the robots.txt a verdict was read from as its site
 * meant it (core/body-kind.ts unreadableBody): asked only of a body that was
 * parsed, since a 404 or a 503 decides without one. The popup's top answer
 * and the badge ask here, so they cannot disagree.
 */
import { type UnreadableBody, unreadableBody } from '../core/body-kind.ts';
import type { RecordVerdict } from './verdict-for-record.ts';

export function fileProblem(r: Pick<RecordVerdict, 'reading' | 'bytes' | 'snapshot'>): UnreadableBody | null {
  if (r.reading.action !== 'parse' || !r.bytes || !r.snapshot) return null;
  return unreadableBody(r.bytes, r.snapshot.facts.contentType, r.snapshot.facts.truncated);
}
