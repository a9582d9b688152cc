/**
 * The tooltip: the hovered or focused link's verdict, the deciding line of
 * its origin's robots.txt and its rel mark, beside the link. One element,
 * placed below the link (above when there is no room), hidden when the
 * pointer or the focus leaves or the page scrolls.
 */
import type { MessagePart } from '../../core/verdict.ts';
import type { OverlayMark } from '../../shared/overlay-view.ts';
import type { Rect } from './area-rect.ts';
import { partsNodes } from './parts-dom.ts';

export interface TipContent {
  mark: OverlayMark;
  /** The verdict line first, then the others. */
  lines: readonly MessagePart[][];
}

const GAP = 6;

export class Tooltip {
  readonly #el: HTMLElement;
  readonly #win: Window;

  constructor(parent: HTMLElement, win: Window) {
    this.#win = win;
    this.#el = parent.ownerDocument.createElement('div');
    this.#el.className = 'tip';
    this.#el.setAttribute('role', 'tooltip');
    this.#el.hidden = true;
    parent.append(this.#el);
  }

  show(content: TipContent, near: Rect): void {
    const doc = this.#el.ownerDocument;
    const paragraphs = content.lines.map((line, i) => {
      const p = doc.createElement('p');
      if (i === 0) p.className = `verdict ${content.mark}`;
      p.append(...partsNodes(doc, line));
      return p;
    });
    this.#el.replaceChildren(...paragraphs);
    this.#el.hidden = false;
    const tip = this.#el.getBoundingClientRect();
    const below = near.top + near.height + GAP;
    const top = below + tip.height <= this.#win.innerHeight ? below : Math.max(GAP, near.top - GAP - tip.height);
    const left = Math.min(Math.max(GAP, near.left), Math.max(GAP, this.#win.innerWidth - tip.width - GAP));
    this.#el.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
  }

  hide(): void {
    this.#el.hidden = true;
  }
}
