import { Activity, lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { OfflineNotice } from '../../../ui/offline-notice.tsx';
import { TabStrip, type StripTab } from '../../../ui/tab-strip.tsx';
import { orderPlacement } from './order-placement-code.ts';
import type { OrderCart } from '../types/order-cart.ts';
import { useMyLunchOrders } from '../api/my-lunch-orders.ts';
import { useTranslation } from 'react-i18next';
import { useAfterPaint } from '../../../lib/use-after-paint.ts';
import { myOrdersTabOf, type MyOrdersTab } from '../types/my-orders-tab.ts';
import { useAfterFirstInteraction } from '../hooks/use-after-first-interaction.ts';
import { usePreloadWhenIdle } from '../../../lib/use-preload-when-idle.ts';

/**
 * The history's code (its list, cards and dialog) comes only once the screen's heading is drawn, and
 * not at all for the order form: on a slow phone it held up the first paint of both tabs (issue 34).
 */
const OrderHistory = lazy(() => import('./order-history.tsx').then(({ OrderHistory: history }) => ({ default: history })));

const { Component: OrderPlacement, preload: preloadOrderPlacement } = orderPlacement;

/**
 * On the history, the order form's code comes once the person reaches for the page and the browser
 * is idle, so that a tap on the order tab finds it here (on the order tab it came with the screen's,
 * order-placement-code.ts). A component of its own: the reach it waits for renders nothing else, where
 * it would draw the screen again within the tap.
 */
function OrderFormWarmUp() {
  usePreloadWhenIdle(preloadOrderPlacement, useAfterFirstInteraction());
  return null;
}

const CONTAINER_SX = { py: { xs: 3, sm: 5 } } as const;
const HEADING_SX = { mb: 2 } as const;
const TABS_SX = { mb: 3 } as const;

/**
 * Calls `change` in a task after the next frame is drawn, and not at all once `cancel` is called.
 * At once in a tab that draws no frames.
 */
function afterNextPaint(change: () => void): () => void {
  if (document.visibilityState === 'hidden' || typeof window.requestAnimationFrame !== 'function') {
    change();
    return () => undefined;
  }
  let timer = 0;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(change, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * /my-orders: tab 'order' with ?tab=order, otherwise 'history' (spec section 2). The order tab adds
 * to `cart`, the signed-in parent's cart (see OrderCart).
 */
export function MyOrdersScreen({ cart }: { cart: OrderCart }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = myOrdersTabOf(searchParams);
  const { user, loading } = useCurrentUser();
  // The history's list comes after the first paint, drawn in a transition, which React renders in slices between the
  // browser's own work: drawn in the update the paint makes, its code's import and first cards were one long task (issue 34).
  const painted = useDeferredValue(useAfterPaint());
  // The history, once drawn, stays (hidden, its effects stopped) while the order tab shows: coming back to it only shows it again,
  // where drawing its cards anew was the tap's longest task (issue 34). The order form is drawn anew each time, as before.
  const [historyDrawn, setHistoryDrawn] = useState(tab === 'history');
  if (tab === 'history' && !historyDrawn) setHistoryDrawn(true);
  // Held here for both tabs, so that a switch back to the history shows them at once.
  const orders = useMyLunchOrders();

  // Each the same element while its inputs are: a tap's own render (the chosen tab) draws neither again.
  const history = useMemo(
    () =>
      !historyDrawn ? null : painted ? (
        <Suspense fallback={<LoadingSpinner label={t('history.loading')} />}>
          <OrderHistory orders={orders} />
        </Suspense>
      ) : (
        <LoadingSpinner label={t('history.loading')} />
      ),
    [historyDrawn, painted, orders, t],
  );
  const order = useMemo(
    () =>
      tab !== 'order' ? null : loading ? (
        <LoadingSpinner label={t('myOrders.checkingSession')} />
      ) : user ? (
        <>
          <OfflineNotice />
          {/* No Suspense boundary of its own: React would adopt a drawn form in a later pass than the page, after its
              controls are enabled (main-app.tsx), and drop what the person chose there meanwhile. */}
          <OrderPlacement user={user} cart={cart} orders={orders} />
        </>
      ) : (
        <Typography>{t('myOrders.signInToOrder')}</Typography>
      ),
    [tab, loading, user, cart, orders, t],
  );
  const tabs = useMemo(
    () =>
      [
        { value: 'history', label: t('myOrders.history'), id: 'my-orders-tab-history', controls: 'my-orders-panel-history' },
        { value: 'order', label: t('myOrders.place'), id: 'my-orders-tab-order', controls: 'my-orders-panel-order' },
      ] as const,
    [t],
  );

  return (
    <Container maxWidth="lg" sx={CONTAINER_SX}>
      <Typography variant="h1" sx={HEADING_SX}>
        {t('myOrders.title')}
      </Typography>
      <ChosenTab tab={tab} label={t('myOrders.tabs')} tabs={tabs} history={history} order={order} onAddress={setSearchParams} />
      {tab === 'history' ? <OrderFormWarmUp /> : null}
    </Container>
  );
}

interface ChosenTabProps {
  /** The tab the address names. */
  tab: MyOrdersTab;
  label: string;
  tabs: readonly StripTab<MyOrdersTab>[];
  /** The history's panel's content once drawn, the order tab's while the address names it. */
  history: ReactNode;
  order: ReactNode;
  onAddress: (search: { tab: MyOrdersTab }) => void;
}

/**
 * The tabs and their panels. A tap on a tab shows that tab chosen and a spinner at once (an urgent
 * update of this component alone: the screen's queries are not read again), and the address follows
 * once that is drawn; the panel, a whole form or the list, comes with the new address (React Router's
 * transition), and would otherwise keep the tap from showing for a long task on a phone. The choice
 * is forgotten as soon as the address changes.
 */
function ChosenTab({ tab, label, tabs, history, order, onAddress }: ChosenTabProps) {
  const [chosen, setChosen] = useState<MyOrdersTab | null>(null);
  const [addressTab, setAddressTab] = useState(tab);
  if (addressTab !== tab) {
    setAddressTab(tab);
    setChosen(null);
  }
  // The address follows the tap once the chosen tab is drawn: changing it (the browser's history,
  // then the router) took a third of the tap's time on a phone (issue 34: INP).
  const addressChange = useRef<() => void>(null);
  useEffect(() => () => addressChange.current?.(), []);
  const choose = (value: MyOrdersTab) => {
    addressChange.current?.();
    addressChange.current = null;
    // Back to the address's own tab before the address changed: nothing to change.
    if (value === tab) {
      setChosen(null);
      return;
    }
    setChosen(value);
    addressChange.current = afterNextPaint(() => {
      addressChange.current = null;
      onAddress({ tab: value });
    });
  };
  const pending = chosen !== null && chosen !== tab ? chosen : null;
  const spinner = useMemo(() => <LoadingSpinner />, []);

  return (
    <>
      <Box sx={TABS_SX}>
        <TabStrip label={label} tabs={tabs} value={pending ?? tab} onChange={choose} />
      </Box>
      {/* The tab the address names stays drawn (hidden) until the chosen one replaces it: taking it
          down at the tap was most of the tap's own work. The spinner is drawn ahead and only shown:
          drawing it (MUI's progress and its styles) was a good part of the tap's render. */}
      <div hidden={pending === null}>{spinner}</div>
      {history ? (
        <Activity mode={tab === 'history' ? 'visible' : 'hidden'}>
          <Box role="tabpanel" id="my-orders-panel-history" aria-labelledby="my-orders-tab-history" hidden={pending !== null}>
            {history}
          </Box>
        </Activity>
      ) : null}
      {order ? (
        <Box role="tabpanel" id="my-orders-panel-order" aria-labelledby="my-orders-tab-order" hidden={pending !== null}>
          {order}
        </Box>
      ) : null}
    </>
  );
}
