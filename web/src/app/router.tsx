import type { ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { AuthScreen, loadAuthForms } from '../features/auth/components/auth-screen.tsx';
import { ACTIVE_MENU_ITEMS_QUERY } from '../features/weekly-menu/api/active-menu-items.ts';
import { CLOSURES_QUERY } from '../features/weekly-menu/api/closures.ts';
import { preloadMyLunchOrders } from '../features/ordering/api/my-lunch-orders.ts';
import { preloadOrderPlacement } from '../features/ordering/components/order-placement-code.ts';
import { CLOSURES_QUERY as SCHEDULE_CLOSURES_QUERY } from '../features/schedule/api/closures.ts';
import { lunchSchedule } from '../features/schedule/api/schedule.ts';
import { cartCredit } from '../features/cart/api/cart-credit.ts';
import { MyChildrenDocument, MyTwoFactorDocument, OrderFormChildrenDocument, SchoolsDocument } from '../gql/graphql.ts';
import { loadLaterTexts } from '../lib/i18n.ts';
import type { DataClient } from '../lib/data-layer.ts';
import { preloadable } from '../lib/preloadable.tsx';
import { loadAdminTabData } from './routes/admin-tab-data.ts';
import { HomeRoute, loadSignedInHome } from './routes/home-route.tsx';
import { NotFoundScreen } from './routes/not-found-screen.tsx';
import { RequireAdmin, RequireAdminOrKitchen, RequireSchoolOffice, RequireUser } from './routes/require-user.tsx';
import type { PageHandle } from './shell/page-meta.ts';
import { AppShell } from './shell/app-shell.tsx';
import { FirstScreenShown } from './first-screen-shown.tsx';
import { nextTask } from './next-task.ts';
import { loadTimeZoneData } from './time-zone-data.ts';

/**
 * A screen loaded when first shown: each is a chunk of its own, so a parent's first visit to '/'
 * downloads neither the admin area nor the schedule, feedback or the payment step. Not the sign-in
 * screen: it is the first paint of /auth and, for a signed-out visitor, of every signed-in route,
 * so its frame comes with the app (its forms are a chunk of their own, see AuthScreen).
 */
function screen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  data: Array<(client: DataClient, search: URLSearchParams) => Promise<unknown>> = [],
  { laterTexts = true, signedInData = [] }: { laterTexts?: boolean; signedInData?: Array<(client: DataClient) => Promise<unknown>> } = {},
): ComponentType {
  const { Component, preload } = preloadable(async () => {
    // The catalogue's later part comes with a screen that needs it (catalogue-parts-plugin.ts).
    const [module] = await Promise.all([load(), laterTexts ? loadLaterTexts() : undefined]);
    return module[name];
  });
  const loadWith =
    (asks: typeof data): FirstScreenLoader =>
    async (client, search, { answered = false } = {}) => {
      const code = preload();
      // The data is asked for now but not waited for: the prerendered page shows it loading (main-app.tsx).
      // Each query in a task of its own, as the app's own first queries.
      const asked: Array<Promise<unknown>> = [];
      for (const ask of asks) {
        await nextTask();
        asked.push(ask(client, search).catch(() => undefined));
      }
      await code;
      if (answered) await Promise.all(asked);
    };
  screenExports.set(Component, name);
  firstScreen.set(Component, loadWith(data));
  // What only a session may read is asked for a visitor sent index.html, never on a signed-out visitor's prerendered page.
  signedInFirstScreen.set(Component, loadWith([...data, ...signedInData]));
  return Component;
}

/** Each screen's export in its own module (the chunk the build finds it in, first-screen-chunks-plugin.ts). */
const screenExports = new Map<ComponentType, string>();

/**
 * `search`: the address's query string, which names a screen's tab (/my-orders?tab=order). `answered`: resolves once the
 * data asked has answered too, for the server, which draws the page with it (signed-in-render.tsx): a loader's chain of
 * steps before its request (the admin tab's day, worked out in the schools' zone) could leave the server's wait for quiet
 * before the request began, and the page was drawn loading (issue 34: the orders tab's HTML without its orders).
 */
type FirstScreenLoader = (client: DataClient, search: URLSearchParams, options?: { answered?: boolean }) => Promise<unknown>;

/** Where a first screen is: its path and query string (window.location in the browser, the build's record names its own). */
export interface FirstScreenAddress {
  pathname: string;
  search: string;
}

/**
 * What a route's screen fetches when first drawn (its code, the public data it shows), for a visitor
 * who is signed out (the only one sent a prerendered page, see main.tsx): a guarded route shows the
 * sign-in forms.
 */
const firstScreen = new Map<ComponentType, FirstScreenLoader>([
  [AuthScreen, loadAuthForms],
  [RequireUser, loadAuthForms],
  [RequireAdmin, loadAuthForms],
  [RequireAdminOrKitchen, loadAuthForms],
  [RequireSchoolOffice, loadAuthForms],
]);

/**
 * The same for a visitor sent index.html, who has a session (prerendered-page.ts): the screen's code
 * and the data it shows, asked for as the app starts rather than once the session is known (the
 * guards' sign-in forms are not wanted there).
 */
const signedInFirstScreen = new Map<ComponentType, FirstScreenLoader>([[HomeRoute, loadSignedInHome]]);

/** Fetches the code and data of a signed-in visitor's first screen at `at`, alongside the session's query, so that its first render need not wait for one after the other. */
export async function loadSignedInFirstScreen(at: FirstScreenAddress, client: DataClient, options?: { answered?: boolean }): Promise<void> {
  // Every screen of the route at once (the admin gate and the dashboard inside it): loaded one after the other, the inner one waited for the outer one's render.
  const loaders = matchRoutes(routes, at.pathname)?.flatMap(({ route }) => {
    const load = route.Component && signedInFirstScreen.get(route.Component);
    return load ? [load] : [];
  });
  const search = new URLSearchParams(at.search);
  await Promise.all((loaders ?? []).map((load) => load(client, search, options)));
}

/**
 * The exports, each in a module of its own that is a chunk of its own, of the screens drawn at
 * `pathname`, outermost first (the admin gate, then the dashboard): what a signed-in visitor's first
 * screen there loads as the app starts (loadSignedInFirstScreen), for the build to record (first-screen-chunks-plugin.ts).
 */
export function screenExportsAt(pathname: string): string[] {
  return (
    matchRoutes(routes, pathname)?.flatMap(({ route }) => {
      const name = route.Component && screenExports.get(route.Component);
      return name ? [name] : [];
    }) ?? []
  );
}

/** Every path of the route table (not the catch-all). */
export function routePaths(table: RouteObject[] = routes): string[] {
  return table.flatMap((route) => [...(route.path && route.path !== '*' ? [route.path] : []), ...routePaths(route.children ?? [])]);
}

/** Fetches the code of the first screen at `at` (and starts its public data), alongside the app's own first queries, so that its first render need not wait. */
export async function loadFirstScreen(at: FirstScreenAddress, client: DataClient): Promise<void> {
  const loader = matchRoutes(routes, at.pathname)
    ?.map(({ route }) => route.Component && firstScreen.get(route.Component))
    .find((load) => load !== undefined);
  await loader?.(client, new URLSearchParams(at.search));
}

const ContactScreen = screen(() => import('../features/contact/components/contact-screen.tsx'), 'ContactScreen');
const WeeklyMenuScreen = screen(
  () => import('../features/weekly-menu/components/weekly-menu-screen.tsx'),
  'WeeklyMenuScreen',
  [(client) => client.query({ query: ACTIVE_MENU_ITEMS_QUERY }), (client) => client.query({ query: CLOSURES_QUERY, variables: {} }), loadTimeZoneData],
  { laterTexts: false },
);
// The closed days, kept in the cache for the screen, and a signed-in parent's lunches, kept for the screen's first use (lib/started-answer.ts).
const ScheduleScreen = screen(
  () => import('../features/schedule/components/schedule-screen.tsx'),
  'ScheduleScreen',
  [(client) => client.query({ query: SCHEDULE_CLOSURES_QUERY, variables: {} })],
  { signedInData: [lunchSchedule.start] },
);
const PaymentSuccessScreen = screen(() => import('../features/cart/components/payment-success-screen.tsx'), 'PaymentSuccessScreen');
const UnsubscribeScreen = screen(() => import('../features/unsubscribe/components/unsubscribe-screen.tsx'), 'UnsubscribeScreen');
const ProfileRoute = screen(() => import('./routes/profile-route.tsx'), 'ProfileRoute');
// Signed in only (behind RequireUser): what both tabs and the order form's first step show, asked as the app starts (loadSignedInFirstScreen);
// the orders on the history only, the form's code on the order tab only.
const MyOrdersRoute = screen(() => import('./routes/my-orders-route.tsx'), 'MyOrdersRoute', [
  preloadOrderPlacement,
  preloadMyLunchOrders,
  (client) => client.query({ query: OrderFormChildrenDocument }),
  (client) => client.query({ query: CLOSURES_QUERY, variables: {} }),
  // The schools' clocks (deadlines), lib/school-clocks.ts.
  (client) => client.query({ query: SchoolsDocument }),
  (client) => client.query({ query: MyChildrenDocument }),
  loadTimeZoneData,
]);
// The credit checkout will use, kept for the screen's first use (lib/started-answer.ts); and the children's schools, whose
// cut-offs each lunch's row states (lib/school-clocks.ts): asked for as the app starts, they are in before the first render
// rather than drawing every row again when they come.
const CartScreen = screen(() => import('../features/cart/components/cart-screen.tsx'), 'CartScreen', [], {
  signedInData: [cartCredit.start, (client) => client.query({ query: SchoolsDocument }), (client) => client.query({ query: MyChildrenDocument })],
});
const FeedbackScreen = screen(() => import('../features/feedback/components/feedback-screen.tsx'), 'FeedbackScreen');
// The tab's data at once (admin-tab-data.ts), not once its code has come and drawn.
const AdminDashboardRoute = screen(() => import('./routes/admin-dashboard.tsx'), 'AdminDashboardRoute', [loadAdminTabData]);
const MenuManagementScreen = screen(() => import('../features/admin-menu/components/menu-management-screen.tsx'), 'MenuManagementScreen');
// Issue 30: the setup screen an administrator is sent to, and the gate around the admin screens that sends them.
const TwoFactorSetupScreen = screen(() => import('../features/two-factor/components/two-factor-setup-screen.tsx'), 'TwoFactorSetupScreen');
// Issue 31 §3: the school office's day.
const SchoolDayScreen = screen(() => import('../features/school-day/components/school-day-screen.tsx'), 'SchoolDayScreen');
const AdminTwoFactorGate = screen(() => import('../features/two-factor/components/admin-two-factor-gate.tsx'), 'AdminTwoFactorGate', [
  // The gate draws its screens once this is known, so it is asked for with them.
  (client) => client.query({ query: MyTwoFactorDocument }),
]);

/**
 * One page of the table: its path, its screen, and its name, which says its title and search-result
 * text (`pages.<name>` in the catalogues; the shell writes them into the document in the reader's language).
 */
function page(path: string, Component: ComponentType, name: string): RouteObject {
  const handle: PageHandle = { page: name };
  return { path, Component, handle };
}

/** The handles of the routes at `pathname`, outermost first: the shell writes the page's title from them. */
function handlesAt(pathname: string): unknown[] {
  return matchRoutes(pages, pathname)?.map(({ route }) => route.handle as unknown) ?? [];
}

/** The route table of spec section 2. */
const pages: RouteObject[] = [
  {
    element: <AppShell handlesAt={handlesAt} />,
    children: [
      page('/', HomeRoute, 'home'),
      page('/auth', AuthScreen, 'auth'),
      page('/reset-password', AuthScreen, 'resetPassword'),
      page('/contact', ContactScreen, 'contact'),
      page('/weekly-menu', WeeklyMenuScreen, 'weeklyMenu'),
      page('/calendar', ScheduleScreen, 'calendar'),
      page('/payment-success', PaymentSuccessScreen, 'paymentSuccess'),
      // issue 27: an e-mail's one-click unsubscribe link, without signing in.
      page('/unsubscribe', UnsubscribeScreen, 'unsubscribe'),
      {
        Component: RequireUser,
        children: [
          page('/profile', ProfileRoute, 'profile'),
          page('/my-orders', MyOrdersRoute, 'myOrders'),
          page('/cart', CartScreen, 'cart'),
          page('/feedback', FeedbackScreen, 'feedback'),
          page('/two-factor-setup', TwoFactorSetupScreen, 'twoFactorSetup'),
        ],
      },
      // The dashboard is the kitchen's home too (its tabs only); the older menu page is the administrators' (docs/roles.md).
      {
        Component: RequireAdminOrKitchen,
        children: [{ Component: AdminTwoFactorGate, children: [page('/admin', AdminDashboardRoute, 'admin')] }],
      },
      {
        Component: RequireAdmin,
        children: [{ Component: AdminTwoFactorGate, children: [page('/menu-management', MenuManagementScreen, 'menuManagement')] }],
      },
      {
        Component: RequireSchoolOffice,
        children: [{ Component: AdminTwoFactorGate, children: [page('/school', SchoolDayScreen, 'schoolDay')] }],
      },
      page('*', NotFoundScreen, 'notFound'),
    ],
  },
];

/** The route table, each screen inside the route that tells when the first one is on screen (first-screen-shown.tsx). */
export const routes: RouteObject[] = pages.map((shell) =>
  shell.index ? shell : { ...shell, children: [{ Component: FirstScreenShown, children: shell.children }] },
);

/**
 * The screens of the route table at the router's address. Declared routes (`useRoutes` inside a
 * AppBrowserRouter, browser-router.tsx, or the prerender.s MemoryRouter), not a data router: the app loads no data through the router, and
 * the data router's code would be about half of React Router's weight on a first visit.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
