// One parent's valid order and cart entry, which the order domain's tests vary one field at a time.
export const validOrder = {
  parentName: 'Dana Parent',
  email: 'dana@example.com',
  phone: '555-123-4567',
  childName: 'Ava',
  school: 'Sutter Elementary',
  grade: '3',
  teacher: 'Ms. Rivera',
  lunchDate: '2026-11-24',
  lunchOptions: ['Pizza'],
  notes: '',
};

export const validCartItem = {
  id: 'c1',
  childName: 'Ava',
  parentName: 'Dana Parent',
  email: 'dana@example.com',
  phone: '555-123-4567',
  school: 'Sutter Elementary',
  grade: '3',
  teacher: 'Ms. Rivera',
  lunchDate: '2026-11-24',
  lunchOptions: ['Pizza'],
  weeklyMenuItemIds: [7],
  totalAmount: 7.5,
  notes: 'No onions',
  addedAt: '2026-11-20T18:00:00.000Z',
};
