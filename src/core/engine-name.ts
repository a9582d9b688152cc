/** The two readings of robots.txt the product implements (docs/behaviour.md §4–§6). */
export type EngineName = 'google' | 'coccoc';

export const ENGINE_NAMES: readonly EngineName[] = ['google', 'coccoc'];

export function isEngineName(value: string): value is EngineName {
  return value === 'google' || value === 'coccoc';
}

/** Coc Coc does not honour crawl-delays above 10 seconds: they count as 10 (docs/behaviour.md §6). */
export const COCCOC_MAX_CRAWL_DELAY = 10;
