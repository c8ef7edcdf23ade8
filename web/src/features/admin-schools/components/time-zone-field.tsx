import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../lib/i18n.ts';
import type { SchoolFormInput } from './school-form-values.ts';

/** The browser's IANA zones, read once: about four hundred names. */
let supportedZones: readonly string[] | undefined;
function timeZones(): readonly string[] {
  supportedZones ??= Intl.supportedValuesOf('timeZone');
  return supportedZones;
}

/**
 * The school's time zone, chosen from the IANA zones the browser knows, found by typing part of a
 * name ('Los_Ang'). A zone saved earlier that the browser does not list (an alias) stays offered.
 */
export function TimeZoneField({ control }: { control: Control<SchoolFormInput> }) {
  const { t } = useTranslation();
  const {
    field: { value, onChange, onBlur, ref, name },
    fieldState: { error },
  } = useController({ control, name: 'timeZone' });
  const options = useMemo(() => (value && !timeZones().includes(value) ? [value, ...timeZones()] : timeZones()), [value]);
  return (
    <Autocomplete
      options={options}
      value={value || null}
      onChange={(_event, zone) => onChange(zone ?? '')}
      onBlur={onBlur}
      autoHighlight
      noOptionsText={t('admin.schools.noTimeZone')}
      clearText={t('admin.schools.clearTimeZone')}
      openText={t('admin.schools.openTimeZones')}
      closeText={t('admin.schools.closeTimeZones')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          inputRef={ref}
          label={t('admin.schools.timeZone')}
          required
          error={Boolean(error)}
          helperText={error?.message ? refusalText(error.message) : t('admin.schools.timeZoneHelp')}
        />
      )}
    />
  );
}
