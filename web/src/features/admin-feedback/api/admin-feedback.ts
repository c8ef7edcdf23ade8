import { AdminFeedbackDocument, AnswerFeedbackDocument, type AdminFeedbackFieldsFragment } from '../../../gql/graphql.ts';
import { mutationHook, queryHook } from '../../../lib/operation-hooks.ts';

/** Feedback as the administrators' list shows it (admin-area.md section 3). */
export type AdminFeedback = AdminFeedbackFieldsFragment;

/** Everyone's feedback, newest first (administrators only); a saved response updates its entry in the cache. */
export const useAdminFeedback = queryHook(AdminFeedbackDocument, 'adminFeedback');

/**
 * Saves (or replaces) the response to one feedback entry (PUT /api/admin/feedback/{id}); the
 * parent is e-mailed it. The answer carries the new response, date and status, so the normalized
 * cache updates that entry in the list without a refetch.
 */
export const useAnswerFeedback = mutationHook(AnswerFeedbackDocument, 'answerFeedback', 'The response was not saved');
