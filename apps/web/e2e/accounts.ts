import type { Page } from '@playwright/test';

/** The seeded demo accounts of the README. */
export const ACCOUNTS = {
  admin: { username: 'admin', password: 'admin' },
  user: { username: 'user', password: 'user' },
  reader: { username: 'reader', password: 'reader' },
  demo: { username: 'demo', password: 'demo' },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

export const storageStatePath = (account: AccountName) => `e2e/.auth/${account}.json`;

/** Keeps the help modal from opening by itself in tests that are not about it. */
export async function skipHelpAutoOpen(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('helpModalShown', 'true'));
}

/** Port of the second server, started with DEMO=1 (see playwright.config.ts). */
export const demoPort = Number(process.env.E2E_PORT ?? 4180) + 1;
