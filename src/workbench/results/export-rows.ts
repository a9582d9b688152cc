/** Which rows an export or a copy holds: the selected rows in the order shown, or the rows shown when nothing is selected. */

export function rowsToExport(shown: Uint32Array, selected: ReadonlySet<number>): Uint32Array {
  if (selected.size === 0) return shown;
  return shown.filter((i) => selected.has(i));
}
