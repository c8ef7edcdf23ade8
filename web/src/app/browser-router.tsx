import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Navigator } from 'react-router';

type Location = Parameters<Parameters<ReturnType<typeof createBrowserHistory>['listen']>[0]>[0]['location'];
type Action = ReturnType<typeof createBrowserHistory>['action'];

/** The browser's history, with `navigate(to, { flushSync: true })` remembered for the change it makes. */
function browserNavigation() {
  const history = createBrowserHistory({ window, v5Compat: true });
  let flushNext = false;
  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state, options) => {
      flushNext = options?.flushSync === true;
      history.push(to, state);
    },
    replace: (to, state, options) => {
      flushNext = options?.flushSync === true;
      history.replace(to, state);
    },
  };
  /** Calls `update` on each change: at once (committed before `navigate` returns) when asked for, else in a transition, as React Router's own routers do. */
  const listen = (update: (state: { action: Action; location: Location }) => void) =>
    history.listen(({ action, location }) => {
      const flush = flushNext;
      flushNext = false;
      if (flush) flushSync(() => update({ action, location }));
      else startTransition(() => update({ action, location }));
    });
  return { history, navigator, listen };
}

/**
 * React Router's BrowserRouter for the declared routes (router.tsx), keeping the one option of its
 * data router the app uses: `navigate(to, { flushSync: true })` commits the new page before it
 * returns (signing out goes home before the user is forgotten, use-session-actions.ts).
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [{ history, navigator, listen }] = useState(browserNavigation);
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => listen(setState), [listen]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
