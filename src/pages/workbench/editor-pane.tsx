/**
 * The editor pane: the draft (editable) or the live file (read only), with
 * the findings, the deciding line of the selected URL and crawler, the
 * changed-line marks and the crawler hover. Exposes `jumpToLine` for the
 * results table's clicks.
 */
import { useCallback, useEffect, useMemo, useRef } from 'preact/hooks';
import { MAX_ROBOTS_BYTES, type Diagnostic } from '../../core/index.ts';
import { diagnosticText } from '../../text/lint-text.ts';
import { site } from '../../text/text.ts';
import { useText } from '../../ui/use-text.ts';
import { editDraft, readSourceFile, showFile } from './actions.ts';
import { Editor } from './editor/editor.tsx';
import type { RobotsEditor } from './editor/robots-editor.ts';
import { lineCrawlers } from './line-crawlers.ts';
import {
  allProfiles,
  decidingLineOf,
  draft,
  draftModel,
  draftReady,
  findings,
  liveCutFacts,
  liveFileText,
  origin,
  shownFile,
} from './store.ts';

let draftEditor: RobotsEditor | null = null;
let liveEditor: RobotsEditor | null = null;

/**
 * Shows a line of the draft or of the live file: the editor switches to that
 * file, moves its cursor there and highlights it (a click on a deciding line
 * in the results).
 */
export function jumpToLine(line: number, which: 'draft' | 'live' = 'draft'): void {
  if (line < 1) return;
  if (which === 'live' && liveFileText.peek() === null) return;
  if (shownFile.peek() !== which) {
    showFile(which);
    // The other file's editor is made on the next render.
    requestAnimationFrame(() => (which === 'live' ? liveEditor : draftEditor)?.jumpToLine(line));
    return;
  }
  (which === 'live' ? liveEditor : draftEditor)?.jumpToLine(line);
}

export function EditorPane() {
  const text = useText();
  const o = origin.value ?? '';
  const sentence = useCallback((d: Diagnostic) => diagnosticText(text, d), [text]);
  const describe = useCallback(
    (line: number) => {
      const names = lineCrawlers(draftModel.peek(), allProfiles.peek()).get(line);
      if (!names || names.length === 0) return null;
      return text.t('workbench.hover.crawlers', { count: names.length, crawlers: { siteList: names.map((p) => p.name) } });
    },
    [text],
  );
  const cut = liveCutFacts.value;
  // The live file's view marks its last line as cut, as the draft's linter marks a draft that ends there.
  const liveFindings = useMemo<Diagnostic[]>(
    () =>
      cut === null
        ? []
        : [
            {
              line: cut.line,
              severity: 'warning',
              code: 'truncated',
              params: { maxBytes: MAX_ROBOTS_BYTES, originalBytes: cut.atLeastBytes, lastLine: cut.line },
            },
          ],
    [cut],
  );
  const dropZone = useRef<HTMLDivElement>(null);
  // A file dropped on the editor becomes the draft (listeners on the element: the editor's own drop would insert its name).
  const ready = draftReady.value;
  useEffect(() => {
    const zone = dropZone.current;
    if (!zone) return;
    const over = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    const drop = (event: DragEvent) => {
      const file = event.dataTransfer?.files[0];
      if (!file) return;
      event.preventDefault();
      event.stopPropagation();
      void readSourceFile(file);
    };
    zone.addEventListener('dragover', over, true);
    zone.addEventListener('drop', drop, true);
    return () => {
      zone.removeEventListener('dragover', over, true);
      zone.removeEventListener('drop', drop, true);
    };
  }, [ready, shownFile.value]);
  if (!ready) {
    return (
      <p class="hint editor-loading" aria-busy="true">
        {text.t('workbench.editor.loading')}
      </p>
    );
  }
  if (shownFile.value === 'live' && liveFileText.value !== null) {
    return (
      <Editor
        key="live"
        testId="live-editor"
        text={liveFileText.value}
        readOnly
        label={text.t('workbench.editor.live-label', { origin: site(o) })}
        findings={liveFindings}
        sentence={sentence}
        decidingLine={decidingLineOf('live')}
        onReady={(made) => {
          liveEditor = made;
        }}
      />
    );
  }
  return (
    <div class="drop-zone" ref={dropZone}>
      <Editor
        key="draft"
        testId="draft-editor"
        text={draft.value.text}
        onChange={editDraft}
        label={text.t('workbench.editor.label', { origin: site(o) })}
        findings={findings.value.list}
        sentence={sentence}
        liveText={liveFileText.value}
        decidingLine={decidingLineOf('draft')}
        describeLine={describe}
        onReady={(made) => {
          draftEditor = made;
        }}
      />
    </div>
  );
}
