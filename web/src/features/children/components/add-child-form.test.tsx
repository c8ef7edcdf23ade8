import { describe, expect, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { AddChildForm } from './add-child-form.tsx';

const added = {
  __typename: 'ChildProfile',
  id: 7,
  userId: 3,
  name: 'Maya',
  school: 'Sutter Elementary',
  grade: '3',
  teacher: 'Room 12',
  preferredLunchOptions: ['Vegetarian', 'No nuts'],
  allergies: ['peanuts'],
  diets: [],
};

/** GET /api/schools as the server answers it: the seeded five and one made inactive. */
const SCHOOLS_ANSWER = {
  data: {
    schools: [
      ...['Stratford preparatory', 'Stratford Pomeroy', 'Sutter Elementary', 'Bucher Middle School', 'Washington Open Elementary'].map((name, index) => ({
        __typename: 'School',
        id: index + 1,
        name,
        active: true,
      })),
      { __typename: 'School', id: 6, name: 'Old Oak School', active: false },
    ],
  },
};

describe('child profile form', () => {
  test('when a required field is missing, then its spec message shows and Add Child stays disabled', async () => {
    const { user, sent } = await renderApp(<AddChildForm />, { server: { Schools: () => SCHOOLS_ANSWER } });
    const add = screen.getByRole('button', { name: 'Add Child' });
    expect(add).toBeDisabled();

    await user.type(screen.getByLabelText("Child's Name"), 'M');
    await user.type(screen.getByLabelText('Section/Cohort'), 'x');
    await user.clear(screen.getByLabelText('Section/Cohort'));
    expect(await screen.findByText("Child's name is required")).toBeInTheDocument();
    expect(screen.getByText('Section/Cohort is required')).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(sent.filter((operation) => operation.operationName !== 'Schools')).toEqual([]);
  });

  test('when the server lists the schools, then the form offers the active ones and not the inactive one', async () => {
    await renderApp(<AddChildForm />, { server: { Schools: () => SCHOOLS_ANSWER } });
    const school = screen.getByLabelText('School');
    await waitFor(() => expect(school).toHaveTextContent('Washington Open Elementary'));
    expect(school).not.toHaveTextContent('Old Oak School');
  });

  test('when every field is filled, then Add Child sends the child with the lunch options as a list and says Child Added', async () => {
    const { user, sent } = await renderApp(<AddChildForm />, {
      server: { Schools: () => SCHOOLS_ANSWER, AddChild: () => ({ data: { addChild: added } }), MyChildren: () => ({ data: { myChildren: [added] } }) },
    });
    await user.type(screen.getByLabelText("Child's Name"), 'Maya');
    await user.selectOptions(screen.getByLabelText('School'), 'Sutter Elementary');
    await user.selectOptions(screen.getByLabelText('Grade'), 'Grade 3');
    await user.type(screen.getByLabelText('Section/Cohort'), 'Room 12');
    await user.type(screen.getByLabelText('Preferred Lunch Options (optional)'), 'Vegetarian, No nuts,');
    await user.click(screen.getByRole('checkbox', { name: 'Peanuts' }));
    const add = screen.getByRole('button', { name: 'Add Child' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Child Added');
    expect(toast).toHaveTextContent('Maya has been added to your child profiles.');
    expect(sent.find((operation) => operation.operationName === 'AddChild')).toMatchObject({
      operationName: 'AddChild',
      variables: {
        input: {
          name: 'Maya',
          school: 'Sutter Elementary',
          grade: '3',
          teacher: 'Room 12',
          preferredLunchOptions: ['Vegetarian', 'No nuts'],
          allergies: ['peanuts'],
          diets: [],
        },
      },
    });
    // The form is emptied for the next child.
    await waitFor(() => expect(screen.getByLabelText("Child's Name")).toHaveValue(''));
  });
});
