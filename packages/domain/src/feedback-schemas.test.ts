import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { z } from 'zod';
import { feedbackFormSchema } from './feedback-schemas.ts';

function messages(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

describe('the feedback form', () => {
  it('when nothing is chosen, then category and rating show the spec messages', () => {
    assert.deepEqual(messages(feedbackFormSchema.safeParse({ category: '', rating: 0 })), {
      category: 'Please select a category.',
      rating: 'Please select a star rating.',
    });
    assert.deepEqual(messages(feedbackFormSchema.safeParse({})), {
      category: 'Please select a category.',
      rating: 'Please select a star rating.',
    });
  });

  it('when the category is specific without a date, then the date message shows', () => {
    assert.deepEqual(messages(feedbackFormSchema.safeParse({ category: 'specific', rating: 4, date: '' })), {
      date: 'Please fill in the date for specific issues.',
    });
  });

  it('when the rating is between the half steps or out of range, then it is refused', () => {
    for (const rating of [0.3, 5.5, -1, 4.75]) {
      assert.deepEqual(messages(feedbackFormSchema.safeParse({ category: 'general', rating })), {
        rating: 'Rating must be from 0.5 to 5 in steps of 0.5',
      });
    }
    for (const rating of [0.5, 1, 2.5, 5]) assert.equal(feedbackFormSchema.safeParse({ category: 'general', rating }).success, true);
  });

  it('when general feedback is sent, then the date is dropped and subject and message default to empty text', () => {
    assert.deepEqual(feedbackFormSchema.parse({ category: 'general', rating: 4.5, date: '2026-11-23' }), {
      category: 'general',
      rating: 4.5,
      date: null,
      subject: '',
      message: '',
    });
    assert.equal(feedbackFormSchema.parse({ category: 'specific', rating: 2, date: '2026-11-23', message: ' Cold ' }).message, 'Cold');
  });
});
