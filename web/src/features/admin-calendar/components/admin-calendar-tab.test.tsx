import { describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, type GraphqlServer } from '../../../testing/render-app.tsx';
import { AdminCalendarTab } from './admin-calendar-tab.tsx';

const SCHOOLS = [
  { __typename: 'School' as const, id: 3, name: 'Sutter Elementary', active: true },
  { __typename: 'School' as const, id: 6, name: 'Willow Elementary', active: true },
];

/** A calendar server that keeps the closures declared through it. */
function calendarServer(): GraphqlServer {
  const closures: { __typename: 'SchoolClosure'; date: string; reason: string; schoolId: number | null }[] = [];
  return {
    AdminClosures: () => ({ data: { closures } }),
    CalendarSchools: () => ({ data: { schools: SCHOOLS } }),
    DeclareClosure: (variables) => {
      const closure = {
        __typename: 'SchoolClosure' as const,
        date: String(variables.date),
        reason: String(variables.reason),
        schoolId: typeof variables.schoolId === 'number' ? variables.schoolId : null,
      };
      closures.push(closure);
      return { data: { declareClosure: closure } };
    },
  };
}

describe('school calendar: close a day', () => {
  test('when Close Day is pressed without a date or reason, then the messages show and nothing is closed', async () => {
    const { user, sent } = await renderApp(<AdminCalendarTab />, { server: calendarServer() });
    expect(await screen.findByText('No closed days ahead.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close Day' }));
    expect(await screen.findByText('Date must be in the form YYYY-MM-DD')).toBeInTheDocument();
    expect(screen.getByText('Reason is required')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent.map((operation) => operation.operationName).sort()).toEqual(['AdminClosures', 'CalendarSchools']);
  });

  test('when a date and reason are given, then a confirmation says what closing does, and confirming closes the day', async () => {
    const { user, sent } = await renderApp(<AdminCalendarTab />, { server: calendarServer() });
    await screen.findByText('No closed days ahead.');
    // The date field (MUI X) is typed section by section, month first, as a person types it.
    await user.click(within(screen.getByRole('group', { name: 'Date' })).getByRole('spinbutton', { name: 'Month' }));
    await user.keyboard('03162099');
    await user.type(screen.getByLabelText('Reason'), 'Teacher training');
    await user.click(screen.getByRole('button', { name: 'Close Day' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Close this day?' });
    expect(dialog).toHaveTextContent(
      'Monday, March 16, 2099 will show "No service – Teacher training". Lunches already ordered for it are cancelled, paid ones are credited, and each parent is e-mailed.',
    );
    expect(sent.map((operation) => operation.operationName).sort()).toEqual(['AdminClosures', 'CalendarSchools']);
    await user.click(within(dialog).getByRole('button', { name: 'Close Day' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Day closed');
    expect(toast).toHaveTextContent('Monday, March 16, 2099: No service – Teacher training');
    expect(sent.find((operation) => operation.operationName === 'DeclareClosure')?.variables).toEqual({
      date: '2099-03-16',
      reason: 'Teacher training',
      schoolId: null,
    });
    const closed = await screen.findByRole('list', { name: 'Closed days' });
    expect(closed).toHaveTextContent('Monday, March 16, 2099');
    await waitFor(() => expect(screen.getByLabelText('Reason')).toHaveValue(''));
  });

  test('when one school is chosen, then the closure names it, and the list says the day is closed there only', async () => {
    const { user, sent } = await renderApp(<AdminCalendarTab />, { server: calendarServer() });
    await screen.findByText('No closed days ahead.');
    await user.click(within(screen.getByRole('group', { name: 'Date' })).getByRole('spinbutton', { name: 'Month' }));
    await user.keyboard('03172099');
    await user.type(screen.getByLabelText('Reason'), 'Water main repair');
    await user.click(screen.getByRole('combobox', { name: 'Close at' }));
    await user.click(await screen.findByRole('option', { name: 'Willow Elementary' }));
    await user.click(screen.getByRole('button', { name: 'Close Day' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Close this day?' });
    expect(dialog).toHaveTextContent('Tuesday, March 17, 2099 will show "Willow Elementary only · No service – Water main repair".');
    await user.click(within(dialog).getByRole('button', { name: 'Close Day' }));

    const closed = await screen.findByRole('list', { name: 'Closed days' });
    await waitFor(() => expect(closed).toHaveTextContent('Willow Elementary only · No service – Water main repair'));
    expect(sent.find((operation) => operation.operationName === 'DeclareClosure')?.variables).toEqual({
      date: '2099-03-17',
      reason: 'Water main repair',
      schoolId: 6,
    });
    expect(screen.getByRole('button', { name: 'Open Tuesday, March 17, 2099 (Willow Elementary) again' })).toBeInTheDocument();
  });
});
