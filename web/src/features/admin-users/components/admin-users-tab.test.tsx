import { beforeAll, describe, expect, test } from '@jest/globals';
import { useEffect, useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { useDataClient } from '../../../lib/data-layer.ts';
import { renderApp, type GraphqlServer } from '../../../testing/render-app.tsx';
import type { AdminChildProfile, AdminUser } from '../api/admin-users.ts';
import { startFirstUserPage } from '../hooks/use-user-page.ts';
import { AdminUsersTab } from './admin-users-tab.tsx';

const admin: AdminUser = {
  __typename: 'User',
  id: 1,
  username: 'admin',
  email: 'admin@example.test',
  fullName: 'Administrator',
  phone: '555-000-0000',
  isAdmin: true,
  role: 'admin',
  schoolId: null,
  language: 'en',
  createdAt: '2026-01-01T10:00:00.000Z',
};

/** A large school: the administrator and 1,999 parents. */
const users: AdminUser[] = [
  admin,
  ...Array.from({ length: 1999 }, (_, index) => ({
    ...admin,
    id: index + 2,
    username: `user${index + 1}`,
    email: `user${index + 1}@example.test`,
    fullName: `School User ${index + 1}`,
    phone: `555-020-${String(index + 1).padStart(4, '0')}`,
    isAdmin: false,
    role: 'parent',
    schoolId: null,
  })),
];
const childProfiles: AdminChildProfile[] = [{ id: 9, userId: 2000, name: 'Maya', school: 'Sutter Elementary', grade: '3' }];

/** The identity service's answer, as its gateway test (gateway/test/admin-user-page.test.ts) holds it to: every word found, by id, a page of them. */
function userPage({ search, offset, limit }: Record<string, unknown>) {
  const words = String(search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const found = users.filter((user) => words.every((word) => [user.fullName, user.username, user.email, user.phone].some((field) => field.toLowerCase().includes(word))));
  const start = Number(offset ?? 0);
  const shown = found.slice(start, start + Number(limit ?? 10));
  return {
    __typename: 'AdminUserPage',
    users: shown,
    childProfiles: childProfiles.filter((child) => shown.some((user) => user.id === child.userId)),
    found: found.length,
    totalUsers: users.length,
    administrators: 1,
    totalChildren: childProfiles.length,
  };
}

const server: GraphqlServer = {
  CurrentUser: () => ({ data: { me: admin } }),
  AdminUserPage: (variables) => ({ data: { adminUserPage: userPage(variables) } }),
};

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('aria-label'));

/** The app starting on the tab (app/routes/admin-tab-data.ts): its first page asked for with its code, the tab drawn once that is in. */
function StartedThenShown() {
  const client = useDataClient();
  const [started, setStarted] = useState(false);
  useEffect(() => {
    void startFirstUserPage(client).then(() => setStarted(true));
  }, [client]);
  return started ? <AdminUsersTab /> : null;
}

describe('the Users tab of a large school', () => {
  // The tab fetches its dialogs' code once the browser is idle; in jest that is a transform of
  // seconds on a busy machine, which would hold up the answers the tests wait for: done first.
  beforeAll(() => Promise.all(['./send-email-dialog.tsx', './edit-user-dialog.tsx', './role-change-dialog.tsx', './staff-role-dialog.tsx'].map((path) => import(path))));

  test('when the administrator searches 2,000 users for one, then the table lists that user with their children and actions', async () => {
    const { user, sent } = await renderApp(<AdminUsersTab />, { server });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(screen.getByRole('region', { name: 'Total Users' })).getByText('2000')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Administrators' })).getByText('1')).toBeInTheDocument();
    expect(rowNames(table)).toHaveLength(10);
    expect(screen.getByText('1–10 of 2000')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'user 1999');
    await waitFor(() => expect(rowNames(table)).toEqual(['School User 1999']));
    const row = within(table).getByRole('row', { name: 'School User 1999' });
    expect(row).toHaveTextContent('Maya - Sutter Elementary (Grade 3)');
    expect(within(row).getByRole('button', { name: 'Edit: School User 1999' })).toBeEnabled();
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
    // The server is asked once the typing pauses, not for every key.
    expect(sent.filter((operation) => operation.operationName === 'AdminUserPage').map((operation) => operation.variables.search)).toEqual(['', 'user 1999']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search users' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody like this');
    expect(await screen.findByText('No user matches “nobody like this”.')).toBeInTheDocument();
  });

  test('when the administrator turns to the next page, then the next 10 users are listed', async () => {
    const { user } = await renderApp(<AdminUsersTab />, { server });
    const table = await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Next page of users' }));
    await waitFor(() => expect(rowNames(table)[0]).toBe('School User 10'));
    expect(rowNames(table)).toHaveLength(10);
    expect(screen.getByText('11–20 of 2000')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'School User 10' })).toHaveAttribute('aria-rowindex', '12');
  });

  test('when the administrator chooses 25 users per page, then the first 25 users are listed and the way back is closed on the first page', async () => {
    const { user } = await renderApp(<AdminUsersTab />, { server });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(screen.getByRole('button', { name: 'Previous page of users' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Users per page:' }), '25');
    await waitFor(() => expect(rowNames(table)).toHaveLength(25));
    expect(screen.getByText('1–25 of 2000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page of users' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page of users' })).toBeEnabled();
  });

  test('when the search finds the last page, then the next page cannot be asked for, and the search field says what it searches', async () => {
    const { user } = await renderApp(<AdminUsersTab />, { server });
    const table = await screen.findByRole('table', { name: 'Users' });
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    expect(search).toHaveAccessibleDescription('Name, username, e-mail or phone');
    expect(search).toHaveAttribute('aria-controls', table.id);
    await user.type(search, 'user199');
    await waitFor(() => expect(screen.getByText('1–10 of 11')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Next page of users' }));
    await waitFor(() => expect(screen.getByText('11–11 of 11')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Next page of users' })).toBeDisabled();
  });

  test("when the administrator's own row is shown, then their role button is held off and says why", async () => {
    await renderApp(<AdminUsersTab />, { server });
    const table = await screen.findByRole('table', { name: 'Users' });
    const own = within(table).getByRole('row', { name: 'Administrator' });
    expect(within(own).getByRole('button', { name: 'Remove Admin: Administrator' })).toBeDisabled();
    expect(within(own).getByLabelText('You cannot remove your own administrator role')).toContainElement(within(own).getByRole('button', { name: 'Remove Admin: Administrator' }));
  });

  test('when the next page is on its way, then the page before stays, marked as loading, until it comes', async () => {
    let answerNextPage: () => void = () => undefined;
    const nextPageAsked = new Promise<void>((resolve) => (answerNextPage = resolve));
    const { user } = await renderApp(<AdminUsersTab />, {
      server: {
        ...server,
        AdminUserPage: async (variables) => {
          if (variables.offset !== 0) await nextPageAsked;
          return { data: { adminUserPage: userPage(variables) } };
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Next page of users' }));
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('progressbar', { name: 'Loading users' })).toBeVisible();
    expect(rowNames(table)[0]).toBe('Administrator');
    answerNextPage();
    await waitFor(() => expect(rowNames(table)[0]).toBe('School User 10'));
    expect(table).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('progressbar', { name: 'Loading users' })).toBeNull();
  });

  test('when nothing is on its way, then no loading bar is in the page, not even hidden (its animation would redraw every frame while the administrator types)', async () => {
    await renderApp(<AdminUsersTab />, { server });
    const table = await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByRole('progressbar', { hidden: true })).toBeNull();
  });

  test('when the app asked for the first page as it started on the tab, then the tab shows that page at once without asking the server again', async () => {
    const { sent } = await renderApp(<StartedThenShown />, { server });
    const table = await screen.findByRole('table', { name: 'Users' });
    // Drawn with the page from its first render: no spinner, no loading bar.
    expect(rowNames(table)).toHaveLength(10);
    expect(table).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('1–10 of 2000')).toBeInTheDocument();
    expect(sent.filter((operation) => operation.operationName === 'AdminUserPage').map((operation) => operation.variables)).toEqual([{ search: '', offset: 0, limit: 10 }]);
  });
});
