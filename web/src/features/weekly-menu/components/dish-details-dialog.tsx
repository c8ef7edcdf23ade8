import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalFireDepartmentOutlinedIcon from '@mui/icons-material/LocalFireDepartmentOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { useTranslation } from 'react-i18next';
import { NUTRITION_FACTS } from '@lunchbox/domain/menu-schemas';
import { formatCents, toCents } from '@lunchbox/domain/money';
import { deadlineForLunchText } from '@lunchbox/domain/deadline-sentences';
import { isPastDeadline } from '@lunchbox/domain/order-rules';
import { useLanguage } from '../../../lib/i18n.ts';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { DishBadges } from '../../../ui/dish-badges.tsx';
import type { MenuItem } from '../api/active-menu-items.ts';
import type { DialogProps } from '../../../ui/dialog-props.ts';
import { seededSchoolClock } from '@lunchbox/domain/school-deadline';
import { useSchoolClocks } from '../../../lib/school-clocks.ts';

interface DishDetailsDialogProps extends DialogProps {
  /** The item to show; kept by the caller while the dialog closes so its text does not vanish mid-animation. */
  item: MenuItem | null;
  /** The date ('YYYY-MM-DD') the item was opened on: its deadline decides whether it can still be ordered. */
  date: string | null;
  now: Date;
}

/**
 * The home section's item detail (spec section 2): name, description, price, calories, weekday,
 * the day's order deadline, and 'Order This Meal' only while the deadline has not passed.
 */
export function DishDetailsDialog({ item, date, now, open, onClose }: DishDetailsDialogProps) {
  const titleId = useId();
  // Each cut-off among the parent's children's schools (one line per rule, naming its schools when they differ); a visitor reads the spec's rule.
  const { family } = useSchoolClocks();
  const rules = family.length > 0 ? family : [{ clock: seededSchoolClock(schoolTimeZone), schools: [] }];
  const cutOffs = date === null ? [] : rules.map(({ clock, schools }) => ({ schools, closed: isPastDeadline(date, now, clock), clock }));
  // Still worth ordering while any of the children's schools takes orders for the day.
  const closed = date !== null && cutOffs.every((cutOff) => cutOff.closed);
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Dialog open={open && item !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      {item ? (
        <>
          <DialogTitle id={titleId}>{item.menuItem}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              {item.imageUrl ? (
                <img
                  src={item.imageUrl}
                  alt={item.menuItem}
                  width={400}
                  height={200}
                  style={{ width: '100%', height: 200, objectFit: 'cover', borderRadius: 8 }}
                  onError={(event) => {
                    event.currentTarget.style.display = 'none';
                  }}
                />
              ) : null}
              {item.description ? <Typography color="text.secondary">{item.description}</Typography> : null}
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
                <Typography variant="h3" component="p" color="primary" aria-label={t('menuItem.price', { price: formatCents(toCents(item.price), language) })}>
                  {formatCents(toCents(item.price), language)}
                </Typography>
                {item.calories ? (
                  <Chip
                    icon={<LocalFireDepartmentOutlinedIcon />}
                    label={t('menuItem.calories', { calories: item.calories })}
                    size="small"
                    variant="outlined"
                  />
                ) : null}
              </Stack>
              <DishBadges allergens={item.allergens} dietTags={item.dietTags} />
              <NutritionFacts item={item} />
              <Typography>
                {t('menuItem.availableOn')} <strong>{t(`menuItem.days.${item.dayOfWeek}`, { defaultValue: item.dayOfWeek })}</strong>
              </Typography>
              {date
                ? cutOffs.map((cutOff) => (
                    <Typography key={cutOff.schools.join('|')} variant="body2" color={cutOff.closed ? 'error' : 'text.secondary'}>
                      {t(cutOff.closed ? 'menuItem.closedAt' : 'menuItem.orderBy', { deadline: deadlineForLunchText(date, cutOff.clock, language) })}
                      {cutOffs.length > 1 ? ` (${cutOff.schools.join(', ')})` : null}
                    </Typography>
                  ))
                : null}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>{t('menuItem.close')}</Button>
            {closed ? null : (
              <Button href="/my-orders?tab=order" variant="contained" startIcon={<ShoppingBagOutlinedIcon />}>
                {t('menuItem.orderThis')}
              </Button>
            )}
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}

/** The dish's nutrition facts (issue 13), as a small table; facts not given are left out. */
function NutritionFacts({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  const facts: { label: string; value: string }[] = NUTRITION_FACTS.flatMap(({ key, unit }) => {
    const amount = item.nutrition[key];
    return amount === null ? [] : [{ label: t(`admin.menuDialogs.nutrition.${key}`), value: `${amount} ${unit}` }];
  });
  if (item.calories) facts.unshift({ label: t('menuItem.caloriesLabel'), value: item.calories });
  if (facts.length === 0) return null;
  return (
    <Box
      component="table"
      aria-label={t('menuItem.nutritionFacts')}
      sx={{ borderCollapse: 'collapse', width: '100%', '& th, & td': { py: 0.5, borderBottom: 1, borderColor: 'divider' } }}
    >
      <caption style={{ textAlign: 'left', fontWeight: 700, captionSide: 'top', paddingBottom: 4 }}>{t('menuItem.nutritionFacts')}</caption>
      <tbody>
        {facts.map((fact) => (
          <tr key={fact.label}>
            <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 500 }}>
              {fact.label}
            </Box>
            <Box component="td" sx={{ textAlign: 'right' }}>
              {fact.value}
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
