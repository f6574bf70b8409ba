import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ssh2 from 'ssh2';

/**
 * Host keys: one ed25519 key per host (and a second one for the changed-key fault), generated with ssh2 (no
 * `ssh-keygen`) and kept in a folder so a host shows the same key from one run to the next.
 */

export const DEFAULT_KEYS_DIR = join(tmpdir(), 'lne-device-lab', 'host-keys');

/** OpenSSH's fingerprint of a public key: `SHA256:` and the unpadded base64 of the key blob's SHA-256. */
export function fingerprintOfBlob(blob: Buffer): string {
  return `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
}

export function fingerprintOfKey(privateOrPublic: string): string {
  const parsed = ssh2.utils.parseKey(privateOrPublic);
  const key = Array.isArray(parsed) ? parsed[0] : parsed;
  if (!key || key instanceof Error) throw new Error('not a key');
  return fingerprintOfBlob(key.getPublicSSH());
}

function safeName(host: string): string {
  return host.replace(/[^A-Za-z0-9._-]/g, '_');
}

/**
 * A new ed25519 key pair that ssh2 can read back (with `passphrase`, encrypted with `cipher`): ssh2 1.17 writes a
 * few keys that its own parser then refuses ("Malformed OpenSSH private key": about one in two hundred without
 * a passphrase, one in forty with one), so a pair is only kept once its private key parses.
 */
export function readableKeyPair(
  encrypted: { passphrase: string; cipher: string; rounds: number } | undefined = undefined,
): { private: string; public: string } {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const pair = encrypted
      ? ssh2.utils.generateKeyPairSync('ed25519', encrypted)
      : ssh2.utils.generateKeyPairSync('ed25519');
    if (!(ssh2.utils.parseKey(pair.private, encrypted?.passphrase) instanceof Error)) return pair;
  }
  throw new Error('could not generate a readable key pair');
}

/** A new ed25519 host key that ssh2 can read back (`readableKeyPair`). */
export function generateHostKey(): string {
  return readableKeyPair().private;
}

/** The host's key (`changed`: the second one), created on first use. */
export async function hostKey(keysDir: string, host: string, changed = false): Promise<string> {
  const file = join(keysDir, `${safeName(host)}${changed ? '.changed' : ''}.ed25519`);
  try {
    return await readFile(file, 'utf8');
  } catch {
    await mkdir(keysDir, { recursive: true, mode: 0o700 });
    const key = generateHostKey();
    try {
      await writeFile(file, key, { mode: 0o600, flag: 'wx' });
      return key;
    } catch {
      // Another lab created it meanwhile: use theirs, so both show the same key.
      return await readFile(file, 'utf8');
    }
  }
}
