/** A custom crawler profile as typed into the form, and the rules for turning it into a CrawlerProfile. Pure. */
import { PRESET_PROFILES, validateProfile, type CrawlerProfile, type EngineName, type ProfileProblem } from '../core/index.ts';
import type { Message } from '../text/messages/index.ts';
import { site } from '../text/text.ts';

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
    // Worded where it is shown, from the facts above, in the page's language (src/ui/profile-description.ts).
    description: '',
    honoursCrawlDelay: draft.engine === 'coccoc',
  };
}

/** A problem with a draft: the engine's own, or a name or token that clashes. */
export type DraftProblem =
  | ProfileProblem
  | { code: 'preset-name'; name: string }
  | { code: 'taken-name'; name: string }
  | { code: 'duplicate-token'; token: string };

/** Every problem with a draft: the engine's own checks plus names that would clash with a preset or another profile. */
export function draftProblems(draft: ProfileDraft, custom: readonly CrawlerProfile[], editingId: string | null): DraftProblem[] {
  const profile = profileFromDraft(draft, editingId ?? 'new');
  const problems: DraftProblem[] = validateProfile(profile);
  const name = profile.name.toLowerCase();
  if (name) {
    if (PRESET_PROFILES.some((p) => p.name.toLowerCase() === name || p.id.toLowerCase() === name)) {
      problems.push({ code: 'preset-name', name: profile.name });
    } else if (custom.some((p) => p.id !== editingId && p.name.toLowerCase() === name)) {
      problems.push({ code: 'taken-name', name: profile.name });
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

/** The sentence for a problem; the typed name or token kept apart from our words. */
export function draftProblemMessage(problem: DraftProblem): Message {
  switch (problem.code) {
    case 'no-name':
      return { key: 'options.problem.no-name' };
    case 'no-token':
      return { key: 'options.problem.no-token' };
    case 'unreadable-token':
      return { key: 'options.problem.unreadable-token', params: { token: site(problem.token) } };
    case 'preset-name':
      return { key: 'options.problem.preset-name', params: { name: site(problem.name) } };
    case 'taken-name':
      return { key: 'options.problem.taken-name', params: { name: site(problem.name) } };
    case 'duplicate-token':
      return { key: 'options.problem.duplicate-token', params: { token: site(problem.token) } };
  }
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
