/**
 * Text for a spreadsheet cell (a CSV field, a pasted TSV cell) that cannot
 * run as a formula. A cell starting with = + - @ (or a tab or carriage
 * return, which some spreadsheets skip before reading one of those) is what a
 * spreadsheet evaluates: `=HYPERLINK(…)`, `@SUM(…)`, `+cmd|…`. A URL from a
 * hostile sitemap, a line of a crawl log or a crawler's name can start so.
 * Such text gets a leading apostrophe (OWASP's rule for CSV injection),
 * which spreadsheets show as text and do not evaluate. Used by the
 * workbench's exports and the command's CSV alike.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function formulaSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
