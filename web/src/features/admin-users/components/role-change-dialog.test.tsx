import { describe, expect, jest, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { jane } from '../testing/users-tab.tsx';
import { renderApp } from '../../../testing/render-app.tsx';
import { RoleChangeDialog } from './role-change-dialog.tsx';

describe('the Users tab: the question before a role change', () => {
  test('when an administrator is about to grant the role, then the question names the user and what the role allows, and the blue Make Admin button has the focus', async () => {
    const onConfirm = jest.fn();
    const { user } = await renderApp(<RoleChangeDialog user={jane} pending={false} onConfirm={onConfirm} onCancel={() => {}} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Grant Administrator Access' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to make Jane Parent an administrator? They will be able to:');
    expect(screen.getByRole('list', { name: 'Administrator abilities' }).querySelectorAll('li')).toHaveLength(5);
    const makeAdmin = screen.getByRole('button', { name: 'Make Admin' });
    expect(makeAdmin).toHaveFocus();
    expect(makeAdmin).toHaveClass('MuiButton-colorPrimary');
    await user.click(makeAdmin);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  test('when an administrator is about to remove the role, then the red Remove Admin button has the focus', async () => {
    await renderApp(<RoleChangeDialog user={{ ...jane, isAdmin: true }} pending={false} onConfirm={() => {}} onCancel={() => {}} />);
    await screen.findByRole('alertdialog', { name: 'Remove Administrator Access' });
    const removeAdmin = screen.getByRole('button', { name: 'Remove Admin' });
    expect(removeAdmin).toHaveFocus();
    expect(removeAdmin).toHaveClass('MuiButton-colorError');
  });

  test('while the change is saved, then both buttons wait', async () => {
    await renderApp(<RoleChangeDialog user={jane} pending onConfirm={() => {}} onCancel={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
