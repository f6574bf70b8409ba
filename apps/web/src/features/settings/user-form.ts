import type { Role, UserCreate } from '@lne/api-client';
import { settingsMessages as m } from './messages';

export type UserFormValues = {
  username: string;
  email: string;
  password: string;
  role: Role;
  superuser: boolean;
};

export type UserFormErrors = Partial<Record<'username' | 'email' | 'password', string>>;

const EMAIL = /^[^@\s]+@[^@\s]+$/;

/** Checks the registration form as the server will, so mistakes show beside their field. */
export function validateUserForm(values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {};
  if (!values.username.trim()) errors.username = m.usernameRequired;
  if (!EMAIL.test(values.email.trim())) errors.email = m.emailInvalid;
  if (!values.password.trim()) errors.password = m.passwordRequired;
  return errors;
}

/** The registration body: trimmed values; a superuser is an admin. */
export function toUserCreate(values: UserFormValues): UserCreate {
  return {
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password.trim(),
    role: values.superuser ? 'admin' : values.role,
    is_superuser: values.superuser,
  };
}
