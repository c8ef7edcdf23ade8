import { refusalText } from '../lib/i18n.ts';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<TFieldValues extends FieldValues, TTransformed> = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'error'> & {
  control: Control<TFieldValues, unknown, TTransformed>;
  name: FieldPath<TFieldValues>;
};

/**
 * An MUI TextField bound to a react-hook-form field as a controlled input, so that resets
 * (dialog prefill, clearing after a save) show at once, label included, and the field's
 * message appears under it.
 */
export function FormTextField<TFieldValues extends FieldValues, TTransformed = TFieldValues>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<TFieldValues, TTransformed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, ...field }, fieldState: { error } }) => (
        <TextField
          {...props}
          {...field}
          value={value ?? ''}
          inputRef={ref}
          error={Boolean(error)}
          helperText={error?.message ? refusalText(error.message) : helperText}
        />
      )}
    />
  );
}
