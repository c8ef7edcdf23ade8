import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useTranslation } from 'react-i18next';
import { useSchoolClocks } from '../../../lib/school-clocks.ts';
import type { CartItem } from '@lunchbox/domain/order-schemas';
import { cartTotalCents, groupCartByChild, parseStoredCart, splitExpired, type CartGroup as CartGroupData } from '@lunchbox/domain/order-cart';
import { toCents } from '@lunchbox/domain/money';
import { applyCredit } from '@lunchbox/domain/account-credit';
import { formatLongDate } from '@lunchbox/domain/school-dates';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useNow } from '../../../lib/school-clock.ts';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { MessageScreen } from '../../../ui/message-screen.tsx';
import { OfflineNotice } from '../../../ui/offline-notice.tsx';
import { ScreenHeader } from '../../../ui/screen-header.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { cartCredit } from '../api/cart-credit.ts';
import { usePlaceOrders, type PlacedCheckout } from '../api/checkout.ts';
import { useCart } from '../stores/cart-store.ts';
import { useRowsInSlices } from '../hooks/use-rows-in-slices.ts';
import { CartGroup } from './cart-group.tsx';
import { CartLunchNotes } from './cart-lunch-notes.tsx';
import { OrderSummary } from './order-summary.tsx';

// The payment step (QR codes, provider tabs) is fetched when the parent presses Pay Now.
const PaymentStep = lazy(async () => ({ default: (await import('./payment-step.tsx')).PaymentStep }));
// Clear Cart's question (a dialog, with MUI's modal) is fetched when first asked: the cart's first frame does without it.
const ConfirmDialog = lazy(async () => ({ default: (await import('../../../ui/confirm-dialog.tsx')).ConfirmDialog }));

/** The groups whose first lunches are among the first `rowsShown` of the cart, each with how many of its own are. */
function groupsWithin(groups: readonly CartGroupData[], rowsShown: number): Array<{ group: CartGroupData; rows: number }> {
  let before = 0;
  return groups.flatMap((group) => {
    const rows = Math.min(group.items.length, rowsShown - before);
    before += group.items.length;
    return rows > 0 ? [{ group, rows }] : [];
  });
}

/** /cart (spec section 2): the lunches grouped by child, the summary, and the payment step. */
export function CartScreen() {
  const { t } = useTranslation();
  const { user, loading } = useCurrentUser();
  if (loading) return <LoadingSpinner label={t('cart.loading')} minHeight="60vh" />;
  return user ? <CartWithCredit userId={user.id} /> : <Cart userId={null} creditBalanceCents={0} />;
}

/** A signed-in parent's cart shows the credit checkout will use; the server applies it again itself. */
function CartWithCredit({ userId }: { userId: number }) {
  const { answer: credit } = cartCredit.useAnswer();
  return <Cart userId={userId} creditBalanceCents={credit ? toCents(credit.balance) : 0} />;
}

function Cart({ userId, creditBalanceCents }: { userId: number | null; creditBalanceCents: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const now = useNow(15_000);
  const { items, read, save, clear, refusal } = useCart(userId, parseStoredCart);
  const [placed, setPlaced] = useState<PlacedCheckout | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  // Kept once asked, so that the dialog closes with its transition rather than vanishing.
  const [askedToClear, setAskedToClear] = useState(false);
  const { placeOrders, placing, completePayment, confirming } = usePlaceOrders({ saveCart: save });

  // The heading first, the lunches a few rows per task just after (use-rows-in-slices.ts): a phone paints the page's
  // largest text before the work of drawing every row, and the rows come below it, moving nothing drawn.
  const rowsShown = useRowsInSlices(read ? items.length : 0);
  const allRowsShown = rowsShown >= items.length;

  const clocks = useSchoolClocks();
  const { expired } = useMemo(() => splitExpired(items, now, clocks.ofChild), [items, now, clocks]);
  const groups = useMemo(() => groupCartByChild(items), [items]);

  // Stable while the items are, so the memoised rows render again only when their own lunch, the clock or the cut-offs change.
  const removeItem = useCallback(
    (item: CartItem) => {
      save(items.filter((candidate) => candidate.id !== item.id));
      toast({
        title: t('cart.itemRemoved'),
        description: t('cart.itemRemovedText', {
          options: item.lunchOptions.join(', '),
          child: item.childName,
          date: formatLongDate(item.lunchDate, language),
        }),
      });
    },
    [items, save, toast, t, language],
  );

  const clearAll = () => {
    clear();
    setConfirmClear(false);
    toast({ title: t('cart.cleared'), description: t('cart.clearedText') });
  };

  const startPayment = () => {
    if (userId === null) {
      toast({ title: t('cart.loginRequired'), description: t('cart.loginRequiredText'), variant: 'destructive' });
      return;
    }
    if (items.length === 0) {
      toast({ title: t('cart.empty'), description: t('cart.emptyText'), variant: 'destructive' });
      return;
    }
    void placeOrders(items).then((result) => {
      if (result && result.amountDueCents > 0) setPlaced(result);
    });
  };

  const clearButton = (
    <Button
      color="error"
      variant="outlined"
      startIcon={<DeleteSweepOutlinedIcon />}
      onClick={() => {
        setAskedToClear(true);
        setConfirmClear(true);
      }}
      disabled={placing || !read}
    >
      {t('cart.clear')}
    </Button>
  );

  // The lunches are placed and the cart emptied: what is left is paying for them.
  if (placed) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 5 } }}>
        <Suspense fallback={<LoadingSpinner label={t('cart.loadingPayment')} minHeight={200} />}>
          <PaymentStep placed={placed} confirming={confirming} onCompleted={() => void completePayment(placed)} />
        </Suspense>
      </Container>
    );
  }

  if (read && items.length === 0 && !placing) {
    return (
      <MessageScreen
        icon={<ShoppingCartOutlinedIcon color="disabled" sx={{ fontSize: 64, mb: 2 }} aria-hidden />}
        title={t('cart.emptyTitle')}
        actions={
          <Button href="/my-orders?tab=order" variant="contained" size="large">
            {t('cart.browse')}
          </Button>
        }
      >
        {t('cart.emptyHint')}
      </MessageScreen>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      {/* Drawn by the server (app/signed-in-render.tsx), which has not the browser's storage, and adopted so: the screen's
          frame, its heading painted from the HTML, the count's line saying it loads; the browser then reads the lunches. */}
      <ScreenHeader title={t('cart.title')} subtitle={read ? t('cart.count', { count: items.length }) : t('cart.loading')} actions={clearButton} />

      {read && rowsShown > 0 ? (
        <>
          <OfflineNotice />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1.6fr 1fr' }, alignItems: 'start' }}>
            <Stack spacing={2} useFlexGap>
              {/* Above the lunches, once they are all drawn: its check's answer adds notes there only when it has any. */}
              {allRowsShown ? <CartLunchNotes items={items} signedIn={userId !== null} /> : null}
              {groupsWithin(groups, rowsShown).map(({ group, rows }) => (
                <CartGroup
                  key={group.childName}
                  group={group}
                  rowsShown={rows}
                  now={now}
                  clockOf={clocks.ofChild}
                  onRemove={removeItem}
                  disabled={placing}
                  refusal={refusal}
                />
              ))}
            </Stack>
            {/* Below the lunches on a phone: drawn with the last of them, so that no row pushes it down. */}
            {allRowsShown ? (
              <Stack spacing={2} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
                <OrderSummary
                  itemCount={items.length}
                  totalCents={cartTotalCents(items)}
                  creditCents={applyCredit(creditBalanceCents, cartTotalCents(items)).creditAppliedCents}
                  expiredCount={expired.length}
                  signedIn={userId !== null}
                  placing={placing}
                  onPay={startPayment}
                />
              </Stack>
            ) : null}
          </Box>
        </>
      ) : null}

      {askedToClear ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirmClear}
            title={t('cart.clear')}
            question={t('cart.clearQuestion')}
            confirmLabel={t('cart.clear')}
            onConfirm={clearAll}
            onCancel={() => setConfirmClear(false)}
          />
        </Suspense>
      ) : null}
    </Container>
  );
}
