import { Router } from 'express';
import { body, idParam, route, runOperation, type RestDeps } from './operation.ts';

export const FEEDBACK_FIELDS = 'id userId userName category rating date subject message status adminResponse responseDate createdAt';

/** Numeric text where the graph takes a number ("4.5" from a form) travels as the number. */
function number(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

/** Feedback: the parents' form and history (parent-app.md section 7) and the administrators' responses (admin-area.md section 7). */
export function feedbackRoutes(deps: RestDeps): Router {
  const router = Router();

  router.get(
    '/my-feedback',
    route(async (req, res) => {
      const data = await runOperation(deps, req, res, `query MyFeedback { myFeedback { ${FEEDBACK_FIELDS} } }`);
      res.json(data.myFeedback);
    }),
  );

  router.post(
    '/feedback',
    route(async (req, res) => {
      const { category, rating, date, subject, message } = body(req);
      const data = await runOperation(
        deps,
        req,
        res,
        `mutation SubmitFeedback($input: FeedbackInput!) { submitFeedback(input: $input) { ${FEEDBACK_FIELDS} } }`,
        {
          input: { category, rating: number(rating), date: date === '' ? null : date, subject, message },
        },
      );
      res.status(201).json(data.submitFeedback);
    }),
  );

  router.get(
    '/admin/feedback',
    route(async (req, res) => {
      const data = await runOperation(deps, req, res, `query AdminFeedback { adminFeedback { ${FEEDBACK_FIELDS} } }`);
      res.json(data.adminFeedback);
    }),
  );

  router.put(
    '/admin/feedback/:id',
    route(async (req, res) => {
      const { adminResponse } = body(req);
      const data = await runOperation(
        deps,
        req,
        res,
        `mutation AnswerFeedback($id: Int!, $adminResponse: String) { answerFeedback(id: $id, adminResponse: $adminResponse) { ${FEEDBACK_FIELDS} } }`,
        {
          id: idParam(req),
          adminResponse,
        },
      );
      res.json(data.answerFeedback);
    }),
  );

  return router;
}
