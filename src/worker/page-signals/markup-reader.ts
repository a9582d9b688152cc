/**
 * Reads a tab's markup signals with `scripting.executeScript` (the
 * "scripting" permission and the http/https host access the extension
 * already has; no content script runs on pages the person does not ask
 * about). The injected function is src/injected/read-markup-signals.ts.
 */
import { INDEXING_LIMITS } from '../../core/indexing/limits.ts';
import { PRESET_PROFILES, type CrawlerProfile } from '../../core/profiles.ts';
import type { MarkupSignals } from '../../shared/page-signals.ts';
import { type MarkupLimits, readMarkupSignals } from '../../injected/read-markup-signals.ts';

/** The slice of `chrome.scripting` used. */
export interface ScriptingApi {
  executeScript(injection: {
    target: { tabId: number; frameIds?: number[] };
    func: (names: readonly string[], limits: MarkupLimits) => MarkupSignals;
    args: [readonly string[], MarkupLimits];
  }): Promise<{ result?: unknown }[]>;
}

const LIMITS: MarkupLimits = {
  // One more than core reads, so it still sees that the page had too many.
  metas: INDEXING_LIMITS.metas + 1,
  canonicals: INDEXING_LIMITS.canonicals + 1,
  chars: INDEXING_LIMITS.valueChars + 1,
};

/** Every meta name that can address a crawler the person may choose: `robots` and every profile's tokens. */
export function crawlerMetaNames(custom: readonly CrawlerProfile[]): string[] {
  const names = new Set(['robots']);
  for (const p of [...PRESET_PROFILES, ...custom]) for (const t of p.tokens) names.add(t.toLowerCase());
  return [...names];
}

/** The page's markup signals, or null when the browser does not let the extension read this page. */
export async function readTabMarkup(
  scripting: ScriptingApi | null,
  tabId: number,
  names: readonly string[],
): Promise<MarkupSignals | null> {
  if (!scripting) return null;
  try {
    const [frame] = await scripting.executeScript({
      target: { tabId, frameIds: [0] },
      func: readMarkupSignals,
      args: [names, LIMITS],
    });
    return isMarkup(frame?.result) ? frame.result : null;
  } catch {
    // The web store, the PDF viewer, an error page, a tab closed meanwhile: nothing to read.
    return null;
  }
}

function isMarkup(v: unknown): v is MarkupSignals {
  return typeof v === 'object' && v !== null && typeof (v as MarkupSignals).url === 'string' && Array.isArray((v as MarkupSignals).metas);
}
