/**
 * The outlines: one absolutely positioned box per marked link near the
 * viewport, drawn in the overlay's shadow root over the link's rectangle. The
 * page's links are never touched (no attribute, class or style of theirs
 * changes). An IntersectionObserver says which links are within a screen of
 * the viewport, so a scroll or a resize re-measures only those, once per
 * animation frame, and at most MAX_BOXES of them: a page with 20,000 marked
 * links costs about what a page with a screenful does.
 */
import { areaImage, areaRect, type Rect } from './area-rect.ts';
import type { LinkElement } from './link-scan.ts';
import type { PageWindow } from './page-dom.ts';

/** How a link is outlined: 'blocked' (disallowed, or disallowed for now), with rel tokens or not. */
export interface MarkedLink {
  element: LinkElement;
  /** 'disallowed' | 'unreachable' draw the solid outline; null only the rel mark. */
  block: 'disallowed' | 'unreachable' | null;
  /** The crawler rel tokens, space-separated ('' for none). */
  rel: string;
}

/** The most boxes drawn at once: beyond a few screens of outlines nobody reads more. */
export const MAX_BOXES = 600;

export class BoxLayer {
  readonly #layer: HTMLElement;
  readonly #win: PageWindow;
  readonly #observer: IntersectionObserver;
  /** The element observed for each link (an area's image), and the links it stands for. */
  #byTarget = new Map<Element, MarkedLink[]>();
  #near = new Set<Element>();
  #pool: HTMLElement[] = [];
  #frame = 0;
  readonly #schedule = () => this.schedule();

  /** The boxes go in a container of their own, first in `parent`, so the tooltip and the legend added after stay above them. */
  constructor(parent: HTMLElement, win: PageWindow) {
    this.#layer = parent.ownerDocument.createElement('div');
    this.#layer.className = 'boxes';
    parent.append(this.#layer);
    this.#win = win;
    this.#observer = new win.IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting) this.#near.add(e.target);
          else this.#near.delete(e.target);
        }
        this.schedule();
      },
      // A screen above and below: boxes are ready before a link scrolls in.
      { rootMargin: '100% 0px 100% 0px' },
    );
    // Capture: scrolling inside any scroller of the page moves its links too.
    win.addEventListener('scroll', this.#schedule, { capture: true, passive: true });
    win.addEventListener('resize', this.#schedule, { passive: true });
  }

  /** Replaces the links outlined. */
  set(links: readonly MarkedLink[]): void {
    this.#observer.disconnect();
    this.#byTarget = new Map();
    this.#near.clear();
    for (const link of links) {
      const target = link.element.localName === 'area' ? areaImage(link.element as HTMLAreaElement) : link.element;
      if (!target) continue;
      const list = this.#byTarget.get(target);
      if (list) list.push(link);
      else {
        this.#byTarget.set(target, [link]);
        this.#observer.observe(target);
      }
    }
    this.schedule();
  }

  /** Draws again at the next frame (once, however often it is asked). */
  schedule(): void {
    if (this.#frame === 0) this.#frame = this.#win.requestAnimationFrame(() => this.#draw());
  }

  /** How many boxes are on screen now (for tests and the legend). */
  get drawn(): number {
    return this.#pool.filter((box) => !box.hidden).length;
  }

  destroy(): void {
    this.#observer.disconnect();
    this.#win.removeEventListener('scroll', this.#schedule, { capture: true });
    this.#win.removeEventListener('resize', this.#schedule);
    if (this.#frame !== 0) this.#win.cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#layer.remove();
    this.#pool = [];
  }

  #draw(): void {
    this.#frame = 0;
    const width = this.#win.innerWidth;
    const height = this.#win.innerHeight;
    // Every rectangle is read before any box is written: a read after a write would lay the page out again each time.
    const placed: [MarkedLink, Rect][] = [];
    for (const target of this.#near) {
      if (placed.length >= MAX_BOXES) break;
      if (!target.isConnected) continue;
      const targetRect = target.getBoundingClientRect();
      for (const link of this.#byTarget.get(target) ?? []) {
        if (placed.length >= MAX_BOXES) break;
        const rect = link.element === target ? targetRect : areaRect(link.element as HTMLAreaElement, targetRect);
        if (rect && onScreen(rect, width, height)) placed.push([link, rect]);
      }
    }
    for (const [i, [link, rect]] of placed.entries()) this.#place(this.#box(i), link, rect);
    for (let i = placed.length; i < this.#pool.length; i++) this.#pool[i]!.hidden = true;
  }

  #box(index: number): HTMLElement {
    let box = this.#pool[index];
    if (!box) {
      box = this.#layer.ownerDocument.createElement('div');
      const badge = this.#layer.ownerDocument.createElement('span');
      badge.className = 'badge';
      badge.setAttribute('translate', 'no');
      box.append(badge);
      this.#layer.append(box);
      this.#pool.push(box);
    }
    return box;
  }

  #place(box: HTMLElement, link: MarkedLink, rect: Rect): void {
    box.hidden = false;
    box.className = `box ${link.block ?? 'rel-only'}`;
    box.dataset.url = link.element.href;
    box.style.transform = `translate(${Math.round(rect.left) - 2}px, ${Math.round(rect.top) - 2}px)`;
    box.style.width = `${Math.round(rect.width) + 4}px`;
    box.style.height = `${Math.round(rect.height) + 4}px`;
    // Not colour alone: a symbol for blocked links (⊘ disallowed, ! unreachable), the rel tokens as the site wrote them.
    const symbol = link.block === 'disallowed' ? '⊘' : link.block === 'unreachable' ? '!' : '';
    const badge = box.firstChild as HTMLElement;
    badge.textContent = [symbol, link.rel].filter(Boolean).join(' ');
  }
}

function onScreen(r: Rect, width: number, height: number): boolean {
  return r.width > 0 && r.height > 0 && r.left < width && r.top < height && r.left + r.width > 0 && r.top + r.height > 0;
}
