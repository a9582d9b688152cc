/**
 * The robots.txt editor: CodeMirror 6 with line numbers, history, the
 * scanner-based highlighter, core's findings (underline, gutter mark, hover),
 * the deciding line, the draft-vs-live marks and the crawler hover. Plain
 * DOM: the Preact component (editor.tsx) owns one and feeds it.
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { lintGutter, setDiagnostics } from '@codemirror/lint';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import type { Diagnostic } from '../../../core/index.ts';
import { decidingLineField, jumpTo, showDecidingLine } from './deciding-line.ts';
import { managedLines } from './managed-lines.ts';
import { diffGutter, setLiveText } from './diff-gutter.ts';
import { groupHover, type LineDescriber } from './group-hover.ts';
import { robotsHighlighter } from './highlight.ts';
import { editorDiagnostics } from './lint-marks.ts';

export interface RobotsEditorOptions {
  parent: HTMLElement;
  text: string;
  /** The accessible name of the text area (screen readers announce it). */
  label: string;
  readOnly?: boolean;
  onChange?: (text: string) => void;
  describeLine?: LineDescriber;
}

export interface RobotsEditor {
  readonly view: EditorView;
  /** Replaces the whole text (a new source, a revert): not an edit the person made, so onChange is not called. */
  setText(text: string): void;
  setFindings(findings: readonly Diagnostic[], sentence: (d: Diagnostic) => string): void;
  setLiveText(text: string | null): void;
  showDecidingLine(line: number): void;
  jumpToLine(line: number): void;
  setLabel(label: string): void;
  destroy(): void;
}

export function createRobotsEditor(options: RobotsEditorOptions): RobotsEditor {
  let quiet = false;
  const extensions: Extension[] = [
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightActiveLine(),
    robotsHighlighter,
    decidingLineField,
    managedLines,
    EditorView.contentAttributes.of({ 'aria-label': options.label, spellcheck: 'false', autocapitalize: 'off', translate: 'no' }),
  ];
  if (options.readOnly) extensions.push(EditorState.readOnly.of(true), EditorView.editable.of(false));
  else {
    extensions.push(
      history(),
      keymap.of([...defaultKeymap, ...historyKeymap]),
      lintGutter(),
      diffGutter,
      EditorView.updateListener.of((update) => {
        if (update.docChanged && !quiet) options.onChange?.(update.state.doc.toString());
      }),
    );
  }
  if (options.describeLine) extensions.push(groupHover(options.describeLine));
  const view = new EditorView({ parent: options.parent, state: EditorState.create({ doc: options.text, extensions }) });

  return {
    view,
    setText(text) {
      if (text === view.state.doc.toString()) return;
      quiet = true;
      try {
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
      } finally {
        quiet = false;
      }
    },
    setFindings(findings, sentence) {
      view.dispatch(setDiagnostics(view.state, editorDiagnostics(view.state.doc, findings, sentence)));
    },
    setLiveText(text) {
      view.dispatch({ effects: setLiveText.of(text) });
    },
    showDecidingLine: (line) => showDecidingLine(view, line),
    jumpToLine: (line) => jumpTo(view, line),
    setLabel(label) {
      view.contentDOM.setAttribute('aria-label', label);
    },
    destroy: () => view.destroy(),
  };
}
