/**
 * Bulk selection of SPEC §2: a click toggles one row; a shift-click gives every row from the last
 * clicked one (the anchor) up to this one the state this row gets.
 */
export function toggleSelection<Id>(
  selected: ReadonlySet<Id>,
  ids: readonly Id[],
  index: number,
  anchor: number | null,
  shift: boolean,
): Set<Id> {
  const next = new Set(selected);
  const id = ids[index];
  if (id === undefined) return next;
  const select = !selected.has(id);
  const [from, to] =
    shift && anchor !== null && anchor < ids.length
      ? [Math.min(anchor, index), Math.max(anchor, index)]
      : [index, index];
  for (const rowId of ids.slice(from, to + 1)) {
    if (select) next.add(rowId);
    else next.delete(rowId);
  }
  return next;
}

/** Header checkbox: selects every row of the page, or none when all were selected. */
export function toggleAll<Id>(selected: ReadonlySet<Id>, ids: readonly Id[]): Set<Id> {
  return ids.length > 0 && ids.every((id) => selected.has(id)) ? new Set() : new Set(ids);
}
