import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type BoundFieldProps } from '../../../ui/bound-field.ts';
import { matchingSuggestions } from '../utils/menu-suggestions.ts';

export interface SuggestionOptions {
  /** Every known value of this field, the most used first. */
  values: readonly string[];
  /** How many the dropdown lists at most. */
  limit: number;
  /** The dropdown closes this long after the field loses focus. */
  closeDelayMs: number;
}

type SuggestionTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'inputRef'> & {
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  suggestions: SuggestionOptions;
};

/**
 * A text field with a dropdown of existing values (admin-area.md "Menu management", section 9),
 * as an ARIA combobox: arrow keys move through the list, Enter picks, Escape closes; a click
 * picks without leaving the field. It closes a moment after the field loses focus.
 */
export function SuggestionTextField({ value, onValueChange, onBlur, inputRef, suggestions, slotProps, ...props }: SuggestionTextFieldProps) {
  const listId = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = useMemo(() => matchingSuggestions(suggestions.values, value, suggestions.limit), [suggestions.values, suggestions.limit, value]);
  const expanded = open && shown.length > 0;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (picked: string) => {
    onValueChange(picked);
    close();
  };

  const onFocus = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };

  const onFieldBlur = (_event: FocusEvent) => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(close, suggestions.closeDelayMs);
    onBlur?.();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (shown.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current === -1 ? (step > 0 ? 0 : shown.length - 1) : (current + step + shown.length) % shown.length));
    } else if (event.key === 'Enter' && expanded && active >= 0 && shown[active] !== undefined) {
      event.preventDefault();
      pick(shown[active]);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <>
      <TextField
        {...props}
        ref={anchorRef}
        value={value}
        inputRef={inputRef}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={onFocus}
        onBlur={onFieldBlur}
        onKeyDown={onKeyDown}
        slotProps={{
          ...slotProps,
          htmlInput: {
            ...(slotProps?.htmlInput as object | undefined),
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': expanded,
            'aria-controls': expanded ? listId : undefined,
            'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
            autoComplete: 'off',
          },
        }}
      />
      <Popper open={expanded} anchorEl={anchorRef.current} placement="bottom-start" sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
        <Paper elevation={6} sx={{ width: anchorRef.current?.clientWidth, maxHeight: 280, overflowY: 'auto' }}>
          <MenuList
            id={listId}
            role="listbox"
            aria-label={`Suggestions for ${typeof props.label === 'string' ? props.label : 'this field'}`}
            dense
            disablePadding
          >
            {shown.map((suggestion, index) => (
              <MenuItem
                key={suggestion}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                selected={index === active}
                tabIndex={-1}
                // Keeps the focus in the field, so picking does not start the close timer.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(suggestion)}
                sx={{ whiteSpace: 'normal', wordBreak: 'break-word' }}
              >
                {suggestion}
              </MenuItem>
            ))}
          </MenuList>
        </Paper>
      </Popper>
    </>
  );
}

/** A SuggestionTextField bound to a react-hook-form field, with the field's message under it. */
export function FormSuggestionField<TFieldValues extends FieldValues, TTransformed = TFieldValues>(
  props: BoundFieldProps<SuggestionTextFieldProps, 'value' | 'onValueChange' | 'name' | 'error', TFieldValues, TTransformed>,
) {
  const { field, shown, rest } = useBoundField<TFieldValues, TTransformed, typeof props>(props);
  const { value } = field;
  return (
    <SuggestionTextField
      {...rest}
      name={field.name}
      value={typeof value === 'string' ? value : value == null ? '' : String(value)}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      {...shown}
    />
  );
}
