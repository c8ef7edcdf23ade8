import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { createRoot } from 'react-dom/client';

type GraphQLParams = { query: string; operationName?: string | null; variables?: unknown };

/**
 * The gateway's own /graphql on this origin: the browser sends the session cookie, so GraphiQL
 * runs as whoever is signed in to Lunchbox here. JSON is what the gateway's CSRF rule asks of a
 * request that may change data.
 */
async function fetcher(params: GraphQLParams) {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify(params),
  });
  return response.json();
}

const FIRST_QUERY = `# The week's menu needs no sign-in. Sign in to Lunchbox in this browser to ask for { me { fullName } }.
{
  activeWeeklyMenuItems {
    dayOfWeek
    menuItem
    price
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(<GraphiQL fetcher={fetcher} defaultQuery={FIRST_QUERY} />);
