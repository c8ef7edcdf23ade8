import type { FieldValues } from 'react-hook-form';
import { useBoundField, type BoundFieldProps } from './bound-field.ts';
import { TextBox, type TextBoxProps } from './text-box.tsx';

/** A text box (ui/text-box.tsx) bound to a react-hook-form field, label included, with the field's message under it. */
export function FormTextField<TFieldValues extends FieldValues, TTransformed = TFieldValues>(
  props: BoundFieldProps<TextBoxProps, 'name' | 'value' | 'defaultValue' | 'error', TFieldValues, TTransformed>,
) {
  const {
    field: { ref, value, ...field },
    shown,
    rest,
  } = useBoundField<TFieldValues, TTransformed, typeof props>(props);
  return <TextBox {...rest} {...field} value={value ?? ''} inputRef={ref} {...shown} />;
}
