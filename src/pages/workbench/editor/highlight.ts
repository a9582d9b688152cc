/**
 * The robots.txt highlighter: each visible line's spans (line-tokens.ts, read
 * by core's scanner) as mark decorations with `tok-…` classes. Only the
 * visible ranges are decorated, so a 500 KiB draft costs what one screen does.
 */
import { RangeSetBuilder } from '@codemirror/state';
import { Decoration, type DecorationSet, type EditorView, ViewPlugin, type ViewUpdate } from '@codemirror/view';
import { lineSpans, type SpanKind } from './line-tokens.ts';

const marks = new Map<SpanKind, Decoration>();
const markFor = (kind: SpanKind): Decoration => {
  let mark = marks.get(kind);
  if (!mark) {
    mark = Decoration.mark({ class: `tok-${kind}` });
    marks.set(kind, mark);
  }
  return mark;
};

function decorate(view: EditorView): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  const doc = view.state.doc;
  for (const { from, to } of view.visibleRanges) {
    for (let pos = from; pos <= to; ) {
      const line = doc.lineAt(pos);
      for (const span of lineSpans(line.text)) {
        if (span.to > span.from) builder.add(line.from + span.from, line.from + span.to, markFor(span.kind));
      }
      pos = line.to + 1;
    }
  }
  return builder.finish();
}

export const robotsHighlighter = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = decorate(view);
    }
    update(update: ViewUpdate) {
      if (update.docChanged || update.viewportChanged) this.decorations = decorate(update.view);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);
