import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import SpaOutlinedIcon from '@mui/icons-material/SpaOutlined';
import WarningAmberOutlinedIcon from '@mui/icons-material/WarningAmberOutlined';
import { needLabel, needName } from '../lib/i18n.ts';
import { useTranslation } from 'react-i18next';

/**
 * What is in a dish (issue 13): an allergen badge says 'Contains …' with a warning icon, a diet
 * badge names the diet with a leaf icon. The words carry the meaning; icon and colour only repeat it.
 */
export function DishBadges({ allergens, dietTags }: { allergens: readonly string[]; dietTags: readonly string[] }) {
  const { t } = useTranslation();
  if (allergens.length === 0 && dietTags.length === 0) return null;
  return (
    <Box component="ul" aria-label={t('dish.badges')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {allergens.map((allergen) => (
        <li key={allergen}>
          <Chip
            size="small"
            variant="outlined"
            icon={<WarningAmberOutlinedIcon aria-hidden sx={{ '&&': { color: 'warning.dark' } }} />}
            label={t('dish.contains', { allergen: needName(allergen) })}
            data-allergen={allergen}
          />
        </li>
      ))}
      {dietTags.map((diet) => (
        <li key={diet}>
          <Chip
            size="small"
            variant="outlined"
            icon={<SpaOutlinedIcon aria-hidden sx={{ '&&': { color: 'success.dark' } }} />}
            label={needLabel(diet)}
            data-diet={diet}
          />
        </li>
      ))}
    </Box>
  );
}
