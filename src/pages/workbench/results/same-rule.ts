/**
 * Whether the live file's deciding line and the draft's hold the same rule.
 * Comparing line numbers would mark every URL below an added line as changed
 * (the rule it matched only moved down), so the page passes both texts and a
 * rule is the same when its line reads the same, comment and spacing aside.
 */

/** (live line, draft line) → the same rule; 0 is "no line decided". */
export type SameRule = (liveLine: number, draftLine: number) => boolean;

/** Without the texts: the same line number. */
export const sameLineNumber: SameRule = (a, b) => a === b;

export function sameRuleText(live: string, draft: string): SameRule {
  const a = live.split(/\r\n|\r|\n/);
  const b = draft.split(/\r\n|\r|\n/);
  // Each line read once, however many of 100,000 URLs it decides.
  const readA: string[] = [];
  const readB: string[] = [];
  return (x, y) => (x === 0 || y === 0 ? x === y : (readA[x] ??= ruleOf(a[x - 1])) === (readB[y] ??= ruleOf(b[y - 1])));
}

/** A line as a rule: no comment, no spacing around the key, the colon or the value, the key in any case (as Google reads keys). */
function ruleOf(line: string | undefined): string {
  if (line === undefined) return '';
  const hash = line.indexOf('#');
  const body = (hash === -1 ? line : line.slice(0, hash)).trim();
  const colon = body.indexOf(':');
  return colon === -1 ? body : `${body.slice(0, colon).trim().toLowerCase()}:${body.slice(colon + 1).trim()}`;
}
