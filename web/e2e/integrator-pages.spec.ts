import { expect, test, type Page } from '@playwright/test';
import { ensureMenuPublished } from './support/accessibility.ts';
import { recordCspViolations } from './support/csp-violations.ts';
import { createAccount, uniqueParent } from './support/helpers.ts';

/**
 * A school network that reaches only the gateway: every request to another origin is refused and
 * remembered, and every Content-Security-Policy violation is reported, so a page that needed a CDN
 * or an inline script fails here.
 */
async function onlyTheGatewayReachable(page: Page, baseURL: string): Promise<{ blocked: string[]; violations: string[] }> {
  const origin = new URL(baseURL).origin;
  const blocked: string[] = [];
  await page.context().route('**/*', (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) return route.continue();
    blocked.push(url);
    return route.abort('blockedbyclient');
  });
  return { blocked, violations: await recordCspViolations(page) };
}

/** Runs what the query editor holds and waits for GraphiQL's answer to contain `expected`. */
async function runQuery(page: Page, expected: RegExp): Promise<void> {
  await page.getByRole('button', { name: /Execute query/i }).click();
  await expect(page.locator('.graphiql-response')).toContainText(expected);
}

test('when an integrator opens /graphql with only the gateway reachable, then GraphiQL loads, answers a public query, and runs as the signed-in user', async ({
  page,
  baseURL,
}) => {
  await ensureMenuPublished(baseURL);
  const network = await onlyTheGatewayReachable(page, baseURL!);

  await page.goto('/graphql');
  await expect(page).toHaveTitle('Lunchbox GraphQL API · GraphiQL');
  const editor = page.locator('.graphiql-query-editor');
  await expect(editor).toContainText('activeWeeklyMenuItems');
  await runQuery(page, /"activeWeeklyMenuItems":\s*\[\s*\{\s*"dayOfWeek"/);

  // The same browser signs in (as it would through the web app): GraphiQL now asks as that parent.
  const parent = uniqueParent('graphiql');
  await createAccount(baseURL, parent);
  const login = await page.request.post('/api/login', { data: { username: parent.username, password: parent.password } });
  expect(login.ok(), await login.text()).toBe(true);
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  // Without a name, like the first query: GraphiQL reads the operation's name from the editor a moment after typing.
  // Starting with `query` rather than `{`, which the editor would close a second time.
  await page.keyboard.insertText('query { me { username fullName } }');
  await expect(editor).toContainText('query { me { username fullName } }');
  await runQuery(page, new RegExp(`"username":\\s*"${parent.username}"`));

  expect(network.blocked).toEqual([]);
  expect(network.violations).toEqual([]);
});

test('when an integrator opens /api/docs with only the gateway reachable, then the REST reference lists the API paths', async ({ page, baseURL }) => {
  const network = await onlyTheGatewayReachable(page, baseURL!);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Lunchbox REST API/ })).toBeVisible();
  await expect(page.getByText('/api/weekly-menu-items/active', { exact: true })).toBeVisible();
  await expect(page.getByText('/api/lunch-order', { exact: true })).toBeVisible();
  expect(network.blocked).toEqual([]);
  expect(network.violations).toEqual([]);
});
