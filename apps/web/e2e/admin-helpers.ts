import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { tokenOf } from './api';

/** A name no other spec uses, unique per run and retry. */
export const uniqueName = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** An admin call for test set-up; throws with the answer when it fails. */
export async function adminCall<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<T> {
  const token = await tokenOf(request, 'admin');
  const answer = await request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  if (!answer.ok()) throw new Error(`${method} ${url}: ${answer.status()} ${await answer.text()}`);
  return answer.status() === 204 ? (undefined as T) : ((await answer.json()) as { data: T }).data;
}

export async function createNetwork(request: APIRequestContext, name: string) {
  return adminCall<{ id: number; name: string }>(request, 'POST', '/api/system/explorer_networks', { name });
}

/** Signs in through the sign-in page. */
export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/network/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Waits for a toast with exactly this text, then closes the toasts, so that the next check of the same text
 * sees a new toast and not one still on screen.
 */
export async function expectToast(page: Page, text: string) {
  const toasts = page.locator('.mantine-Notification-root');
  await expect(toasts.getByText(text, { exact: true }).last()).toBeVisible({ timeout: 30_000 });
  // Closing one toast moves or removes the others: a button that is gone by its turn is given up at once
  // (a click without a time limit would wait for it until the test's own timeout). On a busy machine a
  // toast can still be sliding in: the round is tried again until none is left. The pointer then leaves the
  // toasts, since a hovered toast keeps itself open.
  await expect(async () => {
    for (const close of await toasts.locator('.mantine-Notification-closeButton').all()) {
      await close.click({ timeout: 2000 }).catch(() => undefined);
    }
    await page.mouse.move(0, 0);
    await expect(toasts.getByText(text, { exact: true })).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}
