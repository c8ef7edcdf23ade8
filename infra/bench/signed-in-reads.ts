import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { SESSION_COOKIE } from '@lunchbox/kit/http/session-headers';
import { REST_ROUTES } from '@lunchbox/gateway/rest/route-table';
import type { MenuItem } from '../test/fixtures.ts';
import type { PlannedRequest } from './load-generator.ts';
import { profiledWhen } from './process-cpu.ts';
import { seedRushParents } from './rush.ts';
import { combineRounds, wrkRound, type WrkRound } from './wrk.ts';

/**
 * Signed-in reads that no cache may answer, through the gateway and straight to the subgraphs with
 * the same access token the gateway forwards (issue 34 section 4): a parent of five children with
 * 50 lunches reads
 *  - `GET /api/my-lunch-orders` against `myLunchOrders` sent to the ordering subgraph, and
 *  - GraphQL `me { children orders }` against what its query plan asks of the subgraphs: `me { children }`
 *    of identity, then the parent's orders of ordering (`_entities`). Straight to the subgraphs a
 *    read is both requests one after the other, so its rate is 1 / (1/identity's + 1/ordering's).
 * Each path in alternating rounds with wrk, as the menu reads are.
 */
export interface SignedInReadPath {
  name: string;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  /**
   * The servers' process's CPU a read (every server runs in it; wrk does not), over the path's
   * rounds: it holds still on a loaded machine, where requests a second do not.
   */
  cpuMsPerRead: number;
}

export interface SignedInReadFigures {
  orders: number;
  connections: number;
  seconds: number;
  restGateway: SignedInReadPath;
  restDirect: SignedInReadPath;
  graphqlGateway: SignedInReadPath;
  /** Identity's and ordering's halves, and the two together. */
  graphqlDirectIdentity: SignedInReadPath;
  graphqlDirectOrdering: SignedInReadPath;
  graphqlDirectPerSecond: number;
  /** Identity's and ordering's CPU a read added up: the direct read is both requests. */
  graphqlDirectCpuMsPerRead: number;
}

export const SIGNED_IN_READ_ORDERS = 50;

const CHILD_FIELDS = 'id name school grade teacher';

/** The lunch fields the REST route asks for, so both faces read the same answer. */
function orderSelection(): string {
  const route = REST_ROUTES.find((candidate) => candidate.method === 'GET' && candidate.path === '/my-lunch-orders');
  const match = route && /myLunchOrders \{ (.*) \} \}$/s.exec(route.operation);
  if (!match?.[1]) throw new Error('GET /my-lunch-orders no longer reads myLunchOrders');
  return match[1];
}

export async function measureSignedInReads(options: {
  gatewayUrl: string;
  identityUrl: string;
  orderingUrl: string;
  observer: pg.Pool;
  privateKey: string;
  /** Ten school days, each with its menu item: five children × ten days = 50 lunches. */
  lunches: Array<{ lunchDate: string; item: MenuItem }>;
  untilOrderingKnows: (childIds: number[]) => Promise<void>;
  connections: number;
  seconds: number;
  rounds: number;
  warmupSeconds: number;
  log: (line: string) => void;
  /** Writes a CPU profile of one more, unmeasured round of each path to PREFIX.signed-in-<path>.cpuprofile. */
  cpuProfilePrefix?: string;
}): Promise<SignedInReadFigures> {
  const { observer, log } = options;
  const [parent] = await seedRushParents({
    pool: observer,
    privateKey: options.privateKey,
    count: 1,
    seed: 34,
    concurrency: 1,
    sessionCookie: SESSION_COOKIE,
    childrenOf: () => SIGNED_IN_READ_ORDERS / options.lunches.length,
  });
  await options.untilOrderingKnows(parent!.children.map((child) => child.id));
  const rows = parent!.children.flatMap((child) => options.lunches.map((lunch) => ({ child, ...lunch })));
  const checkoutId = randomUUID();
  await observer.query(`insert into ordering.checkouts (checkout_id, user_id, total_cents) values ($1, $2, $3)`, [
    checkoutId,
    parent!.userId,
    rows.reduce((sum, row) => sum + Math.round(Number(row.item.price) * 100), 0),
  ]);
  await observer.query(
    `insert into ordering.lunch_orders (checkout_id, user_id, child_id, child_name, parent_name, email, phone, school, grade, teacher,
       lunch_date, weekly_menu_item_id, lunch_options, total_cents)
     select $1, $2, ch, cn, $3, $4, $5, s, g, t, d::date, w, array[o], tc
       from unnest($6::int[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::int[], $13::text[], $14::int[])
         as x(ch, cn, s, g, t, d, w, o, tc)`,
    [
      checkoutId,
      parent!.userId,
      parent!.fullName,
      parent!.email,
      parent!.phone,
      rows.map((row) => row.child.id),
      rows.map((row) => row.child.name),
      rows.map((row) => row.child.school),
      rows.map((row) => row.child.grade),
      rows.map((row) => row.child.teacher),
      rows.map((row) => row.lunchDate),
      rows.map((row) => row.item.id),
      rows.map((row) => row.item.menuItem),
      rows.map((row) => Math.round(Number(row.item.price) * 100)),
    ],
  );

  // The access token the gateway forwards for this session, as identity hands it over.
  const sessionToken = parent!.cookie.slice(`${SESSION_COOKIE}=`.length);
  const verified = await fetch(new URL('/internal/session', options.identityUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: sessionToken }),
  });
  if (!verified.ok) throw new Error(`identity did not confirm the reader's session: ${verified.status}`);
  const { accessToken } = (await verified.json()) as { accessToken: string };

  const ORDER = orderSelection();
  const gatewayHeaders = { accept: 'application/json', cookie: parent!.cookie };
  const directHeaders = { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${accessToken}` };
  const graphql = (url: string, headers: Record<string, string>, query: string, variables?: unknown): PlannedRequest => ({
    url,
    method: 'POST',
    headers,
    body: JSON.stringify(variables === undefined ? { query } : { query, variables }),
  });
  const paths: Record<string, PlannedRequest> = {
    restGateway: { url: new URL('/api/my-lunch-orders', options.gatewayUrl).href, method: 'GET', headers: gatewayHeaders },
    restDirect: graphql(options.orderingUrl, directHeaders, `query MyLunchOrders { myLunchOrders { ${ORDER} } }`),
    graphqlGateway: graphql(
      new URL('/graphql', options.gatewayUrl).href,
      { ...gatewayHeaders, 'content-type': 'application/json' },
      `query MeChildrenOrders { me { id children { ${CHILD_FIELDS} } orders { ${ORDER} } } }`,
    ),
    graphqlDirectIdentity: graphql(options.identityUrl, directHeaders, `query MeChildren { me { id children { ${CHILD_FIELDS} } } }`),
    graphqlDirectOrdering: graphql(
      options.orderingUrl,
      directHeaders,
      `query MeOrders($representations: [_Any!]!) { _entities(representations: $representations) { ... on User { orders { ${ORDER} } } } }`,
      { representations: [{ __typename: 'User', id: parent!.userId }] },
    ),
  };

  // Both faces answer the same lunches before anything is measured.
  const answer = async (request: PlannedRequest) => {
    const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
    if (!response.ok) throw new Error(`${request.method} ${request.url} answered ${response.status}`);
    return (await response.json()) as Record<string, unknown> & { data?: Record<string, unknown>; errors?: unknown[] };
  };
  const restOrders = (await answer(paths.restGateway!)) as unknown as unknown[];
  const direct = await answer(paths.restDirect!);
  if (direct.errors || (direct.data?.myLunchOrders as unknown[]).length !== SIGNED_IN_READ_ORDERS || restOrders.length !== SIGNED_IN_READ_ORDERS)
    throw new Error(`the reader should have ${SIGNED_IN_READ_ORDERS} lunches both ways: ${JSON.stringify(direct).slice(0, 300)}`);
  for (const name of ['graphqlGateway', 'graphqlDirectIdentity', 'graphqlDirectOrdering'] as const) {
    const body = await answer(paths[name]!);
    if (body.errors) throw new Error(`${name} answered errors: ${JSON.stringify(body.errors).slice(0, 300)}`);
  }

  const round = (request: PlannedRequest, seconds: number) => wrkRound(request, { connections: options.connections, seconds });
  const cpuMs = Object.fromEntries(Object.keys(paths).map((name) => [name, 0]));
  for (const request of Object.values(paths)) await round(request, options.warmupSeconds);
  log(`signed-in reads: warmed up; measuring ${Object.keys(paths).length} paths in ${options.rounds} alternating rounds`);
  const rounds = Object.fromEntries(Object.keys(paths).map((name) => [name, [] as WrkRound[]]));
  for (let index = 0; index < options.rounds; index += 1) {
    for (const [name, request] of Object.entries(paths)) {
      const before = process.cpuUsage();
      rounds[name]!.push(await round(request, options.seconds / options.rounds));
      const used = process.cpuUsage(before);
      cpuMs[name]! += (used.user + used.system) / 1000;
    }
  }
  if (options.cpuProfilePrefix) {
    // Every path, the direct ones too, so that a profile's share per read compares with its counterpart's.
    for (const name of Object.keys(paths)) {
      const profiled = await profiledWhen(`${options.cpuProfilePrefix}.signed-in-${name}.cpuprofile`, () => round(paths[name]!, options.seconds / options.rounds));
      log(`signed-in reads: profiled ${profiled.requests} reads of ${name}`);
    }
  }
  const figure = (name: string): SignedInReadPath => {
    const combined = combineRounds(rounds[name]!);
    return { name, perSecond: combined.perSecond, p50Ms: combined.p50Ms, p99Ms: combined.p99Ms, failures: combined.failures, cpuMsPerRead: cpuMs[name]! / combined.count };
  };
  const graphqlDirectIdentity = figure('graphqlDirectIdentity');
  const graphqlDirectOrdering = figure('graphqlDirectOrdering');
  return {
    orders: SIGNED_IN_READ_ORDERS,
    connections: options.connections,
    seconds: options.seconds,
    restGateway: figure('restGateway'),
    restDirect: figure('restDirect'),
    graphqlGateway: figure('graphqlGateway'),
    graphqlDirectIdentity,
    graphqlDirectOrdering,
    graphqlDirectPerSecond: 1 / (1 / graphqlDirectIdentity.perSecond + 1 / graphqlDirectOrdering.perSecond),
    graphqlDirectCpuMsPerRead: graphqlDirectIdentity.cpuMsPerRead + graphqlDirectOrdering.cpuMsPerRead,
  };
}
