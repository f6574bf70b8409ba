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
 * A new ed25519 key that ssh2 can read back: ssh2 1.17 writes a few keys in two hundred that its own parser
 * then refuses ("Malformed OpenSSH private key"), so a key is only kept once it parses.
 */
export function generateHostKey(): string {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const pair = ssh2.utils.generateKeyPairSync('ed25519');
    if (!(ssh2.utils.parseKey(pair.private) instanceof Error)) return pair.private;
  }
  throw new Error('could not generate a readable host key');
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
