/** A custom crawler profile as typed into the form, and the rules for turning it into a CrawlerProfile. Pure. */
import { PRESET_PROFILES, readableName, validateProfile, type CrawlerProfile, type EngineName } from '../../core/index.ts';
import type { DraftProblem } from '../../text/profile-text.ts';

export interface ProfileDraft {
  name: string;
  /** Product tokens, comma-separated, tried in order. */
  tokens: string;
  engine: EngineName;
  ignoreGlobal: boolean;
}

export const EMPTY_DRAFT: ProfileDraft = { name: '', tokens: '', engine: 'google', ignoreGlobal: false };

export function draftFromProfile(p: CrawlerProfile): ProfileDraft {
  return { name: p.name, tokens: p.tokens.join(', '), engine: p.engine, ignoreGlobal: p.ignoreGlobal };
}

export function splitTokens(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t.length > 0);
}

export function profileFromDraft(draft: ProfileDraft, id: string): CrawlerProfile {
  const tokens = splitTokens(draft.tokens);
  const name = draft.name.trim();
  return {
    id,
    name,
    tokens,
    engine: draft.engine,
    ignoreGlobal: draft.ignoreGlobal,
    operator: '',
    purpose: 'other',
    category: 'custom',
    honoursCrawlDelay: draft.engine === 'coccoc',
  };
}

/** Every problem with a draft: the engine's own checks plus names that would clash with a preset or another profile. */
export function draftProblems(draft: ProfileDraft, custom: readonly CrawlerProfile[], editingId: string | null): DraftProblem[] {
  const profile = profileFromDraft(draft, editingId ?? 'new');
  const problems: DraftProblem[] = validateProfile(profile);
  // Compared as read (readableName): a full-width "Ｇｏｏｇｌｅｂｏｔ" is the preset's name, not a new one.
  const name = readableName(profile.name);
  if (name) {
    if (PRESET_PROFILES.some((p) => readableName(p.name) === name || p.id.toLowerCase() === name)) {
      problems.push({ code: 'preset-name', name: profile.name });
    } else if (custom.some((p) => p.id !== editingId && readableName(p.name) === name)) {
      problems.push({ code: 'duplicate-name', name: profile.name });
    }
  }
  const seen = new Set<string>();
  for (const t of profile.tokens) {
    const key = t.toLowerCase();
    if (seen.has(key)) problems.push({ code: 'duplicate-token', token: t });
    seen.add(key);
  }
  return problems;
}

/** A stable id for a new profile: `custom-<name>`, made unique. */
export function newProfileId(name: string, taken: readonly CrawlerProfile[]): string {
  const slug =
    name
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'crawler';
  const ids = new Set([...taken, ...PRESET_PROFILES].map((p) => p.id));
  let id = `custom-${slug}`;
  for (let n = 2; ids.has(id); n++) id = `custom-${slug}-${n}`;
  return id;
}
