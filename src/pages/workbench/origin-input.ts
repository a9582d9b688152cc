/**
 * What the origin box accepts: an origin, or any http(s) URL (its origin is
 * taken), with or without the scheme. Anything else gets a reason, as a code
 * the page words (the text layer), never a guess.
 */

export type OriginInput = { ok: true; origin: string } | { ok: false; reason: 'empty' | 'not-a-url' | 'not-web'; scheme?: string };

/** A leading `scheme:` (as URL reads one), so `example.com` is not read as a scheme. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

export function readOriginInput(typed: string): OriginInput {
  const text = typed.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  // `example.com:8080` looks like a scheme to URL; a host with a port is what people mean.
  const hostWithPort = scheme !== undefined && /^[^/:]+:\d+(\/|$)/.test(text);
  const candidate = scheme === undefined || hostWithPort ? `https://${text}` : text;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { ok: false, reason: 'not-a-url' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'not-web', scheme: url.protocol.slice(0, -1) };
  if (url.hostname === '') return { ok: false, reason: 'not-a-url' };
  return { ok: true, origin: url.origin };
}
