import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  DEFAULT_REMINDERS_AT,
  DEFAULT_STANDING_ORDERS_AT,
  nextScheduledRunWeek,
  runWeekMonday,
  weeklyMomentCron,
  weeklyMomentSchema,
  weekRunSchema,
} from './weekly-runs.ts';

const LA = 'America/Los_Angeles';
const placementAt = weeklyMomentSchema('STANDING_ORDERS_AT').parse(DEFAULT_STANDING_ORDERS_AT);

describe('weekly runs', () => {
  it('when the defaults are read, then placement is Wednesday 18:00 and reminders Thursday 12:00, as cron in school time', () => {
    assert.deepEqual(placementAt, { weekday: 'Wednesday', hour: 18, minute: 0 });
    assert.equal(weeklyMomentCron(placementAt), '0 18 * * 3');
    assert.equal(weeklyMomentCron(weeklyMomentSchema('REMINDERS_AT').parse(DEFAULT_REMINDERS_AT)), '0 12 * * 4');
    assert.equal(weeklyMomentCron(weeklyMomentSchema('REMINDERS_AT').parse('sunday 7:30')), '30 7 * * 0');
  });

  it('when a moment is not a day and a time, then the refusal names the setting', () => {
    for (const text of ['Funday 18:00', 'Wednesday', 'Wednesday 24:00', 'Wednesday 6pm']) {
      assert.equal(
        weeklyMomentSchema('STANDING_ORDERS_AT').safeParse(text).error?.issues[0]?.message,
        'STANDING_ORDERS_AT must be a day and a school time, such as Wednesday 18:00',
      );
    }
  });

  it("when a run happens, then it works on the week after the schools' current week", () => {
    // Wednesday 18 November 2026, 6 PM in Los Angeles (2 AM Thursday in UTC).
    assert.equal(runWeekMonday(new Date('2026-11-19T02:00:00.000Z'), LA), '2026-11-23');
  });

  it('when the screen asks which week the next placement fills, then it is next week before Wednesday 18:00 and the week after from then on', () => {
    assert.equal(nextScheduledRunWeek(placementAt, new Date('2026-11-19T01:59:00.000Z'), LA), '2026-11-23');
    assert.equal(nextScheduledRunWeek(placementAt, new Date('2026-11-19T02:00:00.000Z'), LA), '2026-11-30');
    // Sunday 22 November, noon in Los Angeles.
    assert.equal(nextScheduledRunWeek(placementAt, new Date('2026-11-22T20:00:00.000Z'), LA), '2026-11-30');
  });

  it('when an administrator runs a week, then any date of it names its Monday and anything else is refused naming the field', () => {
    assert.deepEqual(weekRunSchema.parse({ week: '2026-11-25' }), { week: '2026-11-23' });
    assert.equal(weekRunSchema.safeParse({ week: '2026-02-30' }).error?.issues[0]?.message, 'week must be a date in the form YYYY-MM-DD');
    assert.equal(weekRunSchema.safeParse({}).error?.issues[0]?.message, 'week must be a date in the form YYYY-MM-DD');
    assert.equal(weekRunSchema.safeParse({ week: '2026-11-23', force: true }).error?.issues[0]?.message, 'Unknown field: force');
  });
});
