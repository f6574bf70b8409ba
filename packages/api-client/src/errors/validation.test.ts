import { describe, expect, it } from 'vitest';
import { formatValidationErrors, validationKind } from './validation';

describe('validationKind', () => {
  it.each([
    ['missing', 'Missing field'],
    ['value_error.missing', 'Missing field'],
    ['extra_forbidden', 'Extra field not allowed'],
    ['value_error', 'Invalid value'],
    ['value_error.email', 'Invalid value'],
    ['int_parsing', 'Wrong type'],
    ['string_type', 'Wrong type'],
    ['type_error.integer', 'Wrong type'],
    ['greater_than_equal', 'Validation error'],
    ['', 'Validation error'],
  ])('%s is %s', (type, kind) => {
    expect(validationKind(type)).toBe(kind);
  });
});

describe('formatValidationErrors', () => {
  const detail = [
    { type: 'missing', loc: ['body', 'username'], msg: 'Field required' },
    { type: 'extra_forbidden', loc: ['body', 'nick'], msg: 'Extra inputs are not permitted' },
    { type: 'value_error', loc: ['body', 'email'], msg: 'value is not a valid email address' },
    { type: 'int_parsing', loc: ['query', 'explorer_network_id'], msg: 'Input should be a valid integer' },
    { type: 'greater_than', loc: ['body', 'ports', 0, 'speed'], msg: 'Input should be greater than 0' },
  ];

  it('numbers the items under the heading, with kind, location and message', () => {
    expect(formatValidationErrors(detail).text).toBe(
      [
        'Validation errors:',
        '1. Missing field (body → username): Field required',
        '2. Extra field not allowed (body → nick): Extra inputs are not permitted',
        '3. Invalid value (body → email): value is not a valid email address',
        '4. Wrong type (query → explorer_network_id): Input should be a valid integer',
        '5. Validation error (body → ports → 0 → speed): Input should be greater than 0',
      ].join('\n'),
    );
  });

  it('gives the items as data too', () => {
    expect(formatValidationErrors(detail).issues[0]).toEqual({
      number: 1,
      kind: 'Missing field',
      location: 'body → username',
      message: 'Field required',
    });
  });

  it('accepts the whole 422 body', () => {
    expect(formatValidationErrors({ detail: detail.slice(0, 1) }).text).toBe(
      'Validation errors:\n1. Missing field (body → username): Field required',
    );
  });

  it('leaves out the location when the server gives none', () => {
    expect(formatValidationErrors([{ type: 'value_error', msg: 'Bad' }]).text).toBe(
      'Validation errors:\n1. Invalid value: Bad',
    );
  });

  it("says 'Validation error occurred' for an empty or unreadable list", () => {
    expect(formatValidationErrors([])).toEqual({ issues: [], text: 'Validation error occurred' });
    expect(formatValidationErrors({ detail: [] }).text).toBe('Validation error occurred');
    expect(formatValidationErrors('nonsense').text).toBe('Validation error occurred');
    expect(formatValidationErrors([null, 'x']).text).toBe('Validation error occurred');
  });
});
