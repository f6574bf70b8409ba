import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

/** fastapi-users puts this audience in its tokens. */
const AUDIENCE = 'fastapi-users:auth';

/** `JWT_SECRET`, else a secret generated once and kept in the data directory (else one per process). */
export function loadSecret(dataDir: string | undefined, fromEnv = process.env.JWT_SECRET): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  if (!dataDir) return randomBytes(32);
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return new TextEncoder().encode(secret);
}

export async function signToken(
  userId: number,
  secret: Uint8Array,
  lifetimeSeconds: number,
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
    .sign(secret);
}

/** The user id of a valid token, or `undefined` for a missing, expired or forged one. */
export async function verifyToken(token: string, secret: Uint8Array): Promise<number | undefined> {
  try {
    // A token without `exp` would never expire: refused even when its signature is good.
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub'],
    });
    const id = Number(payload.sub);
    return Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}
