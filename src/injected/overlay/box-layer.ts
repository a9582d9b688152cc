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
import { LABEL_HEIGHT, placeLabels, type Edges, type LabelRequest, type Placement } from './label-place.ts';
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

/** Each frame, one in this many of the line boxes known is read again (see #placeOf). */
const VERIFY_EVERY = 16;

/** A scroll this far from the container's origin writes every mark afresh (keeps its coordinates small). */
const REBASE = 100_000;

/** The label's font (styles.ts's .flag), for measuring its words without laying anything out. */
const LABEL_FONT = '700 10px system-ui, sans-serif';
/** Padding and border either side, and a little room for fonts that measure narrower than they draw. */
const LABEL_EXTRA = 2 * 3 + 2 + 3;

/** The glyph of each block mark: not colour alone. */
const SYMBOL = { disallowed: '⊘', unreachable: '!' } as const;

interface KeptSpot extends Placement {
  anchor: [number, number];
}

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
  /** The marks of each link drawn last frame (its outlines, one per line box, and its label), kept with it from frame to frame. */
  #boxesOf = new Map<LinkElement, HTMLElement[]>();
  #labelOf = new Map<LinkElement, HTMLElement>();
  /** Where each label was put, in the container's coordinates, and where its link's first line box was then. */
  #spotOf = new Map<LinkElement, KeptSpot>();
  /** Hidden elements, ready for the next link that needs one. */
  readonly #freeBoxes: HTMLElement[] = [];
  readonly #freeLabels: HTMLElement[] = [];
  /** Each element's last written state, so an unchanged one is not written again. */
  readonly #written = new WeakMap<HTMLElement, string>();
  /**
   * The marks' container is moved by the document's scroll since ORIGIN
   * (one transform), and each mark is written relative to it: as the page
   * scrolls, a link that scrolls with it keeps the same place in the
   * container and is not written again; only links coming into view are.
   */
  readonly #marks: HTMLElement;
  #origin: [number, number] | null = null;
  #shift: [number, number] = [0, 0];
  readonly #widths = new Map<string, number>();
  #measure: ((text: string) => number) | null = null;
  #frame = 0;
  readonly #schedule = () => this.schedule();
  /**
   * The line boxes read of links that move with the document's scroll alone,
   * in document coordinates: while nothing moves them, a scroll needs no new
   * reading (every VERIFY_EVERY-th is read again each frame, to notice what
   * moved without telling). Forgotten when the links, the window's size or
   * the index change.
   */
  #placeOf = new Map<Element, Rect[]>();
  #frames = 0;
  readonly #forget = () => this.#placeOf.clear();
  readonly #resized = () => {
    this.#forget();
    this.schedule();
  };

  /** Outlines and labels go in containers of their own, first in `parent`, so the tooltip and the legend added after stay above them. */
  constructor(parent: HTMLElement, win: PageWindow, avoid: () => Edges[]) {
    const doc = parent.ownerDocument;
    this.#marks = doc.createElement('div');
    this.#marks.className = 'marks';
    this.#boxes = doc.createElement('div');
    this.#boxes.className = 'boxes';
    this.#labels = doc.createElement('div');
    this.#labels.className = 'flags';
    this.#marks.append(this.#boxes, this.#labels);
    parent.append(this.#marks);
    this.#win = win;
    this.#avoid = avoid;
    this.#window = new LinkWindow(win, this.#schedule, this.#forget);
    // Capture: scrolling inside any scroller of the page moves its links too.
    win.addEventListener('scroll', this.#schedule, { capture: true, passive: true });
    win.addEventListener('resize', this.#resized, { passive: true });
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
    this.#forget();
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
    this.#win.removeEventListener('resize', this.#resized);
    if (this.#frame !== 0) this.#win.cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#marks.remove();
    this.#boxesOf = new Map();
    this.#labelOf = new Map();
    this.#spotOf = new Map();
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
    const sx = this.#win.scrollX;
    const sy = this.#win.scrollY;
    const phase = this.#frames++ % VERIFY_EVERY;
    let seen = 0;
    for (const target of this.#window.near()) {
      if (!target.isConnected) continue;
      const links = this.#byTarget.get(target) ?? [];
      // A link is its own target: its line boxes are all that is read. An image map's areas are placed on their image.
      const single = links.length === 1 && links[0]!.element === target;
      const known = single ? this.#placeOf.get(target) : undefined;
      let own: Rect[] | null = null;
      let targetRect: Rect | null = null;
      if (known && seen++ % VERIFY_EVERY !== phase) {
        own = known.map((r) => ({ left: r.left - sx, top: r.top - sy, width: r.width, height: r.height }));
      } else {
        if (single) own = [...target.getClientRects()].map((r) => ({ left: r.left, top: r.top, width: r.width, height: r.height }));
        else targetRect = target.getBoundingClientRect();
        let top = targetRect ? targetRect.top : Number.POSITIVE_INFINITY;
        for (const r of own ?? []) top = Math.min(top, r.top);
        const indexed = Number.isFinite(top) && this.#window.check(target, top, sy);
        if (own && indexed) {
          const place = own.map((r) => ({ left: r.left + sx, top: r.top + sy, width: r.width, height: r.height }));
          // What was read before no longer holds: the page moved without telling; everything is read afresh.
          if (known && !samePlace(known, place)) this.#forget();
          this.#placeOf.set(target, place);
        }
      }
      for (const link of links) {
        const rects = onScreen(own ?? this.#areaRects(link, targetRect!), width, height);
        for (const r of rects) text.push(r);
        if (rects.length === 0 || (!link.block && !link.rel) || boxes >= MAX_BOXES) continue;
        boxes += rects.length;
        drawn.push({ link, rects });
      }
    }
    // Reading order: the first links on screen get the first pick of the room for labels.
    drawn.sort((a, b) => a.rects[0]![1] - b.rects[0]![1] || a.rects[0]![0] - b.rects[0]![0]);
    // The container's shift is the document's scroll since the origin; far from it, everything is written afresh.
    if (!this.#origin || Math.abs(this.#origin[0] - sx) > REBASE || Math.abs(this.#origin[1] - sy) > REBASE) this.#origin = [sx, sy];
    const shift: [number, number] = [this.#origin[0] - sx, this.#origin[1] - sy];
    if (shift[0] !== this.#shift[0] || shift[1] !== this.#shift[1]) {
      this.#shift = shift;
      this.#marks.style.transform = `translate(${shift[0]}px, ${shift[1]}px)`;
    }
    const texts = drawn.map(({ link }) => labelTexts(link));
    const requests: LabelRequest[] = drawn.map(({ rects }, i) => {
      const [full, compact] = texts[i]!;
      const fullWidth = this.#width(full);
      const compactWidth = compact ? this.#width(compact) : 0;
      return {
        first: rects[0]!,
        last: rects[rects.length - 1]!,
        fullWidth,
        compactWidth: compactWidth < fullWidth ? compactWidth : 0,
        keep: this.#kept(drawn[i]!.link.element, rects[0]!),
      };
    });
    const placed = placeLabels(requests, text, width, height);

    const boxesOf = new Map<LinkElement, HTMLElement[]>();
    const labelOf = new Map<LinkElement, HTMLElement>();
    const spotOf = new Map<LinkElement, KeptSpot>();
    for (let i = 0; i < drawn.length; i++) {
      const { link, rects } = drawn[i]!;
      const className = `box ${link.block ?? 'rel-only'}${link.rel ? ' rel' : ''}`;
      const had = this.#boxesOf.get(link.element) ?? [];
      this.#boxesOf.delete(link.element);
      const boxes: HTMLElement[] = [];
      for (let j = 0; j < rects.length; j++) {
        const box = had[j] ?? this.#take(this.#freeBoxes, this.#boxes, 'div');
        this.#write(box, className, link.url, rects[j]!, '');
        boxes.push(box);
      }
      for (let j = rects.length; j < had.length; j++) this.#release(had[j]!, this.#freeBoxes);
      boxesOf.set(link.element, boxes);
      const spot = placed[i];
      const hadLabel = this.#labelOf.get(link.element);
      this.#labelOf.delete(link.element);
      if (!spot) {
        if (hadLabel) this.#release(hadLabel, this.#freeLabels);
        continue;
      }
      const [full, compact] = texts[i]!;
      const words = spot.form === 'full' ? full : compact;
      const w = spot.form === 'full' ? requests[i]!.fullWidth : requests[i]!.compactWidth;
      const label = hadLabel ?? this.#take(this.#freeLabels, this.#labels, 'span');
      this.#write(
        label,
        `flag ${spot.form} ${link.block ?? 'rel-only'}`,
        link.url,
        [spot.left, spot.top, spot.left + w, spot.top + LABEL_HEIGHT],
        words,
      );
      labelOf.set(link.element, label);
      spotOf.set(link.element, {
        form: spot.form,
        left: spot.left - this.#shift[0],
        top: spot.top - this.#shift[1],
        anchor: [Math.round(rects[0]![0]) - this.#shift[0], Math.round(rects[0]![1]) - this.#shift[1]],
      });
    }
    // The links not drawn this frame give their elements back.
    for (const boxes of this.#boxesOf.values()) for (const box of boxes) this.#release(box, this.#freeBoxes);
    for (const label of this.#labelOf.values()) this.#release(label, this.#freeLabels);
    this.#boxesOf = boxesOf;
    this.#labelOf = labelOf;
    this.#spotOf = spotOf;
  }

  /** Where the link's label was, in this frame's viewport, if the link has not moved in the container since. */
  #kept(element: LinkElement, first: Edges): Placement | undefined {
    const was = this.#spotOf.get(element);
    if (!was || was.anchor[0] !== Math.round(first[0]) - this.#shift[0] || was.anchor[1] !== Math.round(first[1]) - this.#shift[1])
      return undefined;
    return { form: was.form, left: was.left + this.#shift[0], top: was.top + this.#shift[1] };
  }

  /** An area's shape on its image (none when the shape cannot be read). */
  #areaRects(link: MarkedLink, image: Rect): Rect[] {
    const r = link.element.localName === 'area' ? areaRect(link.element as HTMLAreaElement, image) : null;
    return r ? [r] : [];
  }

  #take(free: HTMLElement[], parent: HTMLElement, tag: 'div' | 'span'): HTMLElement {
    const reused = free.pop();
    if (reused) return reused;
    const el = parent.ownerDocument.createElement(tag);
    el.setAttribute('translate', 'no');
    parent.append(el);
    return el;
  }

  #release(el: HTMLElement, free: HTMLElement[]): void {
    this.#hide(el);
    free.push(el);
  }

  /** Writes an outline or a label, unless it already shows exactly this. */
  #write(el: HTMLElement, className: string, url: string, r: Edges, words: string): void {
    // Viewport pixels, rounded as drawn, then into the container's coordinates.
    const left = Math.round(r[0]) - this.#shift[0];
    const top = Math.round(r[1]) - this.#shift[1];
    const w = Math.round(r[2]) - Math.round(r[0]);
    const h = Math.round(r[3]) - Math.round(r[1]);
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

function samePlace(a: readonly Rect[], b: readonly Rect[]): boolean {
  return (
    a.length === b.length &&
    a.every((r, i) => {
      const o = b[i]!;
      return (
        Math.abs(r.left - o.left) < 1 && Math.abs(r.top - o.top) < 1 && Math.abs(r.width - o.width) < 1 && Math.abs(r.height - o.height) < 1
      );
    })
  );
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
