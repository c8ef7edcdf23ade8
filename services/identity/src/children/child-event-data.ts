import type { ChildRow } from './child-repository.ts';

/** The child as child.upserted carries it. */
export const toChildEventData = (row: ChildRow) => ({
  childId: row.id,
  userId: row.userId,
  name: row.name,
  school: row.school,
  schoolId: row.schoolId,
  grade: row.grade,
  teacher: row.teacher,
  allergies: row.allergies,
  diets: row.diets,
});
