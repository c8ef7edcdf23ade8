import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { LanguageCode } from '@lunchbox/domain/i18n/languages';
import { deadlineText } from '@lunchbox/domain/i18n/deadline-texts';
import { checkOrderDeadline, orderDeadlineMessage } from '@lunchbox/domain/order-rules';
import type { OrderDetailsInput, OrderDetailsValues } from '@lunchbox/domain/order-schemas';
import type { LunchSelection } from '@lunchbox/domain/order-cart';
import type { SchoolClosure } from '@lunchbox/domain/school-closures';
import { formatWeekdayMonthDay } from '@lunchbox/domain/school-dates';
import { env } from '../../../config/env.ts';
import type { CurrentUser } from '../../../lib/current-user.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useNow } from '../../../lib/school-clock.ts';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { RetryAlert } from '../../../ui/retry-alert.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useFocusOnChange } from '../../../ui/use-focus-on-change.ts';
import { useClosures } from '../api/closures.ts';
import type { MyLunchOrders } from '../api/my-lunch-orders.ts';
import { useOrderChildren, useUpcomingMenuItems, type OrderChild, type PickerMenuItem } from '../api/ordering.ts';
import { useAddToCart } from '../hooks/use-add-to-cart.ts';
import { useAfterFirstInteraction } from '../hooks/use-after-first-interaction.ts';
import type { OrderCart } from '../types/order-cart.ts';
import type { MenuStep as MenuStepComponent } from './menu-step.tsx';
import { OrderDetailsStep } from './order-details-step.tsx';
import { RepeatLastWeek } from './repeat-last-week.tsx';
import { useSchoolClocks } from '../../../lib/school-clocks.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { usePreloadWhenIdle } from '../../../lib/use-preload-when-idle.ts';

const STEPS = ['order.stepDetails', 'order.stepMenu'] as const;

// The question (a dialog, with MUI's modal) is fetched when first asked: the screen's first frame does without it.
const ConfirmDialog = lazy(async () => ({ default: (await import('../../../ui/confirm-dialog.tsx')).ConfirmDialog }));

/**
 * The details' schema and its resolver come at the first key press or tap, or when the form is first
 * checked (lib/lazy-zod-resolver.ts), counted from the form's first drawing: the history bundles this
 * module, and asking for the schema at its first tap (the tap on the order tab) held up that tap's
 * paint on a phone (issue 34: INP).
 */
let detailsResolver: ReturnType<typeof lazyOrderDetailsResolver> | undefined;
const loadDetailsSchema = async () => (await import('@lunchbox/domain/order-schemas')).orderDetailsSchema;
const lazyOrderDetailsResolver = () => lazyZodResolver(loadDetailsSchema);

/**
 * Step 2 (below), the schema and the resolver, fetched once the browser is idle after the person
 * first reached for the page, so that the next tap (the tab back to the history, Continue) finds them
 * here and only resolves them. Not before: on a page opened at the order form, compiling them was
 * one of its longest tasks after the first paint, for a person who may only be looking (issue 34).
 */
const warmLaterCode = () => {
  loadMenuStep().catch(() => undefined);
  loadDetailsSchema().catch(() => undefined);
  import('@hookform/resolvers/zod').catch(() => undefined);
};

/** The parent's contact details, with fallback contact values where the account has none. */
function parentDetails(user: CurrentUser) {
  return {
    parentName: user.fullName.trim() || user.username,
    email: user.email.trim() || env.supportEmail,
    phone: user.phone.trim() || env.supportPhone,
  };
}

const NO_CHILD = { childName: '', school: '', grade: '', teacher: '', notes: '' };
const NO_ORDERS: NonNullable<MyLunchOrders['answer']> = [];
const NO_CHILDREN: readonly OrderChild[] = [];
const NO_ITEMS: readonly PickerMenuItem[] = [];
const NO_CLOSURES: readonly SchoolClosure[] = [];

/**
 * The form's steps. Memoised, as Repeat last week and step 1 are: the menu, the orders and the closed
 * days arrive after the page is adopted, each in an update React draws at once, in one task; that
 * update then draws the form's own frame alone, and what the answers change is drawn in a transition
 * (issue 34: the form's longest tasks after its adoption).
 */
const OrderSteps = memo(function OrderSteps({ step }: { step: 0 | 1 }) {
  const { t } = useTranslation();
  return (
    <Stepper activeStep={step} sx={{ mb: 3 }}>
      {STEPS.map((label) => (
        <Step key={label}>
          <StepLabel>{t(label)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
});

/**
 * Step 2's code (the picker, its week field and badges, a third of the form's script) is asked for
 * after step 1 is drawn (warmLaterCode), and Continue waits for it: on a slow phone it held up the
 * form's first paint (issue 34). Kept here once loaded, so step 2 draws with its heading at once (it
 * takes the focus).
 */
let MenuStep: typeof MenuStepComponent | null = null;
let menuStepLoad: Promise<typeof MenuStepComponent> | null = null;

function loadMenuStep(): Promise<typeof MenuStepComponent> {
  menuStepLoad ??= import('./menu-step.tsx').then(
    (module) => (MenuStep = module.MenuStep),
    (error: unknown) => {
      menuStepLoad = null;
      throw error;
    },
  );
  return menuStepLoad;
}

/** The my-orders 'order' tab: step 1 the order details, step 2 the menu picker and Add to Cart (into `cart`). */
export function OrderPlacement({ user, cart, orders: placed }: { user: CurrentUser; cart: OrderCart; orders: MyLunchOrders }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const now = useNow();
  const { answer: children = NO_CHILDREN, loading: childrenLoading, error: childrenError, refetch: refetchChildren } = useOrderChildren();
  // The form is drawn in a transition once the children are here (a deferred value): the answer's update is urgent, and React would draw it all in one long task.
  const childrenShown = useDeferredValue(!childrenLoading);
  const { answer: menuAnswer, loading: menuAsked, error: menuError, refetch: refetchMenu } = useUpcomingMenuItems();
  const { answer: closuresAnswer, loading: closuresAsked } = useClosures();
  // The answers as the form shows them, drawn in a transition once they arrive (see OrderSteps).
  const items = useDeferredValue(menuAnswer ?? NO_ITEMS);
  const menuLoading = useDeferredValue(menuAsked);
  const closures = useDeferredValue(closuresAnswer ?? NO_CLOSURES);
  const closuresLoading = useDeferredValue(closuresAsked);
  const { answer: orders = NO_ORDERS, loading: ordersLoading, error: ordersError, refetch: refetchOrders } = useDeferredValue(placed);
  const reached = useAfterFirstInteraction();
  usePreloadWhenIdle(warmLaterCode, reached);

  const [step, setStep] = useState<0 | 1>(0);
  const stepHeading = useFocusOnChange<HTMLHeadingElement>(step);
  const [child, setChild] = useState<OrderChild | null>(null);
  // The chosen child's school's cut-off (issue 31); before a child is chosen, the spec's rule.
  const clock = useSchoolClocks().ofSchool(child?.schoolId);
  const [selections, setSelections] = useState<Map<string, LunchSelection>>(() => new Map());

  const { control, handleSubmit, trigger, setValue, getValues, reset } = useForm<OrderDetailsInput, unknown, OrderDetailsValues>({
    resolver: (detailsResolver ??= lazyOrderDetailsResolver()),
    defaultValues: { ...parentDetails(user), ...NO_CHILD },
  });

  const latestCart = useRef(cart);
  useEffect(() => {
    latestCart.current = cart;
  }, [cart]);
  const currentCart = useCallback(() => latestCart.current, []);
  const parentNow = useCallback(() => ({ parentName: getValues('parentName'), email: getValues('email'), phone: getValues('phone') }), [getValues]);

  const clearAfterAdd = useCallback(() => {
    const { parentName, email, phone } = getValues();
    reset({ parentName, email, phone, ...NO_CHILD });
    setChild(null);
    setSelections(new Map());
    setStep(0);
  }, [getValues, reset]);

  const { requestAdd, checking, pendingReplacement, confirmReplacement, cancelReplacement } = useAddToCart(cart, orders, clearAfterAdd);
  // Kept once asked, so that the dialog closes as MUI closes it.
  const [replacementAsked, setReplacementAsked] = useState(false);
  if (pendingReplacement !== null && !replacementAsked) setReplacementAsked(true);

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
    const check = checkOrderDeadline(date, new Date(), clock);
    if (!check.allowed)
      toast({
        title: deadlineText(language, 'passedTitle'),
        description: orderDeadlineMessage(date, clock, language),
        variant: 'destructive',
        persist: true,
      });
  };

  const goToMenu = async () => {
    if (!(await trigger())) return;
    try {
      await loadMenuStep();
    } catch {
      toast({ title: t('order.error'), description: t('order.menuFailed'), variant: 'destructive' });
      return;
    }
    setStep(1);
  };

  const onAdd = handleSubmit((details) => {
    if (ordersError) {
      toast({ title: t('order.error'), description: t('order.ordersUnchecked'), variant: 'destructive' });
      void refetchOrders();
      return;
    }
    const picked = [...selections.values()].sort((a, b) => a.lunchDate.localeCompare(b.lunchDate));
    // The resolver's values are the schema's output already (trimmed).
    void requestAdd({ details: { ...details, ...(child ? { childId: child.id } : {}) }, selections: picked });
  });

  // The form's frame and Repeat last week (the largest text) draw at once; the children's fields once they are here.
  if (childrenShown && childrenError) {
    return <RetryAlert onRetry={() => void refetchChildren()}>{t('order.childrenFailed')}</RetryAlert>;
  }
  if (childrenShown && children.length === 0) {
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
      <OrderSteps step={step} />

      {/* The form keeps step 1's values while step 2 shows (react-hook-form does not unregister them). */}
      {step === 0 ? (
        <RepeatLastWeek
          currentCart={currentCart}
          childList={childrenShown ? children : NO_CHILDREN}
          orders={orders}
          menuItems={items}
          closures={closures}
          parent={parentNow}
          unavailable={ordersLoading || menuLoading || closuresLoading || Boolean(ordersError ?? menuError)}
        />
      ) : null}
      {!childrenShown ? (
        <LoadingSpinner label={t('order.loadingChildren')} />
      ) : step === 0 || !MenuStep ? (
        <OrderDetailsStep control={control} childList={children} child={child} onChooseChild={chooseChild} heading={stepHeading} />
      ) : (
        <MenuStep
          child={child}
          items={items}
          closures={closures}
          now={now}
          clock={clock}
          selections={selections}
          picked={picked}
          loading={menuLoading || closuresLoading}
          menuFailed={Boolean(menuError)}
          onRetryMenu={() => void refetchMenu()}
          onToggle={toggle}
          onPastDeadline={explainDeadline}
          ordersLoading={ordersLoading}
          checking={checking}
          onBack={() => setStep(0)}
          heading={stepHeading}
        />
      )}

      {replacementAsked ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={pendingReplacement !== null}
            title={t('order.duplicateTitle')}
            question={replacementQuestion(t, language, pendingReplacement?.replaces ?? [], child?.name ?? '')}
            confirmLabel={t('order.replace')}
            onConfirm={confirmReplacement}
            onCancel={cancelReplacement}
          />
        </Suspense>
      ) : null}
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
