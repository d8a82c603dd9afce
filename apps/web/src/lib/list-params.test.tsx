import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useListParams, type ListParams } from './list-params';

const sortable = ['name', 'preis'] as const;
let list: ListParams<(typeof sortable)[number]>;
function Probe() {
  list = useListParams(sortable, 'name');
  return null;
}

function listAt(url: string) {
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('sorting a list by its column headers', () => {
  it('turns the direction on a second click, also before the first sort is shown', async () => {
    const router = listAt('/?page=3');
    // Two clicks on 'Preis' with no render in between (the first sort still loading).
    const shown = list;
    act(() => {
      shown.toggleSort('preis');
      shown.toggleSort('preis');
    });
    expect(router.state.location.search).toBe('?sort=preis&dir=desc');
    expect(list).toMatchObject({ sort: 'preis', dir: 'desc', page: 1 });
    act(() => list.toggleSort('preis'));
    expect(router.state.location.search).toBe('?sort=preis&dir=asc');
    act(() => list.toggleSort('name'));
    expect(list).toMatchObject({ sort: 'name', dir: 'asc' });
  });

  it('turns the default sort the other way on the first click', () => {
    listAt('/');
    act(() => list.toggleSort('name'));
    expect(list).toMatchObject({ sort: 'name', dir: 'desc' });
  });
});
