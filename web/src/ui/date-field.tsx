import { useContext, type ReactNode, type Ref } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DEFAULT_DESKTOP_MODE_MEDIA_QUERY } from '@mui/x-date-pickers';
import { DesktopDatePicker, type DesktopDatePickerProps } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
// Registers dayjs's Spanish month and day names (without making it the default); this chunk is loaded only by screens with a date field.
import 'dayjs/locale/es';
import dayjs, { type Dayjs } from '@lunchbox/domain/dayjs';
import { addDays, isWeekend, mondayOf } from '@lunchbox/domain/school-dates';
import { useLanguage } from '../lib/i18n.ts';
import { useBoundField, type BoundFieldProps } from './bound-field.ts';
import { DrawnForPhone } from './drawn-for-phone.ts';

const ISO = 'YYYY-MM-DD';

interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD', or '' for no date. */
  value: string;
  /** Each change: the complete date picked or typed ('YYYY-MM-DD'), or '' while it is empty, incomplete or impossible. */
  onChange: (date: string) => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** The earliest date the calendar offers ('YYYY-MM-DD'); typing an earlier one is left to the form's rules. */
  minDate?: string;
  error?: boolean;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  sx?: SxProps<Theme>;
}

/**
 * MUI X's Spanish words where they are a parent's usted and our own terms ('Elija una fecha', not
 * its 'Elige fecha'); the rest (the field's DD/MM/AAAA placeholders) stays MUI's `esES`.
 */
function spanishPickerWords(t: TFunction): Partial<PickersLocaleText> {
  return {
    ...esES.components.MuiLocalizationProvider.defaultProps.localeText,
    openDatePickerDialogue: (date) => (date ? t('dateField.chosen', { date }) : t('dateField.choose')),
    previousMonth: t('dateField.previousMonth'),
    nextMonth: t('dateField.nextMonth'),
    openPreviousView: t('dateField.openPreviousView'),
    openNextView: t('dateField.openNextView'),
    calendarViewSwitchingButtonAriaLabel: (view) => (view === 'year' ? t('dateField.yearViewOpen') : t('dateField.calendarViewOpen')),
    cancelButtonLabel: t('dateField.cancel'),
    okButtonLabel: t('dateField.ok'),
    clearButtonLabel: t('dateField.clear'),
    todayButtonLabel: t('dateField.today'),
    datePickerToolbarTitle: t('dateField.toolbarTitle'),
    dateTableLabel: t('dateField.table'),
    fieldClearLabel: t('dateField.fieldClear'),
    year: t('dateField.year'),
    month: t('dateField.month'),
    day: t('dateField.day'),
    weekDay: t('dateField.weekDay'),
    empty: t('dateField.empty'),
  };
}

/**
 * MUI X's DatePicker, choosing as it does between its desktop field (a calendar button) and its
 * touch screen's (the calendar as a dialog) by the pointer, except in the first render of a page
 * drawn for a phone (drawn-for-phone.ts): there the touch screen's, as drawn. DatePicker itself drew
 * the desktop one there, and swapped it for the other right after adopting the page, in one task
 * that laid out the whole page (issue 34: TBT).
 */
function DatePicker(props: DesktopDatePickerProps) {
  const desktop = useMediaQuery(DEFAULT_DESKTOP_MODE_MEDIA_QUERY, { defaultMatches: !useContext(DrawnForPhone) });
  return desktop ? <DesktopDatePicker {...props} /> : <MobileDatePicker {...props} />;
}

/** The picker's own words (placeholders, calendar labels) and month names in the reader's language. */
function PickerLocalization({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const { t } = useTranslation();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language} {...(language === 'es' ? { localeText: spanishPickerWords(t) } : {})}>
      {children}
    </LocalizationProvider>
  );
}

function toDayjs(date: string | undefined): Dayjs | null {
  return date ? dayjs(date, ISO, true) : null;
}

/**
 * A calendar date field (MUI X's date picker, read and written as 'YYYY-MM-DD' text): typed
 * section by section (month, day, year) or chosen in its calendar, by mouse, touch or keyboard
 * (the calendar button, then the arrow keys and Enter); on touch screens the calendar opens as a
 * dialog. Only the screens that show one load it.
 */
export function DateField({ label, value, onChange, name, required, disabled, minDate, error, helperText, inputRef, onBlur, sx }: DateFieldProps) {
  return (
    <PickerLocalization>
      <DatePicker
        label={label}
        name={name}
        inputRef={inputRef}
        value={toDayjs(value)}
        minDate={toDayjs(minDate) ?? undefined}
        disabled={disabled}
        onChange={(picked) => onChange(picked?.isValid() ? picked.format(ISO) : '')}
        sx={sx}
        slotProps={{ textField: { required, onBlur, error, helperText } }}
      />
    </PickerLocalization>
  );
}

/**
 * A DateField bound to a react-hook-form field holding 'YYYY-MM-DD' text (what the shared zod
 * schemas check); an incomplete or impossible date leaves the field empty, so the form's
 * 'required' message shows under it. `onDateChange` hears each complete date, after the form field has taken it.
 */
export function FormDateField<TFieldValues extends FieldValues, TTransformed = TFieldValues>({
  onDateChange,
  ...props
}: BoundFieldProps<DateFieldProps, 'value' | 'onChange' | 'name' | 'error' | 'inputRef' | 'onBlur', TFieldValues, TTransformed> & {
  onDateChange?: (date: string) => void;
}) {
  const { field, shown, rest } = useBoundField<TFieldValues, TTransformed, typeof props>(props);
  return (
    <DateField
      {...rest}
      name={field.name}
      inputRef={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(date) => {
        field.onChange(date);
        if (date) onDateChange?.(date);
      }}
      onBlur={field.onBlur}
      {...shown}
    />
  );
}

interface WeekFieldProps {
  label: string;
  /** The Monday ('YYYY-MM-DD') of the week shown. */
  monday: string;
  /** The Mondays of the weeks that may be chosen, earliest first. */
  mondays: readonly string[];
  /** Called with the Monday of the week a day was picked or typed in. */
  onChange: (monday: string) => void;
}

/**
 * A week chosen as one of its school days, in the same date picker: it reads 'Week of Nov 30, 2026'
 * (the Monday), its calendar offers only the weekdays of the weeks that may be chosen, and picking
 * any of them chooses that day's week.
 */
export function WeekField({ label, monday, mondays, onChange }: WeekFieldProps) {
  const first = mondays[0] ?? monday;
  const last = mondays[mondays.length - 1] ?? monday;
  const { t } = useTranslation();
  return (
    <PickerLocalization>
      <DatePicker
        label={label}
        format={t('dateField.weekFormat')}
        views={['day']}
        value={toDayjs(monday)}
        minDate={toDayjs(first) ?? undefined}
        maxDate={toDayjs(addDays(last, 4)) ?? undefined}
        shouldDisableDate={(day) => isWeekend(day.format(ISO))}
        onChange={(picked) => {
          if (!picked?.isValid()) return;
          const week = mondayOf(picked.format(ISO));
          if (mondays.includes(week)) onChange(week);
        }}
        slotProps={{ textField: { size: 'small' } }}
      />
    </PickerLocalization>
  );
}
