import type { z } from 'zod';
import type { schoolWriteSchema } from '@lunchbox/domain/school-schemas';
import type { AdminSchool } from '../api/admin-schools.ts';

/** The Add and Edit dialogs' fields: the shared schema's, as the form holds them. */
export type SchoolFormInput = z.input<typeof schoolWriteSchema>;
export type SchoolFormValues = z.output<typeof schoolWriteSchema>;

/** The fields a refusal can name (its `values.field`), each shown at its own field. */
export const SCHOOL_FORM_FIELDS = ['name', 'deliveryTime', 'orderDeadline.time', 'orderDeadline.daysBefore', 'timeZone'] as const;
export type SchoolFormField = (typeof SCHOOL_FORM_FIELDS)[number];

/** A new school starts as the five seeded ones: delivery at noon, cut-off 21:00 the day before, on the schools' clock. */
export function newSchoolValues(timeZone: string): SchoolFormInput {
  return { name: '', active: true, deliveryTime: '12:00', orderDeadline: { time: '21:00', daysBefore: 1 }, timeZone };
}

/** What the Edit dialog opens on: the school as saved. */
export function schoolValues(school: AdminSchool): SchoolFormInput {
  return {
    name: school.name,
    active: school.active,
    deliveryTime: school.deliveryTime,
    orderDeadline: { time: school.orderDeadline.time, daysBefore: school.orderDeadline.daysBefore },
    timeZone: school.timeZone,
  };
}
