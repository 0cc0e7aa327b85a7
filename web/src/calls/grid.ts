// The call overlay's tile grid (spec 2): 1 tile uses 1 column, 2 tiles 2 columns, up to 4
// tiles a 2x2 grid, more tiles 3 columns.
export function gridColumns(tiles: number): number {
  if (tiles <= 1) return 1;
  if (tiles <= 4) return 2;
  return 3;
}

/** Rows the grid needs, so tiles share the height evenly. */
export function gridRows(tiles: number): number {
  return Math.max(1, Math.ceil(tiles / gridColumns(tiles)));
}

/** The label of a tile: 'You' for one's own, otherwise the member's name. */
export function tileLabel(isSelf: boolean, name: string | null | undefined): string {
  if (isSelf) return 'You';
  return name?.trim() || 'Unknown User';
}
