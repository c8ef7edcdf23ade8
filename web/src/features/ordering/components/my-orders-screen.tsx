import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useAfterPaint } from '../../../lib/use-after-paint.ts';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { OfflineNotice } from '../../../ui/offline-notice.tsx';
import type { OrderCart } from '../types/order-cart.ts';
import { useTranslation } from 'react-i18next';

type MyOrdersTab = 'history' | 'order';

// Each tab's panel is a chunk of its own, asked for when the tab is shown: the page's title and tabs are drawn without waiting for them.
const OrderHistory = lazy(async () => ({ default: (await import('./order-history.tsx')).OrderHistory }));
const OrderPlacement = lazy(async () => ({ default: (await import('./order-placement.tsx')).OrderPlacement }));

/**
 * /my-orders: tab 'order' with ?tab=order, otherwise 'history' (spec section 2). The order tab adds
 * to `cart`, the signed-in parent's cart (see OrderCart).
 */
export function MyOrdersScreen({ cart }: { cart: OrderCart }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: MyOrdersTab = searchParams.get('tab') === 'order' ? 'order' : 'history';
  const { user, loading } = useCurrentUser();
  // The panel's code is asked for once the title and tabs are drawn.
  const painted = useAfterPaint();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('myOrders.title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: MyOrdersTab) => setSearchParams(value === 'order' ? { tab: 'order' } : { tab: 'history' })}
        aria-label={t('myOrders.tabs')}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="history" label={t('myOrders.history')} id="my-orders-tab-history" aria-controls="my-orders-panel-history" />
        <Tab value="order" label={t('myOrders.place')} id="my-orders-tab-order" aria-controls="my-orders-panel-order" />
      </Tabs>
      <Box role="tabpanel" id={`my-orders-panel-${tab}`} aria-labelledby={`my-orders-tab-${tab}`}>
        <Suspense fallback={<LoadingSpinner label={t('shell.loading')} />}>
          {!painted ? (
            <LoadingSpinner label={t('shell.loading')} />
          ) : tab === 'history' ? (
            <OrderHistory />
          ) : loading ? (
            <LoadingSpinner label={t('myOrders.checkingSession')} />
          ) : user ? (
            <>
              <OfflineNotice />
              <OrderPlacement user={user} cart={cart} />
            </>
          ) : (
            <Typography>{t('myOrders.signInToOrder')}</Typography>
          )}
        </Suspense>
      </Box>
    </Container>
  );
}
