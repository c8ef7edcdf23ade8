import { expect, type Page } from '@playwright/test';

/** An open item of next week's Monday in the picker ('Monday, Dec 7: Garden Bowl 1, $6.00'); other scenarios may publish more items that day, so callers take the first. */
export const NEXT_MONDAY_CELL = /^Monday, Dec 7: .*\$\d+\.\d\d$/;

/**
 * Orders next Monday's lunch for `childName` with the mouse and pays it by PayPal; lands on
 * /payment-success. For scenarios about what comes after an order.
 */
export async function orderNextMondayAndPay(page: Page, childName: string): Promise<void> {
  await page.goto('/my-orders?tab=order');
  await page.getByLabel('Child', { exact: true }).selectOption({ label: childName });
  await page.getByRole('button', { name: 'Continue to Menu Selection' }).click();
  await page.getByRole('button', { name: 'Next week' }).click();
  await page.getByRole('button', { name: NEXT_MONDAY_CELL }).first().click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart' })).toHaveAccessibleDescription('1 item in cart');
  await page.getByRole('link', { name: 'Cart' }).click();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('button', { name: "I've Completed the Payment" }).click();
  await expect(page.getByRole('heading', { name: 'Order Received!' })).toBeVisible();
}
