import { expect as baseExpect, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { adminCall, createNetwork, expectToast, signIn, uniqueName } from './admin-helpers';

// Pages on a shared, busy machine can take a while to answer: room for that, not a sleep.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test.use({ storageState: storageStatePath('admin') });
test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

test('registers a user, changes the role, resets the password and deletes the user', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const username = slug(uniqueName('e2e-user'));
  await page.goto('/network/system-settings/users');
  await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
  await page.getByRole('button', { name: 'Register User' }).click();
  const form = page.getByRole('dialog', { name: 'Register User' });
  await form.getByRole('button', { name: 'Register User' }).click();
  await expect(form.getByText('Username cannot be empty')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Password cannot be empty')).toBeVisible();
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('E-mail').fill(`${username}@example.com`);
  await form.getByLabel('Password', { exact: true }).fill('first-pass');
  await form.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'user', exact: true }).click();
  await form.getByRole('button', { name: 'Register User' }).click();
  await expectToast(page, 'User registered!');
  const row = page.getByRole('row', { name: new RegExp(username) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('combobox', { name: `Role ${username}` })).toHaveValue('user');

  // A role change asks first: cancelled, the role stays; confirmed, it changes.
  await row.getByRole('combobox', { name: `Role ${username}` }).click();
  await page.getByRole('option', { name: 'reader', exact: true }).click();
  const changeRole = page.getByRole('dialog', { name: 'Change role' });
  await expect(changeRole).toContainText(`Change the role of '${username}' from user to reader?`);
  await changeRole.getByRole('button', { name: 'Cancel' }).click();
  await expect(changeRole).toBeHidden();
  await expect(row.getByRole('combobox', { name: `Role ${username}` })).toHaveValue('user');
  await row.getByRole('combobox', { name: `Role ${username}` }).click();
  await page.getByRole('option', { name: 'reader', exact: true }).click();
  await changeRole.getByRole('button', { name: 'Change role' }).click();
  await expectToast(page, 'User updated!');
  await expect(row.getByRole('combobox', { name: `Role ${username}` })).toHaveValue('reader');

  await row.getByRole('button', { name: `Reset password ${username}` }).click();
  const reset = page.getByRole('dialog', { name: `Reset password: ${username}` });
  await reset.getByLabel('New password', { exact: true }).fill('second-pass');
  await reset.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'User updated!');
  await page.screenshot({ path: 'test-results/admin-users.png', fullPage: true });

  // The new password works.
  const context = await browser.newContext();
  const other = await context.newPage();
  await skipHelpAutoOpen(other);
  await signIn(other, username, 'second-pass');
  await context.close();

  await row.getByRole('button', { name: `Delete ${username}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete user' });
  await expect(confirm.getByText(`Delete the user '${username}'? This cannot be undone.`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'User deleted!');
  await expect(page.getByRole('row', { name: new RegExp(username) })).toHaveCount(0);
});

test('creates a group, adds and removes users and networks on its page, and deletes it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const groupName = uniqueName('E2E Group');
  const network = await createNetwork(request, uniqueName('Group Net'));
  await page.goto('/network/system-settings/users');
  await page.getByRole('button', { name: 'New Group' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Group' });
  await dialog.getByLabel('Group name').fill(groupName);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Group created!');
  await page.getByRole('link', { name: groupName }).click();
  await expect(page).toHaveURL(/\/system-settings\/users\/groups\/\d+/);
  await expect(page.getByRole('heading', { level: 2, name: 'Group', exact: true })).toBeVisible();
  await expect(page.getByText(groupName, { exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: 'Add users' }).click();
  await page.getByRole('option', { name: 'reader (reader@example.com)' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add' }).first().click();
  await expectToast(page, 'Group updated!');
  await expect(page.getByRole('row', { name: /reader@example.com/ })).toBeVisible();

  await page.getByRole('combobox', { name: 'Add networks' }).click();
  await page.getByRole('option', { name: network.name, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add' }).last().click();
  await expect(page.getByRole('row', { name: new RegExp(network.name) })).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-group.png', fullPage: true });

  await page.getByRole('button', { name: 'Remove reader' }).click();
  await expect(page.getByRole('row', { name: /reader@example.com/ })).toHaveCount(0);
  await page.getByRole('button', { name: `Remove ${network.name}` }).click();
  await expect(page.getByText('No networks in this group')).toBeVisible();

  await page.getByRole('link', { name: 'Back to users and groups' }).click();
  await page.getByRole('button', { name: `Delete ${groupName}` }).click();
  await page.getByRole('dialog', { name: 'Delete group' }).getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Group deleted!');
  await expect(page.getByRole('link', { name: groupName })).toHaveCount(0);
});

test('a user whose last group is removed meets the no-access-group dialog at the next load', async ({
  page,
  browser,
  request,
}) => {
  const username = slug(uniqueName('lonely'));
  const user = await adminCall<{ id: number }>(request, 'POST', '/api/system/users/register', {
    username,
    email: `${username}@example.com`,
    password: 'lonely-pass',
    role: 'user',
  });
  const group = await adminCall<{ id: number; name: string }>(request, 'POST', '/api/system/groups', {
    name: uniqueName('Only group'),
    user_ids: [user.id],
    explorer_network_ids: [1],
  });

  const context = await browser.newContext();
  const theirs = await context.newPage();
  await skipHelpAutoOpen(theirs);
  await signIn(theirs, username, 'lonely-pass');
  await theirs.goto('/network/inventory/hosts');
  await expect(theirs.getByRole('heading', { level: 2, name: 'Hosts' })).toBeVisible();
  await expect(theirs.getByRole('dialog', { name: 'No access' })).toHaveCount(0);

  await page.goto(`/network/system-settings/users/groups/${group.id}`);
  await page.getByRole('button', { name: `Remove ${username}` }).click();
  await expectToast(page, 'Group updated!');

  await theirs.reload();
  const blocked = theirs.getByRole('dialog', { name: 'No access' });
  await expect(blocked).toBeVisible();
  await expect(blocked.getByRole('button', { name: 'Log out' })).toBeVisible();
  await context.close();
});
