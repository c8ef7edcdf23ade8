import { describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { jane } from '../testing/users-tab.tsx';
import { StaffRoleDialog } from './staff-role-dialog.tsx';

const schools = [
  { __typename: 'School', id: 3, name: 'Sutter Elementary', active: true },
  { __typename: 'School', id: 4, name: 'Bucher Middle School', active: true },
];

describe('changing a role in the Users tab (issue 31 §3)', () => {
  test('when the administrator picks School office without a school, then nothing is sent until a school is chosen', async () => {
    let done = 0;
    const { user, sent } = await renderApp(<StaffRoleDialog user={jane} onDone={() => (done += 1)} onCancel={() => undefined} />, {
      server: {
        RoleSchools: () => ({ data: { schools } }),
        SetUserRole: (variables) => ({ data: { setUserRole: { ...jane, role: variables.role, schoolId: variables.schoolId } } }),
      },
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Change the role of Jane Parent' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'School office');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(within(dialog).getByText('Choose the school this office works for', { selector: 'p' })).toBeInTheDocument();
    expect(sent.some((operation) => operation.operationName === 'SetUserRole')).toBe(false);
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Sutter Elementary' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /School/ }), 'Sutter Elementary');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(done).toBe(1));
    expect(sent.find((operation) => operation.operationName === 'SetUserRole')?.variables).toEqual({ id: jane.id, role: 'school_office', schoolId: 3 });
  });

  test('when the server refuses, then its reason is shown in the dialog', async () => {
    const { user } = await renderApp(<StaffRoleDialog user={jane} onDone={() => undefined} onCancel={() => undefined} />, {
      server: {
        RoleSchools: () => ({ data: { schools } }),
        SetUserRole: () => ({ error: 'The last administrator cannot lose the administrator role.' }),
      },
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Change the role of Jane Parent' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Kitchen');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await within(dialog).findByText('The last administrator cannot lose the administrator role.')).toBeInTheDocument();
  });
});
