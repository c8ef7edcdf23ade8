import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ALLERGENS, DIET_TAGS } from '@lunchbox/domain/allergens';
import { CheckBoxGroup } from '../../../ui/allergy-check-boxes.tsx';
import { useTranslation } from 'react-i18next';

interface ChildNeedsFieldsProps {
  allergies: readonly string[];
  diets: readonly string[];
  onAllergiesChange: (allergies: string[]) => void;
  onDietsChange: (diets: string[]) => void;
}

/**
 * A child's allergies and diets (issue 13) in the home dialog and the profile form: check boxes
 * over the fixed lists. Ordering refuses a dish with one of the allergies; a diet only warns.
 */
export function ChildNeedsFields({ allergies, diets, onAllergiesChange, onDietsChange }: ChildNeedsFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <CheckBoxGroup legend={t('children.allergies')} options={ALLERGENS} value={allergies} onChange={onAllergiesChange} />
      <Typography variant="body2" color="text.secondary">
        {t('children.allergiesHint')}
      </Typography>
      <CheckBoxGroup legend={t('children.diets')} options={DIET_TAGS} value={diets} onChange={onDietsChange} />
    </Stack>
  );
}
