/**
 * The URL list's text field: a CodeMirror 6 view of plain text with line
 * numbers and undo. A textarea lays its whole text out again on every edit
 * (a 10,000-line list took Chromium over half a second per keystroke); this
 * view keeps the text as a tree of lines and draws only the lines in sight,
 * so an edit costs what it changed. Plain DOM: the panel's UrlListField owns
 * one and feeds it.
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';

interface UrlListEditorOptions {
  parent: HTMLElement;
  text: string;
  /** The text field's id (the element that takes focus and input; tests and labels point at it). */
  id: string;
  labelledBy: string;
  describedBy: string;
  /** The person's edit: the whole new text (replacing it with setText does not call this). */
  onChange: (text: string) => void;
}

export interface UrlListEditor {
  /** Replaces the whole text (an import, a list from another page): not the person's edit, so onChange is not called. */
  setText(text: string): void;
  focus(): void;
  destroy(): void;
}

export function createUrlListEditor(options: UrlListEditorOptions): UrlListEditor {
  let quiet = false;
  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.text,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightActiveLine(),
        history(),
        keymap.of([...defaultKeymap, ...historyKeymap]),
        EditorView.contentAttributes.of({
          id: options.id,
          'aria-labelledby': options.labelledBy,
          'aria-describedby': options.describedBy,
          spellcheck: 'false',
          autocapitalize: 'off',
          autocorrect: 'off',
          translate: 'no',
          // Already in the tab order as an editable element; said outright so that checkers (axe) see the
          // scrolling box holds something the keyboard reaches.
          tabindex: '0',
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !quiet) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });

  return {
    setText(text) {
      if (text === view.state.doc.toString()) return;
      quiet = true;
      try {
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
      } finally {
        quiet = false;
      }
    },
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}
