import { describe, expect, it } from 'vitest';
import { toggleAll, toggleSelection } from './selection';

const ids = [11, 12, 13, 14, 15];

describe('row selection (SPEC §2)', () => {
  it('a click toggles one row', () => {
    const one = toggleSelection(new Set<number>(), ids, 1, null, false);
    expect([...one]).toEqual([12]);
    expect([...toggleSelection(one, ids, 1, 1, false)]).toEqual([]);
  });

  it('a shift-click selects every row from the anchor to the clicked one, in either direction', () => {
    expect([...toggleSelection(new Set([12]), ids, 3, 1, true)].sort()).toEqual([12, 13, 14]);
    expect([...toggleSelection(new Set([14]), ids, 0, 3, true)].sort()).toEqual([11, 12, 13, 14]);
  });

  it('a shift-click on a selected row unselects the whole range', () => {
    expect([...toggleSelection(new Set(ids), ids, 3, 1, true)].sort()).toEqual([11, 15]);
  });

  it('shift without an anchor, or with one from a longer page, toggles only the clicked row', () => {
    expect([...toggleSelection(new Set<number>(), ids, 2, null, true)]).toEqual([13]);
    expect([...toggleSelection(new Set<number>(), ids, 2, 9, true)]).toEqual([13]);
  });

  it('leaves the given set unchanged and ignores an index outside the page', () => {
    const selected = new Set([11]);
    toggleSelection(selected, ids, 2, 0, true);
    expect([...selected]).toEqual([11]);
    expect([...toggleSelection(selected, ids, 7, null, false)]).toEqual([11]);
  });

  it('the header checkbox selects the whole page, or none when all were selected', () => {
    expect([...toggleAll(new Set([12]), ids)]).toEqual(ids);
    expect([...toggleAll(new Set(ids), ids)]).toEqual([]);
    expect([...toggleAll(new Set<number>(), [])]).toEqual([]);
  });
});
