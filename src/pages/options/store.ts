/** The options page's state, all of it. `actions.ts` is the only writer. */
import { signal } from '@preact/signals';
import type { CacheStats } from '../../shared/protocol.ts';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/settings.ts';
import type { DraftProblem } from '../../text/profile-text.ts';
import { EMPTY_DRAFT, type ProfileDraft } from './profile-draft.ts';
import type { Message } from '../../text/messages/index.ts';

export const settings = signal<Settings>(DEFAULT_SETTINGS);
export const loaded = signal(false);
/** A short confirmation or an error from the last save, shown near what was saved. */
/** The options page's sections that save a setting and say so under themselves. */
export type SaveArea = 'default' | 'profiles' | 'cookies' | 'links';

export const saveStatus = signal<{ area: SaveArea; ok: boolean; message: Message } | null>(null);

export type Editor =
  | { mode: 'closed' }
  | { mode: 'add' | 'edit'; id: string | null; draft: ProfileDraft; problems: DraftProblem[]; touched: boolean };

export const editor = signal<Editor>({ mode: 'closed' });

export function freshEditor(): Editor {
  return { mode: 'add', id: null, draft: { ...EMPTY_DRAFT }, problems: [], touched: false };
}

export type CacheState =
  | { kind: 'loading' }
  | { kind: 'ready'; stats: CacheStats }
  | { kind: 'cleared'; before: CacheStats; after: CacheStats }
  | { kind: 'error'; message: Message };

export const cache = signal<CacheState>({ kind: 'loading' });
export const clearing = signal(false);
