import { z } from 'zod';

/** 'HH:mm' on a 24-hour clock. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the form HH:mm, e.g. 21:00');

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A school as an administrator writes it (issue 31, docs/schools.md): the cut-off is `time` on the
 * school's clock `daysBefore` days before the lunch date.
 */
export const schoolWriteSchema = z.object({
  name: z.string().trim().min(2, 'School name must be at least 2 characters').max(100),
  active: z.boolean().optional().default(true),
  deliveryTime: clockTime,
  orderDeadline: z.object({
    time: clockTime,
    daysBefore: z.number().int().min(0, 'daysBefore cannot be negative').max(14, 'daysBefore is at most 14'),
    /** The clock `time` is read on when not the school's own (the seeded schools: 'UTC'); omitted: the school's. */
    timeZone: z.string().refine(isTimeZone, 'Must be an IANA time zone such as America/Los_Angeles').optional(),
  }),
  timeZone: z.string().refine(isTimeZone, 'Must be an IANA time zone such as America/Los_Angeles'),
});
export type SchoolWrite = z.output<typeof schoolWriteSchema>;

/** A change sends any subset of the fields. */
export const schoolPatchSchema = schoolWriteSchema.extend({ active: z.boolean() }).partial();
export type SchoolPatch = z.output<typeof schoolPatchSchema>;
