/**
 * A Blob made from text pieces without holding them all: pieces are folded
 * into the Blob every few megabytes (a Blob made of a Blob and more parts
 * refers to the first one's data), so a 100,000 × 35-row export never becomes
 * one string, nor a list of strings as large as the file.
 */
const FOLD_CHARS = 1 << 22;

export function pieceBlob(pieces: Iterable<string>, type: string, foldChars = FOLD_CHARS): Blob {
  let blob = new Blob([], { type });
  let pending: string[] = [];
  let pendingChars = 0;
  for (const piece of pieces) {
    pending.push(piece);
    pendingChars += piece.length;
    if (pendingChars >= foldChars) {
      blob = new Blob([blob, ...pending], { type });
      pending = [];
      pendingChars = 0;
    }
  }
  return pending.length === 0 ? blob : new Blob([blob, ...pending], { type });
}
