/**
 * Issue 20, point 1, on the tablet (820x1180, touch): a refused form shows what went wrong where
 * the person is looking, and the client refuses on the spot what the server would.
 */
import { expect as baseExpect } from '@playwright/test';
import { mainHeading } from '../support/session';
import { test } from '../support/synced-profile';

const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });
test.describe.configure({ timeout: 180_000 });

// `page` opens signed in and synced (support/synced-profile.ts).
test.beforeEach(async ({ page }) => {
  await page.goto('/core/contacts/new');
  await expect(mainHeading(page)).toHaveText('New Contact');
});

test('a refused New Contact focuses its first invalid field, in view', async ({ page }) => {
  const create = page.getByRole('button', { name: 'Create Contact' });
  await create.scrollIntoViewIfNeeded();
  await create.tap();
  const name = page.getByLabel(/^Full Name/);
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
});

test('a text file named photo.png is refused before any save', async ({ page }) => {
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not a picture'),
    });
  await expect(page.getByText('Please select a valid image file')).toBeVisible();
  await expect(page.getByText('No photo', { exact: true })).toBeVisible();
});
