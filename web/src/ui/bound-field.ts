import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { refusalText } from '../lib/i18n.ts';

/** What binds a field component to a react-hook-form field: the form's control and the field's name. */
export interface FieldBinding<TFieldValues extends FieldValues, TTransformed> {
  control: Control<TFieldValues, unknown, TTransformed>;
  name: FieldPath<TFieldValues>;
}

/** A bound field's props: the component's own, less those the binding supplies (`TBound`), and the binding. */
export type BoundFieldProps<TProps, TBound extends keyof TProps, TFieldValues extends FieldValues, TTransformed> = Omit<TProps, TBound> &
  FieldBinding<TFieldValues, TTransformed>;

/**
 * The react-hook-form field behind a bound component (FormTextField, FormDateField, the menu's
 * FormSuggestionField), held as a controlled input so that resets (a dialog's prefill, clearing
 * after a save) show at once: `field` (value, change, blur, ref), `shown` (whether it is in error,
 * and what shows under it: the field's message for the reader, else the component's own helper
 * text) and `rest`, the component's other props.
 */
export function useBoundField<
  TFieldValues extends FieldValues,
  TTransformed,
  TProps extends FieldBinding<TFieldValues, TTransformed> & { helperText?: ReactNode },
>(props: TProps) {
  const { control, name, helperText, ...rest } = props;
  const {
    field,
    fieldState: { error },
  } = useController({ control, name });
  const shownHelperText: string | TProps['helperText'] = error?.message ? refusalText(error.message) : helperText;
  return { field, shown: { error: Boolean(error), helperText: shownHelperText }, rest };
}
