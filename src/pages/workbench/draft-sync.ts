/**
 * One workbench tab's draft against the others on the same origin. Every tab
 * saves to the same storage key (draft-store.ts), so without care the last
 * save wins silently. Here each tab remembers the text it last agreed with
 * storage on (`synced`): a change saved by another tab is taken when this
 * tab has nothing unsaved, and is a conflict the person settles when both
 * changed; a save checks storage first and never writes over another tab's
 * newer text unless the person chose to (`force`).
 */
import { loadDraft, saveDraft, type StoredDraft } from './draft-store.ts';

export type SyncEvent =
  /** Another tab saved; this tab had nothing unsaved and now shows that text. */
  | { kind: 'taken'; text: string; savedAt: number }
  /** Another tab saved while this tab has unsaved text: both are kept until the person chooses. */
  | { kind: 'conflict'; theirs: string; savedAt: number }
  /** Another tab dropped the saved draft (reverted to the live file) while this tab had nothing unsaved. */
  | { kind: 'removed' };

export type SaveOutcome = { kind: 'saved'; draft: StoredDraft } | { kind: 'conflict'; theirs: string; savedAt: number };

export interface DraftSyncDeps {
  /** This tab's text now (the editor's). */
  currentText: () => string;
  /** Something happened that the page must show (a text taken, a conflict, a removal). */
  onEvent: (event: SyncEvent) => void;
  now?: () => number;
  /** Tells this tab's saves apart from other tabs' (a random id when not given). */
  tab?: string;
}

export class DraftSync {
  readonly tab: string;
  private origin: string | null = null;
  /** The text this tab and storage last agreed on: restored, saved, taken, or the start when nothing was stored. */
  private synced = '';

  constructor(private readonly deps: DraftSyncDeps) {
    this.tab = deps.tab ?? crypto.randomUUID();
  }

  /** A new origin is open: `text` is what the draft starts as (the stored draft's, or the live file's). */
  open(origin: string, text: string): void {
    this.origin = origin;
    this.synced = text;
  }

  /** The text now agrees with storage (taken from another tab, or reverted and removed). */
  agree(text: string): void {
    this.synced = text;
  }

  /** Whether this tab holds text that storage does not have. */
  get dirty(): boolean {
    return this.deps.currentText() !== this.synced;
  }

  /**
   * Saves `text` unless another tab saved something newer since this tab
   * last agreed with storage: then it is a conflict, and nothing is written
   * (`force`: the person chose to keep this tab's text).
   */
  async save(origin: string, text: string, force = false, checkFirst = true): Promise<SaveOutcome> {
    // A save for an origin this tab has not opened here yet starts from nothing stored.
    if (origin !== this.origin) this.open(origin, '');
    // `checkFirst` false: the page is going away and a read before the write could outlive it (other tabs' saves still arrive as events).
    if (!force && checkFirst) {
      const stored = await loadDraft(origin);
      if (stored !== null && stored.tab !== this.tab && stored.text !== this.synced && stored.text !== text) {
        return { kind: 'conflict', theirs: stored.text, savedAt: stored.savedAt };
      }
    }
    const draft = await saveDraft(origin, text, this.deps.now?.() ?? Date.now(), this.tab);
    if (this.origin === origin) this.synced = text;
    return { kind: 'saved', draft };
  }

  /** A draft changed in storage (storage.onChanged, from any tab). */
  changed(origin: string, stored: StoredDraft | null): void {
    if (origin !== this.origin) return;
    if (stored !== null && stored.tab === this.tab) return;
    const dirty = this.dirty;
    if (stored === null) {
      if (!dirty) this.deps.onEvent({ kind: 'removed' });
      return;
    }
    if (stored.text === this.deps.currentText()) {
      this.synced = stored.text;
      return;
    }
    if (!dirty) {
      this.synced = stored.text;
      this.deps.onEvent({ kind: 'taken', text: stored.text, savedAt: stored.savedAt });
      return;
    }
    this.deps.onEvent({ kind: 'conflict', theirs: stored.text, savedAt: stored.savedAt });
  }
}
