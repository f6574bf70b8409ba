import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createSecretBox,
  isSealed,
  keyFromText,
  loadSecretBox,
  SecretKeyMismatch,
  sealedKeyId,
} from './secrets';

describe('sealed login secrets', () => {
  const box = createSecretBox(randomBytes(32));

  it('seals with AES-256-GCM: nothing of the secret shows, and each seal differs', () => {
    const a = box.seal('s3cret-Passw0rd', 'credential.password');
    const b = box.seal('s3cret-Passw0rd', 'credential.password');
    expect(isSealed(a)).toBe(true);
    expect(a).not.toBe(b);
    expect(a).not.toContain('s3cret');
    expect(sealedKeyId(a)).toBe(box.keyId);
    expect(box.open(a, 'credential.password')).toBe('s3cret-Passw0rd');
    expect(box.open(box.seal('', 'credential.password'), 'credential.password')).toBe('');
    expect(box.open(box.seal('ünïcödé ✓', 'device.enable_password'), 'device.enable_password')).toBe(
      'ünïcödé ✓',
    );
  });

  it('opens a value only as what it was sealed for, and refuses any change', () => {
    const sealed = box.seal('enable-me', 'device.enable_password');
    expect(() => box.open(sealed, 'credential.password')).toThrow();
    const parts = sealed.split(':');
    const body = parts[5] ?? '';
    const flipped = `${body.slice(0, -2)}${body.at(-2) === 'A' ? 'B' : 'A'}${body.at(-1)}`;
    expect(() => box.open([...parts.slice(0, 5), flipped].join(':'), 'device.enable_password')).toThrow();
    expect(() => box.open('plain text', 'device.enable_password')).toThrow(/not a sealed secret/);
  });

  it('names a value sealed with another key', () => {
    const other = createSecretBox(randomBytes(32));
    const sealed = other.seal('x', 'credential.password');
    expect(() => box.open(sealed, 'credential.password')).toThrow(SecretKeyMismatch);
    expect(sealedKeyId(sealed)).toBe(other.keyId);
    expect(sealedKeyId('plain')).toBeUndefined();
  });

  it('reads SECRET_KEY as hex, as base64 of 32 bytes, or hashes a passphrase', () => {
    const key = randomBytes(32);
    expect(keyFromText(key.toString('hex'))).toEqual(key);
    expect(keyFromText(key.toString('base64'))).toEqual(key);
    expect(keyFromText('a long passphrase').length).toBe(32);
    expect(keyFromText('a long passphrase')).toEqual(keyFromText('a long passphrase'));
    const fromEnv = loadSecretBox(undefined, key.toString('hex'));
    expect(fromEnv.keyId).toBe(createSecretBox(key).keyId);
  });

  const dir = mkdtempSync(join(tmpdir(), 'lne-secret-key-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the key file once, mode 0600, and makes a readable one private', () => {
    const first = loadSecretBox(dir, undefined);
    const file = join(dir, 'secret-key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
    const again = loadSecretBox(dir, undefined);
    expect(again.keyId).toBe(first.keyId);
    expect(again.open(first.seal('kept', 'credential.passphrase'), 'credential.passphrase')).toBe('kept');
    chmodSync(file, 0o644);
    loadSecretBox(dir, undefined);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
