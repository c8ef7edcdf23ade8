import type { FeedbackView } from '../feedback/feedback.ts';

export const feedbackResolvers = {
  createdAt: (feedback: FeedbackView) => feedback.createdAt.toISOString(),
  responseDate: (feedback: FeedbackView) => feedback.responseDate?.toISOString() ?? null,
};
