import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type BoundFieldProps } from './bound-field.ts';

/** An MUI TextField bound to a react-hook-form field, label included, with the field's message under it. */
export function FormTextField<TFieldValues extends FieldValues, TTransformed = TFieldValues>(
  props: BoundFieldProps<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'error', TFieldValues, TTransformed>,
) {
  const {
    field: { ref, value, ...field },
    shown,
    rest,
  } = useBoundField<TFieldValues, TTransformed, typeof props>(props);
  return <TextField {...rest} {...field} value={value ?? ''} inputRef={ref} {...shown} />;
}
