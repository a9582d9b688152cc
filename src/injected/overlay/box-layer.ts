/**
 * The marks: an outline drawn over each line box of each marked link near
 * the viewport, and a label beside it where one fits (label-place.ts), in
 * the overlay's shadow root. The page's links are never touched (no
 * attribute, class or style of theirs changes).
 *
 * The outline carries every mark of its link on its own, label or not:
 * solid for disallowed, dashed for disallowed for now (robots.txt
 * unreachable), dotted for nofollow/ugc/sponsored, and a disallowed link
 * that also has rel tokens is outlined solid (or dashed) with a dotted
 * bottom edge. It is drawn inside the link's own line box, so it never
 * reaches over a neighbour's text.
 *
 * Cost: link-window.ts says which links are within half a screen of the
 * viewport, so a scroll or a resize reads only those, once per animation
 * frame (every rectangle read before anything is written), draws at most
 * MAX_BOXES outlines, and writes only the outlines and labels that changed.
 */
import { areaRect, type Rect } from './area-rect.ts';
import { LABEL_HEIGHT, placeLabels, type Edges, type LabelRequest } from './label-place.ts';
import type { LinkElement } from './link-scan.ts';
import { LinkWindow } from './link-window.ts';
import type { PageWindow } from './page-dom.ts';

/** A link as drawn: its block mark, if any, and its crawler rel tokens. */
export interface MarkedLink {
  element: LinkElement;
  /** 'disallowed' | 'unreachable' draw the red outline; null none (a rel mark, or nothing). */
  block: 'disallowed' | 'unreachable' | null;
  /** The crawler rel tokens, space-separated ('' for none). */
  rel: string;
  /** Its URL as the overlay read it (the marks' data-url, so a test can tell which link a mark is for). */
  url: string;
}

/** The most outlines drawn at once: beyond a few screens of them nobody reads more. */
export const MAX_BOXES = 600;

/** The label's font (styles.ts's .flag), for measuring its words without laying anything out. */
const LABEL_FONT = '700 10px system-ui, sans-serif';
/** Padding and border either side, and a little room for fonts that measure narrower than they draw. */
const LABEL_EXTRA = 2 * 3 + 2 + 3;

/** The glyph of each block mark: not colour alone. */
const SYMBOL = { disallowed: '⊘', unreachable: '!' } as const;

interface Drawn {
  link: MarkedLink;
  rects: Edges[];
}

export class BoxLayer {
  readonly #boxes: HTMLElement;
  readonly #labels: HTMLElement;
  readonly #win: PageWindow;
  readonly #window: LinkWindow;
  /** What labels must leave free besides the links (the legend). */
  readonly #avoid: () => Edges[];
  /** Every link read, by the element observed for it (an area's image), marked or not: unmarked text is kept free too. */
  #byTarget = new Map<Element, MarkedLink[]>();
  #boxPool: HTMLElement[] = [];
  #labelPool: HTMLElement[] = [];
  /** Each pooled element's last written state, so an unchanged one is not written again. */
  readonly #written = new WeakMap<HTMLElement, string>();
  readonly #widths = new Map<string, number>();
  #measure: ((text: string) => number) | null = null;
  #frame = 0;
  readonly #schedule = () => this.schedule();

  /** Outlines and labels go in containers of their own, first in `parent`, so the tooltip and the legend added after stay above them. */
  constructor(parent: HTMLElement, win: PageWindow, avoid: () => Edges[]) {
    const doc = parent.ownerDocument;
    this.#boxes = doc.createElement('div');
    this.#boxes.className = 'boxes';
    this.#labels = doc.createElement('div');
    this.#labels.className = 'flags';
    parent.append(this.#boxes, this.#labels);
    this.#win = win;
    this.#avoid = avoid;
    this.#window = new LinkWindow(win, this.#schedule);
    // Capture: scrolling inside any scroller of the page moves its links too.
    win.addEventListener('scroll', this.#schedule, { capture: true, passive: true });
    win.addEventListener('resize', this.#schedule, { passive: true });
  }

  /** Replaces the links: every link read, each with its marks (the same links with new marks keep their place in the index). */
  set(links: readonly MarkedLink[]): void {
    const next = new Map<Element, MarkedLink[]>();
    for (const link of links) {
      const target = LinkWindow.targetOf(link.element);
      if (!target) continue;
      const list = next.get(target);
      if (list) list.push(link);
      else next.set(target, [link]);
    }
    this.#byTarget = next;
    this.#window.set([...next.keys()]);
    this.schedule();
  }

  /** Draws again at the next frame (once, however often it is asked). */
  schedule(): void {
    if (this.#frame === 0) this.#frame = this.#win.requestAnimationFrame(() => this.#draw());
  }

  destroy(): void {
    this.#window.destroy();
    this.#win.removeEventListener('scroll', this.#schedule, { capture: true });
    this.#win.removeEventListener('resize', this.#schedule);
    if (this.#frame !== 0) this.#win.cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#boxes.remove();
    this.#labels.remove();
    this.#boxPool = [];
    this.#labelPool = [];
  }

  #draw(): void {
    this.#frame = 0;
    if (this.#window.step()) this.schedule();
    const width = this.#win.innerWidth;
    const height = this.#win.innerHeight;
    // Every rectangle is read before anything is written: a read after a write would lay the page out again each time.
    const text: Edges[] = [...this.#avoid()];
    const drawn: Drawn[] = [];
    let boxes = 0;
    for (const target of this.#window.near()) {
      if (!target.isConnected) continue;
      const links = this.#byTarget.get(target) ?? [];
      // A link is its own target: its line boxes are all that is read. An image map's areas are placed on their image.
      const own = links.length === 1 && links[0]!.element === target ? [...target.getClientRects()] : null;
      const targetRect = own ? null : target.getBoundingClientRect();
      let top = targetRect ? targetRect.top : Number.POSITIVE_INFINITY;
      for (const r of own ?? []) top = Math.min(top, r.top);
      if (Number.isFinite(top)) this.#window.check(target, top);
      for (const link of links) {
        const rects = onScreen(own ?? this.#areaRects(link, targetRect!), width, height);
        text.push(...rects);
        if (rects.length === 0 || (!link.block && !link.rel) || boxes >= MAX_BOXES) continue;
        boxes += rects.length;
        drawn.push({ link, rects });
      }
    }
    // Reading order: the first links on screen get the first pick of the room for labels.
    drawn.sort((a, b) => a.rects[0]![1] - b.rects[0]![1] || a.rects[0]![0] - b.rects[0]![0]);
    const texts = drawn.map(({ link }) => labelTexts(link));
    const requests: LabelRequest[] = drawn.map(({ rects }, i) => {
      const [full, compact] = texts[i]!;
      const fullWidth = this.#width(full);
      const compactWidth = compact ? this.#width(compact) : 0;
      return { first: rects[0]!, last: rects[rects.length - 1]!, fullWidth, compactWidth: compactWidth < fullWidth ? compactWidth : 0 };
    });
    const placed = placeLabels(requests, text, width, height);

    let b = 0;
    let l = 0;
    for (const [i, { link, rects }] of drawn.entries()) {
      const className = `box ${link.block ?? 'rel-only'}${link.rel ? ' rel' : ''}`;
      for (const r of rects) this.#write(this.#item(this.#boxPool, this.#boxes, b++), className, link.url, r, '');
      const spot = placed[i];
      if (!spot) continue;
      const [full, compact] = texts[i]!;
      const words = spot.form === 'full' ? full : compact;
      const w = spot.form === 'full' ? requests[i]!.fullWidth : requests[i]!.compactWidth;
      this.#write(
        this.#item(this.#labelPool, this.#labels, l++),
        `flag ${spot.form} ${link.block ?? 'rel-only'}`,
        link.url,
        [spot.left, spot.top, spot.left + w, spot.top + LABEL_HEIGHT],
        words,
      );
    }
    for (let i = b; i < this.#boxPool.length; i++) this.#hide(this.#boxPool[i]!);
    for (let i = l; i < this.#labelPool.length; i++) this.#hide(this.#labelPool[i]!);
  }

  /** An area's shape on its image (none when the shape cannot be read). */
  #areaRects(link: MarkedLink, image: Rect): Rect[] {
    const r = link.element.localName === 'area' ? areaRect(link.element as HTMLAreaElement, image) : null;
    return r ? [r] : [];
  }

  #item(pool: HTMLElement[], parent: HTMLElement, index: number): HTMLElement {
    let el = pool[index];
    if (!el) {
      el = parent.ownerDocument.createElement(parent === this.#labels ? 'span' : 'div');
      el.setAttribute('translate', 'no');
      parent.append(el);
      pool.push(el);
    }
    return el;
  }

  /** Writes an outline or a label, unless it already shows exactly this. */
  #write(el: HTMLElement, className: string, url: string, r: Edges, words: string): void {
    const left = Math.round(r[0]);
    const top = Math.round(r[1]);
    const w = Math.round(r[2]) - left;
    const h = Math.round(r[3]) - top;
    const key = `${className}|${url}|${left}|${top}|${w}|${h}|${words}`;
    if (this.#written.get(el) === key) return;
    this.#written.set(el, key);
    el.hidden = false;
    el.className = className;
    el.dataset.url = url;
    // left/top, not a transform: a transform per mark is a paint chunk of its own, and hundreds of them made
    // the browser's layerizing step take longer than a frame (measured on 20,000 links).
    el.style.left = `${left}px`;
    el.style.top = `${top}px`;
    el.style.width = `${w}px`;
    el.style.height = `${h}px`;
    if (el.textContent !== words) el.textContent = words;
  }

  #hide(el: HTMLElement): void {
    if (el.hidden) return;
    el.hidden = true;
    this.#written.delete(el);
  }

  /** A label's width from its words, measured once per text with a canvas (no layout). */
  #width(words: string): number {
    let w = this.#widths.get(words);
    if (w === undefined) {
      this.#measure ??= textMeasurer(this.#win);
      w = Math.ceil(this.#measure(words)) + LABEL_EXTRA;
      this.#widths.set(words, w);
    }
    return w;
  }
}

/** The label's full words (glyph, then every rel token) and its compact form (glyph, then "rel"), or '' when it has no compact form. */
export function labelTexts(link: Pick<MarkedLink, 'block' | 'rel'>): [string, string] {
  const symbol = link.block ? SYMBOL[link.block] : '';
  const tokens = link.rel.split(' ').filter(Boolean);
  const full = [symbol, ...tokens].join(' ').trim();
  const compact = tokens.length > 0 ? [symbol, 'rel'].join(' ').trim() : '';
  return [full, compact === full ? '' : compact];
}

/** The rectangles that show in a viewport of `width` × `height`, as edges. */
function onScreen(rects: readonly Rect[], width: number, height: number): Edges[] {
  const out: Edges[] = [];
  for (const r of rects) {
    const right = r.left + r.width;
    const bottom = r.top + r.height;
    if (r.width > 0 && r.height > 0 && r.left < width && r.top < height && right > 0 && bottom > 0)
      out.push([r.left, r.top, right, bottom]);
  }
  return out;
}

function textMeasurer(win: PageWindow): (text: string) => number {
  try {
    const context = new win.OffscreenCanvas(1, 1).getContext('2d');
    if (context) {
      context.font = LABEL_FONT;
      return (text) => context.measureText(text).width;
    }
  } catch {
    // No canvas here: an estimate wide enough for the label's bold 10px letters.
  }
  return (text) => text.length * 7;
}
