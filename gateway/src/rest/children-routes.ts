import { Router, type Request, type Response } from 'express';
import { body, idParam, route, runOperation, type RestDeps } from './operation.ts';

const CHILD_FIELDS = 'id userId name school grade teacher preferredLunchOptions';

/** Child profiles under both of the spec's paths: /user/children (profile) and /child-profile(s) (home). */
export function childrenRoutes(deps: RestDeps): Router {
  const router = Router();

  const list = route(async (req, res) => {
    const data = await runOperation(deps, req, res, `query { myChildren { ${CHILD_FIELDS} } }`);
    res.json(data.myChildren);
  });
  const create = route(async (req, res) => {
    const { name, school, grade, teacher, preferredLunchOptions, userId } = body(req);
    const data = await runOperation(deps, req, res, `mutation ($input: ChildInput!) { addChild(input: $input) { ${CHILD_FIELDS} } }`, {
      input: { name, school, grade, teacher, preferredLunchOptions, userId: userId === undefined || userId === null ? undefined : Number(userId) },
    });
    res.status(201).json(data.addChild);
  });
  const update = route(async (req, res) => {
    const { name, school, grade, teacher, preferredLunchOptions } = body(req);
    const data = await runOperation(deps, req, res, `mutation ($id: Int!, $input: ChildInput!) { updateChild(id: $id, input: $input) { ${CHILD_FIELDS} } }`, {
      id: idParam(req),
      input: { name, school, grade, teacher, preferredLunchOptions },
    });
    res.json(data.updateChild);
  });
  const remove = route(async (req: Request, res: Response) => {
    const id = idParam(req);
    await runOperation(deps, req, res, 'mutation ($id: Int!) { deleteChild(id: $id) }', { id });
    res.json({ success: true, id });
  });

  router.get('/user/children', list);
  router.post('/user/children', create);
  router.patch('/user/children/:id', update);
  router.delete('/user/children/:id', remove);
  router.get('/child-profiles', list);
  router.post('/child-profile', create);
  router.patch('/child-profile/:id', update);
  router.delete('/child-profile/:id', remove);
  return router;
}
