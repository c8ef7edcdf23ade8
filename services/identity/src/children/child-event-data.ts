import type { ConfirmedDiet } from '../diet-requests/confirmed-diets.ts';
import type { ChildRow } from './child-repository.ts';

/** The child as child.upserted carries it, with the school's approvals of a medical diet still in force. */
export const toChildEventData = (row: ChildRow, confirmedDiets: ConfirmedDiet[]) => ({
  childId: row.id,
  userId: row.userId,
  name: row.name,
  school: row.school,
  schoolId: row.schoolId,
  grade: row.grade,
  teacher: row.teacher,
  allergies: row.allergies,
  diets: row.diets,
  confirmedDiets,
});
