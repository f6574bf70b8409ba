import { ApiError } from '@lne/api-client';
import { describe, expect, it } from 'vitest';
import { loginFailureText } from './login-error';

const failure = (body: unknown) => new ApiError('/api/system/auth/jwt/login', 400, 'Bad Request', body);

describe('loginFailureText', () => {
  it('words LOGIN_BAD_CREDENTIALS', () => {
    expect(loginFailureText(failure({ detail: 'LOGIN_BAD_CREDENTIALS' }))).toBe('Wrong username or password');
  });

  it('shows other codes as they are', () => {
    expect(loginFailureText(failure({ detail: 'LOGIN_USER_NOT_VERIFIED' }))).toBe('LOGIN_USER_NOT_VERIFIED');
  });

  it('falls back to the status text, then the message', () => {
    expect(loginFailureText(failure(undefined))).toBe('Bad Request');
    expect(loginFailureText(new Error('Request aborted'))).toBe('Request aborted');
  });
});
