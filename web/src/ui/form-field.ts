import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/**
 * Props wiring a react-hook-form registration into an MUI TextField: the ref must reach
 * the <input>/<select> (inputRef), not the TextField's wrapper, or defaults and resets
 * would not show. The field's message is shown under it.
 */
export function fieldProps(registration: UseFormRegisterReturn, error?: FieldError | { message?: string }) {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref, error: Boolean(error), helperText: error?.message };
}
