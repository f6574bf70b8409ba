import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('never retries, never expires and refetches on reconnect (spec §9)', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(defaults.queries?.gcTime).toBe(Number.POSITIVE_INFINITY);
    expect(defaults.queries?.refetchOnReconnect).toBe(true);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('runs a failing query once only', async () => {
    const client = createQueryClient();
    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['failing'],
        queryFn: () => {
          calls++;
          throw new Error('down');
        },
      }),
    ).rejects.toThrow('down');
    expect(calls).toBe(1);
  });
});
