import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  emptyDishForm,
  weeklyMenuFormSchema,
  weeklyMenuToItems,
  type WeeklyMenuDayInput,
  type WeeklyMenuFormInput,
  type WeeklyMenuFormValues,
} from '@lunchbox/domain/menu-schemas';
import { defaultMenuFormWeek, weekEndDateFor } from '@lunchbox/domain/menu-week';
import { addDays, formatMonthDay, isIsoDate, WEEKDAYS, type Weekday } from '@lunchbox/domain/school-dates';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { failureMessage } from '../../../lib/server-errors.ts';
import { useToast } from '../../../ui/toast.tsx';
import { useCreateMenuItem } from '../api/admin-menu.ts';
import { useRefreshMenuData } from '../api/refresh-menu-data.ts';
import { fieldSuggestions, type MenuModeSettings } from '../utils/menu-modes.ts';
import type { MenuSuggestions, SuggestionField } from '../utils/menu-suggestions.ts';
import { DishContentsFields } from './dish-contents-fields.tsx';
import { WeekRangeFields } from './week-range-fields.tsx';
import { FormSuggestionField } from './suggestion-text-field.tsx';
import { DialogFailure } from '../../../ui/dialog-failure.tsx';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { overDraft, useDraftForm } from '../../../ui/use-dialog-form.ts';
import { useTranslation } from 'react-i18next';
import { refusalText, useLanguage } from '../../../lib/i18n.ts';
import type { DialogProps } from '../../../ui/dialog-props.ts';

/** localStorage key of the Set Weekly Menu form's draft (admin-area.md section 3). */
const DRAFT_KEY = 'lunchbox.weekly-menu-form-draft';

const EMPTY_DAY: WeeklyMenuDayInput = emptyDishForm();

function emptyForm(): WeeklyMenuFormInput {
  const weekStartDate = defaultMenuFormWeek(new Date(), schoolTimeZone);
  return {
    weekStartDate,
    weekEndDate: weekEndDateFor(weekStartDate),
    days: { Monday: { ...EMPTY_DAY }, Tuesday: { ...EMPTY_DAY }, Wednesday: { ...EMPTY_DAY }, Thursday: { ...EMPTY_DAY }, Friday: { ...EMPTY_DAY } },
  };
}

/** A stored draft over the empty form, so a draft from an older version cannot leave a field undefined. */
function withDraft(draft: Partial<WeeklyMenuFormInput> | null): WeeklyMenuFormInput {
  const form = emptyForm();
  if (!draft) return form;
  const days = { ...form.days };
  for (const day of WEEKDAYS) days[day] = overDraft(EMPTY_DAY, draft.days?.[day]);
  return { ...overDraft(form, draft), days };
}

interface WeeklyMenuDialogProps extends DialogProps {
  settings: MenuModeSettings;
  suggestions: MenuSuggestions;
}

/**
 * Set Weekly Menu (admin-area.md sections 5 and 9): one start and end date (end = start + 4 when
 * the start changes, editable afterwards) and five days, each with what is in its dish (issue 13);
 * only days with a name are created, one call each.
 */
export function WeeklyMenuDialog({ open, settings, suggestions, onClose }: WeeklyMenuDialogProps) {
  const toast = useToast();
  const { t } = useTranslation();
  const language = useLanguage();
  const [createMenuItem] = useCreateMenuItem();
  const refreshMenuData = useRefreshMenuData();
  const [saving, setSaving] = useState(false);
  const { form, clearDraft, failure, fail, clearFailure } = useDraftForm<WeeklyMenuFormInput, WeeklyMenuFormValues>({
    draftKey: DRAFT_KEY,
    open,
    openingValues: withDraft,
    resolver: zodResolver(weeklyMenuFormSchema),
    mode: 'onTouched',
  });
  const {
    control,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = form;

  const weekStartDate = watch('weekStartDate');

  // A day's text boxes in their two rows, each label naming the day.
  const dayFieldRows: { columns: string; fields: { field: SuggestionField; label: (day: string) => string }[] }[] = [
    {
      columns: '2fr 3fr',
      fields: [
        { field: 'menuItem', label: (day) => t('admin.menuDialogs.dayMenuItem', { day }) },
        { field: 'description', label: (day) => t('admin.menuDialogs.dayDescription', { day }) },
      ],
    },
    {
      columns: '1fr 1fr 2fr',
      fields: [
        { field: 'price', label: (day) => t('admin.menuDialogs.dayPrice', { day }) },
        { field: 'calories', label: (day) => t('admin.menuDialogs.dayCalories', { day }) },
        { field: 'imageUrl', label: (day) => t('admin.menuDialogs.dayImageUrl', { day }) },
      ],
    },
  ];
  const daysError = (errors.days as { message?: string } | undefined)?.message;

  const onSubmit = handleSubmit(async (values) => {
    const items = weeklyMenuToItems(values);
    setSaving(true);
    clearFailure();
    let created = 0;
    try {
      for (const item of items) {
        await createMenuItem({ input: { ...item, calories: item.calories || null, imageUrl: item.imageUrl || null } });
        created += 1;
      }
      clearDraft();
      toast({ title: t('admin.menuDialogs.weeklyCreated'), description: t('admin.menuDialogs.weeklyCreatedText', { count: created }) });
      onClose();
    } catch (error) {
      const message = failureMessage(error, t('admin.menuDialogs.weeklyFailed'));
      fail({
        title: t('admin.menuDialogs.weeklyError'),
        description: created > 0 ? `${message} ${t('admin.menuDialogs.weeklyPartly', { created, count: items.length })}` : message,
      });
    } finally {
      if (created > 0) await refreshMenuData();
      setSaving(false);
    }
  });

  const dayDate = (day: Weekday) => (isIsoDate(weekStartDate) ? formatMonthDay(addDays(weekStartDate, WEEKDAYS.indexOf(day)), language) : null);

  return (
    <FormDialog
      open={open}
      title={t('admin.menu.setWeeklyMenu')}
      description={t('admin.menuDialogs.weeklyIntro')}
      maxWidth="md"
      onSubmit={onSubmit}
      onClose={onClose}
      submit={{ label: t('admin.menuDialogs.createWeekly'), pendingLabel: t('admin.menuDialogs.creating'), pending: saving }}
    >
      <Stack spacing={2}>
        <WeekRangeFields control={control} setValue={setValue} sx={{ pt: 1 }} />
        <DialogFailure failure={failure} />
        {daysError ? <Alert severity="error">{refusalText(daysError)}</Alert> : null}
        {WEEKDAYS.map((day) => (
          <Paper key={day} component="fieldset" variant="outlined" sx={{ p: 2, m: 0 }}>
            <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
              {t(`admin.menuDialogs.days.${day}`)}
              {dayDate(day) ? ` (${dayDate(day)})` : ''}
            </Typography>
            {dayFieldRows.map((row, rowIndex) => (
              <Box key={row.columns} sx={{ display: 'grid', gap: 2, mt: rowIndex === 0 ? 0 : 2, gridTemplateColumns: { xs: '1fr', sm: row.columns } }}>
                {row.fields.map(({ field, label }) => (
                  <FormSuggestionField
                    key={field}
                    control={control}
                    name={`days.${day}.${field}`}
                    label={label(t(`admin.menuDialogs.days.${day}`))}
                    suggestions={fieldSuggestions(suggestions, settings, field)}
                  />
                ))}
              </Box>
            ))}
            <Stack spacing={2} sx={{ mt: 2 }}>
              <DishContentsFields control={control} prefix={`days.${day}.`} labelPrefix={`${t(`admin.menuDialogs.days.${day}`)} `} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </FormDialog>
  );
}
