import { type Control, type FieldValues, type Path, type PathValue, type UseFormSetValue } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { weekEndDateFor } from '@lunchbox/domain/menu-week';
import { FormDateField } from '../../../ui/date-field.tsx';
import { useTranslation } from 'react-i18next';

type WeekRange = { weekStartDate?: string; weekEndDate?: string };

/**
 * The menu week of the Set Menu and Set Weekly Menu dialogs: the end follows the start (start + 4,
 * admin-area.md section 5) and may then be edited.
 */
export function WeekRangeFields<T extends FieldValues & WeekRange, TTransformed>({
  control,
  setValue,
  sx,
}: {
  control: Control<T, unknown, TTransformed>;
  setValue: UseFormSetValue<T>;
  sx?: SxProps<Theme>;
}) {
  const start = 'weekStartDate' as Path<T>;
  const end = 'weekEndDate' as Path<T>;
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={sx}>
      <FormDateField
        control={control}
        name={start}
        label={t('admin.menu.weekStart')}
        required
        onDateChange={(date) => setValue(end, weekEndDateFor(date) as PathValue<T, Path<T>>, { shouldValidate: true, shouldDirty: true })}
      />
      <FormDateField control={control} name={end} label={t('admin.menu.weekEnd')} required />
    </Stack>
  );
}
