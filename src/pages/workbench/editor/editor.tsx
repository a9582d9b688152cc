/**
 * The robots.txt editor as a Preact component: one CodeMirror view made on
 * mount and fed from props afterwards (text replaced only when it is not the
 * text the view already holds, i.e. a new source, never the person's edit).
 */
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import type { Diagnostic } from '../../../core/index.ts';
import type { LineDescriber } from './group-hover.ts';
import { createRobotsEditor, type RobotsEditor } from './robots-editor.ts';

interface EditorProps {
  text: string;
  label: string;
  readOnly?: boolean;
  onChange?: (text: string) => void;
  findings?: readonly Diagnostic[];
  sentence?: (d: Diagnostic) => string;
  liveText?: string | null;
  /** The line to highlight (0: none). */
  decidingLine: number;
  describeLine?: LineDescriber;
  /** Receives the editor once made (the page's jumpToLine), and null when it goes. */
  onReady?: (editor: RobotsEditor | null) => void;
  testId: string;
}

export function Editor(props: EditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<RobotsEditor | null>(null);
  // The latest callbacks, read by the view's listeners without remaking it.
  const latest = useRef(props);
  latest.current = props;

  useLayoutEffect(() => {
    if (!host.current) return;
    const made = createRobotsEditor({
      parent: host.current,
      text: latest.current.text,
      label: latest.current.label,
      readOnly: latest.current.readOnly,
      onChange: (text) => latest.current.onChange?.(text),
      describeLine: (line) => latest.current.describeLine?.(line) ?? null,
    });
    editor.current = made;
    latest.current.onReady?.(made);
    return () => {
      latest.current.onReady?.(null);
      made.destroy();
      editor.current = null;
    };
  }, []);

  useLayoutEffect(() => editor.current?.setText(props.text), [props.text]);
  useEffect(() => editor.current?.setLabel(props.label), [props.label]);
  useEffect(() => {
    if (props.findings && props.sentence) editor.current?.setFindings(props.findings, props.sentence);
  }, [props.findings, props.sentence]);
  useEffect(() => {
    if (props.liveText !== undefined) editor.current?.setLiveText(props.liveText);
  }, [props.liveText]);
  useEffect(() => editor.current?.showDecidingLine(props.decidingLine), [props.decidingLine]);

  return <div class="editor-host" ref={host} data-testid={props.testId} />;
}
