import Typography from '@mui/material/Typography';
import type { MenuFilter } from '@lunchbox/domain/allergens';
import { useTranslation } from 'react-i18next';

/** How many choices the filter holds (0 when it shows everything). */
export const menuFilterChoices = (filter: MenuFilter) => filter.hideAllergens.length + filter.onlyDiets.length;

/** Under a day's dishes: how many the parent's filter leaves out, so a short day is not mistaken for the whole menu. */
export function HiddenByFilter({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="hidden-by-filter">
      {t('menuDay.hidden', { count })}
    </Typography>
  );
}
