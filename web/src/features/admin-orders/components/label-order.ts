import { GRADES } from '@lunchbox/domain/grades';

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

/**
 * The labels of a day as they are packed (issue 31): by school in delivery order (the school's
 * delivery time, `HH:mm`, unknown ones last, then by name), the children with allergies first within
 * each school, each group in label order.
 */
export function labelsInDeliveryOrder<T extends Labelled & { childAllergies: readonly string[] }>(
  orders: readonly T[],
  deliveryTimes: ReadonlyMap<string, string> = new Map(),
): T[] {
  const timeOf = (order: T) => deliveryTimes.get(order.school.trim().toLowerCase()) ?? '99:99';
  const withAllergies = (order: T) => (order.childAllergies.length > 0 ? 0 : 1);
  // Array sorts are stable: each school's labels keep sortForLabels' order within their group.
  return sortForLabels(orders).sort((a, b) => timeOf(a).localeCompare(timeOf(b)) || byText(a.school, b.school) || withAllergies(a) - withAllergies(b));
}
