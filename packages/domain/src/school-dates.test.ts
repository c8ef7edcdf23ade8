import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  addDays,
  DEFAULT_SCHOOL_TIMEZONE,
  formatInstantDate,
  formatInstantDateTime,
  formatInstantTime,
  formatLongDate,
  formatMediumDate,
  formatMonthDay,
  formatWeekdayMonthDay,
  formatWeekHeader,
  isIsoDate,
  isValidTimeZone,
  isWeekend,
  mondayOf,
  nextWeekday,
  previousWeekday,
  schoolTimeOfDay,
  schoolToday,
  toIsoDate,
  weekDates,
  weekdayName,
  weekdayOnOrAfter,
  WEEKDAYS,
} from './school-dates.ts';

const LA = DEFAULT_SCHOOL_TIMEZONE;

describe('school dates', () => {
  it('when it is 22:30 on Monday in Los Angeles (already Tuesday in UTC), then today at the schools is Monday', () => {
    const now = new Date('2026-11-24T06:30:00Z');
    assert.equal(schoolToday(now, LA), '2026-11-23');
    assert.deepEqual(schoolTimeOfDay(now, LA), { hour: 22, minute: 30 });
    assert.equal(schoolToday(now, 'UTC'), '2026-11-24');
  });

  it('when the zone is summer time, then the school day and hour follow it', () => {
    const now = new Date('2026-06-12T00:59:00Z');
    assert.equal(schoolToday(now, LA), '2026-06-11');
    assert.deepEqual(schoolTimeOfDay(now, LA), { hour: 17, minute: 59 });
  });

  it('when days are added across months, years, leap days and clock changes, then the calendar date is right', () => {
    assert.equal(addDays('2026-11-30', 1), '2026-12-01');
    assert.equal(addDays('2026-12-31', 1), '2027-01-01');
    assert.equal(addDays('2028-02-28', 1), '2028-02-29');
    assert.equal(addDays('2026-03-07', 1), '2026-03-08');
    assert.equal(addDays('2026-11-01', 1), '2026-11-02');
    assert.equal(addDays('2026-11-23', -7), '2026-11-16');
  });

  it('when a date is named, then its weekday and its week are the calendar ones', () => {
    assert.equal(weekdayName('2026-11-23'), 'Monday');
    assert.equal(weekdayName('2026-11-29'), 'Sunday');
    assert.equal(mondayOf('2026-11-23'), '2026-11-23');
    assert.equal(mondayOf('2026-11-27'), '2026-11-23');
    assert.equal(mondayOf('2026-11-29'), '2026-11-23');
    assert.deepEqual(weekDates('2026-11-23'), ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    assert.deepEqual(weekDates('2026-12-28').map(weekdayName), [...WEEKDAYS]);
    assert.equal(isWeekend('2026-11-28'), true);
    assert.equal(isWeekend('2026-11-27'), false);
  });

  it('when the admin day navigator moves, then it skips weekends', () => {
    assert.equal(nextWeekday('2026-11-27'), '2026-11-30');
    assert.equal(previousWeekday('2026-11-30'), '2026-11-27');
    assert.equal(weekdayOnOrAfter('2026-11-28'), '2026-11-30');
    assert.equal(weekdayOnOrAfter('2026-11-25'), '2026-11-25');
  });

  it('when a text is not a real calendar date, then it is refused', () => {
    assert.equal(isIsoDate('2026-11-23'), true);
    assert.equal(isIsoDate('2026-02-30'), false);
    assert.equal(isIsoDate('2026-11-23T00:00:00Z'), false);
    assert.equal(isIsoDate('23/11/2026'), false);
    assert.equal(isIsoDate(20261123), false);
    assert.throws(() => addDays('2026-02-30', 1), RangeError);
    assert.throws(() => weekdayName('tomorrow'), RangeError);
  });

  it('when a stored lunch date is a date-time text, then its written date is used, never shifted by a zone', () => {
    assert.equal(toIsoDate('2026-11-23'), '2026-11-23');
    assert.equal(toIsoDate('2026-11-23T00:00:00.000Z'), '2026-11-23');
    assert.equal(toIsoDate('2026-11-23 00:00:00+00'), '2026-11-23');
    assert.equal(toIsoDate('Nov 23'), null);
  });

  it('when calendar dates are formatted, then they read as the spec formats, whatever the machine zone', () => {
    const savedZone = process.env.TZ;
    try {
      for (const machineZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
        process.env.TZ = machineZone;
        assert.equal(formatLongDate('2026-11-23'), 'Monday, November 23, 2026');
        assert.equal(formatWeekdayMonthDay('2026-11-23'), 'Monday, November 23');
        assert.equal(formatMonthDay('2026-11-23'), 'Nov 23');
        assert.equal(formatMediumDate('2026-11-23'), 'Nov 23, 2026');
      }
    } finally {
      if (savedZone === undefined) delete process.env.TZ;
      else process.env.TZ = savedZone;
    }
  });

  it('when the home menu header is built, then it reads "Week of Nov 23 - Nov 27, 2026", with Friday\'s year across New Year', () => {
    assert.equal(formatWeekHeader('2026-11-23'), 'Week of Nov 23 - Nov 27, 2026');
    assert.equal(formatWeekHeader('2026-12-28'), 'Week of Dec 28 - Jan 1, 2027');
  });

  it("when an instant is formatted, then it is shown in the schools' zone", () => {
    const createdAt = new Date('2026-11-23T17:05:00Z');
    assert.equal(formatInstantDateTime(createdAt, LA), 'Nov 23, 2026 at 9:05 AM');
    assert.equal(formatInstantDateTime('2026-11-24T05:30:00Z', LA), 'Nov 23, 2026 at 9:30 PM');
    assert.equal(formatInstantDate('2026-11-24T05:30:00Z', LA), 'Nov 23, 2026');
    assert.equal(formatInstantTime('2026-06-15T05:00:00Z', LA), '10:00 PM');
  });

  it('when the schools change their clocks, then today and the hour follow the new offset at the very minute', () => {
    // Los Angeles springs forward at 2:00 AM on March 8, 2026 (10:00 UTC) and falls back at 2:00 AM on November 1 (09:00 UTC).
    assert.deepEqual(schoolTimeOfDay(new Date('2026-03-08T09:59:00Z'), LA), { hour: 1, minute: 59 });
    assert.deepEqual(schoolTimeOfDay(new Date('2026-03-08T10:00:00Z'), LA), { hour: 3, minute: 0 });
    assert.deepEqual(schoolTimeOfDay(new Date('2026-11-01T08:59:00Z'), LA), { hour: 1, minute: 59 });
    assert.deepEqual(schoolTimeOfDay(new Date('2026-11-01T09:00:00Z'), LA), { hour: 1, minute: 0 });
    assert.equal(schoolToday(new Date('2026-03-09T06:59:00Z'), LA), '2026-03-08');
    assert.equal(schoolToday(new Date('2026-03-09T07:00:00Z'), LA), '2026-03-09');
    assert.equal(schoolToday(new Date('2026-11-02T07:59:00Z'), LA), '2026-11-01');
    assert.equal(schoolToday(new Date('2026-11-02T08:00:00Z'), LA), '2026-11-02');
  });

  it("when the machine's own zone changes its clocks near the instant, then the schools' time is still right", () => {
    const savedZone = process.env.TZ;
    try {
      // Berlin skips 2:00-3:00 AM on March 29, 2026; 2:30 AM in Los Angeles that day must not become 3:30.
      process.env.TZ = 'Europe/Berlin';
      assert.equal(formatInstantDateTime('2026-03-29T09:30:00Z', LA), 'Mar 29, 2026 at 2:30 AM');
      assert.equal(formatInstantTime('2026-03-29T01:30:00Z', LA), '6:30 PM');
      process.env.TZ = 'America/New_York';
      assert.equal(formatInstantDateTime('2026-03-08T10:30:00Z', LA), 'Mar 8, 2026 at 3:30 AM');
    } finally {
      if (savedZone === undefined) delete process.env.TZ;
      else process.env.TZ = savedZone;
    }
  });

  it('when the zone name is unknown, then the helpers refuse it instead of answering NaN', () => {
    assert.equal(isValidTimeZone('America/Los_Angeles'), true);
    assert.equal(isValidTimeZone('Mars/Olympus_Mons'), false);
    assert.equal(isValidTimeZone(''), false);
    assert.throws(() => schoolToday(new Date('2026-11-23T12:00:00Z'), 'Mars/Olympus_Mons'), RangeError);
    assert.throws(() => formatInstantDateTime('not a time', LA), RangeError);
  });
});
