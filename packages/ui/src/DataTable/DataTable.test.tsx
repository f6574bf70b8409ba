import { Button } from '@mantine/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { DataTable, type DataTableProps } from './DataTable';
import type { DataTableColumn, DataTableState } from './types';

type Device = { id: string; name: string; ip: string | null; vendor: string; ports: number; note: string };

const devices: Device[] = [
  { id: 'd1', name: 'sw10', ip: '10.0.0.10', vendor: 'Cisco', ports: 48, note: 'core, rack "A"' },
  { id: 'd2', name: 'sw2', ip: '10.0.0.2', vendor: 'Juniper', ports: 24, note: '=1+1' },
  { id: 'd3', name: 'fw1', ip: null, vendor: 'Cisco', ports: 8, note: 'edge' },
  { id: 'd4', name: '', ip: '10.0.0.3', vendor: 'Cisco', ports: 12, note: '' },
];

const columns: DataTableColumn<Device>[] = [
  { id: 'name', header: 'Name', value: (d) => d.name, filter: 'text' },
  { id: 'ip', header: 'IP', value: (d) => d.ip },
  { id: 'vendor', header: 'Vendor', value: (d) => d.vendor, filter: 'select' },
  { id: 'ports', header: 'Ports', value: (d) => d.ports },
  { id: 'note', header: 'Note', value: (d) => d.note, hiddenByDefault: true },
];

// happy-dom lays nothing out; the virtualiser needs a viewport height to render rows.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});
afterEach(() => vi.restoreAllMocks());

function setup(props: Partial<DataTableProps<Device>> = {}) {
  return renderWithTheme(
    <DataTable data={devices} columns={columns} getRowId={(d) => d.id} exportFileName="devices" {...props} />,
  );
}

/** Text of the first cell of each body row, top to bottom. */
function names(): string[] {
  return [...document.querySelectorAll('tbody tr[data-row-id] td[data-column-id="name"]')].map(
    (cell) => cell.textContent ?? '',
  );
}

function header(name: string): HTMLElement {
  return screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
}

async function exportedCsv(): Promise<{ text: string; fileName: string }> {
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((value) => {
    blob = value as Blob;
    return 'blob:csv';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  let fileName = '';
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    fileName = this.download;
  });
  fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  if (!blob) throw new Error('no download');
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return { text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes), fileName };
}

describe('DataTable', () => {
  it('shows the rows, the visible columns and the row count', () => {
    setup();
    expect(names()).toEqual(['sw10', 'sw2', 'fw1', '']);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toContain('Vendor');
    expect(screen.queryByRole('columnheader', { name: 'Note' })).toBeNull();
    expect(screen.getByTestId('datatable-row-count').textContent).toBe('4 rows');
  });

  it('sorts by a header click, naturally, and reverses on the second click', () => {
    setup();
    fireEvent.click(within(header('Name')).getByRole('button'));
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['fw1', 'sw2', 'sw10', '']);
    fireEvent.click(within(header('Name')).getByRole('button'));
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['sw10', 'sw2', 'fw1', '']);
  });

  it('makes the sort buttons one Tab stop, moved along by the arrow keys, Home and End', () => {
    setup();
    const sortButton = (name: string) => within(header(name)).getByRole('button');
    const tabStops = () =>
      ['Name', 'IP', 'Vendor', 'Ports'].filter((name) => sortButton(name).tabIndex === 0);
    expect(tabStops()).toEqual(['Name']);
    act(() => sortButton('Name').focus());
    fireEvent.keyDown(sortButton('Name'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(sortButton('IP'));
    expect(tabStops()).toEqual(['IP']);
    fireEvent.keyDown(sortButton('IP'), { key: 'End' });
    expect(document.activeElement).toBe(sortButton('Ports'));
    fireEvent.keyDown(sortButton('Ports'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(sortButton('Ports'));
    fireEvent.keyDown(sortButton('Ports'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(sortButton('Vendor'));
    fireEvent.keyDown(sortButton('Vendor'), { key: 'Home' });
    expect(document.activeElement).toBe(sortButton('Name'));
    expect(tabStops()).toEqual(['Name']);
  });

  it('puts empty values last in both directions and sorts numbers numerically', () => {
    setup();
    fireEvent.click(within(header('IP')).getByRole('button'));
    expect(names()).toEqual(['sw2', '', 'sw10', 'fw1']);
    fireEvent.click(within(header('IP')).getByRole('button'));
    expect(names()).toEqual(['sw10', '', 'sw2', 'fw1']);
    fireEvent.click(within(header('Ports')).getByRole('button'));
    expect(names()).toEqual(['fw1', '', 'sw2', 'sw10']);
  });

  it('adds a second sort column on shift-click', () => {
    const onStateChange = vi.fn();
    const { rerender } = setup({ state: {}, onStateChange });
    fireEvent.click(within(header('Vendor')).getByRole('button'));
    const afterFirst: DataTableState = onStateChange.mock.calls.at(-1)?.[0];
    expect(afterFirst.sort).toEqual([{ id: 'vendor', desc: false }]);
    rerender(
      <DataTable
        data={devices}
        columns={columns}
        getRowId={(d) => d.id}
        state={afterFirst}
        onStateChange={onStateChange}
      />,
    );
    fireEvent.click(within(header('Name')).getByRole('button'), { shiftKey: true });
    expect(onStateChange.mock.calls.at(-1)?.[0].sort).toEqual([
      { id: 'vendor', desc: false },
      { id: 'name', desc: false },
    ]);
  });

  it('shows the values of new columns for the same rows (names looked up once their list has come)', () => {
    const withSites = (sites: Record<string, string>): DataTableColumn<Device>[] => [
      ...columns,
      { id: 'site', header: 'Site', value: (d) => sites[d.id] ?? '' },
    ];
    const { rerender } = setup({ columns: withSites({}) });
    const sites = () =>
      [...document.querySelectorAll('tbody tr[data-row-id] td[data-column-id="site"]')].map(
        (cell) => cell.textContent ?? '',
      );
    expect(sites()).toEqual(['', '', '', '']);
    rerender(
      <DataTable
        data={devices}
        columns={withSites({ d1: 'Hall 1', d2: 'Hall 2', d3: 'Hall 3', d4: 'Hall 4' })}
        getRowId={(d) => d.id}
      />,
    );
    expect(sites()).toEqual(['Hall 1', 'Hall 2', 'Hall 3', 'Hall 4']);
  });

  it('applies a controlled multi-column sort', () => {
    setup({
      state: {
        sort: [
          { id: 'vendor', desc: false },
          { id: 'name', desc: true },
        ],
      },
      onStateChange: () => {},
    });
    expect(names()).toEqual(['sw10', 'fw1', '', 'sw2']);
  });

  it('filters a text column by case-insensitive contains', async () => {
    setup();
    fireEvent.change(screen.getByLabelText('Filter Name'), { target: { value: 'SW' } });
    await waitFor(() => expect(names()).toEqual(['sw10', 'sw2']));
    expect(screen.getByTestId('datatable-row-count').textContent).toBe('2 of 4 rows');
  });

  it('offers the distinct values in a select filter and filters by the chosen one', async () => {
    setup();
    const [vendorInput] = screen.getAllByLabelText('Filter Vendor').filter((el) => el.tagName === 'INPUT');
    if (!vendorInput) throw new Error('no vendor filter');
    fireEvent.click(vendorInput);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Cisco', 'Juniper']);
    const juniper = options.find((option) => option.textContent === 'Juniper');
    if (!juniper) throw new Error('no Juniper option');
    fireEvent.click(juniper);
    await waitFor(() => expect(names()).toEqual(['sw2']));
  });

  it('searches all visible columns, not hidden ones', async () => {
    setup();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'juniper' } });
    await waitFor(() => expect(names()).toEqual(['sw2']));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '10.0.0.1' } });
    await waitFor(() => expect(names()).toEqual(['sw10']));
    // 'edge' is only in the hidden Note column.
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'edge' } });
    await waitFor(() =>
      expect(screen.getByTestId('datatable-empty').textContent).toBe('No rows match the search and filters'),
    );
    expect(screen.getByTestId('datatable-row-count').textContent).toBe('0 of 4 rows');
  });

  it('reports search changes through onStateChange', async () => {
    const onStateChange = vi.fn();
    setup({ state: {}, onStateChange });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'fw' } });
    await waitFor(() => expect(onStateChange).toHaveBeenCalledWith({ search: 'fw' }));
  });

  it('selects rows and hands the selected ones to the bulk actions', async () => {
    const onDelete = vi.fn();
    setup({
      selectable: true,
      bulkActions: (selected, clear) => (
        <Button
          onClick={() => {
            onDelete(selected.map((d) => d.id));
            clear();
          }}
        >
          Delete
        </Button>
      ),
    });
    expect(screen.queryByTestId('datatable-bulk-bar')).toBeNull();
    const [first, second] = screen.getAllByLabelText('Select row');
    if (!first || !second) throw new Error('rows missing');
    fireEvent.click(first);
    fireEvent.click(second);
    expect(screen.getByTestId('datatable-bulk-bar').textContent).toContain('2 selected');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(['d1', 'd2']);
    expect(screen.queryByTestId('datatable-bulk-bar')).toBeNull();
  });

  it('select-all selects exactly the filtered rows', async () => {
    const onAction = vi.fn();
    setup({
      selectable: true,
      bulkActions: (selected) => <Button onClick={() => onAction(selected.map((d) => d.id))}>Act</Button>,
    });
    fireEvent.change(screen.getByLabelText('Filter Name'), { target: { value: 'sw' } });
    await waitFor(() => expect(names()).toEqual(['sw10', 'sw2']));
    fireEvent.click(screen.getByLabelText('Select all rows'));
    expect(screen.getByTestId('datatable-bulk-bar').textContent).toContain('2 selected');
    fireEvent.click(screen.getByRole('button', { name: 'Act' }));
    expect(onAction).toHaveBeenCalledWith(['d1', 'd2']);
    fireEvent.click(screen.getByLabelText('Select all rows'));
    expect(screen.queryByTestId('datatable-bulk-bar')).toBeNull();
  });

  it('hides and shows columns from the Columns menu', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByLabelText('IP'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'IP' })).toBeNull());
    fireEvent.click(screen.getByLabelText('Note'));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Note' })).toBeTruthy());
  });

  it('exports exactly the rows and columns shown as CSV', async () => {
    setup({
      state: { sort: [{ id: 'name', desc: false }], filters: { vendor: 'Cisco' }, hidden: ['ports'] },
    });
    const { text, fileName } = await exportedCsv();
    expect(fileName).toBe('devices.csv');
    expect(text).toBe(
      '\uFEFFName,IP,Vendor,Note\r\nfw1,,Cisco,edge\r\nsw10,10.0.0.10,Cisco,"core, rack ""A"""\r\n,10.0.0.3,Cisco,\r\n',
    );
  });

  it('shows, searches and exports the text of a value while sorting by the value', async () => {
    const speed = (value: unknown) => (typeof value === 'number' ? `${value / 1000} Gbit/s` : '');
    setup({
      columns: [
        columns[0] as DataTableColumn<Device>,
        { id: 'ports', header: 'Speed', value: (d) => d.ports * 1000, text: speed },
      ],
      state: { sort: [{ id: 'ports', desc: true }] },
    });
    expect(
      [...document.querySelectorAll('td[data-column-id="ports"]')].map((cell) => cell.textContent),
    ).toEqual(['48 Gbit/s', '24 Gbit/s', '12 Gbit/s', '8 Gbit/s']);
    const { text } = await exportedCsv();
    expect(text.split('\r\n').slice(0, 3)).toEqual(['\uFEFFName,Speed', 'sw10,48 Gbit/s', 'sw2,24 Gbit/s']);
  });

  it('finds a row by the text of a value', async () => {
    const speed = (value: unknown) => (typeof value === 'number' ? `${value} Mbit/s` : '');
    setup({
      columns: [
        columns[0] as DataTableColumn<Device>,
        { id: 'ports', header: 'Speed', value: (d) => d.ports, text: speed },
      ],
      state: { search: '24 mbit' },
    });
    await waitFor(() => expect(names()).toEqual(['sw2']));
  });

  it('defuses formulas in the exported cells', async () => {
    setup({ state: { search: 'Juniper', hidden: [] } });
    const { text } = await exportedCsv();
    expect(text.split('\r\n')[1]).toBe("sw2,10.0.0.2,Juniper,24,'=1+1");
  });

  it('shows skeleton rows while loading', () => {
    setup({ data: [], loading: true });
    expect(screen.getAllByTestId('datatable-skeleton-row').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('datatable-row-count')).toBeNull();
  });

  it('shows the error message', () => {
    setup({ error: new Error('Request failed with status 500') });
    expect(screen.getByRole('alert').textContent).toContain('Request failed with status 500');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the empty text when there is no data', () => {
    setup({ data: [], emptyText: 'No devices' });
    expect(screen.getByTestId('datatable-empty').textContent).toBe('No devices');
    expect(screen.getByTestId('datatable-row-count').textContent).toBe('0 rows');
  });

  it('calls onRowClick, but not for a click on the checkbox', () => {
    const onRowClick = vi.fn();
    setup({ onRowClick, selectable: true });
    const [checkbox] = screen.getAllByLabelText('Select row');
    if (!checkbox) throw new Error('row missing');
    fireEvent.click(checkbox);
    expect(onRowClick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('fw1'));
    expect(onRowClick).toHaveBeenCalledWith(devices[2]);
  });

  it('shows plain values in rows that enter during a scroll, and their cells once it stops', async () => {
    const many = Array.from(
      { length: 500 },
      (_, i) => ({ ...devices[0], id: `r${i}`, name: `row ${i}` }) as Device,
    );
    const richColumns: DataTableColumn<Device>[] = [
      { id: 'name', header: 'Name', value: (d) => d.name, cell: (d) => <b>{d.name}</b> },
    ];
    setup({ data: many, columns: richColumns });
    const nameCell = (id: string) =>
      document.querySelector(`tr[data-row-id="${id}"] td[data-column-id="name"]`);
    expect(nameCell('r0')?.querySelector('b')?.textContent).toBe('row 0');
    const scroller = screen.getByTestId('datatable-scroll');
    act(() => {
      scroller.scrollTop = 4000;
      scroller.dispatchEvent(new Event('scroll'));
    });
    // The scroll renders synchronously; asserting before yielding keeps the 150 ms scroll window open.
    expect(nameCell('r100')).not.toBeNull();
    expect(nameCell('r100')?.querySelector('b')).toBeNull();
    expect(nameCell('r100')?.textContent).toBe('row 100');
    await waitFor(() => expect(nameCell('r100')?.querySelector('b')?.textContent).toBe('row 100'));
  });

  it('calls each value function once per row, not on sorting, searching or re-rendering', async () => {
    const calls = new Map<string, number>();
    const counted = columns.map((column) => ({
      ...column,
      value: (d: Device) => {
        calls.set(column.id, (calls.get(column.id) ?? 0) + 1);
        return column.value(d);
      },
    }));
    const view = setup({ columns: counted });
    fireEvent.click(within(header('Name')).getByRole('button'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'sw' } });
    await waitFor(() => expect(names()).toEqual(['sw2', 'sw10']));
    view.rerender(
      <DataTable
        data={devices}
        columns={counted}
        getRowId={(d) => d.id}
        exportFileName="devices"
        loading={false}
      />,
    );
    for (const column of columns) expect(calls.get(column.id)).toBe(devices.length);
  });

  it('renders only a window of a large list', () => {
    const many = Array.from(
      { length: 10_000 },
      (_, i) => ({ ...devices[0], id: `r${i}`, name: `row ${i}` }) as Device,
    );
    setup({ data: many, height: 400 });
    const rendered = document.querySelectorAll('tbody tr[data-row-id]').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(100);
    expect(screen.getByTestId('datatable-row-count').textContent).toBe('10,000 rows');
    act(() => {});
  });
});
