import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import { ALLERGENS, DIET_TAGS, NO_MENU_FILTER, type MenuFilter } from '@lunchbox/domain/allergens';
import { CheckBoxGroup } from '../../../ui/allergy-check-boxes.tsx';

/** The weekly menu's filter (issue 13): hide dishes with chosen allergens, show only dishes of chosen diets. */
export function MenuFilterPanel({ filter, onChange }: { filter: MenuFilter; onChange: (filter: MenuFilter) => void }) {
  const active = filter.hideAllergens.length + filter.onlyDiets.length > 0;
  return (
    <Paper component="section" aria-labelledby="menu-filter-title" variant="outlined" sx={{ p: 2, mb: 4 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <FilterListIcon color="primary" aria-hidden />
        <Typography id="menu-filter-title" variant="h2" sx={{ flexGrow: 1, fontSize: '1.25rem' }}>
          Filter the menu
        </Typography>
        {active ? (
          <Button size="small" onClick={() => onChange(NO_MENU_FILTER)}>
            Clear filter
          </Button>
        ) : null}
      </Stack>
      <Stack spacing={1}>
        <CheckBoxGroup
          legend="Hide items with"
          options={ALLERGENS}
          value={filter.hideAllergens}
          onChange={(hideAllergens) => onChange({ ...filter, hideAllergens })}
        />
        <CheckBoxGroup legend="Only show" options={DIET_TAGS} value={filter.onlyDiets} onChange={(onlyDiets) => onChange({ ...filter, onlyDiets })} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Your choices are kept in this browser for your next visit.
      </Typography>
    </Paper>
  );
}
