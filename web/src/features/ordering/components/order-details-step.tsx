import { memo, useId, type Ref } from 'react';
import { useFormState, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { OrderDetailsInput } from '@lunchbox/domain/order-schemas';
import { refusalText } from '../../../lib/i18n.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import type { OrderChild } from '../api/ordering.ts';

interface OrderDetailsStepProps {
  control: Control<OrderDetailsInput>;
  childList: readonly OrderChild[];
  child: OrderChild | null;
  /** Picks the child by id; `validate` once the form was submitted, so its message follows the pick. */
  onChooseChild: (id: string, validate: boolean) => void;
  heading: Ref<HTMLHeadingElement>;
}

const READ_ONLY = { input: { readOnly: true }, inputLabel: { shrink: true } };

/**
 * The notes box grows with its text by CSS (field-sizing), from two lines. A multiline MUI input is
 * always its TextareaAutosize (with `rows` too), which reads the textarea's computed style and
 * scroll height at every render: the browser laid out the whole form inside React's commit at each
 * render of the form, the largest part of the order form's long tasks (issue 34). A plain textarea
 * (`inputComponent`) keeps the multiline input's look and does no measuring. A browser without
 * field-sizing keeps two lines and scrolls.
 */
const NOTES_SLOTS = {
  input: { inputComponent: 'textarea' },
  htmlInput: { rows: 2, style: { fieldSizing: 'content', minHeight: '2lh' } },
} as const;

/**
 * The child's choice: a native select drawn as MUI's TextField draws one (label, outline, icon,
 * message and their ids), from its parts. TextField brings its Select, and with it the Menu, Popover
 * and Modal a native select never shows, some 45 kB of script the order form fetched and compiled
 * while the page was being adopted (issue 34).
 */
function ChildSelect({ control, childList, child, onChooseChild }: Pick<OrderDetailsStepProps, 'control' | 'childList' | 'child' | 'onChooseChild'>) {
  const { t } = useTranslation();
  const id = useId();
  const label = t('order.child');
  // The form's state read here, for this field alone: the step itself then renders only when its own props change.
  const { errors, isSubmitted } = useFormState({ control, name: 'childName' });
  const message = errors.childName?.message;
  return (
    <FormControl className="MuiTextField-root" fullWidth error={Boolean(errors.childName)}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={child ? String(child.id) : ''}
        onChange={(event) => onChooseChild(event.target.value, isSubmitted)}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ 'aria-describedby': `${id}-helper-text` }}
      >
        <option value="">{t('order.selectChild')}</option>
        {childList.map((candidate) => (
          <option key={candidate.id} value={String(candidate.id)}>
            {candidate.name}
          </option>
        ))}
      </NativeSelect>
      <FormHelperText id={`${id}-helper-text`}>{message ? refusalText(message) : t('order.childHelp')}</FormHelperText>
    </FormControl>
  );
}

/**
 * Step 1 of the order form: the parent's contact details and the child, whose school, grade and
 * teacher follow. Memoised: the form renders again as the menu, the orders and the closed days
 * arrive after the page is adopted, and each time drew these eight fields again for nothing
 * (issue 34); each field follows its own value and message.
 */
export const OrderDetailsStep = memo(function OrderDetailsStep({ control, childList, child, onChooseChild, heading }: OrderDetailsStepProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography ref={heading} tabIndex={-1} variant="h2" sx={{ mb: 2 }}>
        {t('order.stepDetails')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <FormTextField control={control} name="parentName" label={t('order.parentName')} autoComplete="name" />
        <FormTextField control={control} name="email" label={t('order.email')} type="email" autoComplete="email" />
        <FormTextField control={control} name="phone" label={t('order.phone')} type="tel" autoComplete="tel" />
        <ChildSelect control={control} childList={childList} child={child} onChooseChild={onChooseChild} />
        <FormTextField control={control} name="school" label={t('order.school')} slotProps={READ_ONLY} />
        <FormTextField control={control} name="grade" label={t('order.grade')} slotProps={READ_ONLY} />
        <FormTextField control={control} name="teacher" label={t('order.teacher')} slotProps={READ_ONLY} />
        <FormTextField control={control} name="notes" label={t('order.notes')} multiline slotProps={NOTES_SLOTS} />
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button type="submit" variant="contained" endIcon={<ArrowForwardIcon />}>
          {t('order.continue')}
        </Button>
      </Stack>
    </Paper>
  );
});
