import { expect, test } from '@playwright/test';
import { registerThroughApi, uniqueParent } from './support/helpers.ts';

test('when a parent presses on the left half of a star and lets go on its right half, then the rating is the whole star', async ({ page }) => {
  await registerThroughApi(page, uniqueParent('rating'));
  await page.goto('/feedback');
  const form = page.getByRole('region', { name: 'Submit Feedback' });
  const stars = form.getByRole('slider', { name: 'Overall Rating' });
  const fourth = stars.locator('[data-star="4"]');
  const box = (await fourth.boundingBox())!;
  const y = box.y + box.height / 2;
  // The hover shows half a star under the pointer, drawn with another icon than the whole star's.
  await page.mouse.move(box.x + 4, y);
  await expect(form.getByText('3.5/5')).toBeVisible();
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 4, y);
  await expect(form.getByText('4/5')).toBeVisible();
  await page.mouse.up();
  await expect(stars).toHaveAttribute('aria-valuetext', '4 out of 5 stars');
  // Away from the stars, what shows is the rating chosen, not the hover.
  await page.mouse.move(0, 0);
  await expect(form.getByText('4/5')).toBeVisible();
});
