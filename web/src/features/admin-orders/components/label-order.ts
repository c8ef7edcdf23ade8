import { GRADES } from '@lunchbox/domain/identity-schemas';

interface Labelled {
  id: number;
  school: string;
  grade: string;
  teacher: string | null;
  childName: string;
}

const gradeRank = (grade: string): number => {
  const index = (GRADES as readonly string[]).indexOf(grade.trim().toUpperCase() === 'KG' ? 'KG' : grade.trim());
  return index === -1 ? GRADES.length : index;
};

/** One collator for every comparison: `localeCompare` with options builds a new one per call, which a sort of 600 labels makes thousands of times. */
const byText = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }).compare;

/**
 * The order labels are printed in, so a school's boxes come off the printer together: by school,
 * then grade (KG first, then 1 to 12), then teacher, then child; the order number breaks ties.
 */
export function sortForLabels<T extends Labelled>(orders: readonly T[]): T[] {
  return [...orders].sort(
    (a, b) =>
      byText(a.school, b.school) ||
      gradeRank(a.grade) - gradeRank(b.grade) ||
      byText(a.grade, b.grade) ||
      byText(a.teacher ?? '', b.teacher ?? '') ||
      byText(a.childName, b.childName) ||
      a.id - b.id,
  );
}

/** The day's orders with the children who have allergies first (issue 13), each group kept in label order. */
export function allergiesFirst<T extends Labelled & { childAllergies: readonly string[] }>(orders: readonly T[]): T[] {
  const sorted = sortForLabels(orders);
  return [...sorted.filter((order) => order.childAllergies.length > 0), ...sorted.filter((order) => order.childAllergies.length === 0)];
}
