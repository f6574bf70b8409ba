import { ApiError } from '@lne/api-client';
import { describe, expect, it, vi } from 'vitest';

const handled = vi.hoisted(() => vi.fn());
vi.mock('../shared/errors/global-handler', () => ({ handleGlobalError: handled }));

import { PAGE_SHOWS_NOT_FOUND } from '../shared/errors/meta';
import { createAppQueryClient } from './query-client';

const fail = (status: number) => () => Promise.reject(new ApiError('/api/x', status, 'Not Found', {}));

describe('createAppQueryClient', () => {
  it('leaves a 404 to the page that says the item is missing, and handles every other error', async () => {
    const client = createAppQueryClient(() => Promise.resolve());
    await client
      .fetchQuery({ queryKey: ['a'], queryFn: fail(404), meta: PAGE_SHOWS_NOT_FOUND })
      .catch(() => undefined);
    expect(handled).not.toHaveBeenCalled();
    await client
      .fetchQuery({ queryKey: ['b'], queryFn: fail(500), meta: PAGE_SHOWS_NOT_FOUND })
      .catch(() => undefined);
    expect(handled).toHaveBeenCalledTimes(1);
    await client.fetchQuery({ queryKey: ['c'], queryFn: fail(404) }).catch(() => undefined);
    expect(handled).toHaveBeenCalledTimes(2);
  });
});
