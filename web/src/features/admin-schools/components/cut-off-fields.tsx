import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../lib/i18n.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { NATIVE_SELECT_SLOTS } from '../../../ui/native-select.tsx';
import { daysBeforeWords } from '../utils/cut-off-words.ts';
import type { SchoolFormInput } from './school-form-values.ts';

/** The shared schema's bound on daysBefore: up to two weeks ahead. */
const DAY_CHOICES = Array.from({ length: 15 }, (_, days) => days);

/**
 * The order cut-off: a time on the school's clock and the day it falls on, counted back from the
 * lunch date ('21:00', 'The day before').
 */
export function CutOffFields({ control }: { control: Control<SchoolFormInput> }) {
  const { t } = useTranslation();
  const {
    field: { value, onChange, onBlur, ref, name },
    fieldState: { error },
  } = useController({ control, name: 'orderDeadline.daysBefore' });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormTextField
        control={control}
        name="orderDeadline.time"
        label={t('admin.schools.deadlineTime')}
        required
        placeholder="21:00"
        helperText={t('admin.schools.timeHelp')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        sx={{ flex: 1 }}
      />
      <TextField
        select
        slotProps={NATIVE_SELECT_SLOTS}
        label={t('admin.schools.daysBefore')}
        required
        name={name}
        inputRef={ref}
        value={String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        onBlur={onBlur}
        error={Boolean(error)}
        helperText={error?.message ? refusalText(error.message) : undefined}
        sx={{ flex: 1 }}
      >
        {DAY_CHOICES.map((days) => (
          <option key={days} value={days}>
            {daysBeforeWords(t, days)}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
