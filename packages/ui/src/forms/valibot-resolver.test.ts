import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { valibotResolver } from './valibot-resolver';

const schema = v.object({
  name: v.pipe(v.string(), v.nonEmpty('Name is required')),
  email: v.pipe(v.string(), v.nonEmpty('Email is required'), v.email('Invalid email')),
});

describe('valibotResolver', () => {
  it('gives no errors for valid values', () => {
    expect(valibotResolver(schema)({ name: 'a', email: 'a@b.co' })).toEqual({});
  });

  it('gives the first message per field', () => {
    expect(valibotResolver(schema)({ name: '', email: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
    });
    expect(valibotResolver(schema)({ name: 'a', email: 'nope' })).toEqual({ email: 'Invalid email' });
  });
});
