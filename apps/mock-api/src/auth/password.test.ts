import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('s3cret');
    expect(stored).toMatch(/^scrypt\$16384\$/);
    expect(stored).not.toContain('s3cret');
    expect(await verifyPassword('s3cret', stored)).toBe(true);
    expect(await verifyPassword('s3cret ', stored)).toBe(false);
  });

  it('salts: the same password hashes differently', async () => {
    expect(await hashPassword('a')).not.toBe(await hashPassword('a'));
  });

  it('refuses malformed stored values', async () => {
    expect(await verifyPassword('a', 'plain')).toBe(false);
  });
});
