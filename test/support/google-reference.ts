/**
 * A deliberately simple reference: Google's RobotsMatcher (robots.cc) as a
 * streaming line handler, with Google's position-set pattern matcher. No
 * groups, no index: every rule is matched in file order, exactly as Google's
 * library does. Tests compare the engine's fast, indexed path against it.
 */
import { scanRobotsTxt, type RobotsLineHandler } from '../../src/core/line-scanner.ts';
import type { RuleKind } from '../../src/core/model.ts';
import { escapePattern } from '../../src/core/pattern.ts';
import { matchPathOf } from '../../src/core/url-path.ts';

/** Google's RobotsMatchStrategy::Matches: the set of path positions reachable so far (pos[0..numpos), ascending). */
export function referenceMatches(path: string, pattern: string): boolean {
  const pathlen = path.length;
  // One buffer of pathlen + 1 positions, as Google's FixedArray, reused from call to call.
  if (positions.length < pathlen + 1) positions = new Int32Array(Math.max(pathlen + 1, positions.length * 2));
  const pos = positions;
  pos[0] = 0;
  let numpos = 1;
  for (let p = 0; p < pattern.length; p++) {
    const ch = pattern[p];
    if (ch === '$' && p + 1 === pattern.length) return pos[numpos - 1] === pathlen;
    if (ch === '*') {
      numpos = pathlen - pos[0]! + 1;
      for (let i = 1; i < numpos; i++) pos[i] = pos[i - 1]! + 1;
    } else {
      let newnumpos = 0;
      for (let i = 0; i < numpos; i++) {
        const at = pos[i]!;
        if (at < pathlen && path[at] === ch) pos[newnumpos++] = at + 1;
      }
      numpos = newnumpos;
      if (numpos === 0) return false;
    }
  }
  return true;
}

let positions = new Int32Array(256);

interface Match {
  priority: number;
  line: number;
}

class ReferenceMatcher implements RobotsLineHandler {
  private allow = { global: { priority: -1, line: 0 } as Match, specific: { priority: -1, line: 0 } as Match };
  private disallow = { global: { priority: -1, line: 0 } as Match, specific: { priority: -1, line: 0 } as Match };
  private seenGlobal = false;
  private seenSpecific = false;
  private everSeenSpecific = false;
  private seenSeparator = false;

  constructor(
    private readonly agents: readonly string[],
    private readonly path: string,
  ) {}

  handleUserAgent(_line: number, value: string): void {
    if (this.seenSeparator) this.seenSpecific = this.seenGlobal = this.seenSeparator = false;
    if (value.length >= 1 && value[0] === '*' && (value.length === 1 || /[\t\n\v\f\r ]/.test(value[1]!))) {
      this.seenGlobal = true;
    } else {
      const token = /^[A-Za-z_-]*/.exec(value)![0];
      for (const agent of this.agents) {
        if (token.toLowerCase() === agent.toLowerCase()) {
          this.everSeenSpecific = this.seenSpecific = true;
          break;
        }
      }
    }
  }

  handleRule(kind: RuleKind, line: number, text: string, start: number, end: number): void {
    this.handleEscapedRule(kind, line, escapePattern(text.slice(start, end)));
  }

  /** A rule whose value is already escaped (Google escapes allow and disallow values alike before matching). */
  handleEscapedRule(kind: RuleKind, line: number, escaped: string): void {
    if (kind === 'allow') this.allowEscaped(line, escaped);
    else this.disallowEscaped(line, escaped);
  }

  private allowEscaped(line: number, value: string): void {
    if (!this.seenGlobal && !this.seenSpecific) return;
    this.seenSeparator = true;
    if (referenceMatches(this.path, value)) {
      const slot = this.seenSpecific ? this.allow.specific : this.allow.global;
      if (slot.priority < value.length) {
        slot.priority = value.length;
        slot.line = line;
      }
    } else {
      const slash = value.lastIndexOf('/');
      if (slash !== -1 && value.slice(slash).startsWith('/index.htm')) {
        this.allowEscaped(line, value.slice(0, slash + 1) + '$');
      }
    }
  }

  private disallowEscaped(line: number, value: string): void {
    if (!this.seenGlobal && !this.seenSpecific) return;
    this.seenSeparator = true;
    if (referenceMatches(this.path, value)) {
      const slot = this.seenSpecific ? this.disallow.specific : this.disallow.global;
      if (slot.priority < value.length) {
        slot.priority = value.length;
        slot.line = line;
      }
    }
  }

  handleSitemap(): void {}
  handleUnknown(): void {}

  disallowed(): boolean {
    const { allow, disallow } = this;
    if (allow.specific.priority > 0 || disallow.specific.priority > 0) return disallow.specific.priority > allow.specific.priority;
    if (this.everSeenSpecific) return false;
    if (disallow.global.priority > 0 || allow.global.priority > 0) return disallow.global.priority > allow.global.priority;
    return false;
  }

  matchingLine(): number {
    const [d, a] = this.everSeenSpecific ? [this.disallow.specific, this.allow.specific] : [this.disallow.global, this.allow.global];
    return d.priority > a.priority ? d.line : a.line;
  }
}

/** Google's OneAgentAllowedByRobots, plus matching_line(). */
export function referenceDecide(body: Uint8Array | string, url: string, agent: string): { allowed: boolean; line: number } {
  const matcher = new ReferenceMatcher([agent], matchPathOf(url));
  scanRobotsTxt(body, matcher);
  return { allowed: !matcher.disallowed(), line: matcher.matchingLine() };
}

type ScannedLine = { kind: 'user-agent'; line: number; value: string } | { kind: RuleKind; line: number; escaped: string };

/**
 * referenceDecide for many URLs and agents on one body: the body is scanned
 * once, and each question replays its user-agent and rule lines, in file
 * order, to a fresh matcher: the very calls a scan would make (sitemap and
 * unknown lines change nothing in Google's matcher).
 */
export function referenceDecider(body: Uint8Array | string): (url: string, agent: string) => { allowed: boolean; line: number } {
  const lines: ScannedLine[] = [];
  scanRobotsTxt(body, {
    handleUserAgent: (line, value) => lines.push({ kind: 'user-agent', line, value }),
    handleRule: (kind, line, text, start, end) => lines.push({ kind, line, escaped: escapePattern(text.slice(start, end)) }),
    handleSitemap: () => undefined,
    handleUnknown: () => undefined,
  });
  return (url, agent) => {
    const matcher = new ReferenceMatcher([agent], matchPathOf(url));
    for (const l of lines) {
      if (l.kind === 'user-agent') matcher.handleUserAgent(l.line, l.value);
      else matcher.handleEscapedRule(l.kind, l.line, l.escaped);
    }
    return { allowed: !matcher.disallowed(), line: matcher.matchingLine() };
  };
}
