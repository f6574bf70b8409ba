import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Login secrets at rest (credential passwords, private keys and their passphrases, enable passwords): sealed
 * with AES-256-GCM under the server's secret key before they are stored, opened only to log into a device.
 *
 * A sealed value is one string, `lne:v1:<key id>:<iv>:<tag>:<ciphertext>` (base64url parts), so a database
 * column or a backup holds nothing readable. The key id (the first 12 hex digits of SHA-256 of the key) tells
 * which key sealed a value: a backup restored on a server with another key is recognised and refused instead
 * of leaving secrets nobody can open. Each value names what it is (`purpose`, authenticated data), so a sealed
 * enable password copied into a password column does not open.
 */

const PREFIX = 'lne:v1:';
const KEY_FILE = 'secret-key';

export type SecretPurpose =
  | 'credential.password'
  | 'credential.private_key'
  | 'credential.passphrase'
  | 'device.enable_password';

export class SecretKeyMismatch extends Error {
  constructor(readonly keyId: string) {
    super('The secret was sealed with another secret key.');
    this.name = 'SecretKeyMismatch';
  }
}

export type SecretBox = {
  /** Identifies the key (not secret): the first 12 hex digits of its SHA-256. */
  keyId: string;
  seal: (plain: string, purpose: SecretPurpose) => string;
  /** Opens a sealed value; throws `SecretKeyMismatch` for another key's value, and on any tampering. */
  open: (sealed: string, purpose: SecretPurpose) => string;
};

export const isSealed = (value: string): boolean => value.startsWith(PREFIX);

/** The key id a sealed value names, or undefined for a value that is not sealed. */
export function sealedKeyId(value: string): string | undefined {
  if (!isSealed(value)) return undefined;
  return value.slice(PREFIX.length).split(':')[0];
}

const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 12);

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secret key must be 32 bytes.');
  const keyId = keyIdOf(key);
  return {
    keyId,
    seal: (plain, purpose) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(purpose));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return `${PREFIX}${keyId}:${parts.join(':')}`;
    },
    open: (sealed, purpose) => {
      if (!isSealed(sealed)) throw new Error('The value is not a sealed secret.');
      const [id, iv, tag, body] = sealed.slice(PREFIX.length).split(':');
      if (id === undefined || iv === undefined || tag === undefined || body === undefined) {
        throw new Error('The sealed secret is malformed.');
      }
      if (id !== keyId) throw new SecretKeyMismatch(id);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/**
 * `SECRET_KEY` as 64 hex digits or base64 of 32 bytes is the key itself; any other text (a passphrase) is
 * hashed to one with SHA-256.
 */
export function keyFromText(text: string): Buffer {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  const decoded = Buffer.from(trimmed, 'base64');
  if (decoded.length === 32 && /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return decoded;
  return createHash('sha256').update(trimmed, 'utf8').digest();
}

/**
 * The server's secret key: `SECRET_KEY` when set; else the key file `<dataDir>/secret-key`, created with mode
 * 0600 on first start (a file that others may read is made private); else (a database in memory) a key for
 * this process only.
 */
export function loadSecretBox(dataDir: string | undefined, fromEnv = process.env.SECRET_KEY): SecretBox {
  if (fromEnv) return createSecretBox(keyFromText(fromEnv));
  if (!dataDir) return createSecretBox(randomBytes(32));
  const file = join(dataDir, KEY_FILE);
  if (existsSync(file)) {
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    return createSecretBox(keyFromText(readFileSync(file, 'utf8')));
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  return createSecretBox(key);
}
