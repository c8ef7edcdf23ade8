/** Their one child, as the order form's children query answers it. */
export const TEST_CHILD = {
  __typename: 'ChildProfile',
  id: 7,
  name: 'Maya',
  school: 'Sutter Elementary',
  grade: '3',
  teacher: 'Room 12',
  allergies: [],
  diets: [],
  confirmedDiets: [],
};
