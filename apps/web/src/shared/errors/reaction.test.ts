import { ApiError } from '@lne/api-client';
import { describe, expect, it } from 'vitest';
import { reactionTo } from './reaction';

const apiError = (status: number, body: unknown) => new ApiError('/api/x', status, 'status', body);

describe('reactionTo', () => {
  it('logs out on 401', () => {
    expect(reactionTo(apiError(401, { detail: 'Missing token or inactive user.' }))).toEqual({
      kind: 'logout',
    });
  });

  it('ignores 404 "The user does not exist."', () => {
    expect(reactionTo(apiError(404, { detail: 'The user does not exist.' }))).toEqual({ kind: 'ignore' });
  });

  it('reports a new app version on 400 "Unexpected version"', () => {
    expect(reactionTo(apiError(400, { error: 'Unexpected version' }))).toEqual({
      kind: 'version-updated',
      message: 'The app version has been updated',
    });
  });

  it('lists 422 items under "Validation errors:"', () => {
    const reaction = reactionTo(
      apiError(422, { detail: [{ type: 'missing', loc: ['body', 'name'], msg: 'Field required' }] }),
    );
    expect(reaction.kind).toBe('validation');
    if (reaction.kind !== 'validation') return;
    expect(reaction.heading).toBe('Validation errors:');
    expect(reaction.text).toBe('Validation errors:\n1. Missing field (body → name): Field required');
  });

  it('says "Validation error occurred" for an empty 422 list', () => {
    const reaction = reactionTo(apiError(422, { detail: [] }));
    expect(reaction).toMatchObject({ kind: 'validation', heading: 'Validation error occurred', issues: [] });
  });

  it('shows 403 and 400 details, and falls back to the fixed text', () => {
    expect(reactionTo(apiError(403, { detail: 'Not a superuser.' }))).toEqual({
      kind: 'toast',
      message: 'Not a superuser.',
    });
    expect(reactionTo(apiError(400, { detail: 'Bad Request' }))).toEqual({
      kind: 'toast',
      message: 'Bad Request',
    });
    expect(reactionTo({})).toEqual({ kind: 'toast', message: 'An unexpected error occurred' });
  });
});
