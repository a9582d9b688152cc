/**
 * Flags for Debian's Chromium on these machines: no GPU or QUIC, and none of
 * the background connections a closed network refuses (they slow every start).
 * Chromium refuses to run as root with its sandbox on, so root gets --no-sandbox.
 */
export const CHROMIUM_QUIET_FLAGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

export function chromiumFlags(): string[] {
  return [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), ...CHROMIUM_QUIET_FLAGS];
}
