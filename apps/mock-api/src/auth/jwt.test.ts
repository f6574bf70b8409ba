import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './jwt';

const secret = new TextEncoder().encode('test-secret');

describe('tokens', () => {
  it('round-trips the user id', async () => {
    expect(await verifyToken(await signToken(7, secret, 60), secret)).toBe(7);
  });
  it('refuses expired, forged and garbage tokens', async () => {
    expect(await verifyToken(await signToken(7, secret, -10), secret)).toBeUndefined();
    expect(
      await verifyToken(await signToken(7, new TextEncoder().encode('other'), 60), secret),
    ).toBeUndefined();
    expect(await verifyToken('not.a.token', secret)).toBeUndefined();
  });
});
