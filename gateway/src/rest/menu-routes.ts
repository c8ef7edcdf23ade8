import { Router } from 'express';
import { body, idParam, route, runOperation, type RestDeps } from './operation.ts';

const ITEM_FIELDS = 'id weekStartDate weekEndDate dayOfWeek menuItem description price calories imageUrl isActive';
const WRITABLE_FIELDS = ['weekStartDate', 'weekEndDate', 'dayOfWeek', 'menuItem', 'description', 'price', 'calories', 'imageUrl', 'isActive'] as const;

/**
 * The fields of a menu form the body holds, exactly as sent: a field left out stays out (PATCH
 * keeps it) and a null stays null (PATCH clears calories or imageUrl). Other keys (an id,
 * createdAt) are dropped. A numeric price (the edit-by-date input is a number field) travels as
 * its text, the form the graph takes; the service decides whether it is a valid amount.
 */
function menuItemFields(source: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of WRITABLE_FIELDS) if (Object.hasOwn(source, name)) fields[name] = source[name];
  if (typeof fields.price === 'number') fields.price = String(fields.price);
  return fields;
}

interface NextWeekMenuDay {
  dayOfWeek: string;
  items: Array<{ menuItem: string; description: string; price: string; calories: string | null }>;
}

/** Weekly menu items: the parents' reads, the admin grid and its writes, and next week's menu. */
export function menuRoutes(deps: RestDeps): Router {
  const router = Router();

  router.get(
    '/weekly-menu-items/active',
    route(async (req, res) => {
      const data = await runOperation(deps, req, res, `query ActiveWeeklyMenuItems { activeWeeklyMenuItems { ${ITEM_FIELDS} } }`);
      res.json(data.activeWeeklyMenuItems);
    }),
  );

  // The order picker adds ?t={timestamp} to defeat caches; the query string is ignored and the
  // API router already answers every call with no-cache headers.
  router.get(
    '/weekly-menu-items',
    route(async (req, res) => {
      const data = await runOperation(deps, req, res, `query UpcomingWeeklyMenuItems { upcomingWeeklyMenuItems { ${ITEM_FIELDS} } }`);
      res.json(data.upcomingWeeklyMenuItems);
    }),
  );

  router.get(
    '/weekly-menu/all',
    route(async (req, res) => {
      const data = await runOperation(deps, req, res, `query AllWeeklyMenuItems { allWeeklyMenuItems { ${ITEM_FIELDS} } }`);
      res.json(data.allWeeklyMenuItems);
    }),
  );

  router.post(
    '/weekly-menu',
    route(async (req, res) => {
      const data = await runOperation(
        deps,
        req,
        res,
        `mutation CreateWeeklyMenuItem($input: WeeklyMenuItemInput!) { createWeeklyMenuItem(input: $input) { ${ITEM_FIELDS} } }`,
        { input: menuItemFields(body(req)) },
      );
      res.status(201).json(data.createWeeklyMenuItem);
    }),
  );

  router.patch(
    '/weekly-menu/:id',
    route(async (req, res) => {
      const data = await runOperation(
        deps,
        req,
        res,
        `mutation UpdateWeeklyMenuItem($id: Int!, $input: WeeklyMenuItemPatch!) { updateWeeklyMenuItem(id: $id, input: $input) { ${ITEM_FIELDS} } }`,
        { id: idParam(req), input: menuItemFields(body(req)) },
      );
      res.json(data.updateWeeklyMenuItem);
    }),
  );

  router.delete(
    '/weekly-menu/:id',
    route(async (req, res) => {
      const id = idParam(req);
      await runOperation(deps, req, res, 'mutation DeleteWeeklyMenuItem($id: Int!) { deleteWeeklyMenuItem(id: $id) { id } }', { id });
      res.json({ success: true, id });
    }),
  );

  router.get(
    '/admin/next-week-menu',
    route(async (req, res) => {
      const data = await runOperation<{ nextWeekMenu: { weekStartDate: string; days: NextWeekMenuDay[] } }>(
        deps,
        req,
        res,
        'query NextWeekMenu { nextWeekMenu { weekStartDate days { dayOfWeek items { menuItem description price calories } } } }',
      );
      const { weekStartDate, days } = data.nextWeekMenu;
      // The spec's shape is a map from weekday name to that day's items (admin-area.md section 3).
      res.json({ menuByDay: Object.fromEntries(days.map((day) => [day.dayOfWeek, day.items])), weekStartDate });
    }),
  );

  return router;
}
