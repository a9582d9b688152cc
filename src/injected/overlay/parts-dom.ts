/**
 * A rendered message (our words and the site's text, marked) as DOM nodes:
 * the site's text isolated in a left-to-right <bdi> with its hidden and bidi
 * characters shown as ‹U+202E› tokens, as the popup's <SiteText> does, so a
 * rule cannot reorder or hide part of the tooltip. Text nodes only, never
 * markup.
 */
import type { MessagePart } from '../../core/verdict.ts';
import { codePointLabel, visibleParts } from '../../core/visible-text.ts';

export function partsNodes(doc: Document, parts: readonly MessagePart[]): Node[] {
  return parts.map((p) => {
    if (typeof p === 'string') return doc.createTextNode(p);
    const bdi = doc.createElement('bdi');
    bdi.dir = 'ltr';
    bdi.className = 'site-text';
    for (const v of visibleParts(p.site)) {
      if (v.kind === 'text') bdi.append(v.text);
      else {
        const token = doc.createElement('span');
        token.className = 'hidden-char';
        token.textContent = `‹${codePointLabel(v.codePoint)}›`;
        bdi.append(token);
      }
    }
    return bdi;
  });
}
