import { describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { currentWeekMonday, nextWeekMonday } from './next-week-menu.ts';

const LA = 'America/Los_Angeles';

describe('next week for the administrators', () => {
  test('when it is a Wednesday at the schools, then next week starts the following Monday', () => {
    const wednesday = new Date('2026-11-18T20:00:00Z');
    assert.equal(currentWeekMonday(wednesday, LA), '2026-11-16');
    assert.equal(nextWeekMonday(wednesday, LA), '2026-11-23');
  });

  test('when it is Sunday evening at the schools but already Monday in UTC, then next week is still the one starting tomorrow', () => {
    const sundayEvening = new Date('2026-11-23T04:30:00Z'); // Sunday 20:30 in Los Angeles
    assert.equal(nextWeekMonday(sundayEvening, LA), '2026-11-23');
  });

  test('when it is Monday just after midnight at the schools, then next week is a week away', () => {
    const mondayMorning = new Date('2026-11-23T08:01:00Z'); // Monday 00:01 in Los Angeles
    assert.equal(currentWeekMonday(mondayMorning, LA), '2026-11-23');
    assert.equal(nextWeekMonday(mondayMorning, LA), '2026-11-30');
  });

  test('when the schools are east of UTC, then their own calendar decides', () => {
    const sundayUtcMondayTokyo = new Date('2026-11-22T16:00:00Z'); // Monday 01:00 in Tokyo
    assert.equal(nextWeekMonday(sundayUtcMondayTokyo, 'Asia/Tokyo'), '2026-11-30');
    assert.equal(nextWeekMonday(sundayUtcMondayTokyo, LA), '2026-11-23');
  });

  test('when a week crosses New Year, then next Monday is in the new year', () => {
    assert.equal(nextWeekMonday(new Date('2026-12-30T18:00:00Z'), LA), '2027-01-04');
  });
});
