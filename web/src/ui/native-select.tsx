import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type BoundFieldProps } from './bound-field.ts';
import { NATIVE_SELECT_SLOTS } from './native-select-slots.ts';

export { NATIVE_SELECT_SLOTS };

type BoundSelectProps<TFieldValues extends FieldValues, TTransformed> = BoundFieldProps<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'error' | 'select' | 'slotProps',
  TFieldValues,
  TTransformed
>;

/** A native select (MUI's TextField with `select`) bound to a react-hook-form field, with the field's message under it; the options are its children. */
export function FormSelectField<TFieldValues extends FieldValues, TTransformed = TFieldValues>(props: BoundSelectProps<TFieldValues, TTransformed>) {
  const {
    field: { ref, value, ...field },
    shown,
    rest,
  } = useBoundField<TFieldValues, TTransformed, typeof props>(props);
  return <TextField {...rest} {...field} value={value ?? ''} inputRef={ref} {...shown} select slotProps={NATIVE_SELECT_SLOTS} />;
}

/** A bound native select whose first option, disabled, asks for a choice until one is made; the options follow as children. */
export function FormNativeSelect<TFieldValues extends FieldValues, TTransformed = TFieldValues>({
  placeholder,
  children,
  ...props
}: BoundSelectProps<TFieldValues, TTransformed> & { placeholder: string }) {
  return (
    <FormSelectField {...props}>
      <option value="" disabled>
        {placeholder}
      </option>
      {children}
    </FormSelectField>
  );
}
