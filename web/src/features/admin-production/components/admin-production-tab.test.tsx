import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderApp, type GraphqlServer } from '../../../testing/render-app.tsx';
import { AdminProductionTab } from './admin-production-tab.tsx';

const SCHOOLS = [
  { __typename: 'School' as const, id: 3, name: 'Sutter Elementary', active: true },
  { __typename: 'School' as const, id: 6, name: 'Willow Elementary', active: true },
];

const note = (childName: string, grade: string, teacher: string, allergies: string[]) => ({
  __typename: 'ProductionAllergyNote' as const,
  childName,
  grade,
  teacher,
  allergies,
});
const count = (menuItem: string, n: number, allergyNotes: ReturnType<typeof note>[] = []) => ({
  __typename: 'ProductionItemCount' as const,
  menuItem,
  count: n,
  allergyNotes,
});

/** A day with two schools, Willow delivered at 11:00 before Sutter at 12:00 (the server's order). */
function sheetOf(date: string, schoolId: number | null) {
  const willow = {
    __typename: 'ProductionSchoolCount' as const,
    schoolId: 6,
    school: 'Willow Elementary',
    deliveryTime: '11:00',
    total: 1,
    items: [count('Chicken Wrap', 1)],
    classes: [{ __typename: 'ProductionClassCount' as const, grade: '2', teacher: 'Mr. Oak', total: 1, items: [count('Chicken Wrap', 1)] }],
  };
  const anaNote = note('Ana', '3', 'Room 4', ['peanuts']);
  const sutter = {
    __typename: 'ProductionSchoolCount' as const,
    schoolId: 3,
    school: 'Sutter Elementary',
    deliveryTime: '12:00',
    total: 2,
    items: [count('Veggie Pasta', 2, [anaNote])],
    classes: [
      { __typename: 'ProductionClassCount' as const, grade: '1', teacher: 'Room 2', total: 1, items: [count('Veggie Pasta', 1)] },
      { __typename: 'ProductionClassCount' as const, grade: '3', teacher: 'Room 4', total: 1, items: [count('Veggie Pasta', 1, [anaNote])] },
    ],
  };
  const schools = schoolId === 3 ? [sutter] : [willow, sutter];
  const total = schools.reduce((sum, school) => sum + school.total, 0);
  return {
    __typename: 'ProductionSheet' as const,
    from: date,
    to: date,
    total,
    days: [{ __typename: 'ProductionDay' as const, date, total, items: [count('Chicken Wrap', 1), count('Veggie Pasta', 2)], schools }],
  };
}

function productionServer(): GraphqlServer {
  return {
    ProductionSchools: () => ({ data: { schools: SCHOOLS } }),
    ProductionSheet: (variables) => ({
      data: { productionSheet: sheetOf(String(variables.date), typeof variables.schoolId === 'number' ? variables.schoolId : null) },
    }),
    DeliverySheets: (variables) => ({
      data: {
        deliverySheets: {
          __typename: 'DeliverySheets',
          date: String(variables.date),
          total: 1,
          schools: [
            {
              __typename: 'DeliverySchool',
              schoolId: 6,
              school: 'Willow Elementary',
              deliveryTime: '11:00',
              total: 1,
              items: [{ __typename: 'DeliveryItemCount', menuItem: 'Chicken Wrap', count: 1 }],
              children: [{ __typename: 'DeliveryChild', childName: 'Ben', grade: '2', teacher: 'Mr. Oak', menuItem: 'Chicken Wrap' }],
            },
          ],
        },
      },
    }),
  };
}

describe('production tab: schools in delivery order and the delivery sheets', () => {
  test('when a day has two schools, then each has its own section with its delivery time, totals per dish and its allergies first', async () => {
    await renderApp(<AdminProductionTab />, { server: productionServer() });
    const sections = await screen.findAllByRole('region', { name: /Elementary, / });
    expect(sections.map((section) => within(section).getByRole('heading').textContent)).toEqual([
      'Willow Elementary · delivery 11:00 · 1 lunch',
      'Sutter Elementary · delivery 12:00 · 2 lunches',
    ]);
    const sutter = sections[1]!;
    expect(sutter).toHaveTextContent('2 × Veggie Pasta');
    const allergies = within(sutter).getByRole('list', { name: 'Children with allergies' });
    expect(allergies).toHaveTextContent('Ana (3 · Room 4), Veggie Pasta: peanuts');
    // The allergies come before the school's class table.
    expect(allergies.compareDocumentPosition(within(sutter).getByRole('table')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test("when the day's sheet is shown, then the date field beside it shows the sheet's day", async () => {
    await renderApp(<AdminProductionTab />, { server: productionServer() });
    await screen.findAllByRole('region', { name: /Elementary, / });
    const field = await screen.findByRole('group', { name: 'Date' }, { timeout: 5000 });
    expect(within(field).getByRole('spinbutton', { name: 'Year' })).toHaveTextContent(/^\d{4}$/);
  });

  test('when one school is chosen, then the sheet is asked for that school only and the CSV link names it', async () => {
    const { user, sent } = await renderApp(<AdminProductionTab />, { server: productionServer() });
    await screen.findAllByRole('region', { name: /Elementary, / });
    await user.selectOptions(screen.getByRole('combobox', { name: 'School' }), 'Sutter Elementary');
    await screen.findByText('Sutter Elementary · delivery 12:00 · 2 lunches', {}, { timeout: 5000 });
    expect(screen.queryByText(/Willow Elementary · delivery/)).not.toBeInTheDocument();
    expect(sent.filter((operation) => operation.operationName === 'ProductionSheet').at(-1)?.variables).toMatchObject({ schoolId: 3 });
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toContain('schoolId=3');
  });

  test("when Delivery sheets is pressed, then each school's sheet shows its delivery time, dishes and children with their classes, ready to print", async () => {
    const { user } = await renderApp(<AdminProductionTab />, { server: productionServer() });
    await screen.findAllByRole('region', { name: /Elementary, / });
    await user.click(screen.getByRole('button', { name: 'Delivery sheets' }));
    const sheet = await screen.findByRole('region', { name: 'Delivery sheet of Willow Elementary' });
    expect(within(sheet).getByRole('heading')).toHaveTextContent('Willow Elementary · delivery 11:00');
    expect(within(sheet).getByRole('table', { name: 'Dish' })).toHaveTextContent('Chicken Wrap1');
    expect(within(sheet).getByRole('table', { name: 'Child' })).toHaveTextContent('Ben2 · Mr. OakChicken Wrap');
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Back to production' }));
    expect(await screen.findByRole('button', { name: 'Delivery sheets' })).toBeInTheDocument();
  });
});
