import type { DataTableState } from '@lne/ui';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  retainSearchParams,
} from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GLOBAL_SEARCH_KEYS, globalSearchSchema } from '../navigation/search';
import { useUrlTableState } from './use-url-table-state';

let setTableState: (state: DataTableState) => void = () => {};

function ListPage() {
  const [state, setState] = useUrlTableState();
  setTableState = setState;
  return <pre data-testid="state">{JSON.stringify(state)}</pre>;
}

function setup(url: string) {
  const rootRoute = createRootRoute({
    validateSearch: globalSearchSchema,
    search: { middlewares: [retainSearchParams([...GLOBAL_SEARCH_KEYS])] },
    component: Outlet,
  });
  const listRoute = createRoute({ getParentRoute: () => rootRoute, path: '/list', component: ListPage });
  const otherRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/logout',
    component: () => <p>other</p>,
  });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree: rootRoute.addChildren([listRoute, otherRoute]), history });
  render(<RouterProvider router={router} />);
  return { router, history };
}

afterEach(() => cleanup());

const shown = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}');

describe('useUrlTableState', () => {
  it('reads the list state from the URL', async () => {
    setup('/list?network=2&sort=name%3Adesc&q=core&filters=%7B%22vendor%22%3A%22Cisco%22%7D&cols=ip');
    await waitFor(() =>
      expect(shown()).toEqual({
        sort: [{ id: 'name', desc: true }],
        search: 'core',
        filters: { vendor: 'Cisco' },
        hidden: ['ip'],
      }),
    );
  });

  it('writes the state to the URL, replacing the history entry', async () => {
    const { router, history } = setup('/list?network=2');
    await screen.findByTestId('state');
    const entries = history.length;
    act(() =>
      setTableState({ sort: [{ id: 'ip', desc: false }], search: 'sw', filters: { vendor: 'Juniper' } }),
    );
    await waitFor(() => expect(shown().search).toBe('sw'));
    expect(router.state.location.search).toMatchObject({
      network: 2,
      sort: 'ip:asc',
      q: 'sw',
      filters: { vendor: 'Juniper' },
    });
    act(() => setTableState({ search: 'sw1' }));
    await waitFor(() => expect(shown()).toEqual({ search: 'sw1' }));
    expect(router.state.location.search).not.toHaveProperty('sort');
    expect(history.length).toBe(entries);
  });

  it('does not carry the list state to another page, unlike network', async () => {
    const { router } = setup('/list?network=2&q=core&sort=name%3Aasc');
    await screen.findByTestId('state');
    await act(() => router.navigate({ to: '/logout' }));
    await screen.findByText('other');
    expect(router.state.location.search).toEqual({ network: 2, snapshot: 1 });
  });
});
