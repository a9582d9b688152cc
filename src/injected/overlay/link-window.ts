/**
 * Which links are near the viewport, cheaply enough to ask every frame on a
 * page of 20,000 links.
 *
 * An IntersectionObserver watching every link costs the page each frame in
 * proportion to the links it watches (measured on 20,000 links: most of
 * every frame while scrolling, and a frame of several hundred milliseconds
 * each time the set was observed anew). So most links are not observed:
 * a link that scrolls with the document (no fixed or sticky ancestor, no
 * scroller of its own between it and the document) keeps its place in the
 * document as the page scrolls, and is found from an index of document
 * positions in bands of BAND pixels. Only the others (a fixed header's
 * links, links in a scrolling panel) are watched by an IntersectionObserver.
 *
 * The index is built a slice per frame (reading rectangles only: no layout
 * is forced between reads), and built again when the links change, the
 * window is resized, the document's size changes, or a link is found away
 * from where the index has it.
 */
import { areaImage } from './area-rect.ts';
import type { LinkElement } from './link-scan.ts';
import type { PageWindow } from './page-dom.ts';

/** Height of one band of the index, in CSS pixels. */
const BAND = 256;
/** The most milliseconds per frame spent placing targets in the index (or handing them to the observer). */
const INDEX_BUDGET_MS = 4;
/** CSS pixels above and below the viewport searched for links. */
const MARGIN = 64;
/** A link found further than this from where the index has it means the page moved under it. */
const DRIFT = 2;

const SCROLLS = /^(auto|scroll|overlay)$/;

interface Index {
  bands: Map<number, Element[]>;
  /** Each indexed target's top in document coordinates. */
  top: Map<Element, number>;
}

export class LinkWindow {
  readonly #win: PageWindow;
  readonly #observer: IntersectionObserver;
  readonly #resizeObserver: ResizeObserver;
  readonly #changed: () => void;
  readonly #moved: () => void;
  /** The elements observed for the links (an area's image), in document order. */
  #targets: Element[] = [];
  #index: Index = { bands: new Map(), top: new Map() };
  /** The index being built, and how far. */
  #building: { index: Index; next: number; observed: Set<Element> } | null = null;
  /** Targets that do not move with the document, watched by the observer, and those of them near the viewport. */
  #observed = new Set<Element>();
  #near = new Set<Element>();
  /** Whether an element (and so what it holds) moves on its own as the page scrolls: fixed, sticky, or a scroller. */
  #moves = new WeakMap<Element, boolean>();
  #docHeight = -1;

  /**
   * `changed` is called when the set of links near the viewport may have
   * changed (draw again); `moved` when links may have moved in the document
   * (what was read of their places is stale).
   */
  constructor(win: PageWindow, changed: () => void, moved: () => void) {
    this.#win = win;
    this.#changed = changed;
    this.#moved = moved;
    this.#observer = new win.IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting) this.#near.add(e.target);
          else this.#near.delete(e.target);
        }
        changed();
      },
      { rootMargin: '50% 0px 50% 0px' },
    );
    // The document grew or shrank (an image loaded, a section opened): what is below moved.
    this.#resizeObserver = new win.ResizeObserver(() => {
      const height = win.document.documentElement.scrollHeight;
      if (height !== this.#docHeight) this.rebuild();
    });
    const root = win.document.body ?? win.document.documentElement;
    this.#resizeObserver.observe(root);
  }

  /** The element observed for a link: the link, or an area's image. */
  static targetOf(link: LinkElement): Element | null {
    return link.localName === 'area' ? areaImage(link as HTMLAreaElement) : link;
  }

  /** Replaces the targets (the index is built anew unless they are the same). */
  set(targets: Element[]): void {
    const same = targets.length === this.#targets.length && targets.every((t, i) => t === this.#targets[i]);
    this.#targets = targets;
    if (!same) this.rebuild();
  }

  /** Builds the index again, a slice per frame from the next one; the old one serves until then. */
  rebuild(): void {
    this.#moves = new WeakMap();
    this.#building = { index: { bands: new Map(), top: new Map() }, next: 0, observed: new Set() };
    this.#moved();
    this.#changed();
  }

  /** Called once per frame before anything is read for drawing: builds one slice of the index. Returns whether more remains. */
  step(): boolean {
    const b = this.#building;
    if (!b) return false;
    const scrollY = this.#win.scrollY;
    const until = performance.now() + INDEX_BUDGET_MS;
    for (; b.next < this.#targets.length; b.next++) {
      // The clock is read every hundred targets: reading it is not free either.
      if (b.next % 100 === 99 && performance.now() > until) break;
      const target = this.#targets[b.next]!;
      if (!target.isConnected) continue;
      if (this.#movesOnItsOwn(target)) {
        b.observed.add(target);
        if (!this.#observed.has(target)) {
          this.#observed.add(target);
          this.#observer.observe(target);
        }
        continue;
      }
      const r = target.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const top = r.top + scrollY;
      b.index.top.set(target, top);
      for (let band = Math.floor(top / BAND); band <= Math.floor((r.bottom + scrollY) / BAND); band++) {
        const list = b.index.bands.get(band);
        if (list) list.push(target);
        else b.index.bands.set(band, [target]);
      }
    }
    if (b.next < this.#targets.length) return true;
    // Done: the new index serves, and links now in the index (or gone) are no longer observed.
    for (const target of this.#observed) {
      if (b.observed.has(target)) continue;
      this.#observer.unobserve(target);
      this.#observed.delete(target);
      this.#near.delete(target);
    }
    this.#index = b.index;
    this.#building = null;
    this.#docHeight = this.#win.document.documentElement.scrollHeight;
    return false;
  }

  /** The targets on or next to the viewport: from the index, and those the observer says (within half a screen). */
  near(): Set<Element> {
    const out = new Set(this.#near);
    const y = this.#win.scrollY;
    const h = this.#win.innerHeight;
    // The index is exact, not a frame late as an observer is: the viewport and a little more is enough.
    const from = Math.floor((y - MARGIN) / BAND);
    const to = Math.floor((y + h + MARGIN) / BAND);
    for (let band = from; band <= to; band++) for (const t of this.#index.bands.get(band) ?? []) out.add(t);
    return out;
  }

  /**
   * A target read at viewport top `top` this frame (the document scrolled
   * to `scrollY`): a rebuild if the index has it elsewhere. Returns whether
   * the target is in the index (it moves with the document's scroll alone).
   */
  check(target: Element, top: number, scrollY: number): boolean {
    const indexed = this.#index.top.get(target);
    if (indexed === undefined) return false;
    if (!this.#building && Math.abs(indexed - (top + scrollY)) > DRIFT) this.rebuild();
    return true;
  }

  destroy(): void {
    this.#observer.disconnect();
    this.#resizeObserver.disconnect();
    this.#building = null;
  }

  /**
   * Whether `el` or an ancestor (across shadow roots) is fixed, sticky or
   * scrolls its own content; remembered per element. A loop up the tree, not
   * recursion: a page nested 100,000 deep must not overflow the stack.
   */
  #movesOnItsOwn(el: Element): boolean {
    const chain: Element[] = [];
    let moves = false;
    for (let at: Element | null = el; at; ) {
      const known = this.#moves.get(at);
      if (known !== undefined) {
        moves = known;
        break;
      }
      chain.push(at);
      if (this.#movesItself(at)) {
        moves = true;
        break;
      }
      at = at.parentElement ?? (at.parentNode instanceof this.#win.ShadowRoot ? at.parentNode.host : null);
    }
    // Everything below a moving element moves with it; a chain that reached the top without one does not.
    for (const e of chain) this.#moves.set(e, moves);
    return moves;
  }

  #movesItself(el: Element): boolean {
    const doc = this.#win.document;
    const style = this.#win.getComputedStyle(el);
    if (style.position === 'fixed' || style.position === 'sticky') return true;
    // The root's overflow, and the body's when the root's is visible, scroll the viewport itself: the document's own scrolling.
    if (el === doc.documentElement) return false;
    if (el === doc.body && this.#win.getComputedStyle(doc.documentElement).overflowY === 'visible') return false;
    return SCROLLS.test(style.overflowY) || SCROLLS.test(style.overflowX);
  }
}
