import { memo } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import { ALLERGENS, DIET_TAGS, NO_MENU_FILTER, type MenuFilter } from '@lunchbox/domain/allergens';
import { CheckBoxGroup } from '../../../ui/allergy-check-boxes.tsx';
import { useTranslation } from 'react-i18next';
import { menuFilterChoices } from './menu-filter.tsx';

interface MenuFilterPanelProps {
  filter: MenuFilter;
  onChange: (filter: MenuFilter) => void;
  /** The title's heading level where the panel sits: h2 on /weekly-menu, h3 inside the home page's Weekly Menu section. */
  headingComponent?: 'h2' | 'h3';
}

/**
 * The weekly menu's filter (issue 13): hide dishes with chosen allergens, show only dishes of chosen
 * diets. The same panel and the same kept choices (useMenuFilter) on /weekly-menu and the home page.
 */
// Memoised: its many check boxes are not drawn again when the screen around it changes (the menu arriving).
export const MenuFilterPanel = memo(function MenuFilterPanel({ filter, onChange, headingComponent = 'h2' }: MenuFilterPanelProps) {
  const { t } = useTranslation();
  const active = menuFilterChoices(filter) > 0;
  return (
    <Paper component="section" aria-labelledby="menu-filter-title" variant="outlined" sx={{ p: 2, mb: headingComponent === 'h2' ? 4 : 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <FilterListIcon color="primary" aria-hidden />
        <Typography id="menu-filter-title" variant="h2" component={headingComponent} sx={{ flexGrow: 1, fontSize: '1.25rem' }}>
          {t('menuFilter.title')}
        </Typography>
        {active ? (
          <Button size="small" onClick={() => onChange(NO_MENU_FILTER)}>
            {t('menuFilter.clear')}
          </Button>
        ) : null}
      </Stack>
      <Stack spacing={1}>
        <CheckBoxGroup
          legend={t('menuFilter.hide')}
          options={ALLERGENS}
          value={filter.hideAllergens}
          onChange={(hideAllergens) => onChange({ ...filter, hideAllergens })}
        />
        <CheckBoxGroup
          legend={t('menuFilter.only')}
          options={DIET_TAGS}
          value={filter.onlyDiets}
          onChange={(onlyDiets) => onChange({ ...filter, onlyDiets })}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('menuFilter.kept')}
      </Typography>
    </Paper>
  );
});
