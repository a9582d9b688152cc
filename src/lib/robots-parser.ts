/**
 * robots-parser's API with Google's answers: a caller of the robots-parser
 * package (Crawlee's robots.txt support is one) swaps the import and gets
 * the verdicts and deciding lines of Google's own library, with
 * robots-parser's return conventions kept:
 *
 * - `isAllowed` gives `undefined` for a URL of another origin (scheme, host
 *   and port must match the robots.txt URL's; relative URLs count as the
 *   same origin only when the robots.txt URL is relative too), and
 *   `isDisallowed` its negation, `true`, as robots-parser's code does;
 * - `getMatchingLineNumber` gives the 1-based deciding line, or -1 when no
 *   line matched or the URL is of another origin;
 * - `getCrawlDelay` gives seconds or `undefined`, `getPreferredHost` a host
 *   or null, `getSitemaps` a new array each time;
 * - the user-agent argument is read as robots-parser reads it (anything
 *   from the first `/` on is a version and dropped, surrounding spaces
 *   trimmed, missing or empty means `*`), then matched as Google matches
 *   its user-agent argument: whole, case-insensitively, against each
 *   group's product token.
 *
 * Where the answers differ from robots-parser's, and why:
 * docs/robots-parser-differences.md.
 */
import { decide } from '../core/evaluate.ts';
import { crawlDelayFor } from '../core/explainer.ts';
import { selectGroupsForToken } from '../core/group-selection.ts';
import type { RobotsTxt } from '../core/model.ts';
import { rawTokenProfile } from '../core/profiles.ts';
import { parse } from './parse.ts';

/** What robots-parser's factory returns. */
export interface Robot {
  isAllowed(url: string, ua?: string): boolean | undefined;
  isDisallowed(url: string, ua?: string): boolean | undefined;
  getMatchingLineNumber(url: string, ua?: string): number;
  getCrawlDelay(ua?: string): number | undefined;
  getSitemaps(): string[];
  getPreferredHost(): string | null;
}

/** Where relative URLs resolve, as in robots-parser: only a relative robots.txt URL lets relative URLs match. */
const RELATIVE_BASE = 'http://relative.invalid/';

interface Origin {
  protocol: string;
  hostname: string;
  port: string;
}

function originOf(url: string): Origin | null {
  try {
    const u = new URL(url, RELATIVE_BASE);
    return { protocol: u.protocol, hostname: u.hostname, port: u.port };
  } catch {
    return null;
  }
}

/** robots-parser's user-agent reading: drop a `/version`, trim; missing or empty is `*` (which names only the `*` groups). */
function tokenOf(ua: string | undefined): string {
  if (!ua) return '*';
  const slash = ua.indexOf('/');
  const name = (slash === -1 ? ua : ua.slice(0, slash)).trim();
  return name === '' ? '*' : name;
}

class GoogleRobots implements Robot {
  private readonly model: RobotsTxt;
  private readonly origin: Origin | null;
  /** `scheme://host[:port]` as the URL parser writes it: a URL that starts with it and then `/`, `?`, `#` or nothing is of this origin without parsing it. */
  private readonly prefix: string | null;

  constructor(url: string, contents: string | Uint8Array) {
    this.model = parse(contents);
    this.origin = originOf(url);
    let prefix: string | null = null;
    if (this.origin !== null && /^https?:$/.test(this.origin.protocol) && /^https?:\/\//i.test(url)) {
      const o = this.origin;
      prefix = `${o.protocol}//${o.hostname}${o.port ? `:${o.port}` : ''}`;
    }
    this.prefix = prefix;
  }

  /** Whether `url` is under this robots.txt (robots-parser compares scheme, host name and port). */
  private covers(url: string): boolean {
    const prefix = this.prefix;
    // A JavaScript caller may hand over a URL object, as robots-parser accepts.
    if (typeof url !== 'string') return this.covers(String(url));
    if (prefix !== null && url.startsWith(prefix)) {
      const next = url.charCodeAt(prefix.length);
      // '/', '?', '#' or the end: nothing after the prefix can change the host or port.
      if (Number.isNaN(next) || next === 47 || next === 63 || next === 35) return true;
    }
    const mine = this.origin;
    const theirs = originOf(url);
    return (
      mine !== null &&
      theirs !== null &&
      mine.protocol === theirs.protocol &&
      mine.hostname === theirs.hostname &&
      mine.port === theirs.port
    );
  }

  isAllowed(url: string, ua?: string): boolean | undefined {
    if (!this.covers(url)) return undefined;
    return decide(this.model, String(url), tokenOf(ua)).allowed;
  }

  /**
   * `!isAllowed()`, as robots-parser's code has it: true for a URL of another
   * origin too (its README says undefined; its code and its own tests say
   * true), so a crawler that skips what this flags skips what it skipped.
   */
  isDisallowed(url: string, ua?: string): boolean | undefined {
    return !this.isAllowed(url, ua);
  }

  getMatchingLineNumber(url: string, ua?: string): number {
    if (!this.covers(url)) return -1;
    const line = decide(this.model, String(url), tokenOf(ua)).line;
    return line === 0 ? -1 : line;
  }

  getCrawlDelay(ua?: string): number | undefined {
    const token = tokenOf(ua);
    return crawlDelayFor(selectGroupsForToken(this.model, token, 'google'), rawTokenProfile(token))?.seconds;
  }

  getSitemaps(): string[] {
    return this.model.sitemaps.filter((s) => s.url !== '').map((s) => s.url);
  }

  getPreferredHost(): string | null {
    let host: string | null = null;
    for (const f of this.model.otherFields) if (f.known === 'host' && f.value !== '') host = f.value.toLowerCase();
    return host;
  }
}

/**
 * `robotsParser(robotsTxtUrl, contents)`, as robots-parser is called.
 * `contents` may also be the fetched bytes, read as Google reads them.
 */
export default function robotsParser(url: string, contents: string | Uint8Array): Robot {
  return new GoogleRobots(url, contents ?? '');
}

export { robotsParser };
