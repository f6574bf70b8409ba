import { ApiError } from '@lne/api-client';
import { describe, expect, it } from 'vitest';
import { priceRequestEmail, sendPriceRequest } from './price-request';

const request = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

describe('priceRequestEmail', () => {
  it("holds the requester's name and e-mail and asks for pricing", () => {
    expect(priceRequestEmail(request)).toEqual({
      subject: 'Pricing request',
      body: 'Name: Ada Lovelace\nEmail: ada@example.com\nI would like to receive pricing information.',
    });
  });
});

describe('sendPriceRequest', () => {
  it('resolves on success', async () => {
    await expect(sendPriceRequest(request, async () => ({ status: 'success', message: 'ok' }))).resolves.toBe(
      undefined,
    );
  });

  it("uses the server's message, else 'Unknown error occurred'", async () => {
    await expect(
      sendPriceRequest(request, async () => ({ status: 'error', message: 'Mailbox full' })),
    ).rejects.toThrow('Mailbox full');
    await expect(sendPriceRequest(request, async () => ({ status: 'error', message: '' }))).rejects.toThrow(
      'Unknown error occurred',
    );
  });

  it("reads a non-ok HTTP status as 'Failed to send request: {status text}'", async () => {
    const send = async () => {
      throw new ApiError('/send-email', 502, 'Bad Gateway', undefined);
    };
    await expect(sendPriceRequest(request, send)).rejects.toThrow('Failed to send request: Bad Gateway');
  });

  it('leaves the wording of a failed call to the form (empty message)', async () => {
    const send = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(sendPriceRequest(request, send)).rejects.toThrow(/^$/);
  });
});
