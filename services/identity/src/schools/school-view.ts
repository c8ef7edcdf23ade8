import type { SchoolRow } from './school-repository.ts';

/** A school as the graph, GET /api/schools and school.upserted show it; a null zone is the SCHOOL_TIMEZONE setting. */
export function toSchoolView(row: SchoolRow, defaultTimeZone: string) {
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    deliveryTime: row.deliveryTime,
    // The clock the cut-off is read on: the school's own unless set (the seeded schools: the spec's 05:00 UTC).
    orderDeadline: { time: row.deadlineTime, daysBefore: row.deadlineDaysBefore, timeZone: row.deadlineTimeZone ?? row.timeZone ?? defaultTimeZone },
    timeZone: row.timeZone ?? defaultTimeZone,
  };
}
export type SchoolView = ReturnType<typeof toSchoolView>;
