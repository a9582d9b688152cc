/**
 * The on-page overlay: one closed shadow root on a host element of its own,
 * holding the outlines, the tooltip and the legend. It reads the page's links
 * (never changing them), asks the worker for the verdicts of their URLs,
 * outlines the disallowed ones and marks nofollow/ugc/sponsored ones, and
 * follows the page: links added or changed (a single-page app's next view,
 * more results loaded) are read again, at most once a second. `stop()`
 * removes the host and every listener and observer it added.
 */
import type { MessagePart } from '../../core/verdict.ts';
import {
  OVERLAY_MAX_LINKS,
  OVERLAY_MAX_URLS,
  type OverlayDecisions,
  type OverlayTip,
  type OverlayWords,
} from '../../shared/overlay-view.ts';
import { countLinks } from '../../shared/link-counts.ts';
import { URL_TEXT_CAP } from '../../shared/page-signals.ts';
import { areaImage, areaRect, type Rect } from './area-rect.ts';
import { BoxLayer, type MarkedLink } from './box-layer.ts';
import { Legend, type LegendStatus } from './legend.ts';
import { scanInSlices, type LinkElement, type LinkScan, type ScannedLink } from './link-scan.ts';
import { pageRoot, type PageWindow } from './page-dom.ts';
import { styleShadowRoot } from './styles.ts';
import { Tooltip } from './tooltip.ts';

export interface OverlayDeps {
  /** The worker's verdicts for these link URLs, with their tooltip lines; `wait`: once another pending origin is settled. */
  decide(urls: string[], wait: boolean): Promise<OverlayDecisions>;
  /** The person turned the overlay off from its legend. */
  closed(): void;
}

/** The tag of the host element: a name no page uses, so no page style targets it by name. */
export const HOST_TAG = 'robots-lens-overlay';

/** The attributes whose change makes a link another link: its address, its rel tokens, an image map area's shape. */
const WATCHED_ATTRIBUTES = ['href', 'rel', 'coords', 'shape'];

/** Changes to the page's links are read again at most this often. */
const RESCAN_MS = 1_000;

/** How many times the overlay waits for more robots.txt files (each wait ends when one more origin is settled). */
const MAX_WAITS = 64;

/** Links read between two looks at the clock (well under a millisecond of work)… */
const SCAN_SLICE = 200;
/**
 * …and the milliseconds of reading before the page gets its turn: a fixed
 * count of links would take a few milliseconds on an idle machine and ten
 * times that on a busy one (measured: 50 ms slices of 2,000 links while
 * other work shared the cores), and a frame must not wait that long.
 */
const SCAN_BUDGET_MS = 6;

/**
 * A page may remove the overlay's host, and do it again each time it comes
 * back (its own MutationObserver against ours: a loop of microtasks that
 * would freeze the tab). The host goes back at once a few times a second;
 * past that, after a wait that doubles each time, and after REINSERT_LIMIT
 * removals not at all: the page keeps its turns, and *Turn off* in the popup
 * (the worker's stop()) still ends everything.
 */
const REINSERT_AT_ONCE = 3;
const REINSERT_WINDOW_MS = 1_000;
const REINSERT_FIRST_WAIT_MS = 250;
const REINSERT_MAX_WAIT_MS = 30_000;
export const REINSERT_LIMIT = 40;

/** The legend goes back on top of the page's own top-layer elements at most this many times a second. */
const RAISES_PER_SECOND = 5;

/** Lets the page run its own tasks (input, frames) before the next slice. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export class PageOverlay {
  readonly #win: PageWindow;
  readonly #doc: Document;
  readonly #deps: OverlayDeps;
  readonly #host: HTMLElement;
  readonly #boxes: BoxLayer;
  readonly #tooltip: Tooltip;
  readonly #legend: Legend;
  readonly #mutations: MutationObserver;
  #words: OverlayWords | null = null;
  #tips = new Map<string, OverlayTip>();
  #relTips: Record<string, MessagePart[]> = {};
  #scan: LinkScan = { links: [], total: 0, urls: [], urlsLeftOut: 0, shadowRoots: [] };
  /** Shadow roots whose changes are watched as the document's are (a MutationObserver does not see into them). */
  readonly #watchedRoots = new WeakSet<ShadowRoot>();
  #byElement = new WeakMap<Element, ScannedLink>();
  /** The links as drawn (their marks updated in place as verdicts arrive), and the scan they were made from. */
  #marked: MarkedLink[] = [];
  #markedScan: LinkScan | null = null;
  #status: LegendStatus = 'checking';
  #generation = 0;
  #rescanTimer: ReturnType<typeof setTimeout> | null = null;
  #lastScan = 0;
  #hovered: LinkElement | null = null;
  readonly #listeners: [string, EventListener][];
  /** When the page removed the host lately (for the budget of immediate re-insertions), and how often in all. */
  #removedAt: number[] = [];
  #removals = 0;
  #reinsertTimer: ReturnType<typeof setTimeout> | null = null;
  #raisedAt: number[] = [];
  #stopped = false;

  constructor(win: PageWindow, deps: OverlayDeps) {
    this.#win = win;
    this.#doc = win.document;
    this.#deps = deps;
    this.#host = this.#doc.createElement(HOST_TAG);
    // Closed: the page's scripts cannot reach into it (and its styles cannot either way).
    const shadow = this.#host.attachShadow({ mode: 'closed' });
    styleShadowRoot(shadow);
    const layer = this.#doc.createElement('div');
    layer.className = 'layer';
    shadow.append(layer);
    // Labels keep clear of the legend; it is made after the layer, so that it stays above it.
    this.#boxes = new BoxLayer(layer, win, () => this.#legend.edges());
    this.#tooltip = new Tooltip(layer, win);
    this.#legend = new Legend(layer, () => deps.closed());
    this.#attach();

    this.#listeners = [
      ['pointerover', (e) => this.#enter(e)],
      ['focusin', (e) => this.#enter(e)],
      ['pointerout', (e) => this.#leave(e as FocusEvent | PointerEvent)],
      ['focusout', (e) => this.#leave(e as FocusEvent | PointerEvent)],
      ['scroll', () => this.#hideTip()],
      // A page element entering the top layer (a popover, a modal dialog) would cover the legend: it goes back on top.
      ['toggle', (e) => this.#pageToggled(e)],
    ];
    for (const [type, listener] of this.#listeners) win.addEventListener(type, listener, { capture: true, passive: true });

    this.#mutations = new win.MutationObserver((records) => {
      if (records.every((r) => r.target === this.#host || [...r.addedNodes, ...r.removedNodes].every((n) => n === this.#host))) {
        if (!this.#host.isConnected) this.#removed();
        return;
      }
      this.#rescanSoon();
    });
    const root = pageRoot(this.#doc);
    if (root)
      this.#mutations.observe(root, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: WATCHED_ATTRIBUTES,
      });
  }

  /** Shows the overlay in these words (a new crawler or language: every verdict is asked again). */
  start(words: OverlayWords): Promise<void> {
    this.#words = words;
    this.#host.lang = words.locale;
    this.#legend.setWords(words);
    this.#tips = new Map();
    this.#relTips = {};
    return this.#refresh();
  }

  stop(): void {
    this.#stopped = true;
    this.#generation++;
    if (this.#reinsertTimer !== null) clearTimeout(this.#reinsertTimer);
    this.#mutations.disconnect();
    if (this.#rescanTimer !== null) clearTimeout(this.#rescanTimer);
    for (const [type, listener] of this.#listeners) this.#win.removeEventListener(type, listener, { capture: true });
    this.#boxes.destroy();
    this.#host.remove();
  }

  #attach(): void {
    if (this.#stopped) return;
    const root = pageRoot(this.#doc);
    root?.append(this.#host);
    if (this.#host.isConnected) this.#legend.raise();
  }

  /** The page took the host out: back at once within the budget, later past it, never past the limit. */
  #removed(): void {
    if (this.#stopped || this.#reinsertTimer !== null) return;
    this.#removals++;
    if (this.#removals > REINSERT_LIMIT) return;
    const now = Date.now();
    this.#removedAt = this.#removedAt.filter((t) => now - t < REINSERT_WINDOW_MS);
    this.#removedAt.push(now);
    if (this.#removedAt.length <= REINSERT_AT_ONCE) {
      this.#attach();
      return;
    }
    const wait = Math.min(REINSERT_MAX_WAIT_MS, REINSERT_FIRST_WAIT_MS * 2 ** Math.min(20, this.#removals - REINSERT_AT_ONCE));
    this.#reinsertTimer = setTimeout(() => {
      this.#reinsertTimer = null;
      if (!this.#host.isConnected) this.#attach();
    }, wait);
  }

  /** Another element opened in the top layer: the legend is shown again above it, a few times a second at most. */
  #pageToggled(event: Event): void {
    if (event.target === this.#host || (event as ToggleEvent).newState !== 'open') return;
    const now = Date.now();
    this.#raisedAt = this.#raisedAt.filter((t) => now - t < 1_000);
    if (this.#raisedAt.length >= RAISES_PER_SECOND) return;
    this.#raisedAt.push(now);
    this.#legend.raise();
  }

  async #refresh(): Promise<void> {
    const generation = ++this.#generation;
    this.#lastScan = Date.now();
    const steps = scanInSlices(this.#doc, OVERLAY_MAX_LINKS, OVERLAY_MAX_URLS, URL_TEXT_CAP, SCAN_SLICE);
    let step = steps.next();
    while (!step.done) {
      await nextTask();
      if (generation !== this.#generation) return;
      const until = performance.now() + SCAN_BUDGET_MS;
      do step = steps.next();
      while (!step.done && performance.now() < until);
    }
    this.#scan = step.value;
    for (const root of this.#scan.shadowRoots) {
      if (this.#watchedRoots.has(root)) continue;
      this.#watchedRoots.add(root);
      this.#mutations.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: WATCHED_ATTRIBUTES });
    }
    this.#byElement = new WeakMap(this.#scan.links.map((link) => [link.element, link]));
    const missing = this.#scan.urls.filter((url) => !this.#tips.has(url));
    if (missing.length > 0 || Object.keys(this.#relTips).length === 0) {
      this.#status = 'checking';
      this.#draw();
      try {
        let answer = await this.#deps.decide(missing, false);
        // Cached origins answer at once; the others arrive one by one as their robots.txt is fetched.
        for (let round = 0; ; round++) {
          if (generation !== this.#generation) return;
          for (const tip of answer.tips) this.#tips.set(tip.url, tip);
          this.#relTips = answer.rel;
          const pending = this.#scan.urls.filter((url) => this.#tips.get(url)?.mark === 'pending');
          if (pending.length === 0 || round >= MAX_WAITS) break;
          this.#draw();
          answer = await this.#deps.decide(pending, true);
        }
        this.#status = 'done';
      } catch {
        if (generation !== this.#generation) return;
        this.#status = 'failed';
      }
    }
    this.#draw();
  }

  #rescanSoon(): void {
    if (this.#rescanTimer !== null) return;
    const wait = Math.max(0, this.#lastScan + RESCAN_MS - Date.now());
    this.#rescanTimer = setTimeout(() => {
      this.#rescanTimer = null;
      void this.#refresh();
    }, wait);
  }

  #draw(): void {
    // Every link, marked or not: labels keep clear of the text of the unmarked ones too. The same links with
    // new verdicts (each robots.txt that arrives) only change their marks: nothing is indexed or measured again.
    const same = this.#markedScan === this.#scan;
    if (!same) {
      this.#markedScan = this.#scan;
      this.#marked = this.#scan.links.map((link) => ({ element: link.element, block: null, rel: link.rel, url: link.url }));
    }
    const relUrls = new Set<string>();
    const bothUrls = new Set<string>();
    for (const link of this.#marked) {
      const mark = this.#tips.get(link.url)?.mark;
      link.block = mark === 'disallowed' || mark === 'unreachable' ? mark : null;
      if (link.rel) relUrls.add(link.url);
      if (link.rel && link.block) bothUrls.add(link.url);
    }
    if (same) this.#boxes.schedule();
    else this.#boxes.set(this.#marked);
    // Distinct URLs, as the popup's Links section counts them (shared/link-counts.ts).
    const counts = countLinks(
      this.#scan.links.map((l) => l.url),
      (url) => this.#tips.get(url)?.mark,
    );
    const capped = this.#scan.total > OVERLAY_MAX_LINKS || this.#scan.urlsLeftOut > 0;
    this.#legend.update(
      { disallowed: counts.disallowed, disallowedForNow: counts.disallowedForNow, rel: relUrls.size, both: bothUrls.size },
      this.#status,
      capped,
    );
  }

  #enter(event: Event): void {
    const link = this.#linkIn(event);
    if (!link || link.element === this.#hovered || !this.#words) return;
    const rect = this.#rectOf(link.element);
    if (!rect) return;
    this.#hovered = link.element;
    const tip = this.#tips.get(link.url);
    const lines = tip ? [...tip.lines] : [this.#words.checking];
    const relLine = link.rel ? this.#relTips[link.rel] : undefined;
    if (relLine) lines.push(relLine);
    this.#tooltip.show({ mark: tip?.mark ?? 'pending', lines }, rect);
  }

  #leave(event: FocusEvent | PointerEvent): void {
    const hovered = this.#hovered;
    if (!hovered) return;
    const next = event.relatedTarget;
    if (next instanceof this.#win.Node && hovered.contains(next)) return;
    this.#hideTip();
  }

  #hideTip(): void {
    this.#hovered = null;
    this.#tooltip.hide();
  }

  /** The link the event happened in (through the page's own open shadow roots too), if the overlay read it. */
  #linkIn(event: Event): ScannedLink | null {
    for (const node of event.composedPath()) {
      if (!(node instanceof this.#win.Element)) continue;
      const link = this.#byElement.get(node);
      if (link) return link;
      if (node.localName === 'a' || node.localName === 'area') return null;
    }
    return null;
  }

  #rectOf(element: LinkElement): Rect | null {
    if (element.localName !== 'area') return element.getBoundingClientRect();
    const image = areaImage(element as HTMLAreaElement);
    return image ? areaRect(element as HTMLAreaElement, image.getBoundingClientRect()) : null;
  }
}
