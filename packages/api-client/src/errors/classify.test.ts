import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import {
  errorMessage,
  isIgnoredError,
  isLogoutError,
  isUnexpectedVersion,
  loginErrorMessage,
} from './classify';

const apiError = (status: number, statusText: string, body: unknown) =>
  new ApiError('/api/x', status, statusText, body);

describe('isUnexpectedVersion', () => {
  it("is true for a 400 whose body error is 'Unexpected version'", () => {
    expect(isUnexpectedVersion(apiError(400, 'Bad Request', { error: 'Unexpected version' }))).toBe(true);
  });

  it('is false for other 400s, other statuses and other errors', () => {
    expect(isUnexpectedVersion(apiError(400, 'Bad Request', { detail: 'Bad Request' }))).toBe(false);
    expect(isUnexpectedVersion(apiError(409, 'Conflict', { error: 'Unexpected version' }))).toBe(false);
    expect(isUnexpectedVersion(new Error('Unexpected version'))).toBe(false);
  });

  it('recognises an ApiError of another copy of the package by its shape', () => {
    const foreign = Object.assign(new Error('Bad Request'), {
      name: 'ApiError',
      url: '/api/x',
      status: 400,
      statusText: 'Bad Request',
      body: { error: 'Unexpected version' },
    });
    expect(isUnexpectedVersion(foreign)).toBe(true);
  });
});

describe('isLogoutError', () => {
  it("is true for 401 'Missing token or inactive user.' and any other 401", () => {
    expect(isLogoutError(apiError(401, 'Unauthorized', { detail: 'Missing token or inactive user.' }))).toBe(
      true,
    );
    expect(isLogoutError(apiError(401, 'Unauthorized', { detail: 'Unauthorized' }))).toBe(true);
  });

  it('is false for 403 and plain errors', () => {
    expect(isLogoutError(apiError(403, 'Forbidden', { detail: 'Not a superuser.' }))).toBe(false);
    expect(isLogoutError(new Error('Unauthorized'))).toBe(false);
  });
});

describe('isIgnoredError', () => {
  it("is true only for 404 'The user does not exist.'", () => {
    expect(isIgnoredError(apiError(404, 'Not Found', { detail: 'The user does not exist.' }))).toBe(true);
    expect(isIgnoredError(apiError(404, 'Not Found', { detail: 'Not Found' }))).toBe(false);
    expect(isIgnoredError(apiError(400, 'Bad Request', { detail: 'The user does not exist.' }))).toBe(false);
  });
});

describe('errorMessage', () => {
  it('prefers the detail of the body', () => {
    expect(errorMessage(apiError(403, 'Forbidden', { detail: 'Not a superuser.' }))).toBe('Not a superuser.');
    expect(
      errorMessage(apiError(400, 'Bad Request', { detail: { code: 'X', reason: 'Password too short' } })),
    ).toBe('Password too short');
  });

  it('formats a 422 list', () => {
    const body = { detail: [{ type: 'missing', loc: ['body', 'name'], msg: 'Field required' }] };
    expect(errorMessage(apiError(422, 'Unprocessable Content', body))).toBe(
      'Validation errors:\n1. Missing field (body → name): Field required',
    );
  });

  it('falls back to the message, which is the status text for API errors', () => {
    expect(errorMessage(apiError(500, 'Internal Server Error', undefined))).toBe('Internal Server Error');
    expect(errorMessage(apiError(599, 'Generic Error', 'oops'))).toBe('Generic Error');
    expect(errorMessage(new Error('Request aborted'))).toBe('Request aborted');
    expect(errorMessage({ message: 'plain object' })).toBe('plain object');
  });

  it("says 'An unexpected error occurred' when there is nothing to show", () => {
    expect(errorMessage(new Error(''))).toBe('An unexpected error occurred');
    expect(errorMessage(undefined)).toBe('An unexpected error occurred');
    expect(errorMessage(42)).toBe('An unexpected error occurred');
  });
});

describe('loginErrorMessage', () => {
  it("reads LOGIN_BAD_CREDENTIALS as 'Wrong username or password'", () => {
    expect(loginErrorMessage('LOGIN_BAD_CREDENTIALS')).toBe('Wrong username or password');
  });

  it('shows other codes as they are', () => {
    expect(loginErrorMessage('LOGIN_USER_NOT_VERIFIED')).toBe('LOGIN_USER_NOT_VERIFIED');
  });

  it('takes the error of the login call too', () => {
    expect(loginErrorMessage(apiError(400, 'Bad Request', { detail: 'LOGIN_BAD_CREDENTIALS' }))).toBe(
      'Wrong username or password',
    );
    expect(loginErrorMessage(apiError(400, 'Bad Request', { detail: 'LOGIN_USER_NOT_VERIFIED' }))).toBe(
      'LOGIN_USER_NOT_VERIFIED',
    );
  });
});
