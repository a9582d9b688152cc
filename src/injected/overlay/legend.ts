/**
 * The legend in the page's corner: what an outline means, how many links
 * carry each mark, what the overlay is doing (reading robots.txt files, the
 * link cap, a failure), and the button that turns it off.
 */
import type { MessagePart } from '../../core/verdict.ts';
import type { OverlayWords } from '../../shared/overlay-view.ts';
import type { Edges } from './label-place.ts';
import { partsNodes } from './parts-dom.ts';

/** Counted as the popup's Links section counts them (shared/link-counts.ts): distinct link URLs. */
export interface LegendCounts {
  disallowed: number;
  /** Their site's robots.txt is unreachable. */
  disallowedForNow: number;
  /** Link URLs marked nofollow, ugc or sponsored. */
  rel: number;
  /** Link URLs both disallowed (or disallowed for now) and marked nofollow, ugc or sponsored. */
  both: number;
}

export type LegendStatus = 'checking' | 'done' | 'failed';

export class Legend {
  readonly #doc: Document;
  readonly #el: HTMLElement;
  readonly #title: HTMLElement;
  readonly #close: HTMLButtonElement;
  readonly #blockedLabel: HTMLElement;
  readonly #blockedCount: HTMLElement;
  readonly #forNowLabel: HTMLElement;
  readonly #forNowCount: HTMLElement;
  readonly #relLabel: HTMLElement;
  readonly #relCount: HTMLElement;
  readonly #bothLabel: HTMLElement;
  readonly #bothCount: HTMLElement;
  readonly #labelsNote: HTMLElement;
  readonly #status: HTMLElement;
  readonly #capNote: HTMLElement;
  #words: OverlayWords | null = null;

  constructor(parent: HTMLElement, onClose: () => void) {
    const doc = parent.ownerDocument;
    this.#doc = doc;
    const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className = '') => {
      const el = doc.createElement(tag);
      if (className) el.className = className;
      return el;
    };
    this.#el = make('aside', 'legend');
    const header = make('header');
    this.#title = make('span');
    this.#close = make('button');
    this.#close.type = 'button';
    this.#close.addEventListener('click', onClose);
    header.append(this.#title, this.#close);
    const list = make('ul');
    // One entry per outline the page can show, drawn as on the page (box-layer.ts), with its glyph.
    const entry = (swatch: string, glyph: string, label: HTMLElement, count: HTMLElement) => {
      const li = make('li');
      const sample = make('span', `swatch ${swatch}`);
      sample.textContent = glyph;
      sample.setAttribute('aria-hidden', 'true');
      li.append(sample, label, count);
      list.append(li);
      return li;
    };
    this.#blockedLabel = make('span', 'label');
    this.#blockedCount = make('span', 'count');
    this.#relLabel = make('span', 'label');
    this.#relCount = make('span', 'count');
    this.#forNowLabel = make('span', 'label');
    this.#forNowCount = make('span', 'count');
    this.#bothLabel = make('span', 'label');
    this.#bothCount = make('span', 'count');
    entry('disallowed', '⊘', this.#blockedLabel, this.#blockedCount);
    entry('unreachable', '!', this.#forNowLabel, this.#forNowCount);
    entry('rel-only', '', this.#relLabel, this.#relCount);
    entry('disallowed rel', '⊘', this.#bothLabel, this.#bothCount);
    this.#labelsNote = make('p', 'note');
    this.#status = make('p', 'status');
    this.#status.setAttribute('role', 'status');
    this.#capNote = make('p', 'status');
    this.#el.append(header, list, this.#labelsNote, this.#status, this.#capNote);
    // In the top layer, above anything the page draws, so the page can neither cover it nor lay a fake one over it.
    if ('popover' in this.#el) this.#el.popover = 'manual';
    parent.append(this.#el);
  }

  /** Shows the legend in the top layer, above what is there now (the host must be in the page). */
  raise(): void {
    const el = this.#el;
    if (!el.isConnected || !('showPopover' in el)) return;
    try {
      if (el.matches(':popover-open')) el.hidePopover();
      el.showPopover();
    } catch {
      // No top layer here: the legend stays where the host's own stacking puts it.
      el.removeAttribute('popover');
    }
  }

  /** Where the legend is on screen (labels keep clear of it). */
  edges(): Edges[] {
    if (!this.#el.isConnected) return [];
    const r = this.#el.getBoundingClientRect();
    return r.width > 0 ? [[r.left - 4, r.top - 4, r.right + 4, r.bottom + 4]] : [];
  }

  setWords(words: OverlayWords): void {
    this.#words = words;
    this.#el.setAttribute('aria-label', words.legendLabel);
    this.#fill(this.#title, words.title);
    this.#close.textContent = words.close;
    this.#fill(this.#blockedLabel, words.disallowed);
    this.#fill(this.#forNowLabel, words.disallowedForNow);
    this.#fill(this.#relLabel, words.rel);
    this.#fill(this.#bothLabel, words.both);
    this.#fill(this.#labelsNote, words.labelsNote);
  }

  update(counts: LegendCounts, status: LegendStatus, capped: boolean): void {
    const words = this.#words;
    if (!words) return;
    const number = new Intl.NumberFormat(words.locale);
    this.#blockedCount.textContent = number.format(counts.disallowed);
    this.#forNowCount.textContent = number.format(counts.disallowedForNow);
    this.#relCount.textContent = number.format(counts.rel);
    this.#bothCount.textContent = number.format(counts.both);
    this.#fill(this.#status, status === 'checking' ? words.checking : status === 'failed' ? words.failed : []);
    this.#fill(this.#capNote, capped ? words.capped : []);
  }

  #fill(el: HTMLElement, parts: readonly MessagePart[]): void {
    el.replaceChildren(...partsNodes(this.#doc, parts));
  }
}
