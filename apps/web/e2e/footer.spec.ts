import { expect, test } from '@playwright/test';

test('the footer shows the server version with the commit id as tooltip', async ({ page, request }) => {
  const version = (await (await request.get('/api/version')).json()) as {
    data: { version: string; git_commit_id: string };
  };
  await page.goto('/network/');
  const label = page.getByTestId('version-label');
  await expect(label).toHaveText(`lightweight network explorer | ${version.data.version}`);
  await label.hover();
  await expect(page.getByRole('tooltip')).toHaveText(version.data.git_commit_id);
});
