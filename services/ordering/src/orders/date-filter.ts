import { DATE_FORMAT_MESSAGE } from '@lunchbox/domain/school-dates';
import { optionalIsoDate } from '@lunchbox/domain/text-fields';

/** An optional YYYY-MM-DD filter of an order list (schedule, admin orders). */
export const optionalDateFilter = optionalIsoDate(DATE_FORMAT_MESSAGE);
