import { loginFormMessages } from '@lne/ui';

/** Exact texts of the sign-in page and session handling (spec §2, §5); the form's own texts live with it. */
export const authMessages = {
  ...loginFormMessages,
  title: 'Sign in',
} as const;
