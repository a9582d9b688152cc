/**
 * The deciding line of the selected URL and crawler, highlighted as a line
 * decoration; `jumpTo` also moves the cursor there and scrolls it into view
 * (the results table's click).
 */
import { StateEffect, StateField } from '@codemirror/state';
import { Decoration, type DecorationSet, EditorView } from '@codemirror/view';

/** A 1-based line, or 0 for none. */
export const setDecidingLine = StateEffect.define<number>();

const decidingMark = Decoration.line({ class: 'cm-deciding-line', attributes: { 'data-deciding': 'true' } });

export const decidingLineField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(set, tr) {
    let next = set.map(tr.changes);
    for (const effect of tr.effects) {
      if (!effect.is(setDecidingLine)) continue;
      const line = effect.value;
      next = line >= 1 && line <= tr.state.doc.lines ? Decoration.set([decidingMark.range(tr.state.doc.line(line).from)]) : Decoration.none;
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** Highlights `line` without moving the cursor. */
export function showDecidingLine(view: EditorView, line: number): void {
  view.dispatch({ effects: setDecidingLine.of(line) });
}

/** Moves the cursor to `line`, scrolls it to the middle of the editor and highlights it. */
export function jumpTo(view: EditorView, line: number): void {
  if (line < 1 || line > view.state.doc.lines) return;
  const at = view.state.doc.line(line).from;
  view.dispatch({
    selection: { anchor: at },
    effects: [setDecidingLine.of(line), EditorView.scrollIntoView(at, { y: 'center' })],
  });
  view.focus();
}
