import type { AppContext } from '../../context';
import { emails } from '../../db/schema';

export type SendEmailAnswer = { status: 'success' | 'error'; message: string };

const EMAIL = /[^@\s]+@[^@\s]+\.[^@\s]+/;

/** Records a price request; answers `status: 'error'` with a message when the request cannot be sent. */
export async function sendEmail(ctx: AppContext, subject: string, body: string): Promise<SendEmailAnswer> {
  if (!subject.trim()) return { status: 'error', message: 'The subject is empty.' };
  if (!body.trim()) return { status: 'error', message: 'The message is empty.' };
  if (!EMAIL.test(body))
    return { status: 'error', message: 'The message must contain a valid e-mail address.' };
  await ctx.db
    .insert(emails)
    .values({ subject: subject.trim(), body, created: Math.floor(Date.now() / 1000) });
  return { status: 'success', message: 'Your request has been sent.' };
}
