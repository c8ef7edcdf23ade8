import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { ALLERGY_REFUSAL_TITLE, type CartLunchWarning } from '@lunchbox/domain/allergens';
import { formatCents, sumCents, toCents } from '@lunchbox/domain/money';
import { checkOrderDeadline, orderDeadlineMessage } from '@lunchbox/domain/order-rules';
import { deadlineText } from '@lunchbox/domain/i18n/deadline-texts';
import {
  addToCart,
  ADD_TO_CART_MESSAGES,
  buildCartItems,
  checkAddToCart,
  orderDetailsSchema,
  parseStoredCart,
  type CartItem,
  type LunchSelection,
  type OrderDetailsInput,
  type OrderDetailsValues,
} from '@lunchbox/domain/order-schemas';
import { formatWeekdayMonthDay } from '@lunchbox/domain/school-dates';
import { env } from '../../../config/env.ts';
import { useClosures } from '../../../lib/closures.ts';
import type { CurrentUser } from '../../../lib/current-user.ts';
import { schoolTimeZone, useNow } from '../../../lib/school-clock.ts';
import { useCart } from '../../../lib/cart-store.ts';
import { useCheckCartLunches } from '../../../lib/check-cart-lunches.ts';
import { cartLunchWarningText } from '../../../lib/need-texts.ts';
import { describeFailure } from '../../../lib/server-errors.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useFocusOnChange } from '../../../ui/use-focus-on-change.ts';
import { useMyLunchOrders, useOrderChildren, type LunchOrder, type OrderChild, useUpcomingMenuItems, type PickerMenuItem } from '../api/ordering.ts';
import { MenuPicker } from './menu-picker.tsx';
import { RepeatLastWeek } from './repeat-last-week.tsx';
import { RetryAlert } from '../../../ui/retry-alert.tsx';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { LanguageCode } from '@lunchbox/domain/i18n/languages';
import { refusalText, useLanguage } from '../../../lib/i18n.ts';
import { NATIVE_SELECT_SLOTS } from '../../../ui/native-select.tsx';

const STEPS = ['order.stepDetails', 'order.stepMenu'] as const;

/** The parent's contact details, with fallback contact values where the account has none. */
function parentDetails(user: CurrentUser) {
  return {
    parentName: user.fullName.trim() || user.username,
    email: user.email.trim() || env.supportEmail,
    phone: user.phone.trim() || env.supportPhone,
  };
}

const NO_CHILD = { childName: '', school: '', grade: '', teacher: '', notes: '' };

/** The my-orders 'order' tab: step 1 the order details, step 2 the menu picker and Add to Cart. */
export function OrderPlacement({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const now = useNow();
  const { answer: children = [], loading: childrenLoading, error: childrenError, refetch: refetchChildren } = useOrderChildren();
  const { answer: items = [], loading: menuLoading, error: menuError, refetch: refetchMenu } = useUpcomingMenuItems();
  const { answer: orders = [], loading: ordersLoading, error: ordersError, refetch: refetchOrders } = useMyLunchOrders();
  const { answer: closures = [], loading: closuresLoading } = useClosures();

  const [step, setStep] = useState<0 | 1>(0);
  const stepHeading = useFocusOnChange<HTMLHeadingElement>(step);
  const [child, setChild] = useState<OrderChild | null>(null);
  const [selections, setSelections] = useState<Map<string, LunchSelection>>(() => new Map());

  const { control, handleSubmit, trigger, setValue, getValues, reset, formState } = useForm<OrderDetailsInput>({
    resolver: zodResolver(orderDetailsSchema),
    defaultValues: { ...parentDetails(user), ...NO_CHILD },
  });

  const clearAfterAdd = useCallback(() => {
    const { parentName, email, phone } = getValues();
    reset({ parentName, email, phone, ...NO_CHILD });
    setChild(null);
    setSelections(new Map());
    setStep(0);
  }, [getValues, reset]);

  const { requestAdd, checking, pendingReplacement, confirmReplacement, cancelReplacement } = useAddToCart(user.id, orders, clearAfterAdd);

  const chooseChild = useCallback(
    (id: string, validate: boolean) => {
      const chosen = children.find((candidate) => String(candidate.id) === id) ?? null;
      setChild(chosen);
      const options = { shouldValidate: validate, shouldDirty: true };
      setValue('childName', chosen?.name ?? '', options);
      setValue('school', chosen?.school ?? '', options);
      setValue('grade', chosen?.grade ?? '', options);
      setValue('teacher', chosen?.teacher ?? '', options);
    },
    [children, setValue],
  );

  // 'Change lunch' in the history lands here with the child of the cancelled lunch already chosen.
  const [searchParams, setSearchParams] = useSearchParams();
  const childIdParam = searchParams.get('childId');
  useEffect(() => {
    if (!childIdParam || children.length === 0) return;
    chooseChild(childIdParam, false);
    setSearchParams({ tab: 'order' }, { replace: true });
  }, [childIdParam, children, chooseChild, setSearchParams]);

  const toggle = (date: string, item: PickerMenuItem) => {
    setSelections((current) => {
      const next = new Map(current);
      // One lunch per day: picking replaces whatever was picked for that date; picking it again unpicks.
      if (next.get(date)?.weeklyMenuItemId === item.id) next.delete(date);
      else next.set(date, { lunchDate: date, weeklyMenuItemId: item.id, menuItem: item.menuItem, price: item.price });
      return next;
    });
  };

  const explainDeadline = (date: string) => {
    const check = checkOrderDeadline(date, new Date(), schoolTimeZone);
    if (!check.allowed)
      toast({
        title: deadlineText(language, 'passedTitle'),
        description: orderDeadlineMessage(date, schoolTimeZone, language),
        variant: 'destructive',
        persist: true,
      });
  };

  const goToMenu = async () => {
    if (await trigger()) setStep(1);
  };

  const onAdd = handleSubmit((details) => {
    if (ordersError) {
      toast({ title: t('order.error'), description: t('order.ordersUnchecked'), variant: 'destructive' });
      void refetchOrders();
      return;
    }
    const picked = [...selections.values()].sort((a, b) => a.lunchDate.localeCompare(b.lunchDate));
    void requestAdd({ details: { ...orderDetailsSchema.parse(details), ...(child ? { childId: child.id } : {}) }, selections: picked });
  });

  if (childrenLoading) return <LoadingSpinner label={t('order.loadingChildren')} />;
  if (childrenError) {
    return <RetryAlert onRetry={() => void refetchChildren()}>{t('order.childrenFailed')}</RetryAlert>;
  }
  if (children.length === 0) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
        <Typography variant="h3" component="p">
          {t('order.noChildren')}
        </Typography>
        <Typography color="text.secondary">{t('order.noChildrenText')}</Typography>
        <Button href="/" variant="contained">
          {t('order.addFirstChild')}
        </Button>
      </Stack>
    );
  }

  const picked = [...selections.values()].sort((a, b) => a.lunchDate.localeCompare(b.lunchDate));
  const pending = ordersLoading || checking;

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('order.form')}
      onSubmit={(event) => {
        if (step === 1) return void onAdd(event);
        event.preventDefault();
        void goToMenu();
      }}
    >
      <Stepper activeStep={step} sx={{ mb: 3 }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{t(label)}</StepLabel>
          </Step>
        ))}
      </Stepper>

      {/* The form keeps step 1's values while step 2 shows (react-hook-form does not unregister them). */}
      {step === 0 ? (
        <RepeatLastWeek
          userId={user.id}
          childList={children}
          orders={orders}
          menuItems={items}
          closures={closures}
          parent={() => ({ parentName: getValues('parentName'), email: getValues('email'), phone: getValues('phone') })}
          unavailable={ordersLoading || menuLoading || closuresLoading || Boolean(ordersError ?? menuError)}
        />
      ) : null}
      {step === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography ref={stepHeading} tabIndex={-1} variant="h2" sx={{ mb: 2 }}>
            {t('order.stepDetails')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <FormTextField control={control} name="parentName" label={t('order.parentName')} autoComplete="name" />
            <FormTextField control={control} name="email" label={t('order.email')} type="email" autoComplete="email" />
            <FormTextField control={control} name="phone" label={t('order.phone')} type="tel" autoComplete="tel" />
            <TextField
              select
              label={t('order.child')}
              value={child ? String(child.id) : ''}
              onChange={(event) => chooseChild(event.target.value, formState.isSubmitted)}
              error={Boolean(formState.errors.childName)}
              helperText={formState.errors.childName?.message ? refusalText(formState.errors.childName.message) : t('order.childHelp')}
              slotProps={NATIVE_SELECT_SLOTS}
            >
              <option value="">{t('order.selectChild')}</option>
              {children.map((candidate) => (
                <option key={candidate.id} value={String(candidate.id)}>
                  {candidate.name}
                </option>
              ))}
            </TextField>
            <FormTextField control={control} name="school" label={t('order.school')} slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }} />
            <FormTextField control={control} name="grade" label={t('order.grade')} slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }} />
            <FormTextField
              control={control}
              name="teacher"
              label={t('order.teacher')}
              slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
            />
            <FormTextField control={control} name="notes" label={t('order.notes')} multiline minRows={2} />
          </Box>
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
            <Button type="submit" variant="contained" endIcon={<ArrowForwardIcon />}>
              {t('order.continue')}
            </Button>
          </Stack>
        </Paper>
      ) : null}

      {step === 1 ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
            <Typography ref={stepHeading} tabIndex={-1} variant="h2">
              {t('order.stepMenu')}
            </Typography>
            <Typography color="text.secondary">
              {t('order.lunchesFor')} <strong>{child?.name}</strong>
            </Typography>
          </Stack>
          {menuLoading || closuresLoading ? (
            <LoadingSpinner label={t('order.loadingMenu')} minHeight={200} />
          ) : menuError ? (
            <RetryAlert onRetry={() => void refetchMenu()}>{t('order.menuFailed')}</RetryAlert>
          ) : (
            <MenuPicker items={items} child={child} closures={closures} now={now} selections={selections} onToggle={toggle} onPastDeadline={explainDeadline} />
          )}

          <Box sx={{ mt: 3 }} aria-live="polite">
            {picked.length === 0 ? (
              <Typography color="text.secondary">{t('order.pickHint')}</Typography>
            ) : (
              <Stack spacing={0.5}>
                <Typography sx={{ fontWeight: 600 }}>{t('order.selected', { count: picked.length })}</Typography>
                {picked.map((selection) => (
                  <Typography key={selection.lunchDate} variant="body2">
                    {formatWeekdayMonthDay(selection.lunchDate, language)}: {selection.menuItem} ({formatCents(toCents(selection.price), language)})
                  </Typography>
                ))}
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {t('order.total', { total: formatCents(sumCents(picked.map((selection) => toCents(selection.price))), language) })}
                </Typography>
              </Stack>
            )}
          </Box>

          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mt: 3 }}>
            <Button startIcon={<ArrowBackIcon />} onClick={() => setStep(0)}>
              {t('order.back')}
            </Button>
            <Button type="submit" variant="contained" startIcon={<AddShoppingCartIcon />} disabled={pending || picked.length === 0}>
              {ordersLoading ? t('order.checkingOrders') : checking ? t('order.checkingAllergies') : t('order.addToCart')}
            </Button>
          </Stack>
        </Paper>
      ) : null}

      <ConfirmDialog
        open={pendingReplacement !== null}
        title={t('order.duplicateTitle')}
        question={replacementQuestion(t, language, pendingReplacement?.replaces ?? [], child?.name ?? '')}
        confirmLabel={t('order.replace')}
        onConfirm={confirmReplacement}
        onCancel={cancelReplacement}
      />
    </Box>
  );
}

function replacementQuestion(
  t: TFunction,
  language: LanguageCode,
  replaces: readonly { lunchDate: string; lunchOptions: string[] }[],
  childName: string,
): string {
  const lunches = replaces.map((item) => `${formatWeekdayMonthDay(item.lunchDate, language)} (${item.lunchOptions.join(', ')})`).join('; ');
  return childName ? t('order.replaceQuestionChild', { name: childName, lunches }) : t('order.replaceQuestion', { lunches });
}

interface AddRequest {
  details: OrderDetailsValues & { childId?: number | undefined };
  selections: LunchSelection[];
}

/** The cart items a confirmed add would replace ('Duplicate Items Detected'). */
interface PendingReplacement {
  request: AddRequest;
  replaces: CartItem[];
}

/**
 * Add to cart (spec sections 4, 5 and 8): every check of the domain's checkAddToCart with its
 * toast, then ordering's allergen check (issue 13: a refusal names child, dish and allergen; a diet
 * the dish lacks is a warning toast), the replace confirmation when the cart already holds the
 * child's lunch on a picked date, then one cart item per picked day. `onAdded` runs after a
 * successful add (the form clears); `checking` is true while the server is asked.
 */
function useAddToCart(userId: number, existingOrders: readonly LunchOrder[], onAdded: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const { items: cartItems, save: saveCart } = useCart(userId, parseStoredCart);
  const [pendingReplacement, setPendingReplacement] = useState<PendingReplacement | null>(null);
  const [checking, setChecking] = useState(false);
  const checkCartLunches = useCheckCartLunches();

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
        timeZone: schoolTimeZone,
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
    [existingOrders, cartItems, toast, commit, askOrdering, t],
  );

  const confirmReplacement = useCallback(() => {
    if (!pendingReplacement) return;
    setPendingReplacement(null);
    commit(pendingReplacement.request, true);
  }, [pendingReplacement, commit]);

  const cancelReplacement = useCallback(() => setPendingReplacement(null), []);

  return { requestAdd, checking, pendingReplacement, confirmReplacement, cancelReplacement };
}
