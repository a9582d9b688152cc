/**
 * Where each outlined link's label goes, so that no label covers another
 * label, the text of any link on screen, or the legend. A label is tried
 * above the link, below it, then beside it; where its full words fit
 * nowhere, a compact form (the glyphs alone) is tried the same way, and
 * where that does not fit either the link has no label: its outline still
 * carries every mark it has (box-layer.ts), and its tooltip says everything.
 *
 * Pure geometry on plain rectangles (viewport CSS pixels), so the page is
 * read once per frame before anything is written, and this is tested without
 * a browser. A grid of cells makes each test against the obstacles near a
 * spot, not against all of them: a screen of 2,000 links stays cheap.
 */

/** Left, top, right, bottom. */
export type Edges = readonly [number, number, number, number];

export interface LabelRequest {
  /** The link's first line box (where its label is looked for first), and its last. */
  first: Edges;
  last: Edges;
  /** Width of the full label and of the compact one (0: it has none), in CSS pixels. */
  fullWidth: number;
  compactWidth: number;
  /** Where its label was last frame, if the link has not moved against it: kept there when still free, so labels do not jump as the page scrolls. */
  keep?: Placement;
}

export interface Placement {
  form: 'full' | 'compact';
  left: number;
  top: number;
}

/** Label height and the space kept between a label and what it must not touch. */
export const LABEL_HEIGHT = 14;
const GAP = 1;
const CELL = 48;

/** Rectangles indexed by the grid cells they touch. */
class Grid {
  readonly #cells = new Map<number, Edges[]>();

  add(r: Edges): void {
    for (const key of this.#keys(r)) {
      const list = this.#cells.get(key);
      if (list) list.push(r);
      else this.#cells.set(key, [r]);
    }
  }

  /** Whether `r` shares any area with a rectangle in the grid. */
  hits(r: Edges): boolean {
    for (const key of this.#keys(r)) {
      for (const o of this.#cells.get(key) ?? []) {
        if (r[0] < o[2] && o[0] < r[2] && r[1] < o[3] && o[1] < r[3]) return true;
      }
    }
    return false;
  }

  *#keys(r: Edges): Generator<number> {
    const x0 = Math.floor(r[0] / CELL);
    const x1 = Math.floor((r[2] - 0.001) / CELL);
    const y0 = Math.floor(r[1] / CELL);
    const y1 = Math.floor((r[3] - 0.001) / CELL);
    // Cells are keyed by row and column; a viewport is far less than 4,096 cells wide.
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) yield y * 4096 + x;
  }
}

/** The spots tried for a label of `width` beside `first` and `last`, best first. */
function spots(first: Edges, last: Edges, width: number): [number, number][] {
  const h = LABEL_HEIGHT;
  const midFirst = (first[1] + first[3] - h) / 2;
  const midLast = (last[1] + last[3] - h) / 2;
  return [
    [first[2] - width, first[1] - GAP - h],
    [first[0], first[1] - GAP - h],
    [last[2] - width, last[3] + GAP],
    [last[0], last[3] + GAP],
    [last[2] + GAP + 1, midLast],
    [first[0] - GAP - 1 - width, midFirst],
  ];
}

/**
 * One placement (or null) per request: a label that can stay where it was
 * stays, then the others in the order given (earlier ones get the first pick). `obstacles` are what no label may cover (every link's
 * line boxes on screen, the legend); `width` and `height` the viewport's.
 */
export function placeLabels(
  requests: readonly LabelRequest[],
  obstacles: Iterable<Edges>,
  width: number,
  height: number,
): (Placement | null)[] {
  const taken = new Grid();
  for (const o of obstacles) taken.add(o);
  const fits = (r: Edges) => r[0] >= 0 && r[1] >= 0 && r[2] <= width && r[3] <= height && !taken.hits(r);
  const widthOf = (req: LabelRequest, form: Placement['form']) => (form === 'full' ? req.fullWidth : req.compactWidth);
  const out: (Placement | null)[] = requests.map(() => null);
  // Labels that can stay where they were go first; then the others, in the order given.
  requests.forEach((req, i) => {
    const keep = req.keep;
    if (!keep || widthOf(req, keep.form) <= 0) return;
    const r: Edges = [keep.left, keep.top, keep.left + widthOf(req, keep.form), keep.top + LABEL_HEIGHT];
    if (!fits(r)) return;
    taken.add(r);
    out[i] = keep;
  });
  requests.forEach((req, i) => {
    if (out[i]) return;
    out[i] = place(req);
  });
  return out;

  function place(req: LabelRequest): Placement | null {
    for (const form of ['full', 'compact'] as const) {
      const w = widthOf(req, form);
      if (w <= 0) continue;
      for (const [left, top] of spots(req.first, req.last, w)) {
        const r: Edges = [left, top, left + w, top + LABEL_HEIGHT];
        if (!fits(r)) continue;
        taken.add(r);
        return { form, left, top };
      }
    }
    return null;
  }
}
