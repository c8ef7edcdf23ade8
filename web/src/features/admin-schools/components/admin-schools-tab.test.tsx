import { describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, type GraphqlAnswer, type GraphqlServer } from '../../../testing/render-app.tsx';
import { AdminSchoolsTab } from './admin-schools-tab.tsx';

interface School {
  __typename: 'School';
  id: number;
  name: string;
  active: boolean;
  deliveryTime: string;
  orderDeadline: { __typename: 'SchoolOrderDeadline'; time: string; daysBefore: number };
  timeZone: string;
}

type SchoolInput = { name?: string; active?: boolean; deliveryTime?: string; orderDeadline?: { time: string; daysBefore: number }; timeZone?: string };

const school = (id: number, name: string, changes: Partial<School> = {}): School => ({
  __typename: 'School',
  id,
  name,
  active: true,
  deliveryTime: '12:00',
  orderDeadline: { __typename: 'SchoolOrderDeadline', time: '21:00', daysBefore: 1 },
  timeZone: 'America/Los_Angeles',
  ...changes,
});

/** A schools server that keeps what is saved through it and refuses a name taken regardless of case, as identity does. */
function schoolsServer(schools: School[]): GraphqlServer {
  const taken = (name: string | undefined, id?: number) => schools.some((held) => held.id !== id && held.name.toLowerCase() === name?.trim().toLowerCase());
  const refusal: GraphqlAnswer = { error: 'A school with this name already exists', code: 'CONFLICT' };
  const saved = (fields: SchoolInput) => ({
    ...fields,
    orderDeadline: fields.orderDeadline && { __typename: 'SchoolOrderDeadline' as const, ...fields.orderDeadline },
  });
  return {
    AdminSchools: () => ({ data: { schools } }),
    CreateSchool: (variables) => {
      const input = variables.input as SchoolInput;
      if (taken(input.name)) return refusal;
      const created = { ...school(schools.length + 1, input.name ?? ''), ...saved(input) } as School;
      schools.push(created);
      return { data: { createSchool: created } };
    },
    UpdateSchool: (variables) => {
      const input = variables.input as SchoolInput;
      const index = schools.findIndex((held) => held.id === variables.id);
      if (taken(input.name, Number(variables.id))) return refusal;
      schools[index] = { ...schools[index]!, ...saved(input) } as School;
      return { data: { updateSchool: schools[index] } };
    },
  };
}

const sentNames = (sent: { operationName: string }[]) => sent.map((operation) => operation.operationName);

describe('admin schools: the table', () => {
  test('when the tab opens, then each school shows its status, delivery time, cut-off in words and time zone', async () => {
    await renderApp(<AdminSchoolsTab />, {
      server: schoolsServer([
        school(1, 'Lincoln Elementary'),
        school(2, 'Old Mill School', {
          active: false,
          orderDeadline: { __typename: 'SchoolOrderDeadline', time: '07:30', daysBefore: 0 },
          timeZone: 'America/Chicago',
        }),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Schools' });
    const [, lincoln, oldMill] = within(table).getAllByRole('row');
    expect(lincoln).toHaveTextContent('Lincoln ElementaryActive12:0021:00 the day before (America/Los_Angeles)America/Los_Angeles');
    expect(oldMill).toHaveTextContent('Old Mill SchoolInactive12:0007:30 on the lunch date (America/Chicago)America/Chicago');
    expect(within(table).getByRole('button', { name: 'Edit Old Mill School' })).toBeInTheDocument();
  });
});

describe('admin schools: adding a school', () => {
  test('when the administrator fills in the dialog and picks a zone by searching, then the school is added and listed', async () => {
    const { user, sent } = await renderApp(<AdminSchoolsTab />, { server: schoolsServer([school(1, 'Lincoln Elementary')]) });
    await screen.findByRole('table', { name: 'Schools' });
    await user.click(screen.getByRole('button', { name: 'Add School' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add School' });
    expect(within(dialog).getByLabelText(/^School name/)).toHaveFocus();
    await user.type(within(dialog).getByLabelText(/^School name/), 'Maple Grove');
    await user.clear(within(dialog).getByLabelText(/^Delivery time/));
    await user.type(within(dialog).getByLabelText(/^Delivery time/), '11:45');
    await user.clear(within(dialog).getByLabelText(/^Order cut-off time/));
    await user.type(within(dialog).getByLabelText(/^Order cut-off time/), '20:00');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Cut-off day/ }), '2 days before');
    const zone = within(dialog).getByRole('combobox', { name: /^Time zone/ });
    expect(zone).toHaveValue('America/Los_Angeles');
    await user.clear(zone);
    await user.type(zone, 'Denv');
    await user.click(await screen.findByRole('option', { name: 'America/Denver' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add School' }));

    expect(await screen.findByRole('status')).toHaveTextContent('School added');
    expect(sent.find((operation) => operation.operationName === 'CreateSchool')?.variables).toEqual({
      input: { name: 'Maple Grove', active: true, deliveryTime: '11:45', orderDeadline: { time: '20:00', daysBefore: 2 }, timeZone: 'America/Denver' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('row', { name: /Maple Grove/ })).toHaveTextContent('20:00, 2 days before (America/Denver)');
  });

  test('when the name is taken or a time is not HH:mm, then the message shows at that field and nothing else is sent', async () => {
    const { user, sent } = await renderApp(<AdminSchoolsTab />, { server: schoolsServer([school(1, 'Lincoln Elementary')]) });
    await screen.findByRole('table', { name: 'Schools' });
    await user.click(screen.getByRole('button', { name: 'Add School' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add School' });
    await user.type(within(dialog).getByLabelText(/^School name/), 'lincoln elementary');
    await user.clear(within(dialog).getByLabelText(/^Delivery time/));
    await user.type(within(dialog).getByLabelText(/^Delivery time/), '25:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add School' }));
    expect(await within(dialog).findByText('Use the form HH:mm, e.g. 21:00')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Delivery time/)).toHaveAccessibleDescription('Use the form HH:mm, e.g. 21:00');
    expect(sentNames(sent)).toEqual(['AdminSchools']);

    await user.clear(within(dialog).getByLabelText(/^Delivery time/));
    await user.type(within(dialog).getByLabelText(/^Delivery time/), '11:30');
    await user.click(within(dialog).getByRole('button', { name: 'Add School' }));
    const name = within(dialog).getByLabelText(/^School name/);
    await waitFor(() => expect(name).toHaveAccessibleDescription('A school with this name already exists'));
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Add School' })).toBeInTheDocument();
    expect(sentNames(sent)).toEqual(['AdminSchools', 'CreateSchool']);
  });
});

describe('admin schools: making a school inactive', () => {
  test('when the administrator switches Active off and saves, then a confirmation says what it means, and confirming saves it', async () => {
    const { user, sent } = await renderApp(<AdminSchoolsTab />, { server: schoolsServer([school(1, 'Lincoln Elementary'), school(2, 'Maple Grove')]) });
    await user.click(await screen.findByRole('button', { name: 'Edit Maple Grove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit School' });
    expect(within(dialog).getByLabelText(/^School name/)).toHaveValue('Maple Grove');
    await user.click(within(dialog).getByRole('switch', { name: 'Active: offered for new children' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    const confirmation = await screen.findByRole('alertdialog', { name: 'Make this school inactive?' });
    expect(confirmation).toHaveAccessibleDescription(
      'Maple Grove will no longer be offered for new children, nor for a child moving school. The children already at Maple Grove keep it.',
    );
    expect(within(confirmation).getByRole('button', { name: 'Make Inactive' })).toHaveFocus();
    expect(sentNames(sent)).toEqual(['AdminSchools']);
    await user.click(within(confirmation).getByRole('button', { name: 'Make Inactive' }));

    expect(await screen.findByRole('status')).toHaveTextContent('School updated');
    expect(sent.find((operation) => operation.operationName === 'UpdateSchool')?.variables).toEqual({
      id: 2,
      input: { name: 'Maple Grove', active: false, deliveryTime: '12:00', orderDeadline: { time: '21:00', daysBefore: 1 }, timeZone: 'America/Los_Angeles' },
    });
    await waitFor(() => expect(screen.getByRole('row', { name: /Maple Grove/ })).toHaveTextContent('Inactive'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
