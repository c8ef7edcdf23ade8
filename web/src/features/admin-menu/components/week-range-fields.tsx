import { Controller, type Control, type FieldValues, type Path, type PathValue, type UseFormSetValue } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { weekEndDateFor } from '@lunchbox/domain/menu-week';
import { isIsoDate } from '@lunchbox/domain/school-dates';
import { FormTextField } from '../../../ui/form-text-field.tsx';

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
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={sx}>
      <Controller
        control={control}
        name={start}
        render={({ field: { ref, value, onChange, ...field }, fieldState: { error } }) => (
          <TextField
            {...field}
            inputRef={ref}
            value={value ?? ''}
            onChange={(event) => {
              onChange(event.target.value);
              if (isIsoDate(event.target.value))
                setValue(end, weekEndDateFor(event.target.value) as PathValue<T, Path<T>>, { shouldValidate: true, shouldDirty: true });
            }}
            type="date"
            label="Week Start Date"
            required

            error={Boolean(error)}
            helperText={error?.message}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        )}
      />
      <FormTextField control={control} name={end} type="date" label="Week End Date" required slotProps={{ inputLabel: { shrink: true } }} />
    </Stack>
  );
}
