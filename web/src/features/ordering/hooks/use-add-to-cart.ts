import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALLERGY_REFUSAL_TITLE, type CartLunchWarning } from '@lunchbox/domain/allergens';
import type { CartItem, OrderDetailsValues } from '@lunchbox/domain/order-schemas';
import { addToCart, ADD_TO_CART_MESSAGES, buildCartItems, checkAddToCart, type LunchSelection } from '@lunchbox/domain/order-cart';
import { refusalText } from '../../../lib/i18n.ts';
import { cartLunchWarningText } from '../../../lib/need-texts.ts';
import { describeFailure } from '../../../lib/server-errors.ts';
import { useToast } from '../../../ui/toast.tsx';
import type { LunchOrder } from '../api/ordering.ts';
import type { OrderCart } from '../types/order-cart.ts';
import { useSchoolClocks } from '../../../lib/school-clocks.ts';

export interface AddRequest {
  details: OrderDetailsValues & { childId?: number | undefined };
  selections: LunchSelection[];
}

/** The cart items a confirmed add would replace ('Duplicate Items Detected'). */
export interface PendingReplacement {
  request: AddRequest;
  replaces: CartItem[];
}

/**
 * Add to cart (spec sections 4, 5 and 8): every check of the domain's checkAddToCart with its
 * toast, then ordering's allergen check (issue 13: a refusal names child, dish and allergen; a diet
 * the dish lacks is a warning toast), the replace confirmation when the cart already holds the
 * child's lunch on a picked date, then one cart item per picked day, saved in `cart`. `onAdded` runs after a
 * successful add (the form clears); `checking` is true while the server is asked.
 */
export function useAddToCart(cart: OrderCart, existingOrders: readonly LunchOrder[], onAdded: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const { items: cartItems, save: saveCart, checkLunches: checkCartLunches } = cart;
  const [pendingReplacement, setPendingReplacement] = useState<PendingReplacement | null>(null);
  const [checking, setChecking] = useState(false);
  const clocks = useSchoolClocks();

  const commit = useCallback(
    (request: AddRequest, replaced: boolean) => {
      const added = buildCartItems(request.details, request.selections, new Date(), () => crypto.randomUUID());
      try {
        saveCart(addToCart(cartItems, added));
      } catch {
        toast({ title: t('order.error'), description: t('order.cartNotSaved'), variant: 'destructive' });
        return;
      }
      toast({
        title: refusalText(replaced ? ADD_TO_CART_MESSAGES.itemsReplacedTitle : ADD_TO_CART_MESSAGES.addedTitle),
        description: t('order.addedMessage', { count: added.length }),
      });
      onAdded();
    },
    [cartItems, saveCart, toast, onAdded, t],
  );

  /** Ordering's answer: the diet warnings, or null when it refused (the toast is shown). */
  const askOrdering = useCallback(
    async (request: AddRequest): Promise<CartLunchWarning[] | null> => {
      setChecking(true);
      try {
        return await checkCartLunches(buildCartItems(request.details, request.selections, new Date(), () => crypto.randomUUID()));
      } catch (error) {
        const failure = describeFailure(error);
        if (failure.kind === 'server' && failure.code === 'ALLERGEN_CONFLICT') {
          toast({ title: refusalText(ALLERGY_REFUSAL_TITLE), description: failure.message, variant: 'destructive', persist: true });
        } else {
          const description = failure.kind === 'server' ? failure.message : t('order.kitchenUnchecked');
          toast({ title: t('order.error'), description, variant: 'destructive' });
        }
        return null;
      } finally {
        setChecking(false);
      }
    },
    [checkCartLunches, toast],
  );

  const requestAdd = useCallback(
    async (request: AddRequest) => {
      const check = checkAddToCart({
        selections: request.selections,
        childName: request.details.childName,
        existingOrders,
        cart: cartItems,
        now: new Date(),
        school: clocks.ofChild({ childId: request.details.childId, childName: request.details.childName }),
      });
      if (!check.ok) {
        toast({
          title: refusalText(check.title),
          ...(check.message ? { description: refusalText(check.message) } : {}),
          variant: 'destructive',
          persist: true,
        });
        return;
      }
      const warnings = await askOrdering(request);
      if (warnings === null) return;
      if (warnings.length > 0) {
        toast({ title: t('order.dietNote'), description: warnings.map(cartLunchWarningText).join(' '), persist: true });
      }
      if (check.replaces.length > 0) {
        setPendingReplacement({ request, replaces: check.replaces });
        return;
      }
      commit(request, false);
    },
    [existingOrders, cartItems, clocks, toast, commit, askOrdering, t],
  );

  const confirmReplacement = useCallback(() => {
    if (!pendingReplacement) return;
    setPendingReplacement(null);
    commit(pendingReplacement.request, true);
  }, [pendingReplacement, commit]);

  const cancelReplacement = useCallback(() => setPendingReplacement(null), []);

  return { requestAdd, checking, pendingReplacement, confirmReplacement, cancelReplacement };
}
