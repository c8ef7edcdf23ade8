import { useId, type ReactNode } from 'react';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

type InputPassedProps = Pick<
  OutlinedInputProps,
  | 'autoComplete'
  | 'autoFocus'
  | 'defaultValue'
  | 'inputRef'
  | 'maxRows'
  | 'minRows'
  | 'multiline'
  | 'name'
  | 'onBlur'
  | 'onChange'
  | 'onFocus'
  | 'placeholder'
  | 'rows'
  | 'type'
  | 'value'
>;

/** What TextBox takes: MUI TextField's props for an outlined text box (no `select`, no deprecated slot props). */
export type TextBoxProps = Omit<FormControlProps, keyof InputPassedProps | 'children' | 'variant'> &
  InputPassedProps & {
    label?: ReactNode;
    helperText?: ReactNode;
    slotProps?: {
      input?: Partial<OutlinedInputProps>;
      inputLabel?: Partial<InputLabelProps>;
      htmlInput?: InputBaseComponentProps;
      formHelperText?: Partial<FormHelperTextProps>;
    };
  };

/**
 * MUI's outlined TextField built from its parts, with the same elements, classes, theme defaults
 * (`MuiTextField`) and labelling: TextField itself brings its Select, and with it Menu, Popover and
 * Modal, to every page with a text box, the sign-in forms included. A select uses TextField
 * (ui/select-field.tsx).
 */
export function TextBox(inProps: TextBoxProps) {
  const props = useDefaultProps({ props: inProps, name: 'MuiTextField' });
  const {
    autoComplete,
    autoFocus = false,
    className,
    defaultValue,
    fullWidth = false,
    helperText,
    id: idOverride,
    inputRef,
    label,
    maxRows,
    minRows,
    multiline = false,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    rows,
    slotProps = {},
    type,
    value,
    ...other
  } = props;
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = label ? `${id}-label` : undefined;
  const { input, inputLabel, htmlInput, formHelperText } = slotProps;
  const notched = inputLabel?.shrink === undefined ? {} : { notched: inputLabel.shrink };
  return (
    <FormControl className={className ? `MuiTextField-root ${className}` : 'MuiTextField-root'} fullWidth={fullWidth} variant="outlined" {...other}>
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={htmlInput}
        label={label}
        {...notched}
        {...input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
