/** Rendered text in parts (MessagePart: our words, or the site's text marked), joined back. */
import type { MessagePart } from './verdict.ts';

/** The parts as one string with the site's text as it is (for a surface that escapes the whole, like the CLI). */
export function messageText(parts: readonly MessagePart[]): string {
  return parts.map((p) => (typeof p === 'string' ? p : p.site)).join('');
}
