import { Router } from 'express';
import { USER_FIELDS } from './auth-routes.ts';
import { body, idParam, route, runOperation, type RestDeps } from './operation.ts';

const CHILD_FIELDS = 'id userId name school grade teacher preferredLunchOptions';

/** The Users tab of the admin dashboard (admin-area.md sections 2 and 7). */
export function adminUserRoutes(deps: RestDeps): Router {
  const router = Router();

  router.get(
    '/admin/users',
    route(async (req, res) => {
      const data = await runOperation(deps, req, res, `query { adminUsers { ${USER_FIELDS} } }`);
      res.json(data.adminUsers);
    }),
  );

  router.get(
    '/admin/child-profiles',
    route(async (req, res) => {
      const data = await runOperation(deps, req, res, `query { adminChildProfiles { ${CHILD_FIELDS} } }`);
      res.json(data.adminChildProfiles);
    }),
  );

  router.patch(
    '/admin/users/:id/admin',
    route(async (req, res) => {
      const isAdmin = body(req).isAdmin;
      const data = await runOperation(
        deps,
        req,
        res,
        `mutation ($id: Int!, $isAdmin: Boolean) { setUserAdmin(id: $id, isAdmin: $isAdmin) { ${USER_FIELDS} } }`,
        {
          id: idParam(req),
          isAdmin: typeof isAdmin === 'boolean' ? isAdmin : null,
        },
      );
      res.json(data.setUserAdmin);
    }),
  );

  router.delete(
    '/admin/users/:id',
    route(async (req, res) => {
      const id = idParam(req);
      await runOperation(deps, req, res, 'mutation ($id: Int!) { deleteUser(id: $id) }', { id });
      res.json({ success: true, id, message: 'User deleted' });
    }),
  );

  router.patch(
    '/admin/users/:id',
    route(async (req, res) => {
      const { fullName, email, username } = body(req);
      const data = await runOperation(
        deps,
        req,
        res,
        `mutation ($id: Int!, $input: AdminUserInput!) { adminUpdateUser(id: $id, input: $input) { ${USER_FIELDS} } }`,
        {
          id: idParam(req),
          input: { fullName, email, username },
        },
      );
      res.json({ user: data.adminUpdateUser });
    }),
  );

  return router;
}
