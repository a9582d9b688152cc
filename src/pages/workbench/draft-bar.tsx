/**
 * Around the editor: which file is shown (draft or live), where the draft
 * starts from (live, empty, a local file), download, copy, revert, and what
 * is true of the draft now (saved, size, findings, lines that differ, the
 * 500 KiB cut).
 */
import type { Diagnostic } from '../../core/index.ts';
import { site } from '../../text/text.ts';
import { MessageText } from '../../ui/site-text.tsx';
import { useText } from '../../ui/use-text.ts';
import {
  askRevert,
  askSave,
  cancelCutQuestion,
  keepMyDraft,
  readSourceFile,
  replaceDraft,
  showFile,
  startEmpty,
  takeOtherDraft,
} from './actions.ts';
import { liveText } from './live-file.ts';
import { WholeButton } from './live-status.tsx';
import {
  changedLineCount,
  cutQuestion,
  draftAtCut,
  draftConflict,
  draftSyncNote,
  draftCopied,
  draftDownloaded,
  draftRead,
  findings,
  live,
  liveCutFacts,
  liveFileText,
  restoredAt,
  saveState,
  settledDraft,
  shownFile,
  sourceProblem,
  wholeLive,
} from './store.ts';

export function FileTabs() {
  const text = useText();
  const shown = shownFile.value;
  const hasLive = liveFileText.value !== null;
  return (
    <fieldset class="file-tabs">
      <legend class="visually-hidden">{text.t('workbench.view.label')}</legend>
      <button type="button" class="tab" aria-pressed={shown === 'draft'} onClick={() => showFile('draft')} data-testid="show-draft">
        {text.t('workbench.view.draft')}
      </button>
      <button
        type="button"
        class="tab"
        aria-pressed={shown === 'live'}
        disabled={!hasLive}
        onClick={() => showFile('live')}
        data-testid="show-live"
      >
        {text.t('workbench.view.live')}
      </button>
    </fieldset>
  );
}

export function SourceBar() {
  const text = useText();
  const l = live.value;
  const whole = wholeLive.value;
  // Once the whole file was read (the worker keeps only 500 KiB of a larger one), the draft starts from all of it.
  const liveFile = l.kind !== 'record' ? null : whole.kind === 'read' ? whole.text : liveText(l.record);
  const problem = sourceProblem.value;
  return (
    <div class="source-bar">
      <span class="source-label">{text.t('workbench.source.label')}</span>
      <button
        type="button"
        class="button button-small"
        disabled={liveFile === null}
        onClick={() => replaceDraft(liveFile ?? '')}
        data-testid="source-live"
      >
        {text.t('workbench.source.live')}
      </button>
      <button type="button" class="button button-small" onClick={startEmpty} data-testid="source-empty">
        {text.t('workbench.source.empty')}
      </button>
      <label class="button button-small file-button">
        {text.t('workbench.source.file')}
        <input
          type="file"
          class="visually-hidden"
          accept=".txt,text/plain"
          data-testid="source-file"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void readSourceFile(file);
          }}
        />
      </label>
      <span class="hint">{text.t('workbench.source.hint')}</span>
      {problem && (
        <p class="notice notice-bad" role="alert" data-testid="source-problem">
          <MessageText parts={text.renderParts(problem)} />
        </p>
      )}
    </div>
  );
}

export function DraftActions() {
  const text = useText();
  const copied = draftCopied.value;
  const l = live.value;
  const question = cutQuestion.value;
  const downloaded = draftDownloaded.value;
  const cut = liveCutFacts.value;
  const save = (what: 'download' | 'copy', force = false) => void askSave(what, force);
  return (
    <div class="draft-actions">
      <button type="button" class="button button-small" onClick={() => save('download')} data-testid="draft-download">
        {text.t('workbench.draft.download')}
      </button>
      <button type="button" class="button button-small" onClick={() => save('copy')} data-testid="draft-copy">
        {text.t('workbench.draft.copy')}
      </button>
      <button type="button" class="button button-small" disabled={l.kind !== 'record'} onClick={askRevert} data-testid="draft-revert">
        {text.t('workbench.draft.revert')}
      </button>
      <span class="copy-status" role="status" data-testid="copy-status">
        {copied === 'copied'
          ? text.t('workbench.draft.copied')
          : copied === 'failed'
            ? text.t('workbench.draft.copy-failed')
            : downloaded !== null
              ? text.t('workbench.draft.downloaded', { name: site(downloaded.name), bytes: downloaded.bytes })
              : ''}
      </span>
      {question !== null && cut !== null && (
        <div class="notice notice-warn cut-question" role="alert" data-testid="cut-question">
          <p>{text.t('workbench.draft.cut-question', { readBytes: cut.readBytes, line: cut.line })}</p>
          <p class="cut-question-actions">
            <WholeButton />
            <button type="button" class="button button-small" onClick={() => save(question, true)} data-testid="cut-save-anyway">
              {question === 'download' ? text.t('workbench.draft.cut-download') : text.t('workbench.draft.cut-copy')}
            </button>
            <button type="button" class="button button-small" onClick={cancelCutQuestion} data-testid="cut-cancel">
              {text.t('workbench.draft.cut-cancel')}
            </button>
          </p>
        </div>
      )}
    </div>
  );
}

/** The draft's state in words: saved or not, restored, size, findings, lines that differ, the cut. */
export function DraftFacts() {
  const text = useText();
  const save = saveState.value;
  const read = draftRead.value;
  const restored = restoredAt.value;
  const linted = findings.value;
  const list = linted.list;
  const truncation = list.find((d) => d.code === 'truncated');
  const cut = liveCutFacts.value;
  const atCut = draftAtCut.value && cut !== null;
  const changedLines = changedLineCount.value;
  const settled = settledDraft.value.text;
  const lines = settled === '' ? 0 : settled.split('\n').length;
  return (
    <div class="draft-facts" data-testid="draft-facts">
      <p class="save-state" role="status" data-testid="save-state" data-state={save.kind}>
        {save.kind === 'pending' && text.t('workbench.save.pending')}
        {save.kind === 'saved' && text.t('workbench.save.saved', { time: new Date(save.at) })}
        {save.kind === 'idle' && restored !== null && text.t('workbench.save.restored', { time: new Date(restored) })}
      </p>
      {save.kind === 'failed' && (
        <p class="notice notice-bad" role="alert" data-testid="save-failed">
          <MessageText parts={text.parts('workbench.save.failed', { error: site(save.error) })} />
        </p>
      )}
      <SyncNotice />
      {atCut && (
        <p class="notice notice-warn" data-testid="draft-cut">
          {text.t('workbench.draft.cut', { readBytes: cut.readBytes, line: cut.line })}
        </p>
      )}
      {truncation && !atCut && (
        <p class="notice notice-warn" data-testid="draft-truncated">
          {text.t('workbench.draft.truncated', {
            readBytes: read.bytes.length,
            totalBytes: read.totalBytes,
            line: truncation.code === 'truncated' ? truncation.params.lastLine : 0,
          })}
        </p>
      )}
      <p class="hint">
        {text.t('workbench.draft.size', { bytes: read.totalBytes, lines })}{' '}
        <span data-testid="draft-changed">
          {changedLines === null
            ? ''
            : changedLines === 0
              ? text.t('workbench.draft.same-as-live')
              : text.t('workbench.draft.changed-lines', { lines: changedLines })}
        </span>{' '}
        <span data-testid="draft-findings" data-revision={linted.revision >= 0 ? String(linted.revision) : undefined}>
          {linted.revision >= 0 ? findingCounts(text, list) : ''}
        </span>
      </p>
    </div>
  );
}

function findingCounts(text: ReturnType<typeof useText>, list: readonly Diagnostic[]): string {
  const count = (s: Diagnostic['severity']) => list.filter((d) => d.severity === s).length;
  return text.t('workbench.draft.findings', { errors: count('error'), warnings: count('warning'), infos: count('info') });
}

/** Another workbench tab on this origin: its newer draft taken, its revert followed, or both changed and the person chooses. */
function SyncNotice() {
  const text = useText();
  const conflict = draftConflict.value;
  const note = draftSyncNote.value;
  if (conflict !== null) {
    return (
      <div class="notice notice-warn sync-conflict" role="alert" data-testid="draft-conflict">
        <p>{text.t('workbench.sync.conflict', { time: new Date(conflict.savedAt) })}</p>
        <p class="cut-question-actions">
          <button type="button" class="button button-small" onClick={() => void keepMyDraft()} data-testid="draft-keep-mine">
            {text.t('workbench.sync.keep-mine')}
          </button>
          <button type="button" class="button button-small" onClick={takeOtherDraft} data-testid="draft-take-theirs">
            {text.t('workbench.sync.take-theirs')}
          </button>
        </p>
      </div>
    );
  }
  if (note === null) return null;
  return (
    <p class="notice" role="status" data-testid="draft-sync-note" data-kind={note.kind}>
      {note.kind === 'taken'
        ? text.t('workbench.sync.taken', { time: new Date(note.at) })
        : note.kind === 'removed'
          ? text.t('workbench.sync.removed')
          : text.t('workbench.sync.kept-mine')}
    </p>
  );
}
