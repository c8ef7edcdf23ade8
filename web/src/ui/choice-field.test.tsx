import { describe, expect, test } from '@jest/globals';
import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { renderApp } from '../testing/render-app.tsx';
import { ChoiceField } from './choice-field.tsx';

const CHOICES = [
  { value: '', label: 'Every school' },
  { value: '3', label: 'Sutter Elementary' },
  { value: '6', label: 'Willow Elementary' },
];

function SchoolChoice() {
  const [value, setValue] = useState('');
  return (
    <>
      <ChoiceField label="School" value={value} choices={CHOICES} onChange={setValue} />
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('a choice field', () => {
  test('when its list is opened and Escape is pressed, then the list closes, nothing is chosen and the field has the focus', async () => {
    const { user } = await renderApp(<SchoolChoice />);
    const field = screen.getByRole('combobox', { name: 'School' });
    await user.click(field);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'Every school' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field).toHaveTextContent('Every school');
  });

  test('when a first letter is typed in the open list and Enter pressed, then that option is chosen', async () => {
    const { user } = await renderApp(<SchoolChoice />);
    const field = screen.getByRole('combobox', { name: 'School' });
    act(() => field.focus());
    await user.keyboard('{ArrowDown}w{Enter}');
    expect(field).toHaveTextContent('Willow Elementary');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  test('when the page beside the open list is clicked, then the list closes without choosing and what was clicked is not pressed', async () => {
    const { user } = await renderApp(<SchoolChoice />);
    const field = screen.getByRole('combobox', { name: 'School' });
    await user.click(field);
    expect(screen.getByRole('listbox', { name: 'School' })).toBeInTheDocument();
    await user.click(document.querySelector('[aria-hidden="true"][style*="fixed"]')!);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveTextContent('Every school');
  });
});
