import { eq, or } from 'drizzle-orm';
import { signToken } from '../../auth/jwt';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { badRequest, MESSAGES } from '../../errors';

export type LoginAnswer = { access_token: string; token_type: 'bearer' };

// Verifying against a real hash even for unknown users keeps both failures equally slow.
let dummyHash: Promise<string> | undefined;

/** fastapi-users login: the username (or e-mail) and password of an active user give a bearer token. */
export async function login(ctx: AppContext, username: string, password: string): Promise<LoginAnswer> {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(or(eq(users.username, username), eq(users.email, username)));
  if (!row) {
    dummyHash ??= hashPassword('dummy');
    await verifyPassword(password, await dummyHash);
    throw badRequest(MESSAGES.badCredentials);
  }
  if (!(await verifyPassword(password, row.hashedPassword)) || !row.isActive) {
    throw badRequest(MESSAGES.badCredentials);
  }
  return {
    access_token: await signToken(row.id, ctx.secret, ctx.tokenLifetimeSeconds),
    token_type: 'bearer',
  };
}
