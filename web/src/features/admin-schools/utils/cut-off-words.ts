import type { TFunction } from 'i18next';

interface SchoolCutOff {
  orderDeadline: { time: string; daysBefore: number };
  timeZone: string;
}

/** A school's order cut-off in words: '21:00 the day before (America/Los_Angeles)'. */
export function cutOffWords(t: TFunction, { orderDeadline: { time, daysBefore }, timeZone }: SchoolCutOff): string {
  if (daysBefore === 0) return t('admin.schools.cutOffSameDay', { time, timeZone });
  if (daysBefore === 1) return t('admin.schools.cutOffDayBefore', { time, timeZone });
  return t('admin.schools.cutOffDaysBefore', { time, timeZone, days: daysBefore });
}

/** The cut-off day as the dialog's list names it: 'The lunch date itself', 'The day before', '3 days before'. */
export function daysBeforeWords(t: TFunction, daysBefore: number): string {
  if (daysBefore === 0) return t('admin.schools.sameDay');
  if (daysBefore === 1) return t('admin.schools.dayBefore');
  return t('admin.schools.daysBeforeOption', { days: daysBefore });
}
