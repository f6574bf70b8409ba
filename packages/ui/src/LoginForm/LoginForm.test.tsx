import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { LoginForm } from './LoginForm';

describe('LoginForm', () => {
  it('requires username and password with the exact texts', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<LoginForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByText('Username cannot be empty')).toBeTruthy());
    expect(screen.getByText('Password cannot be empty')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed username and the password', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<LoginForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: ' admin ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ username: 'admin', password: 'secret' }));
  });

  it('shows a failure in an alert', () => {
    renderWithTheme(<LoginForm onSubmit={() => {}} error="Wrong username or password" />);
    expect(screen.getByRole('alert').textContent).toBe('Wrong username or password');
  });
});
