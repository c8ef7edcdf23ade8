import { useCallback, useMemo } from 'react';
import { FormProvider, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { WEEKDAYS, formatMediumDate } from '@lunchbox/domain/school-dates';
import { useLanguage } from '../../../lib/i18n.ts';
import { failureMessage } from '../../../lib/server-errors.ts';
import { DialogFailure } from '../../../ui/dialog-failure.tsx';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { RetryAlert } from '../../../ui/retry-alert.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useDialogForm } from '../../../ui/use-dialog-form.ts';
import { useMyStandingOrders, useSetStandingOrder, useStandingOrderDishes, type SavedStandingOrder } from '../api/standing-orders.ts';
import { formValuesOf, standingOrderInput, standingOrderProblems, type StandingOrderFormValues } from '../standing-order-form-values.ts';
import { StandingOrderDayFields } from './standing-order-day-fields.tsx';

interface StandingOrderDialogProps {
  child: { id: number; name: string };
  onClose: () => void;
}

/**
 * "Every week" (issue 27 section 1): a child's standing order, shown while open. The saved pattern
 * fills the form once it has loaded; the week it will next place is the server's (`nextWeek`).
 */
export function StandingOrderDialog({ child, onClose }: StandingOrderDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const orders = useMyStandingOrders();
  const dishQuery = useStandingOrderDishes();
  const menuItems = dishQuery.answer;
  const [save, saving] = useSetStandingOrder();
  const saved = orders.answer?.find((order) => order.childId === child.id);
  // The same pattern answered again (the cache, then the network) is no new opening: what is being edited stays.
  const savedText = JSON.stringify(saved ?? null);
  const openingValues = useCallback(() => formValuesOf((JSON.parse(savedText) as SavedStandingOrder | null) ?? undefined), [savedText]);
  const { form, failure, fail } = useDialogForm<StandingOrderFormValues>({ openingValues });
  const dishes = useMemo(() => [...new Set((menuItems ?? []).map((item) => item.menuItem))].sort((a, b) => a.localeCompare(b, language)), [menuItems, language]);
  const active = useController({ control: form.control, name: 'active' }).field;

  const onSubmit = form.handleSubmit(async (values) => {
    const problems = standingOrderProblems(values);
    if (problems.length > 0) {
      for (const { field, kind } of problems) {
        form.setError(field, { message: t(kind === 'dish' ? 'neverMissScreens.standing.dishRequired' : 'neverMissScreens.standing.dietRequired') }, { shouldFocus: true });
      }
      return;
    }
    try {
      await save({ childId: child.id, input: standingOrderInput(values) });
      toast({ title: t('neverMissScreens.standing.saved'), description: t('neverMissScreens.standing.savedText', { name: child.name }) });
      onClose();
    } catch (error) {
      fail({ title: t('neverMissScreens.standing.saveFailed'), description: failureMessage(error, t('common.tryAgain')) });
    }
  });

  const loaded = orders.answer !== undefined;
  const dishesState = dishQuery.loading ? 'loading' : dishQuery.error && !menuItems ? 'failed' : 'ready';
  return (
    <FormProvider {...form}>
      <FormDialog
        title={t('neverMissScreens.standing.title', { name: child.name })}
        description={t('neverMissScreens.standing.description')}
        maxWidth="md"
        onSubmit={onSubmit}
        onClose={onClose}
        canSubmit={loaded}
        submit={{ label: t('neverMissScreens.standing.save'), pendingLabel: t('neverMissScreens.standing.saving'), pending: saving }}
      >
        {orders.loading ? (
          <LoadingSpinner label={t('neverMissScreens.standing.loading')} minHeight={200} />
        ) : orders.error && !loaded ? (
          <RetryAlert onRetry={() => void orders.refetch()}>{t('neverMissScreens.standing.loadFailed')}</RetryAlert>
        ) : (
          <Stack spacing={2}>
            <DialogFailure failure={failure} />
            <Alert severity="info" role="status">
              {saved?.active && saved.nextWeek
                ? t('neverMissScreens.standing.nextWeek', { week: formatMediumDate(saved.nextWeek, language) })
                : t('neverMissScreens.standing.paused')}
            </Alert>
            <FormControlLabel
              control={<Switch checked={active.value} onChange={(event) => active.onChange(event.target.checked)} onBlur={active.onBlur} inputRef={active.ref} />}
              label={t('neverMissScreens.standing.active')}
            />
            {WEEKDAYS.map((weekday) => (
              <StandingOrderDayFields key={weekday} weekday={weekday} dishes={dishes} dishesState={dishesState} />
            ))}
          </Stack>
        )}
      </FormDialog>
    </FormProvider>
  );
}
