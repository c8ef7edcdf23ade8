import { z } from 'zod';
import { feedbackResponseSchema } from '@lunchbox/domain/communication-schemas';
import { feedbackFormSchema } from '@lunchbox/domain/feedback-schemas';
import { feedbackShape, selectionOf } from '../answer-shapes.ts';
import { asNumber } from '../request-input.ts';
import type { RestRoute } from '../rest-route.ts';

const FEEDBACK = selectionOf(feedbackShape);

/** The Feedback paths: parents send it, administrators read and answer it. */
export const feedbackRoutes: readonly RestRoute[] = [
  {
    method: 'GET',
    path: '/my-feedback',
    summary: "The signed-in parent's feedback and its answers",
    tag: 'Feedback',
    access: 'signed-in parent',
    operation: `query MyFeedback { myFeedback { ${FEEDBACK} } }`,
    response: z.array(feedbackShape),
  },
  {
    method: 'POST',
    path: '/feedback',
    summary: 'Send feedback',
    tag: 'Feedback',
    access: 'signed-in parent',
    operation: `mutation SubmitFeedback($input: FeedbackInput!) { submitFeedback(input: $input) { ${FEEDBACK} } }`,
    variables: ({ body: { category, rating, date, subject, message } }) => ({
      input: { category, rating: asNumber(rating), date: date === '' ? null : date, subject, message },
    }),
    status: 201,
    body: feedbackFormSchema,
    response: feedbackShape,
  },
  {
    method: 'GET',
    path: '/admin/feedback',
    summary: "Every parent's feedback",
    tag: 'Feedback',
    access: 'administrator',
    operation: `query AdminFeedback { adminFeedback { ${FEEDBACK} } }`,
    response: z.array(feedbackShape),
  },
  {
    method: 'PUT',
    path: '/admin/feedback/:id',
    summary: 'Answer feedback; the parent is e-mailed',
    tag: 'Feedback',
    access: 'administrator',
    operation: `mutation AnswerFeedback($id: Int!, $adminResponse: String) { answerFeedback(id: $id, adminResponse: $adminResponse) { ${FEEDBACK} } }`,
    variables: (input) => ({ id: input.id(), adminResponse: input.body.adminResponse }),
    body: feedbackResponseSchema,
    response: feedbackShape,
  },
];
