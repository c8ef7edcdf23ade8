import type { FeedbackView } from '../feedback/feedback-view.ts';
import type { FeedbackResolvers } from '../generated/resolvers-types.ts';

export const feedbackResolvers = {
  createdAt: (feedback: FeedbackView) => feedback.createdAt.toISOString(),
  responseDate: (feedback: FeedbackView) => feedback.responseDate?.toISOString() ?? null,
} satisfies FeedbackResolvers;
