import { createQueryClient, getGetVersionQueryKey } from '@lne/api-client';
import { theme } from '@lne/ui';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppFooter } from './AppFooter';

afterEach(() => cleanup());

describe('AppFooter', () => {
  it('shows the version the server reported through the generated version query', () => {
    const client = createQueryClient();
    client.setQueryData(getGetVersionQueryKey(), { version: '2.4.1', git_commit_id: 'c0ffee' });
    render(
      <MantineProvider theme={theme}>
        <QueryClientProvider client={client}>
          <AppFooter />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.getByTestId('version-label').textContent).toBe('lightweight network explorer | 2.4.1');
  });
});
