import { describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, type GraphqlAnswer } from '../../../testing/render-app.tsx';
import { AdminAuditTab } from './admin-audit-tab.tsx';

const entry = (service: string, number: number, minute: number, action: string, changes: Record<string, unknown> = {}) => ({
  __typename: 'AuditEntry',
  id: `${service}:${number}`,
  service,
  occurredAt: `2026-12-04T15:${String(minute).padStart(2, '0')}:00.000Z`,
  actorId: 1,
  actorName: 'admin',
  action,
  targetType: 'menu_item',
  targetId: String(number),
  changes: JSON.stringify(changes),
  ip: '198.51.100.7',
  userAgent: 'Firefox',
});

const page = (entries: unknown[], hasMore = false) => ({ __typename: 'AuditPage', entries, hasMore });

/** The four trails as the server answers them, filtered by action as the services do. */
function trails(variables: Record<string, unknown>): GraphqlAnswer {
  const action = (variables.menu as { action?: string } | undefined)?.action;
  const menu = [entry('menu', 2, 30, 'menu_item.updated', { priceCents: { before: 400, after: 425 } }), entry('menu', 1, 10, 'menu_item.created')];
  const identity = [entry('identity', 5, 20, 'user.signed_in')];
  const keep = (list: ReturnType<typeof entry>[]) => list.filter((row) => !action || row.action === action);
  return {
    data: {
      identityAuditLog: page(keep(identity)),
      menuAuditLog: page(keep(menu)),
      orderingAuditLog: page([]),
      notificationAuditLog: page([]),
    },
  };
}

describe('the admin Audit tab', () => {
  test('when the tab opens, then the four trails show as one table, newest first, with what changed', async () => {
    await renderApp(<AdminAuditTab />, { server: { AdminAuditTrail: trails } });
    const table = await screen.findByRole('table', { name: 'Audit entries, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['Menu item changed', 'Signed in', 'Menu item created']);
    expect(rows[0]).toHaveTextContent('priceCents: 400 → 425');
    expect(rows[0]).toHaveTextContent('198.51.100.7');
  });

  test('when the administrator filters by an action, then each trail is asked with that filter and only those entries show', async () => {
    const { user, sent } = await renderApp(<AdminAuditTab />, { server: { AdminAuditTrail: trails } });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Signed in');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const filtered = sent.filter((operation) => operation.operationName === 'AdminAuditTrail').at(-1)!;
    expect(filtered.variables.identity).toEqual({ action: 'user.signed_in', limit: 25 });
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(within(screen.getByRole('table')).getByRole('cell', { name: 'Signed in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/audit.csv?action=user.signed_in');
  });

  test('when the trail cannot be loaded, then the tab says so with a Retry button', async () => {
    await renderApp(<AdminAuditTab />, { server: { AdminAuditTrail: () => ({ error: 'Admin access required', code: 'FORBIDDEN' }) } });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
