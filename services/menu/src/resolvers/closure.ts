import type { ClosureRow } from '../db/schema.ts';

/** What the graph shows of a closed day: `schoolId` null when every school is closed. */
export function toClosure(row: ClosureRow) {
  return { date: row.date, reason: row.reason, schoolId: row.schoolId };
}
