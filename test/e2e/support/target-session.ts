/**
 * A DevTools session with one target of the shared Chromium that Playwright
 * does not offer a CDPSession for (the extension's service worker): attached
 * through the browser's own session, each command sent with
 * Target.sendMessageToTarget, as toolbar-popup.ts drives the toolbar popup.
 * For measurements (heap usage, CPU profiles) of the worker.
 */
import type { CDPSession } from 'playwright-core';

interface Reply {
  id?: number;
  result?: unknown;
  error?: { message?: string };
}

export class TargetSession {
  readonly #cdp: CDPSession;
  readonly #sessionId: string;
  #nextId = 1;

  private constructor(cdp: CDPSession, sessionId: string) {
    this.#cdp = cdp;
    this.#sessionId = sessionId;
  }

  /** Attaches to the first target of `type` (e.g. 'service_worker') whose URL starts with `urlPrefix`. */
  static async attach(cdp: CDPSession, type: string, urlPrefix: string): Promise<TargetSession> {
    const { targetInfos } = await cdp.send('Target.getTargets');
    const target = targetInfos.find((t) => t.type === type && t.url.startsWith(urlPrefix));
    if (!target) throw new Error(`no ${type} target at ${urlPrefix}`);
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
    return new TargetSession(cdp, sessionId);
  }

  /** Sends one DevTools command to the target and returns its result. */
  send<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      const onMessage = (event: { sessionId?: string; message: string }) => {
        if (event.sessionId !== undefined && event.sessionId !== this.#sessionId) return;
        const reply = JSON.parse(event.message) as Reply;
        if (reply.id !== id) return;
        this.#cdp.off('Target.receivedMessageFromTarget', onMessage);
        if (reply.error) reject(new Error(`${method} in the target: ${reply.error.message ?? 'error'}`));
        else resolve(reply.result as T);
      };
      this.#cdp.on('Target.receivedMessageFromTarget', onMessage);
      this.#cdp
        .send('Target.sendMessageToTarget', { sessionId: this.#sessionId, message: JSON.stringify({ id, method, params }) })
        .catch((error: unknown) => {
          this.#cdp.off('Target.receivedMessageFromTarget', onMessage);
          reject(error instanceof Error ? error : new Error(String(error)));
        });
    });
  }

  async detach(): Promise<void> {
    await this.#cdp.send('Target.detachFromTarget', { sessionId: this.#sessionId }).catch(() => undefined);
  }
}

/** A CPU profile as Profiler.stop returns it (the parts read here). */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }[];
  samples?: number[];
  timeDeltas?: number[];
  startTime: number;
  endTime: number;
}

/** Where a profile's time went: self time per function (name and file), the largest first. */
export function selfTimes(profile: CpuProfile, top = 15): { fn: string; selfMs: number }[] {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const node = byNode.get(samples[i] ?? -1);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.split('/').pop() ?? '';
    const key = file ? `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}` : functionName;
    // A sample's time is the gap to the next one.
    totals.set(key, (totals.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  }
  return [...totals]
    .map(([fn, selfMs]) => ({ fn, selfMs: Math.round(selfMs * 10) / 10 }))
    .sort((a, b) => b.selfMs - a.selfMs)
    .slice(0, top);
}

/**
 * The longest run of consecutive samples in which the profiled thread was
 * busy (anything but "(idle)"): how long it went without a break, where it
 * began (ms from the profile's start) and its self time per function.
 */
export function longestBusy(profile: CpuProfile, top = 8): { ms: number; atMs: number; fns: { fn: string; selfMs: number }[] } {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let best = { from: 0, to: 0, ms: 0 };
  let from = -1;
  let length = 0;
  let at = 0;
  let bestAt = 0;
  let startAt = 0;
  for (let i = 0; i < samples.length; i++) {
    at += (deltas[i] ?? 0) / 1000;
    const idle = byNode.get(samples[i] ?? -1)?.callFrame.functionName === '(idle)';
    if (idle) {
      from = -1;
      continue;
    }
    if (from < 0) {
      from = i;
      length = 0;
      startAt = at;
    }
    length += (deltas[i + 1] ?? 0) / 1000;
    if (length > best.ms) {
      best = { from, to: i + 1, ms: length };
      bestAt = startAt;
    }
  }
  const part: CpuProfile = {
    ...profile,
    samples: samples.slice(best.from, best.to),
    timeDeltas: [0, ...deltas.slice(best.from + 1, best.to + 1)],
  };
  return { ms: Math.round(best.ms * 10) / 10, atMs: Math.round(bestAt), fns: selfTimes(part, top) };
}
