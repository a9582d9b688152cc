import { describe, expect, it } from 'vitest';
import { labelTexts } from '../../../src/injected/overlay/box-layer.ts';
import { type Edges, LABEL_HEIGHT, type LabelRequest, placeLabels } from '../../../src/injected/overlay/label-place.ts';

const overlaps = (a: Edges, b: Edges) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/** A page of `rows` lines of words (links), each `height` high, `gap` apart: what dense link lists look like. */
function lines(rows: number, perRow: number, height: number, gap: number): Edges[] {
  const out: Edges[] = [];
  for (let r = 0; r < rows; r++) {
    let x = 10;
    for (let i = 0; i < perRow; i++) {
      const w = 30 + ((r * 7 + i * 13) % 40);
      out.push([x, 10 + r * (height + gap), x + w, 10 + r * (height + gap) + height]);
      x += w + 4;
    }
  }
  return out;
}

function requestFor(r: Edges, full: number, compact: number): LabelRequest {
  return { first: r, last: r, fullWidth: full, compactWidth: compact };
}

describe('placeLabels', () => {
  it('on crowded lines, no label covers another, a link, or leaves the viewport', () => {
    for (const gap of [2, 6, 16, 30]) {
      const links = lines(30, 14, 17, gap);
      const requests = links.filter((_, i) => i % 2 === 0).map((r, i) => requestFor(r, 40 + (i % 5) * 20, 16));
      const placed = placeLabels(requests, links, 1280, 800);
      const boxes: Edges[] = [];
      for (const p of placed) {
        if (!p) continue;
        const w = p.form === 'full' ? requests[placed.indexOf(p)]!.fullWidth : requests[placed.indexOf(p)]!.compactWidth;
        const box: Edges = [p.left, p.top, p.left + w, p.top + LABEL_HEIGHT];
        expect(box[0]).toBeGreaterThanOrEqual(0);
        expect(box[1]).toBeGreaterThanOrEqual(0);
        expect(box[2]).toBeLessThanOrEqual(1280);
        expect(box[3]).toBeLessThanOrEqual(800);
        for (const link of links) expect(overlaps(box, link), `gap ${gap}: a label over a link`).toBe(false);
        for (const other of boxes) expect(overlaps(box, other), `gap ${gap}: two labels`).toBe(false);
        boxes.push(box);
      }
      // Where the lines leave room (a label's height), most labels find a spot; where they do not, some still do at the edges.
      if (gap >= 16) expect(boxes.length).toBeGreaterThan(requests.length / 2);
    }
  });

  it('the full label where it fits, the compact one where only that fits, none where neither does', () => {
    const link: Edges = [100, 100, 140, 117];
    // Walls above, below and on either side, leaving 30 px to the right of the link.
    const walls: Edges[] = [
      [0, 0, 1000, 100],
      [0, 117, 1000, 1000],
      [0, 100, 100, 117],
      [172, 100, 1000, 117],
    ];
    expect(placeLabels([requestFor(link, 80, 20)], walls, 1000, 1000)).toEqual([{ form: 'compact', left: 142, top: 101.5 }]);
    expect(placeLabels([requestFor(link, 80, 40)], walls, 1000, 1000)).toEqual([null]);
    expect(placeLabels([requestFor(link, 80, 20)], [], 1000, 1000)).toEqual([{ form: 'full', left: 60, top: 85 }]);
  });

  it('an earlier request gets the first pick; a later one goes elsewhere rather than on top of it', () => {
    const a: Edges = [100, 100, 140, 117];
    const b: Edges = [144, 100, 184, 117];
    const [pa, pb] = placeLabels([requestFor(a, 60, 0), requestFor(b, 60, 0)], [a, b], 1000, 1000);
    expect(pa).not.toBeNull();
    expect(pb).not.toBeNull();
    expect(
      overlaps([pa!.left, pa!.top, pa!.left + 60, pa!.top + LABEL_HEIGHT], [pb!.left, pb!.top, pb!.left + 60, pb!.top + LABEL_HEIGHT]),
    ).toBe(false);
  });

  it('a label that can stay where it was stays (labels do not jump as the page scrolls), and yields where it cannot', () => {
    const a: Edges = [100, 100, 140, 117];
    const b: Edges = [100, 140, 140, 157];
    // b's label kept below b; a, placed first in order, goes elsewhere than on top of it.
    const keep = { form: 'full' as const, left: 100, top: 158 };
    const [pa, pb] = placeLabels([requestFor(a, 40, 0), { ...requestFor(b, 40, 0), keep }], [a, b], 1000, 1000);
    expect(pb).toEqual(keep);
    expect(pa).not.toBeNull();
    // A kept spot that now covers a link is given up for a fresh one.
    const [moved] = placeLabels([{ ...requestFor(b, 40, 0), keep: { form: 'full', left: 100, top: 100 } }], [a, b], 1000, 1000);
    expect(moved).not.toEqual({ form: 'full', left: 100, top: 100 });
    expect(moved).not.toBeNull();
  });
});

describe('labelTexts', () => {
  it('a link that is several things at once names all of them; its compact form keeps the glyph', () => {
    expect(labelTexts({ block: 'disallowed', rel: 'nofollow ugc' })).toEqual(['⊘ nofollow ugc', '⊘ rel']);
    expect(labelTexts({ block: 'unreachable', rel: 'sponsored' })).toEqual(['! sponsored', '! rel']);
    expect(labelTexts({ block: 'disallowed', rel: '' })).toEqual(['⊘', '']);
    expect(labelTexts({ block: null, rel: 'nofollow sponsored ugc' })).toEqual(['nofollow sponsored ugc', 'rel']);
  });
});
