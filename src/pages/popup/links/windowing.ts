/** Which rows of a fixed-row-height list are on screen: the arithmetic of the virtualised file view. */

export interface RowWindow {
  /** First row to render (0-based, inclusive). */
  start: number;
  /** Row after the last one to render (exclusive). */
  end: number;
}

export function visibleRows(scrollTop: number, viewportHeight: number, rowHeight: number, rowCount: number, overscan: number): RowWindow {
  if (rowCount <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const top = Math.max(0, scrollTop);
  const first = Math.min(rowCount - 1, Math.floor(top / rowHeight));
  const last = Math.min(rowCount, Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight));
  return { start: Math.max(0, first - overscan), end: Math.min(rowCount, Math.max(last, first + 1) + overscan) };
}

/** The scrollTop that puts a 1-based line near the middle of the viewport. */
export function scrollTopForLine(line: number, viewportHeight: number, rowHeight: number, rowCount: number): number {
  const index = Math.min(Math.max(line, 1), Math.max(rowCount, 1)) - 1;
  const centred = index * rowHeight - (viewportHeight - rowHeight) / 2;
  const max = Math.max(0, rowCount * rowHeight - viewportHeight);
  return Math.round(Math.min(max, Math.max(0, centred)));
}

export type TokenKind = 'comment' | 'user-agent' | 'allow' | 'disallow' | 'sitemap' | 'field' | 'text';

export interface Token {
  kind: TokenKind | 'punct' | 'value';
  text: string;
}

/**
 * Splits one robots.txt line for colouring: key, colon, value, comment.
 * Only for the eye: the parser decides, this never changes what is shown.
 */
export function tokenizeLine(text: string): Token[] {
  const hash = text.indexOf('#');
  const body = hash === -1 ? text : text.slice(0, hash);
  const comment = hash === -1 ? '' : text.slice(hash);
  const tokens: Token[] = [];
  const colon = body.indexOf(':');
  if (colon === -1) {
    if (body) tokens.push({ kind: 'text', text: body });
  } else {
    const key = body.slice(0, colon);
    tokens.push({ kind: keyKind(key), text: key }, { kind: 'punct', text: ':' });
    const value = body.slice(colon + 1);
    if (value) tokens.push({ kind: 'value', text: value });
  }
  if (comment) tokens.push({ kind: 'comment', text: comment });
  return tokens;
}

function keyKind(key: string): TokenKind {
  const k = key.trim().toLowerCase();
  if (k.startsWith('user-agent') || k === 'useragent' || k === 'user agent') return 'user-agent';
  if (k.startsWith('disallow') || /^(dissallow|dissalow|disalow|diasllow|disallaw)$/.test(k)) return 'disallow';
  if (k.startsWith('allow')) return 'allow';
  if (k.startsWith('sitemap') || k === 'site-map') return 'sitemap';
  return 'field';
}
