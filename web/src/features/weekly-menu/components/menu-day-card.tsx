import { memo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dailyTotalCents, isNoServiceDay, type DayMenu } from '@lunchbox/domain/menu-items';
import { formatCents, toCents } from '@lunchbox/domain/money';
import { noServiceLabel, type SchoolClosure } from '@lunchbox/domain/school-closures';
import { formatMonthDay, formatWeekday } from '@lunchbox/domain/school-dates';
import { useLanguage } from '../../../lib/i18n.ts';
import { NO_MENU_FILTER, passesMenuFilter, type MenuFilter } from '@lunchbox/domain/allergens';
import { DishBadges } from '../../../ui/dish-badges.tsx';
import type { MenuItem } from '../api/active-menu-items.ts';
import { HiddenByFilter } from './menu-filter.tsx';
import { useTranslation } from 'react-i18next';

interface MenuDayCardProps {
  day: DayMenu<MenuItem>;
  isToday: boolean;
  closure?: SchoolClosure | undefined;
  /** The parent's filter: items it hides are left out, and the card says how many. */
  filter?: MenuFilter;
}

/** One weekday card of /weekly-menu: date, TODAY badge, items with their badges, Daily Total, or 'No Service' (with a closure's reason). */
// Memoised: a filter change or a clock tick redraws only the cards whose day, closure or filter changed.
export const MenuDayCard = memo(function MenuDayCard({ day, isToday, closure, filter = NO_MENU_FILTER }: MenuDayCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const noService = closure !== undefined || isNoServiceDay(day.items);
  const shown = day.items.filter((item) => passesMenuFilter(item, filter));
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`${formatWeekday(day.date, language)}, ${formatMonthDay(day.date, language)}${isToday ? `, ${t('menuDay.today')}` : ''}`}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, borderColor: isToday ? 'primary.main' : 'divider', borderWidth: isToday ? 2 : 1 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <div>
          <Typography sx={{ fontWeight: 700 }}>{formatWeekday(day.date, language)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatMonthDay(day.date, language)}
          </Typography>
        </div>
        {isToday ? <Chip label={t('menuDay.todayBadge')} color="primary" size="small" /> : null}
      </Stack>
      {noService ? (
        <Box sx={{ textAlign: 'center', py: 2, color: 'text.secondary' }}>
          <Typography sx={{ fontWeight: 600 }}>{noServiceLabel(closure?.reason ?? null, language)}</Typography>
          <Typography variant="body2">{t('menuDay.noLunch')}</Typography>
        </Box>
      ) : (
        <>
          {shown.map((item) => (
            <Box key={item.id}>
              {item.imageUrl ? (
                <img
                  src={item.imageUrl}
                  alt={item.menuItem}
                  loading="lazy"
                  width={320}
                  height={110}
                  style={{ width: '100%', height: 110, objectFit: 'cover', borderRadius: 8, marginBottom: 8 }}
                  onError={(event) => {
                    event.currentTarget.style.display = 'none';
                  }}
                />
              ) : null}
              <Typography sx={{ fontWeight: 600 }}>{item.menuItem}</Typography>
              {item.description ? (
                <Typography variant="body2" color="text.secondary">
                  {item.description}
                </Typography>
              ) : null}
              <Typography color="primary" sx={{ fontWeight: 700 }}>
                {formatCents(toCents(item.price), language)}
              </Typography>
              <Box sx={{ mt: 0.5 }}>
                <DishBadges allergens={item.allergens} dietTags={item.dietTags} />
              </Box>
            </Box>
          ))}
          <HiddenByFilter count={day.items.length - shown.length} />
          {day.items.length > 1 ? (
            <Stack direction="row" sx={{ justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', pt: 1, mt: 'auto' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('menuDay.dailyTotal')}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {formatCents(dailyTotalCents(day.items), language)}
              </Typography>
            </Stack>
          ) : null}
        </>
      )}
    </Paper>
  );
});
