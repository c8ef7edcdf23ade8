import TextField from '@mui/material/TextField';
import { NATIVE_SELECT_SLOTS } from './native-select-slots.ts';

/** One choice of a ChoiceField: `value` is what `onChange` gets, `label` what the person reads. */
export interface Choice {
  value: string;
  label: string;
}

interface ChoiceFieldProps {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  minWidth?: number;
}

/**
 * A small outlined select over a short list chosen from (a school), not bound to a form. Native,
 * as the app's other selects: the browser's own list opens at once, where MUI's menu mounted a
 * Modal, a Popover, a transition and a focus trap, a good 200 ms at a phone's speed (issue 34: INP).
 */
export function ChoiceField({ label, value, choices, onChange, minWidth }: ChoiceFieldProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={minWidth ? { minWidth } : undefined}
      slotProps={NATIVE_SELECT_SLOTS}
    >
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </TextField>
  );
}
