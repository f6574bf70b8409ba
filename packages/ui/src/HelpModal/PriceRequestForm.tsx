import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { valibotResolver } from '../forms/valibot-resolver';
import { type HelpLanguage, helpMessages } from './messages';

export type PriceRequest = { firstName: string; lastName: string; email: string };

/** The price request schema with the messages of the selected language (spec §5). */
export function priceRequestSchema(language: HelpLanguage) {
  const t = helpMessages[language];
  return v.object({
    firstName: v.pipe(v.string(), v.trim(), v.nonEmpty(t.firstNameRequired)),
    lastName: v.pipe(v.string(), v.trim(), v.nonEmpty(t.lastNameRequired)),
    email: v.pipe(v.string(), v.trim(), v.nonEmpty(t.emailRequired), v.email(t.emailInvalid)),
  });
}

/** Default time the success message stays before the form hands back to the help view (spec §9). */
export const PRICE_SUCCESS_CLOSE_MS = 2000;

export type PriceRequestFormProps = {
  language: HelpLanguage;
  /** Sends the request; rejects with an Error whose message is shown, or without one for the fallback text. */
  onSend: (request: PriceRequest) => Promise<void>;
  /** Called after the success message has been shown for `successCloseMs`. */
  onDone: () => void;
  successCloseMs?: number;
};

type SendState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success' }
  | { kind: 'error'; message: string };

/** Request Price Details: idle, sending (fields disabled, 'Sending...'), success, dismissible error (spec §4). */
export function PriceRequestForm({
  language,
  onSend,
  onDone,
  successCloseMs = PRICE_SUCCESS_CLOSE_MS,
}: PriceRequestFormProps) {
  const t = helpMessages[language];
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const form = useForm<PriceRequest>({
    initialValues: { firstName: '', lastName: '', email: '' },
    validate: valibotResolver(priceRequestSchema(language)),
  });

  // Errors already shown follow a change of language (spec §5); fields without an error stay untouched.
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    for (const path of Object.keys(form.errors)) form.validateField(path);
  }, [language, form]);

  useEffect(() => {
    if (state.kind !== 'success') return;
    const timer = setTimeout(onDone, successCloseMs);
    return () => clearTimeout(timer);
  }, [state.kind, onDone, successCloseMs]);

  const sending = state.kind === 'sending';
  const submit = form.onSubmit(async (values) => {
    setState({ kind: 'sending' });
    try {
      await onSend({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
      });
      form.reset();
      setState({ kind: 'success' });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : t.sendFailed;
      setState({ kind: 'error', message });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {state.kind === 'success' ? (
          <Alert color="green" data-testid="price-success">
            {t.success}
          </Alert>
        ) : null}
        {state.kind === 'error' ? (
          <Alert
            color="red"
            role="alert"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setState({ kind: 'idle' })}
          >
            {state.message}
          </Alert>
        ) : null}
        <TextInput label={t.firstName} disabled={sending} {...form.getInputProps('firstName')} />
        <TextInput label={t.lastName} disabled={sending} {...form.getInputProps('lastName')} />
        <TextInput label={t.email} type="email" disabled={sending} {...form.getInputProps('email')} />
        <Button type="submit" disabled={sending}>
          {sending ? t.sending : t.send}
        </Button>
      </Stack>
    </form>
  );
}
