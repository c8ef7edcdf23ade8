import type { TextFieldProps } from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './bound-field.ts';
import { FormTextField } from './form-text-field.tsx';

/** A select's slots for a native picker (a phone's own) with its label always raised, so an empty choice never hides under the label. */
export const NATIVE_SELECT_SLOTS = { select: { native: true }, inputLabel: { shrink: true } } as const;

type FormNativeSelectProps<TFieldValues extends FieldValues, TTransformed> = BoundFieldProps<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'error' | 'select' | 'slotProps',
  TFieldValues,
  TTransformed
> & { placeholder: string };

/** A bound native select whose first option, disabled, asks for a choice until one is made; the options follow as children. */
export function FormNativeSelect<TFieldValues extends FieldValues, TTransformed = TFieldValues>({
  placeholder,
  children,
  ...props
}: FormNativeSelectProps<TFieldValues, TTransformed>) {
  return (
    <FormTextField {...props} select slotProps={NATIVE_SELECT_SLOTS}>
      <option value="" disabled>
        {placeholder}
      </option>
      {children}
    </FormTextField>
  );
}
