import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import SpaOutlinedIcon from '@mui/icons-material/SpaOutlined';
import WarningAmberOutlinedIcon from '@mui/icons-material/WarningAmberOutlined';
import { needLabel, needName } from '../lib/i18n.ts';
import { useTranslation } from 'react-i18next';

/** The icon and its colour of each kind of badge; `data-allergen` / `data-diet` name the value for tests and styles. */
const BADGE_LOOK = {
  allergen: { Icon: WarningAmberOutlinedIcon, colour: 'warning.dark' },
  diet: { Icon: SpaOutlinedIcon, colour: 'success.dark' },
} as const;

/**
 * What is in a dish (issue 13): an allergen badge says 'Contains …' with a warning icon, a diet
 * badge names the diet with a leaf icon. The words carry the meaning; icon and colour only repeat it.
 */
export function DishBadges({ allergens, dietTags }: { allergens: readonly string[]; dietTags: readonly string[] }) {
  const { t } = useTranslation();
  if (allergens.length === 0 && dietTags.length === 0) return null;
  const badges = [
    ...allergens.map((value) => ({ kind: 'allergen' as const, value, label: t('dish.contains', { allergen: needName(value) }) })),
    ...dietTags.map((value) => ({ kind: 'diet' as const, value, label: needLabel(value) })),
  ];
  return (
    <Box component="ul" aria-label={t('dish.badges')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {badges.map(({ kind, value, label }) => {
        const { Icon, colour } = BADGE_LOOK[kind];
        return (
          <li key={`${kind}:${value}`}>
            <Chip size="small" variant="outlined" icon={<Icon aria-hidden sx={{ '&&': { color: colour } }} />} label={label} {...{ [`data-${kind}`]: value }} />
          </li>
        );
      })}
    </Box>
  );
}
