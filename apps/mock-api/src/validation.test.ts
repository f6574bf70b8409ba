import { describe, expect, it } from 'vitest';
import { ContractValidators, coerceParameter, loadContract, toIssues } from './validation';

const validators = new ContractValidators(loadContract());

describe('contract validation', () => {
  it('parses query and path values as FastAPI does', () => {
    expect(coerceParameter('12', { type: 'integer' })).toEqual({ ok: true, value: 12 });
    expect(coerceParameter('1.5', { type: 'integer' })).toMatchObject({
      ok: false,
      issue: { type: 'int_parsing' },
    });
    expect(coerceParameter('yes', { type: 'boolean' })).toEqual({ ok: true, value: true });
    expect(coerceParameter(['1', '2'], { type: 'array', items: { type: 'integer' } })).toEqual({
      ok: true,
      value: [1, 2],
    });
  });

  it('answers pydantic-like issues for bodies', () => {
    const validate = validators.validator('POST', '/api/system/groups');
    expect(
      validate?.({ query: {}, params: {}, body: { name: 5, colour: 'red' }, contentType: 'application/json' })
        .issues,
    ).toEqual([
      { type: 'extra_forbidden', loc: ['body', 'colour'], msg: 'Extra inputs are not permitted' },
      { type: 'string_type', loc: ['body', 'name'], msg: 'Input should be a valid string' },
    ]);
    expect(validate?.({ query: {}, params: {}, body: undefined, contentType: undefined }).issues).toEqual([
      { type: 'missing', loc: ['body'], msg: 'Field required' },
    ]);
  });

  it('checks answers against the declared response schema, shared responses included', () => {
    const me = validators.responseValidator('GET', '/api/system/users/me', 200);
    expect(me?.({ data: { id: 1 } })).toBe(false);
    expect(toIssues(me?.errors, [])[0]).toMatchObject({ type: 'missing' });
    const unauthorized = validators.responseValidator('GET', '/api/system/users/me', 401);
    expect(unauthorized?.({ detail: 'Missing token or inactive user.' })).toBe(true);
    expect(validators.isSecured('POST', '/api/system/auth/jwt/login')).toBe(false);
    expect(validators.isSecured('GET', '/api/system/users/me')).toBe(true);
  });
});
