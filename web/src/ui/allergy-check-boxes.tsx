import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { needLabel } from '../lib/i18n.ts';
import { useTranslation } from 'react-i18next';

interface CheckBoxGroupProps {
  legend: string;
  /** The fixed list (ALLERGENS or DIET_TAGS), in the order shown. */
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
}

/**
 * One labelled group of check boxes over a fixed list (a child's allergies, a dish's diets, the
 * menu filter): a fieldset with its legend, so a screen reader announces what the boxes are for.
 * The value stays in the list's order.
 */
export function CheckBoxGroup({ legend, options, value, onChange, disabled = false }: CheckBoxGroupProps) {
  // The names are read from the catalogue; this redraws them when the language changes.
  useTranslation();
  const toggle = (option: string, checked: boolean) => onChange(options.filter((entry) => (entry === option ? checked : value.includes(entry))));
  return (
    <FormControl component="fieldset" variant="standard" disabled={disabled}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {legend}
      </FormLabel>
      <FormGroup row>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            control={<Checkbox size="small" checked={value.includes(option)} onChange={(event) => toggle(option, event.target.checked)} />}
            label={needLabel(option)}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
