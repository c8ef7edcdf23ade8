import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

/** dayjs with the plugins every date rule relies on, extended once whoever imports it first. */
dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

export default dayjs;
export type { Dayjs } from 'dayjs';
