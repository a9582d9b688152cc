/**
 * Lines a CDN wrote into the file (Cloudflare's managed block, between its
 * BEGIN and END comments: core's findManagedBlocks reads the same markers),
 * marked as line decorations so a person editing sees which lines the CDN
 * keeps up to date. Found again only when an edit touches the text.
 */
import type { Text } from '@codemirror/state';
import { Decoration, type DecorationSet, type EditorView, ViewPlugin, type ViewUpdate } from '@codemirror/view';

const managedMark = Decoration.line({ class: 'cm-managed-line', attributes: { 'data-cdn': 'cloudflare' } });
const BEGIN = /^\s*#\s*BEGIN Cloudflare Managed content\b/i;
const END = /^\s*#\s*END Cloudflare Managed content\b/i;

/** The 1-based line ranges of managed blocks (an unclosed one runs to the last line). */
export function managedRanges(doc: Text): [number, number][] {
  const out: [number, number][] = [];
  let open = 0;
  let n = 0;
  for (const iter = doc.iterLines(); !iter.next().done; ) {
    n++;
    const line = iter.value;
    if (line.indexOf('#') === -1) continue;
    if (open === 0 && BEGIN.test(line)) open = n;
    else if (open !== 0 && END.test(line)) {
      out.push([open, n]);
      open = 0;
    }
  }
  if (open !== 0) out.push([open, doc.lines]);
  return out;
}

function decorate(view: EditorView, ranges: readonly [number, number][]): DecorationSet {
  const marks = [];
  const doc = view.state.doc;
  for (const { from, to } of view.visibleRanges) {
    const first = doc.lineAt(from).number;
    const last = doc.lineAt(to).number;
    for (const [start, end] of ranges) {
      for (let l = Math.max(start, first); l <= Math.min(end, last); l++) marks.push(managedMark.range(doc.line(l).from));
    }
  }
  return Decoration.set(marks, true);
}

export const managedLines = ViewPlugin.fromClass(
  class {
    ranges: [number, number][];
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.ranges = managedRanges(view.state.doc);
      this.decorations = decorate(view, this.ranges);
    }
    update(update: ViewUpdate): void {
      if (update.docChanged) this.ranges = managedRanges(update.state.doc);
      if (update.docChanged || update.viewportChanged) this.decorations = decorate(update.view, this.ranges);
    }
  },
  { decorations: (v) => v.decorations },
);
