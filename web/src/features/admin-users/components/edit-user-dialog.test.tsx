import { useState } from 'react';
import { afterEach, describe, expect, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { jane, OpensDialog } from '../testing/users-tab.tsx';
import { renderApp, type GraphqlServer } from '../../../testing/render-app.tsx';
import type { AdminUser } from '../api/admin-users.ts';
import { EditUserDialog } from './edit-user-dialog.tsx';

const EditUserButton = ({ user }: { user: AdminUser }) => <OpensDialog label="Edit" dialog={(close) => <EditUserDialog user={user} onClose={close} />} />;

/** The same button, and another administrator renaming the user meanwhile (the list shows the new name). */
function RenamedElsewhere() {
  const [shown, setShown] = useState(jane);
  return (
    <>
      <EditUserButton user={shown} />
      <button type="button" onClick={() => setShown({ ...jane, fullName: 'Jane Smith' })}>
        Rename elsewhere
      </button>
    </>
  );
}

/** A server that saves the user as sent. */
const usersServer: GraphqlServer = {
  AdminUpdateUser: (variables) => ({ data: { adminUpdateUser: { ...jane, ...(variables.input as object) } } }),
};

afterEach(() => window.localStorage.clear());

describe('the Users tab: edit a user, with a local draft', () => {
  test('when the administrator types a new name and cancels, then opening the dialog again shows what they typed', async () => {
    const { user, sent } = await renderApp(<EditUserButton user={jane} />, { server: usersServer });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const fullName = await screen.findByLabelText('Full Name');
    expect(fullName).toHaveValue('Jane Parent');
    await user.clear(fullName);
    await user.type(fullName, 'Jane Q. Parent');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit User: Jane Parent' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Jane Q. Parent');
    expect(screen.getByLabelText('Username')).toHaveValue('jane');
    expect(sent).toEqual([]);
  });

  test('when the edit is saved, then the server gets it trimmed and the next opening starts from the user again', async () => {
    const { user, sent } = await renderApp(<EditUserButton user={jane} />, { server: usersServer });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const fullName = await screen.findByLabelText('Full Name');
    await user.clear(fullName);
    await user.type(fullName, '  Jane Q. Parent ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.map(({ operationName, variables }) => ({ operationName, variables }))).toEqual([
      { operationName: 'AdminUpdateUser', variables: { id: 7, input: { fullName: 'Jane Q. Parent', email: 'jane@example.com', username: 'jane' } } },
    ]);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Jane Parent');
  });

  test('when the administrator types and then puts the saved name back, then no draft is kept: the next opening shows the user as saved since', async () => {
    const { user } = await renderApp(<RenamedElsewhere />, { server: usersServer });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const fullName = await screen.findByLabelText('Full Name');
    await user.type(fullName, 'x');
    await user.type(fullName, '{Backspace}');
    expect(fullName).toHaveValue('Jane Parent');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Rename elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Jane Smith');
  });

  test('when a field is emptied, then Save Changes waits until it is filled again', async () => {
    const { user } = await renderApp(<EditUserButton user={jane} />, { server: usersServer });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const username = await screen.findByLabelText('Username');
    await user.clear(username);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled());
    await user.type(username, 'janep');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled());
  });
});
