/**
 * How much of a page's indexing signals is read. Everything here comes from
 * the site, so each list and each value is capped: a page with thousands of
 * meta tags or a megabyte-long header costs the same as an ordinary one, and
 * the cap is reported (IndexingFacts.capped), never silent.
 */
export const INDEXING_LIMITS = {
  /** X-Robots-Tag or Link header values read per response. */
  headerValues: 32,
  /** Characters read of one header value or one meta content. */
  valueChars: 4_096,
  /** Directives read of one header value or one meta content. */
  directivesPerValue: 64,
  /** Meta tags read (only those whose name could address a crawler). */
  metas: 100,
  /** Canonical URLs read, from the headers and the markup together. */
  canonicals: 20,
  /** Links read of one Link header value. */
  linksPerHeader: 64,
  /** Characters of a date read after `unavailable_after:`. */
  dateChars: 100,
} as const;

/** `text` cut to `max` UTF-16 units, without splitting a surrogate pair. */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 1] ?? '') ? max - 1 : max;
  return text.slice(0, end);
}
