/** Messages of ours that quote site text between “ and ” (the linter's findings), split so a surface can isolate each quotation. Pure. */
import type { MessagePart } from '../core/index.ts';

/** Splits “quoted” spans out of a message as site text; the quote marks stay ours. */
export function quotedParts(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let rest = text;
  for (;;) {
    const open = rest.indexOf('“');
    const close = open === -1 ? -1 : rest.indexOf('”', open + 1);
    if (close === -1) break;
    parts.push(rest.slice(0, open + 1), { site: rest.slice(open + 1, close) });
    rest = rest.slice(close);
  }
  parts.push(rest);
  return parts.filter((p) => (typeof p === 'string' ? p !== '' : p.site !== ''));
}
