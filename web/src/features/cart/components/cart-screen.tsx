import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { cartTotalCents, groupCartByChild, parseStoredCart, splitExpired, type CartItem } from '@lunchbox/domain/order-schemas';
import { formatCents, toCents } from '@lunchbox/domain/money';
import { applyCredit, REMOVE_EXPIRED_ITEMS_HINT } from '@lunchbox/domain/order-rules';
import { formatLongDate } from '@lunchbox/domain/school-dates';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useMyCredit } from '../../../lib/my-credit.ts';
import { useNow } from '../../../lib/school-clock.ts';
import { cartStore, useCart } from '../../../lib/cart-store.ts';
import { describeFailure } from '../../../lib/server-errors.ts';
import { evictRootFields } from '../../../lib/evict-root-fields.ts';
import { graphql } from '../../../gql/gql.ts';
import { checkoutRefusalText } from '../checkout-refusal.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { MessageScreen } from '../../../ui/message-screen.tsx';
import { OfflineNotice } from '../../../ui/offline-notice.tsx';
import { ScreenHeader } from '../../../ui/screen-header.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { CartGroup } from './cart-group.tsx';
import { CartLunchNotes } from './cart-lunch-notes.tsx';
import { useTranslation } from 'react-i18next';
import { refusalText, useLanguage } from '../../../lib/i18n.ts';
import { SectionPanel } from '../../../ui/section-panel.tsx';

// The payment step (QR codes, provider tabs) is fetched when the parent presses Pay Now.
const PaymentStep = lazy(async () => ({ default: (await import('./payment-step.tsx')).PaymentStep }));

/** /cart (spec section 2): the lunches grouped by child, the summary, and the payment step. */
export function CartScreen() {
  const { t } = useTranslation();
  const { user, loading } = useCurrentUser();
  if (loading) return <LoadingSpinner label={t('cart.loading')} minHeight="60vh" />;
  return user ? <CartWithCredit userId={user.id} /> : <Cart userId={null} creditBalanceCents={0} />;
}

/** A signed-in parent's cart shows the credit checkout will use; the server applies it again itself. */
function CartWithCredit({ userId }: { userId: number }) {
  const { answer: credit } = useMyCredit();
  return <Cart userId={userId} creditBalanceCents={credit ? toCents(credit.balance) : 0} />;
}

function Cart({ userId, creditBalanceCents }: { userId: number | null; creditBalanceCents: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const now = useNow(15_000);
  const { items, save, clear, refusal } = useCart(userId, parseStoredCart);
  const [placed, setPlaced] = useState<PlacedCheckout | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const { placeOrders, placing, completePayment, confirming } = usePlaceOrders({ saveCart: save });

  const { expired } = splitExpired(items, now);

  const removeItem = (item: CartItem) => {
    save(items.filter((candidate) => candidate.id !== item.id));
    toast({
      title: t('cart.itemRemoved'),
      description: t('cart.itemRemovedText', { options: item.lunchOptions.join(', '), child: item.childName, date: formatLongDate(item.lunchDate, language) }),
    });
  };

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

  if (items.length === 0 && !placing) {
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

  const groups = groupCartByChild(items);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <ScreenHeader
        title={t('cart.title')}
        subtitle={t('cart.count', { count: items.length })}
        actions={
          <Button color="error" variant="outlined" startIcon={<DeleteSweepOutlinedIcon />} onClick={() => setConfirmClear(true)} disabled={placing}>
            {t('cart.clear')}
          </Button>
        }
      />

      <OfflineNotice />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1.6fr 1fr' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <CartLunchNotes items={items} signedIn={userId !== null} />
          {groups.map((group) => (
            <CartGroup key={group.childName} group={group} now={now} onRemove={removeItem} disabled={placing} refusal={refusal} />
          ))}
        </Stack>
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
      </Box>

      <ConfirmDialog
        open={confirmClear}
        title={t('cart.clear')}
        question={t('cart.clearQuestion')}
        confirmLabel={t('cart.clear')}
        onConfirm={clearAll}
        onCancel={() => setConfirmClear(false)}
      />
    </Container>
  );
}

interface OrderSummaryProps {
  itemCount: number;
  totalCents: number;
  /** Account credit checkout will use (applied automatically). */
  creditCents: number;
  expiredCount: number;
  signedIn: boolean;
  /** The checkout is being placed: the pay button waits. */
  placing: boolean;
  onPay: () => void;
}

/** The pay button of spec section 2: its label and when it is disabled. */
function payButton(signedIn: boolean, itemCount: number, expiredCount: number, coveredByCredit: boolean) {
  if (!signedIn) return { label: 'cart.loginToCheckout', disabled: true };
  if (expiredCount > 0) return { label: 'cart.removeExpiredButton', disabled: true };
  // A cart the credit covers entirely has nothing to pay: it is placed at once (issue 10 section 4).
  return { label: coveredByCredit ? 'cart.payWithCredit' : 'cart.payNow', disabled: itemCount === 0 };
}

/** Order Summary: total items, grand total, the expired-items notice, Continue Shopping and the pay button. */
export function OrderSummary({ itemCount, totalCents, creditCents, expiredCount, signedIn, placing, onPay }: OrderSummaryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const pay = payButton(signedIn, itemCount, expiredCount, creditCents > 0 && creditCents >= totalCents);
  return (
    <SectionPanel title={t('cart.summary')}>
      <Stack spacing={1}>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography>{t('cart.totalItems')}</Typography>
          <Typography data-testid="summary-items">{itemCount}</Typography>
        </Stack>
        <Divider />
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography sx={{ fontWeight: 700 }}>{t('cart.total')}</Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="summary-total">
            {formatCents(totalCents, language)}
          </Typography>
        </Stack>
        {creditCents > 0 ? (
          <>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography color="success.main">{t('cart.credit')}</Typography>
              <Typography color="success.main" data-testid="summary-credit">
                -{formatCents(creditCents, language)}
              </Typography>
            </Stack>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 700 }}>{t('cart.due')}</Typography>
              <Typography sx={{ fontWeight: 700 }} data-testid="summary-due">
                {formatCents(totalCents - creditCents, language)}
              </Typography>
            </Stack>
          </>
        ) : null}
      </Stack>
      {expiredCount > 0 ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          <strong>{t('cart.expiredSummary', { count: expiredCount })}</strong>
          <br />
          {refusalText(REMOVE_EXPIRED_ITEMS_HINT)}
        </Alert>
      ) : null}
      <Stack spacing={1} sx={{ mt: 3 }}>
        <Button
          variant="contained"
          size="large"
          onClick={onPay}
          disabled={pay.disabled || placing}
          startIcon={<LockOutlinedIcon />}
          color={expiredCount > 0 ? 'inherit' : 'primary'}
        >
          {placing ? t('cart.placing') : t(pay.label)}
        </Button>
        <Button href="/my-orders?tab=order" variant="outlined">
          {t('cart.continueShopping')}
        </Button>
      </Stack>
    </SectionPanel>
  );
}

/**
 * The checkout: every lunch of the cart in one call (all or none). The same checkoutId repeated
 * (a retry, a double click) creates nothing twice. Afterwards the order history, the schedule and
 * the credit are dropped from the cache, so they are asked for again when next shown.
 */
const CHECKOUT_MUTATION = graphql(`
  mutation Checkout($checkoutId: String!, $items: [CartItemInput!]!) {
    checkout(checkoutId: $checkoutId, items: $items) {
      checkoutId
      paymentReference
      orders {
        id
      }
      totalAmount
      creditApplied
      amountDue
      replayed
    }
  }
`);

/** Spec section 9: 2 seconds pass after the parent says they paid. */
const PAYMENT_CONFIRMATION_DELAY_MS = 2000;

/** A placed checkout as the payment step needs it: what to pay, under which reference. */
export interface PlacedCheckout {
  paymentReference: string;
  lunchCount: number;
  totalCents: number;
  creditCents: number;
  amountDueCents: number;
}

interface PlaceOrdersOptions {
  /** Saves what is left of the cart (expired items out, or nothing once placed). */
  saveCart: (items: readonly CartItem[]) => void;
}

/**
 * Pay Now places the cart's lunches in one checkout first (issue 10 section 5), so the payment step
 * can show the payment reference and the amount due after credit; expired lunches are taken out
 * first ('Cart Items Removed'). The checkout id stays the same for the same cart, so a retry or a
 * second click never places a lunch twice. 'I've Completed the Payment' waits the spec's 2 s and
 * goes to /payment-success with the reference and the amount.
 */
function usePlaceOrders({ saveCart }: PlaceOrdersOptions) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [checkout, { loading: placing }] = useMutation(CHECKOUT_MUTATION, {
    update: (cache) => evictRootFields(cache, 'myLunchOrders', 'lunchSchedule', 'myCredit'),
  });
  const [confirming, setConfirming] = useState(false);
  const inFlight = useRef(false);
  const checkoutKey = useRef<{ cart: string; id: string } | null>(null);

  const checkoutIdFor = (items: readonly CartItem[]): string => {
    const cart = items
      .map((item) => item.id)
      .sort()
      .join(',');
    if (checkoutKey.current?.cart !== cart) checkoutKey.current = { cart, id: crypto.randomUUID() };
    return checkoutKey.current.id;
  };

  const goToSuccess = useCallback(
    (placed: PlacedCheckout) =>
      void navigate('/payment-success', {
        state: { paymentReference: placed.paymentReference, amountDue: (placed.amountDueCents / 100).toFixed(2) },
      }),
    [navigate],
  );

  const placeOrders = useCallback(
    async (items: readonly CartItem[]): Promise<PlacedCheckout | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      cartStore.markRefused(null);
      const { kept, expired } = splitExpired(items, new Date());
      try {
        if (expired.length > 0) {
          saveCart(kept);
          toast({ title: t('checkout.removedTitle'), description: t('checkout.removedText', { count: expired.length }), variant: 'destructive' });
        }
        if (kept.length === 0) {
          toast({ title: t('cart.empty'), description: t('cart.emptyText'), variant: 'destructive' });
          return null;
        }
        const { data } = await checkout({ variables: { checkoutId: checkoutIdFor(kept), items: [...kept] } });
        // Never without data when no error was thrown; describeFailure takes this for no answer.
        if (!data) throw new Error('The checkout answered without orders');
        const result = data.checkout;
        saveCart([]);
        const placed: PlacedCheckout = {
          paymentReference: result.paymentReference,
          lunchCount: result.orders.length,
          totalCents: toCents(result.totalAmount),
          creditCents: toCents(result.creditApplied),
          amountDueCents: toCents(result.amountDue),
        };
        if (placed.amountDueCents === 0) {
          toast({ title: t('checkout.paidByCredit'), description: t('checkout.paidByCreditText', { count: placed.lunchCount }) });
          goToSuccess(placed);
        } else {
          toast({
            title: t('checkout.ready'),
            description: t('checkout.readyText', { count: placed.lunchCount, reference: placed.paymentReference }),
          });
        }
        return placed;
      } catch (error) {
        const failure = describeFailure(error);
        const refusedDate = failure.kind === 'server' ? kept.find((item) => item.id === failure.cartItemId)?.lunchDate : undefined;
        const description = failure.kind === 'server' && failure.message ? checkoutRefusalText(failure, refusedDate) : t('checkout.failedText');
        // The server names the refused lunch by its cart item id: the cart marks it beside the toast.
        if (failure.kind === 'server' && failure.cartItemId) cartStore.markRefused({ cartItemId: failure.cartItemId, message: description });
        toast({ title: t('checkout.failedTitle'), description, variant: 'destructive' });
        return null;
      } finally {
        inFlight.current = false;
      }
    },
    // checkoutIdFor only touches a ref.
    [checkout, goToSuccess, saveCart, toast],
  );

  const completePayment = useCallback(
    async (placed: PlacedCheckout) => {
      setConfirming(true);
      await new Promise((resolve) => window.setTimeout(resolve, PAYMENT_CONFIRMATION_DELAY_MS));
      goToSuccess(placed);
    },
    [goToSuccess],
  );

  return { placeOrders, placing, completePayment, confirming };
}
