import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  canViewNextWeek,
  canViewPreviousWeek,
  clampWeekOffset,
  defaultMenuFormWeek,
  isInViewableWeeks,
  isOrderable,
  isPastWeeklyCutoff,
  menuWeekMondayAt,
  orderableWeekdayCount,
  shownMenuWeekMonday,
  VIEWABLE_WEEK_OFFSETS,
  weekEndDateFor,
} from './menu-week.ts';
import { seededSchoolClock } from './school-deadline.ts';

const LA = 'America/Los_Angeles';
const at = (iso: string) => new Date(iso);

describe('menu week', () => {
  describe('Thursday 17:59 and 18:00 in Los Angeles', () => {
    // Summer time (UTC-7): week of Monday, June 8, 2026. Winter time (UTC-8): week of Monday, November 16, 2026.
    const cases = [
      { season: 'summer', before: at('2026-06-12T00:59:00Z'), cutoff: at('2026-06-12T01:00:00Z'), monday: '2026-06-08', next: '2026-06-15' },
      { season: 'winter', before: at('2026-11-20T01:59:00Z'), cutoff: at('2026-11-20T02:00:00Z'), monday: '2026-11-16', next: '2026-11-23' },
    ];
    for (const { season, before, cutoff, monday, next } of cases) {
      it(`when it is Thursday 17:59 (${season}), then the weekly cut-over has not come and the admin forms default to this week`, () => {
        assert.equal(isPastWeeklyCutoff(before, LA), false);
        assert.equal(defaultMenuFormWeek(before, LA), monday);
      });

      it(`when it is Thursday 18:00 (${season}), then the cut-over has come and the admin forms default to next week`, () => {
        assert.equal(isPastWeeklyCutoff(cutoff, LA), true);
        assert.equal(defaultMenuFormWeek(cutoff, LA), next);
      });

      it(`when it is Thursday 17:59 (${season}), then parents already see next week, because only Friday is still orderable`, () => {
        assert.equal(orderableWeekdayCount(monday, before, seededSchoolClock('America/Los_Angeles')), 1);
        assert.equal(shownMenuWeekMonday(before, LA), next);
        assert.equal(shownMenuWeekMonday(cutoff, LA), next);
      });
    }
  });

  it('when the schools are far east of UTC, then parents switch to next week exactly at Thursday 18:00', () => {
    // Auckland in November is UTC+13: Thursday's own deadline (05:00 UTC) is Thursday 18:00 there.
    const auckland = 'Pacific/Auckland';
    assert.equal(shownMenuWeekMonday(at('2026-11-19T04:59:00Z'), auckland), '2026-11-16');
    assert.equal(shownMenuWeekMonday(at('2026-11-19T05:00:00Z'), auckland), '2026-11-23');
  });

  it('when it is Friday, Saturday or Sunday, then the next week is shown and is the default for the admin forms', () => {
    for (const now of [at('2026-11-20T16:00:00Z'), at('2026-11-21T20:00:00Z'), at('2026-11-23T07:59:00Z')]) {
      assert.equal(shownMenuWeekMonday(now, LA), '2026-11-23', now.toISOString());
      assert.equal(defaultMenuFormWeek(now, LA), '2026-11-23', now.toISOString());
    }
  });

  it('when it is Monday 00:30, then the current week is shown, although Monday itself can no longer be ordered', () => {
    const now = at('2026-11-23T08:30:00Z');
    assert.equal(isOrderable('2026-11-23', now, seededSchoolClock('America/Los_Angeles')), false);
    assert.equal(orderableWeekdayCount('2026-11-23', now, seededSchoolClock('America/Los_Angeles')), 4);
    assert.equal(shownMenuWeekMonday(now, LA), '2026-11-23');
    assert.equal(defaultMenuFormWeek(now, LA), '2026-11-23');
  });

  it('when it is Wednesday 20:59, then Thursday and Friday are orderable and the current week stays', () => {
    const now = at('2026-11-26T04:59:00Z');
    assert.equal(orderableWeekdayCount('2026-11-23', now, seededSchoolClock('America/Los_Angeles')), 2);
    assert.equal(shownMenuWeekMonday(now, LA), '2026-11-23');
  });

  it('when it is Wednesday 21:01, then only Friday is left, so parents see next week while the admin forms keep this week', () => {
    const now = at('2026-11-26T05:01:00Z');
    assert.equal(orderableWeekdayCount('2026-11-23', now, seededSchoolClock('America/Los_Angeles')), 1);
    assert.equal(shownMenuWeekMonday(now, LA), '2026-11-30');
    assert.equal(defaultMenuFormWeek(now, LA), '2026-11-23');
  });

  it('when it is Thursday 10:00 and only Friday remains orderable, then next week is shown', () => {
    assert.equal(shownMenuWeekMonday(at('2026-11-26T18:00:00Z'), LA), '2026-11-30');
  });

  it('when Friday is the last orderable weekday, then it can be ordered until Thursday 21:00 and not a minute later', () => {
    assert.equal(isOrderable('2026-11-27', at('2026-11-27T04:59:00Z'), seededSchoolClock('America/Los_Angeles')), true);
    assert.equal(isOrderable('2026-11-27', at('2026-11-27T05:01:00Z'), seededSchoolClock('America/Los_Angeles')), false);
    assert.equal(orderableWeekdayCount('2026-11-23', at('2026-11-27T05:01:00Z'), seededSchoolClock('America/Los_Angeles')), 0);
  });

  it('when the viewer moves between weeks, then only offsets 0 and 1 exist', () => {
    const now = at('2026-11-23T18:00:00Z');
    assert.deepEqual([...VIEWABLE_WEEK_OFFSETS], [0, 1]);
    assert.equal(menuWeekMondayAt(0, now, LA), '2026-11-23');
    assert.equal(menuWeekMondayAt(1, now, LA), '2026-11-30');
    assert.equal(menuWeekMondayAt(2, now, LA), '2026-11-30');
    assert.equal(menuWeekMondayAt(-1, now, LA), '2026-11-23');
    assert.equal(clampWeekOffset(Number.NaN), 0);
    assert.equal(canViewPreviousWeek(0), false);
    assert.equal(canViewPreviousWeek(1), true);
    assert.equal(canViewNextWeek(0), true);
    assert.equal(canViewNextWeek(1), false);
  });

  it('when a date is checked against the viewable weeks, then only the starting week and the one after count', () => {
    const now = at('2026-11-21T20:00:00Z');
    assert.equal(isInViewableWeeks('2026-11-20', now, LA), false);
    assert.equal(isInViewableWeeks('2026-11-23', now, LA), true);
    assert.equal(isInViewableWeeks('2026-12-04', now, LA), true);
    assert.equal(isInViewableWeeks('2026-12-07', now, LA), false);
  });

  it('when a menu week starts, then its default end is 4 days later', () => {
    assert.equal(weekEndDateFor('2026-11-23'), '2026-11-27');
    assert.equal(weekEndDateFor('2026-12-28'), '2027-01-01');
  });
});
