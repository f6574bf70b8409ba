import { expect as baseExpect, type Page, test } from '@playwright/test';
import { storageStatePath } from './accounts';

// Pages on a shared, busy machine can take a while to answer: room for that, not a sleep.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test.use({ storageState: storageStatePath('admin') });

const helpDialog = (page: Page) => page.getByRole('dialog', { name: /^(Help|Hilfe)$/ });

test('the help modal opens by itself 5000 ms after load, once per session', async ({ page }) => {
  // The page's clock stands still until the test moves it, so the 5000 ms are measured exactly.
  const start = new Date('2026-11-02T09:00:00Z');
  // The installed clock runs until paused: start it a minute early so that pausing at `start` is never in its past.
  await page.clock.install({ time: new Date(start.getTime() - 60_000) });
  await page.clock.pauseAt(start);
  await page.goto('/network/inventory/hosts');
  await expect(page.getByRole('button', { name: 'Hey, need more information?' })).toBeVisible();
  const shown = () => page.evaluate(() => sessionStorage.getItem('helpModalShown'));
  await page.clock.runFor(4900);
  expect(await shown()).toBeNull();
  await expect(helpDialog(page)).toBeHidden();
  await page.clock.runFor(200);
  expect(await shown()).toBe('true');
  // The modal's opening transition needs the clock running.
  await page.clock.resume();
  await expect(helpDialog(page)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Hey, need more information?' })).toBeVisible();
  await page.clock.fastForward(10_000);
  await expect(helpDialog(page)).toBeHidden();
});

test.describe('opened from the floating button', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('helpModalShown', 'true'));
    await page.goto('/network/inventory/hosts');
    await page.getByRole('button', { name: 'Hey, need more information?' }).click();
  });

  test('validates the price request in English and German', async ({ page }) => {
    const dialog = helpDialog(page);
    // 80 % of the default 1280 px viewport would be 1024 px; the modal stops at 800 px.
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(800);
    await expect(dialog.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('target', '_blank');
    await dialog.getByRole('button', { name: 'Request Price Details' }).click();
    await dialog.getByLabel('Email').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await expect(dialog.getByText('Last name is required')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();

    await dialog.getByText('Deutsch').click();
    await dialog.getByLabel('E-Mail').fill('');
    await dialog.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(dialog.getByText('Vorname ist erforderlich')).toBeVisible();
    await expect(dialog.getByText('E-Mail ist erforderlich')).toBeVisible();
  });

  test('errors already shown follow the chosen language, and the German content is marked German', async ({
    page,
  }) => {
    const dialog = helpDialog(page);
    const language = () => dialog.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'));
    expect(await language()).toBe('en');
    await dialog.getByRole('button', { name: 'Request Price Details' }).click();
    await dialog.getByLabel('Email').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();

    await dialog.getByText('Deutsch').click();
    await expect(dialog.getByText('Vorname ist erforderlich')).toBeVisible();
    await expect(dialog.getByText('Nachname ist erforderlich')).toBeVisible();
    await expect(dialog.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible();
    await expect(dialog.getByText('First name is required')).toHaveCount(0);
    expect(await language()).toBe('de');

    await dialog.getByText('English').click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await expect(dialog.getByText('Vorname ist erforderlich')).toHaveCount(0);
    expect(await language()).toBe('en');
  });

  test('sends to /send-email, thanks, and returns to the help view after 2000 ms', async ({ page }) => {
    const dialog = helpDialog(page);
    await dialog.getByRole('button', { name: 'Request Price Details' }).click();
    await dialog.getByLabel('First name').fill('Ada');
    await dialog.getByLabel('Last name').fill('Lovelace');
    await dialog.getByLabel('Email').fill('ada@example.com');
    await page.clock.install();
    const sent = page.waitForRequest((r) => r.url().endsWith('/send-email'));
    await dialog.getByRole('button', { name: 'Send request' }).click();
    const body = (await sent).postDataJSON() as { subject: string; body: string };
    expect(body.body).toContain('Ada Lovelace');
    expect(body.body).toContain('ada@example.com');
    await expect(dialog.getByText('Thank you! Your pricing request has been sent')).toBeVisible();
    await page.clock.fastForward(2000);
    await expect(dialog.getByRole('button', { name: 'Request Price Details' })).toBeVisible();
  });

  test('shows the server message of a failed request in a dismissible alert', async ({ page }) => {
    await page.route('**/send-email', (route) =>
      route.fulfill({ json: { status: 'error', message: 'Mail relay unavailable' } }),
    );
    const dialog = helpDialog(page);
    await dialog.getByRole('button', { name: 'Request Price Details' }).click();
    await dialog.getByLabel('First name').fill('Ada');
    await dialog.getByLabel('Last name').fill('Lovelace');
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Mail relay unavailable');
    await dialog.getByRole('button', { name: 'Dismiss' }).click();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('the help button', () => {
  test.beforeEach(async ({ page }) =>
    page.addInitScript(() => sessionStorage.setItem('helpModalShown', 'true')),
  );

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1024, height: 768 },
  ]) {
    test(`covers no table row or action at the bottom right, ${viewport.width}×${viewport.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/network/segmentation/vlans?network=1');
      await expect(page.getByTestId('datatable-row-count')).toHaveText(/\d+ rows/);
      const button = page.getByRole('button', { name: 'Hey, need more information?' });
      await expect(button).toBeVisible();
      // Scrolled to the end, the last rows and their Edit/Delete buttons are where the button used to float.
      await page
        .getByTestId('datatable-scroll')
        .evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await page.mouse.wheel(0, 10_000);
      const box = await button.boundingBox();
      const footer = await page.locator('footer').first().boundingBox();
      expect(box).not.toBeNull();
      expect(footer).not.toBeNull();
      // The button sits in the footer bar, below everything the page shows.
      expect(box?.y ?? 0).toBeGreaterThanOrEqual(footer?.y ?? Number.POSITIVE_INFINITY);
      const covered = await page.evaluate(
        ({ x, y, width, height }) => {
          const hits: string[] = [];
          for (const element of document.querySelectorAll('tbody tr, tbody button, tbody a')) {
            const rect = element.getBoundingClientRect();
            if (rect.width === 0 || rect.bottom <= 0 || rect.top >= window.innerHeight) continue;
            const overlaps =
              rect.left < x + width && rect.right > x && rect.top < y + height && rect.bottom > y;
            if (overlaps) hits.push(element.textContent?.trim().slice(0, 40) ?? element.tagName);
          }
          return hits;
        },
        { x: box?.x ?? 0, y: box?.y ?? 0, width: box?.width ?? 0, height: box?.height ?? 0 },
      );
      expect(covered).toEqual([]);
      // And it still opens the help.
      await button.click();
      await expect(helpDialog(page)).toBeVisible();
    });
  }
});
