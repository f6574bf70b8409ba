import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { ChangePasswordDialog } from './ChangePasswordDialog';

function setup() {
  const onSubmit = vi.fn();
  renderWithTheme(<ChangePasswordDialog opened onClose={() => {}} onSubmit={onSubmit} />);
  return onSubmit;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));

describe('ChangePasswordDialog', () => {
  it('asks to retype the password', async () => {
    const onSubmit = setup();
    type('Password', 'secret');
    submit();
    await waitFor(() => expect(screen.getByText('Please retype your password.')).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects different passwords', async () => {
    const onSubmit = setup();
    type('Password', 'secret');
    type('Repeat Password', 'other');
    submit();
    await waitFor(() => expect(screen.getByText('Your passwords do not match.')).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed password', async () => {
    const onSubmit = setup();
    type('Password', '  secret ');
    type('Repeat Password', 'secret');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('secret'));
  });

  it('has Cancel and Update Password buttons', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeTruthy();
  });
});
