import { eq, or } from 'drizzle-orm';
import { signToken } from '../../auth/jwt';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { badRequest, MESSAGES, tooManyAttempts } from '../../errors';

export type LoginAnswer = { access_token: string; token_type: 'bearer' };

// Verifying against a real hash even for unknown users keeps both failures equally slow.
let dummyHash: Promise<string> | undefined;

/**
 * fastapi-users login: the username (or e-mail) and password of an active user give a bearer token. After
 * repeated failures for the account or from the address, attempts are refused with 429 before the password
 * is looked at (and those refusals do not count again); a success forgets the account's failures.
 */
export async function login(
  ctx: AppContext,
  username: string,
  password: string,
  address: string,
): Promise<LoginAnswer> {
  const { loginAccount, loginAddress } = ctx.throttles;
  const account = username.trim().toLowerCase();
  const wait = Math.max(loginAccount.retryAfterMs(account), loginAddress.retryAfterMs(address));
  if (wait > 0) throw tooManyAttempts('failed sign-in attempts', wait);
  try {
    const answer = await checkCredentials(ctx, username, password);
    loginAccount.succeed(account);
    return answer;
  } catch (error) {
    loginAccount.fail(account);
    loginAddress.fail(address);
    throw error;
  }
}

async function checkCredentials(ctx: AppContext, username: string, password: string): Promise<LoginAnswer> {
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
