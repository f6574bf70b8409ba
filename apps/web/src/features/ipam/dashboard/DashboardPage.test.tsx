import { theme } from '@lne/ui';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardPage } from './DashboardPage';

afterEach(() => cleanup());

const renderPage = () =>
  render(
    <MantineProvider theme={theme}>
      <DashboardPage />
    </MantineProvider>,
  );

describe('DashboardPage', () => {
  it('shows the summary of the sample data with the computed utilisation', () => {
    renderPage();
    expect(screen.getByTestId('ipam-total-ips').textContent).toContain('10,240');
    expect(screen.getByTestId('ipam-used-ips').textContent).toContain('6,434');
    expect(screen.getByTestId('ipam-available-ips').textContent).toContain('3,806');
    expect(screen.getByTestId('ipam-utilization').textContent).toBe('62.8%');
    expect(screen.getByTestId('ipam-total-prefixes').textContent).toContain('24');
    expect(screen.getByTestId('ipam-pending-requests').textContent).toContain('3');
  });

  it('lists the top prefixes, highest utilisation first, with their status chips', () => {
    renderPage();
    const rows = within(screen.getByTestId('ipam-top-prefixes')).getAllByRole('row');
    expect(rows.map((row) => row.textContent?.split('/')[0])).toEqual([
      '10.10.1.0',
      '10.20.0.0',
      '172.16.8.0',
      '192.168.50.0',
      '10.30.0.0',
    ]);
    const chips = rows.map((row) => within(row).getByText(/^(Active|Reserved|Deprecated)$/).textContent);
    expect(chips).toEqual(['Active', 'Active', 'Deprecated', 'Reserved', 'Active']);
  });

  it('links to the pages of spec §2 under the base path', () => {
    renderPage();
    const base = import.meta.env.BASE_URL.replace(/\/$/, '');
    expect(screen.getByRole('link', { name: 'View all groups' }).getAttribute('href')).toBe(`${base}/groups`);
    expect(screen.getByRole('link', { name: 'View all prefixes' }).getAttribute('href')).toBe(
      `${base}/prefixes`,
    );
    expect(screen.getByRole('link', { name: 'View all requests' }).getAttribute('href')).toBe(
      `${base}/ip-requests`,
    );
    const open = within(screen.getByTestId('ipam-requests')).getAllByRole('link');
    expect(open.map((link) => link.getAttribute('href'))).toEqual([
      `${base}/ip-requests?selected=req-1042`,
      `${base}/ip-requests?selected=req-1043`,
      `${base}/ip-requests?selected=req-1045`,
    ]);
  });

  it('names each request type with its count or size', () => {
    renderPage();
    const requests = screen.getByTestId('ipam-requests');
    expect(within(requests).getByText('Single IP')).toBeTruthy();
    expect(within(requests).getByText('8 IPs')).toBeTruthy();
    expect(within(requests).getByText('Subnet /26')).toBeTruthy();
  });
});
