import { MyFeedbackDocument, SubmitFeedbackDocument, type MyFeedbackQuery } from '../../../gql/graphql.ts';
import { mutationHook, queryHook } from '../../../lib/operation-hooks.ts';

/** A parent's feedback as the history shows it (parent-app.md section 3). */
export type MyFeedback = MyFeedbackQuery['myFeedback'][number];

/** POST /api/feedback's payload (parent-app.md section 7): subject is sent as empty text. */
export interface FeedbackInput {
  category: string;
  rating: number;
  date: string | null;
  subject: string;
  message: string;
}

/** The signed-in parent's feedback, newest first ('Your Feedback History'); refetched after a submission. */
export const useMyFeedback = queryHook(MyFeedbackDocument, 'myFeedback');

/** Sends the parent's feedback; refetches MyFeedback (the history) before resolving. */
export const useSubmitFeedback = mutationHook(SubmitFeedbackDocument, 'submitFeedback', 'The feedback was not sent', {
  refetchQueries: [MyFeedbackDocument],
  awaitRefetchQueries: true,
});
