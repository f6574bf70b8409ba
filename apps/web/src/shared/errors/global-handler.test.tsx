import { ApiError } from '@lne/api-client';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleGlobalError } from './global-handler';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn(), clean: vi.fn() } }));

const effects = () => ({ logout: vi.fn(), reload: vi.fn() });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('handleGlobalError', () => {
  it('logs out on 401 without a toast', () => {
    const fx = effects();
    handleGlobalError(
      new ApiError('/api/x', 401, 'Unauthorized', { detail: 'Missing token or inactive user.' }),
      fx,
    );
    expect(fx.logout).toHaveBeenCalledTimes(1);
    expect(notifications.show).not.toHaveBeenCalled();
  });

  it('ignores 404 "The user does not exist."', () => {
    const fx = effects();
    handleGlobalError(new ApiError('/api/x', 404, 'Not Found', { detail: 'The user does not exist.' }), fx);
    expect(notifications.show).not.toHaveBeenCalled();
  });

  it('toasts other errors with their detail', () => {
    handleGlobalError(new ApiError('/api/x', 403, 'Forbidden', { detail: 'Not a superuser.' }), effects());
    expect(notifications.show).toHaveBeenCalledWith({ color: 'red', message: 'Not a superuser.' });
  });

  it('on "Unexpected version" dismisses toasts, clears nwos_version and reloads once after 1 s', () => {
    localStorage.setItem('nwos_version', '0.0.1');
    const fx = effects();
    const stale = new ApiError('/api/x', 400, 'Bad Request', { error: 'Unexpected version' });
    handleGlobalError(stale, fx);
    handleGlobalError(stale, fx);
    expect(notifications.clean).toHaveBeenCalledTimes(1);
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'The app version has been updated' }),
    );
    expect(localStorage.getItem('nwos_version')).toBeNull();
    vi.advanceTimersByTime(999);
    expect(fx.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fx.reload).toHaveBeenCalledTimes(1);
  });
});
