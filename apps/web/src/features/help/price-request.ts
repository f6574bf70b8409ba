import { isApiError, type SendEmailRequest, type SendEmailResponse } from '@lne/api-client';
import type { PriceRequest } from '@lne/ui';

/** Texts of the price request call (spec §8) that are not part of the form. */
const priceRequestMessages = {
  subject: 'Pricing request',
  bodyLine: 'I would like to receive pricing information.',
  unknownError: 'Unknown error occurred',
  httpFailure: (statusText: string) => `Failed to send request: ${statusText}`,
} as const;

export function priceRequestEmail(request: PriceRequest): SendEmailRequest {
  return {
    subject: priceRequestMessages.subject,
    body: [
      `Name: ${request.firstName} ${request.lastName}`,
      `Email: ${request.email}`,
      priceRequestMessages.bodyLine,
    ].join('\n'),
  };
}

/**
 * Sends the request and turns every failure into an Error whose message the form shows (spec §8): the server's
 * message, 'Unknown error occurred' for an error status without one, 'Failed to send request: …' on a non-ok
 * HTTP status, and an Error without message (the form's localised fallback) when the call itself failed.
 */
export async function sendPriceRequest(
  request: PriceRequest,
  send: (body: SendEmailRequest) => Promise<SendEmailResponse>,
): Promise<void> {
  let answer: SendEmailResponse;
  try {
    answer = await send(priceRequestEmail(request));
  } catch (error) {
    if (isApiError(error)) throw new Error(priceRequestMessages.httpFailure(error.statusText));
    throw new Error('');
  }
  if (answer.status === 'error') throw new Error(answer.message || priceRequestMessages.unknownError);
}
