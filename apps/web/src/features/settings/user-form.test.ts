import { describe, expect, it } from 'vitest';
import { toUserCreate, validateUserForm } from './user-form';

const valid = {
  username: ' alice ',
  email: 'alice@example.com ',
  password: ' pw1 ',
  role: 'user' as const,
  superuser: false,
};

describe('user registration form', () => {
  it('accepts a complete form and sends trimmed values', () => {
    expect(validateUserForm(valid)).toEqual({});
    expect(toUserCreate(valid)).toEqual({
      username: 'alice',
      email: 'alice@example.com',
      password: 'pw1',
      role: 'user',
      is_superuser: false,
    });
  });

  it('makes a superuser an admin', () => {
    expect(toUserCreate({ ...valid, superuser: true }).role).toBe('admin');
  });

  it('names each missing or wrong field', () => {
    expect(validateUserForm({ ...valid, username: ' ', email: 'nope', password: '' })).toEqual({
      username: 'Username cannot be empty',
      email: 'Please enter a valid email address',
      password: 'Password cannot be empty',
    });
  });
});
