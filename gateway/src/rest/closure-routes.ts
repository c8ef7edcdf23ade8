import { Router, type Request } from 'express';
import { body, route, runOperation, type RestDeps } from './operation.ts';

function queryText(req: Request, name: string): string | undefined {
  const value = req.query[name];
  return typeof value === 'string' ? value : undefined;
}

/** The school calendar (issue 10 section 2): closed days anyone can read, declared and lifted by administrators. */
export function closureRoutes(deps: RestDeps): Router {
  const router = Router();

  router.get(
    '/closures',
    route(async (req, res) => {
      const data = await runOperation(deps, req, res, 'query Closures($from: String, $to: String) { closures(from: $from, to: $to) { date reason } }', {
        from: queryText(req, 'from'),
        to: queryText(req, 'to'),
      });
      res.json(data.closures);
    }),
  );

  router.post(
    '/admin/closures',
    route(async (req, res) => {
      const { date, reason } = body(req);
      const data = await runOperation(
        deps,
        req,
        res,
        'mutation DeclareClosure($date: String, $reason: String) { declareClosure(date: $date, reason: $reason) { date reason } }',
        // A number or an object where text belongs fails the graph's coercion: 400 naming the field.
        { date, reason },
      );
      res.status(201).json(data.declareClosure);
    }),
  );

  router.delete(
    '/admin/closures/:date',
    route(async (req, res) => {
      const data = await runOperation(deps, req, res, 'mutation LiftClosure($date: String) { liftClosure(date: $date) { date reason } }', {
        date: req.params.date,
      });
      res.json(data.liftClosure);
    }),
  );

  return router;
}
