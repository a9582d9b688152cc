/**
 * The date of `unavailable_after:`. Google accepts "a widely adopted format
 * including, but not limited to RFC 822, RFC 850, and ISO 8601" and ignores
 * the rule when no valid date is given. Date.parse is not used: it differs
 * between engines and reads garbage such as "1" as a date (2001 in V8), which
 * would turn a typo into a noindex. A date without a time zone is read as UTC
 * (Google does not say which zone it assumes).
 */
import { capText, INDEXING_LIMITS } from './limits.ts';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** RFC 822 / RFC 850 zones (and the military Z); minutes east of UTC. */
const ZONES: Readonly<Record<string, number>> = {
  gmt: 0,
  ut: 0,
  utc: 0,
  z: 0,
  est: -300,
  edt: -240,
  cst: -360,
  cdt: -300,
  mst: -420,
  mdt: -360,
  pst: -480,
  pdt: -420,
};

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[t ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?\s*(z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/** "Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "25 Jun 2010 15:00:00 PST", "25-Aug-2007 15:00:00 EST". */
const RFC =
  /^(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\s*,?\s*)?(\d{1,2})[\s-]+([a-z]{3,9})\.?[\s-]+(\d{4}|\d{2})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?(?:\s*(gmt|utc|ut|z|[ecmp][sd]t|[+-]\d{4}))?$/;

/** Epoch milliseconds, or null when `text` is no date Google documents. */
export function parseUnavailableAfter(text: string): number | null {
  const value = capText(text, INDEXING_LIMITS.dateChars).trim().toLowerCase();
  const iso = ISO.exec(value);
  if (iso) {
    const [, y, mo, d, h, mi, s, zone] = iso;
    return utc(Number(y), Number(mo), Number(d), h, mi, s, isoOffset(zone));
  }
  const rfc = RFC.exec(value);
  if (rfc) {
    const [, d, monthName, y, h, mi, s, zone] = rfc;
    const month = monthNumber(monthName ?? '');
    if (month === 0) return null;
    return utc(fullYear(y ?? ''), month, Number(d), h, mi, s, rfcOffset(zone));
  }
  return null;
}

function monthNumber(name: string): number {
  const index = MONTHS.findIndex((m) => m === name || (name.length === 3 && m.startsWith(name)));
  return index + 1;
}

/** RFC 850's two-digit years: 00–49 are this century, 50–99 the last (RFC 6265's rule). */
function fullYear(y: string): number {
  const n = Number(y);
  if (y.length === 4) return n;
  return n < 50 ? 2000 + n : 1900 + n;
}

function isoOffset(zone: string | undefined): number | null {
  if (zone === undefined || zone === 'z') return 0;
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
  if (!m) return null;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? '0');
  return m[1] === '-' ? -minutes : minutes;
}

function rfcOffset(zone: string | undefined): number | null {
  if (zone === undefined) return 0;
  const named = ZONES[zone];
  if (named !== undefined) return named;
  return isoOffset(zone);
}

/** The instant, or null when a field is out of range (30 February, 25:00) or the offset is unreadable. */
function utc(
  year: number,
  month: number,
  day: number,
  hours: string | undefined,
  minutes: string | undefined,
  seconds: string | undefined,
  offsetMinutes: number | null,
): number | null {
  if (offsetMinutes === null || Math.abs(offsetMinutes) > 18 * 60) return null;
  const h = Number(hours ?? '0');
  const mi = Number(minutes ?? '0');
  const s = Number(seconds ?? '0');
  if (month < 1 || month > 12 || day < 1 || h > 23 || mi > 59 || s > 60) return null;
  const date = new Date(Date.UTC(year, month - 1, day, h, mi, Math.min(s, 59)));
  // Date.UTC rolls 31 April over into May: a day the month does not have is no date.
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null;
  return date.getTime() - offsetMinutes * 60_000;
}
