/**
 * The draft against the live file, as marks in a gutter: a bar beside each
 * new or changed line, a notch where live lines were removed. The live text
 * comes in by effect (it changes when the live file is fetched again).
 */
import { RangeSet, RangeSetBuilder, StateEffect, StateField, type Text } from '@codemirror/state';
import { gutter, GutterMarker } from '@codemirror/view';
import { lineDiff } from './line-diff.ts';

/** The live file's text, or null when there is none to compare with (no file, or not fetched yet). */
export const setLiveText = StateEffect.define<string | null>();

class DiffMarker extends GutterMarker {
  constructor(readonly kind: 'changed' | 'removed') {
    super();
  }
  override eq(other: GutterMarker): boolean {
    return other instanceof DiffMarker && other.kind === this.kind;
  }
  override elementClass = '';
  override toDOM(): Node {
    const mark = document.createElement('span');
    mark.className = `cm-diff-${this.kind}`;
    mark.setAttribute('data-diff', this.kind);
    return mark;
  }
}

const CHANGED = new DiffMarker('changed');
const REMOVED = new DiffMarker('removed');

interface DiffState {
  live: string[] | null;
  marks: RangeSet<GutterMarker>;
}

function marksFor(doc: Text, live: string[] | null): RangeSet<GutterMarker> {
  if (live === null) return RangeSet.empty;
  const { changed, removedAt } = lineDiff(doc.toString().split('\n'), live);
  const builder = new RangeSetBuilder<GutterMarker>();
  const at = Math.min(removedAt, doc.lines);
  let removedDone = removedAt === 0;
  for (const line of changed) {
    if (!removedDone && at < line) {
      builder.add(doc.line(at).from, doc.line(at).from, REMOVED);
      removedDone = true;
    }
    if (!removedDone && at === line) removedDone = true;
    builder.add(doc.line(line).from, doc.line(line).from, CHANGED);
  }
  if (!removedDone) builder.add(doc.line(at).from, doc.line(at).from, REMOVED);
  return builder.finish();
}

export const diffField = StateField.define<DiffState>({
  create: () => ({ live: null, marks: RangeSet.empty }),
  update(value, tr) {
    let live = value.live;
    let liveChanged = false;
    for (const effect of tr.effects) {
      if (effect.is(setLiveText)) {
        live = effect.value === null ? null : effect.value.split(/\r\n|\r|\n/);
        liveChanged = true;
      }
    }
    if (!liveChanged && !tr.docChanged) return value;
    return { live, marks: marksFor(tr.state.doc, live) };
  },
});

export const diffGutter = [
  diffField,
  gutter({
    class: 'cm-diff-gutter',
    markers: (view) => view.state.field(diffField).marks,
  }),
];
