import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { HelpModal, type HelpModalProps } from './HelpModal';

function setup(overrides: Partial<HelpModalProps> = {}) {
  const props: HelpModalProps = {
    opened: true,
    onClose: vi.fn(),
    onSendPriceRequest: vi.fn(() => Promise.resolve()),
    bookDemoUrl: 'https://example.com/book',
    videos: [{ title: 'Tour', url: 'https://example.com/tour' }],
    successCloseMs: 50,
    ...overrides,
  };
  renderWithTheme(<HelpModal {...props} />);
  return props;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('HelpModal', () => {
  it('links Book a Demo and opens the price form', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Book a Demo' }).getAttribute('href')).toBe(
      'https://example.com/book',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Request Price Details' }));
    expect(screen.getByLabelText('First name')).toBeTruthy();
  });

  it('validates in English', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Request Price Details' }));
    fill('Email', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.getByText('First name is required')).toBeTruthy());
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
  });

  it('validates in German', async () => {
    setup();
    fireEvent.click(screen.getByText('Deutsch'));
    fireEvent.click(screen.getByRole('button', { name: 'Preisinformationen anfordern' }));
    fireEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() => expect(screen.getByText('Vorname ist erforderlich')).toBeTruthy());
    expect(screen.getByText('E-Mail ist erforderlich')).toBeTruthy();
  });

  it('shows errors already on screen in the language chosen afterwards, and back', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Request Price Details' }));
    fill('Email', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.getByText('First name is required')).toBeTruthy());
    fireEvent.click(screen.getByText('Deutsch'));
    await waitFor(() => expect(screen.getByText('Vorname ist erforderlich')).toBeTruthy());
    expect(screen.getByText('Nachname ist erforderlich')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeTruthy();
    expect(screen.queryByText('First name is required')).toBeNull();
    // A field corrected before the switch shows no error afterwards.
    fill('Vorname', 'Ada');
    fireEvent.click(screen.getByText('English'));
    await waitFor(() => expect(screen.getByText('Last name is required')).toBeTruthy());
    expect(screen.queryByText('First name is required')).toBeNull();
    expect(screen.queryByText('Vorname ist erforderlich')).toBeNull();
  });

  it('marks the German content as German', async () => {
    setup();
    const dialog = screen.getByRole('dialog');
    expect(dialog.closest('[lang]')?.getAttribute('lang')).toBe('en');
    fireEvent.click(screen.getByText('Deutsch'));
    await waitFor(() =>
      expect(screen.getByRole('dialog').closest('[lang]')?.getAttribute('lang')).toBe('de'),
    );
  });

  it('sends, thanks, and returns to the help view', async () => {
    let finish: () => void = () => {};
    const onSendPriceRequest = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    setup({ onSendPriceRequest });
    fireEvent.click(screen.getByRole('button', { name: 'Request Price Details' }));
    fill('First name', 'Ada');
    fill('Last name', 'Lovelace');
    fill('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sending...' })).toBeTruthy());
    expect((screen.getByLabelText('First name') as HTMLInputElement).disabled).toBe(true);
    finish();
    await waitFor(() =>
      expect(screen.getByTestId('price-success').textContent).toBe(
        'Thank you! Your pricing request has been sent',
      ),
    );
    expect(onSendPriceRequest).toHaveBeenCalledWith(
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      'en',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request Price Details' })).toBeTruthy());
  });

  it('shows a dismissible error', async () => {
    setup({ onSendPriceRequest: () => Promise.reject(new Error('Failed to send request: Bad Gateway')) });
    fireEvent.click(screen.getByRole('button', { name: 'Request Price Details' }));
    fill('First name', 'Ada');
    fill('Last name', 'Lovelace');
    fill('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Failed to send request: Bad Gateway'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
