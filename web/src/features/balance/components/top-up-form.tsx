import { useCallback } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { centsToDecimalString } from '@lunchbox/domain/money';
import { topUpAmountSchema } from '@lunchbox/domain/top-ups';
import { failureMessage } from '../../../lib/server-errors.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useCreateTopUp, type TopUp } from '../api/balance.ts';

interface TopUpValues {
  amount: string;
}

interface CheckedTopUp {
  amountCents: number;
}

/** "Top up": an amount from 5.00 to 500.00 (the domain's top-up rule), sent as decimal text; `onCreated` gets the pending top-up to pay. */
export function TopUpForm({ onCreated }: { onCreated: (topUp: TopUp) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [createTopUp, creating] = useCreateTopUp();
  const resolver = useCallback<Resolver<TopUpValues, unknown, CheckedTopUp>>(
    (values): ResolverResult<TopUpValues, CheckedTopUp> => {
      const checked = topUpAmountSchema.safeParse(values.amount);
      if (checked.success) return { values: { amountCents: checked.data }, errors: {} };
      return { values: {}, errors: { amount: { type: 'validate', message: t('neverMissScreens.balance.amountRange') } } };
    },
    [t],
  );
  const { control, handleSubmit, reset } = useForm<TopUpValues, unknown, CheckedTopUp>({ resolver, defaultValues: { amount: '' } });

  const onSubmit = handleSubmit(async ({ amountCents }) => {
    try {
      const topUp = await createTopUp({ amount: centsToDecimalString(amountCents) });
      reset({ amount: '' });
      onCreated(topUp);
    } catch (failure) {
      toast({ title: t('neverMissScreens.balance.topUpFailed'), description: failureMessage(failure, t('common.tryAgain')), variant: 'destructive' });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('neverMissScreens.balance.topUpForm')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormTextField
          label={t('neverMissScreens.balance.amount')}
          autoComplete="off"
          control={control}
          name="amount"
          helperText={t('neverMissScreens.balance.amountHint')}
          slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
          sx={{ maxWidth: 220 }}
        />
        <Button type="submit" variant="contained" disabled={creating} sx={{ mt: { sm: 1 } }}>
          {creating ? t('neverMissScreens.balance.creating') : t('neverMissScreens.balance.topUp')}
        </Button>
      </Stack>
    </Box>
  );
}
