import { useState } from 'react';
import { afterEach, describe, expect, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { MENU_MODES } from '../utils/menu-modes.ts';
import type { MenuGroup } from '../utils/menu-groups.ts';
import type { MenuSuggestions } from '../utils/menu-suggestions.ts';
import { MenuItemEditDialog } from './menu-item-edit-dialog.tsx';

const NO_SUGGESTIONS: MenuSuggestions = { menuItem: [], description: [], price: [], calories: [], imageUrl: [] };

const pizza: MenuGroup = {
  key: 'pizza',
  menuItem: 'Cheese Pizza',
  description: 'Tomato and mozzarella',
  price: '6.50',
  calories: null,
  imageUrl: null,
  allergens: [],
  dietTags: [],
  nutrition: { protein: null, carbohydrates: null, fat: null, sodium: null },
  items: [
    {
      __typename: 'WeeklyMenuItem',
      id: 41,
      weekStartDate: '2099-03-16',
      weekEndDate: '2099-03-20',
      dayOfWeek: 'Tuesday',
      menuItem: 'Cheese Pizza',
      description: 'Tomato and mozzarella',
      price: '6.50',
      calories: null,
      imageUrl: null,
      isActive: true,
      allergens: [],
      dietTags: [],
      nutrition: { protein: null, carbohydrates: null, fat: null, sodium: null },
    },
  ],
  dates: ['2099-03-17'],
};

/** The menu grid's two ways into the dialog: Set Menu (a new item) and a card's Edit. */
function MenuButtons() {
  const [dialog, setDialog] = useState<{ open: boolean; group: MenuGroup | null }>({ open: false, group: null });
  return (
    <>
      <button type="button" onClick={() => setDialog({ open: true, group: null })}>
        Set Menu
      </button>
      <button type="button" onClick={() => setDialog({ open: true, group: pizza })}>
        Edit Cheese Pizza
      </button>
      <MenuItemEditDialog
        open={dialog.open}
        group={dialog.group}
        settings={MENU_MODES.admin}
        suggestions={NO_SUGGESTIONS}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </>
  );
}

/** The name field offers earlier names, so it is a combobox. */
const nameField = () => screen.getByRole('combobox', { name: /^Menu Item Name/ });

async function closeDialog(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

afterEach(() => window.localStorage.clear());

describe('menu management: the Set Menu draft', () => {
  test('when the administrator types a new item and cancels, then Set Menu shows it again, and editing an item neither shows nor changes it', async () => {
    const { user, sent } = await renderApp(<MenuButtons />);
    await user.click(screen.getByRole('button', { name: 'Set Menu' }));
    expect(await screen.findByRole('dialog', { name: 'Set Menu' })).toBeInTheDocument();
    expect(nameField()).toHaveValue('');
    await user.type(nameField(), 'Veggie Wrap');
    await closeDialog(user);

    await user.click(screen.getByRole('button', { name: 'Edit Cheese Pizza' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Menu Item' })).toBeInTheDocument();
    expect(nameField()).toHaveValue('Cheese Pizza');
    expect(screen.getByRole('combobox', { name: /^Day of Week/ })).toHaveValue('Tuesday');
    await user.type(nameField(), ' Deluxe');
    await closeDialog(user);

    await user.click(screen.getByRole('button', { name: 'Set Menu' }));
    expect(await screen.findByRole('dialog', { name: 'Set Menu' })).toBeInTheDocument();
    expect(nameField()).toHaveValue('Veggie Wrap');
    expect(sent).toEqual([]);
  });
});
