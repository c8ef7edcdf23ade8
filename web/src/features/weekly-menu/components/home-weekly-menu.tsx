import { lazy, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardActionArea from '@mui/material/CardActionArea';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import RestaurantMenuOutlinedIcon from '@mui/icons-material/RestaurantMenuOutlined';
import { passesMenuFilter } from '@lunchbox/domain/allergens';
import { itemsByDay } from '@lunchbox/domain/menu-items';
import { menuWeekMondayAt, type WeekOffset } from '@lunchbox/domain/menu-week';
import { formatCents, toCents } from '@lunchbox/domain/money';
import { formatMonthDay, formatWeekday } from '@lunchbox/domain/school-dates';
import { useLanguage } from '../../../lib/i18n.ts';
import { closedDayLabel } from '@lunchbox/domain/school-closures';
import { useClosures } from '../api/closures.ts';
import { schoolTimeZone, useNow } from '../../../lib/school-clock.ts';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { DishBadges } from '../../../ui/dish-badges.tsx';
import { WeekNavigator } from '../../../ui/week-navigator.tsx';
import { useActiveMenuItems, type MenuItem } from '../api/active-menu-items.ts';
import { useMenuFilter } from '../hooks/use-menu-filter.ts';
import { HiddenByFilter, menuFilterChoices } from './menu-filter.tsx';
import { MenuMessage } from './menu-message.tsx';
import { WeekDaysList } from './week-days-list.tsx';
import { useTranslation } from 'react-i18next';

// The item's dialog (with the schools' cut-offs it asks for) is a chunk of its own, fetched when a dish is first opened: the section shows the week.
// The filter's panel (its many check boxes) likewise, drawn when first opened.
const MenuFilterPanel = lazy(async () => ({ default: (await import('./menu-filter-panel.tsx')).MenuFilterPanel }));
const DishDetailsDialog = lazy(async () => ({ default: (await import('./dish-details-dialog.tsx')).DishDetailsDialog }));

/**
 * The signed-in home page's Weekly Menu section (spec section 2): the starting week (offset 0)
 * or the next one (offset 1), five day columns, and an item detail dialog. The parent's kept menu
 * filter (issue 13, the same as /weekly-menu's) applies here too; its panel opens from Filter.
 */
export function HomeWeeklyMenu() {
  const { t } = useTranslation();
  const language = useLanguage();
  const now = useNow();
  const { answer: items = [], loading, error } = useActiveMenuItems();
  const { answer: closures = [] } = useClosures();
  const [offset, setOffset] = useState<WeekOffset>(0);
  const [shown, setShown] = useState<{ open: boolean; item: MenuItem | null; date: string | null }>({ open: false, item: null, date: null });

  const { filter, setFilter } = useMenuFilter();
  const [filterOpen, setFilterOpen] = useState(false);
  // Once opened, the panel stays mounted (for the closing animation, and its check boxes keep their focus ring state).
  const [filterOpened, setFilterOpened] = useState(false);
  if (filterOpen && !filterOpened) setFilterOpened(true);
  const filterPanelId = useId();
  const choices = menuFilterChoices(filter);

  const monday = menuWeekMondayAt(offset, now, schoolTimeZone);
  const days = itemsByDay(items, monday).map((day) => ({
    ...day,
    closedLabel: closedDayLabel(closures, day.date, language),
    shownItems: day.items.filter((item) => passesMenuFilter(item, filter)),
  }));
  const weekIsEmpty = days.every((day) => day.items.length === 0);

  return (
    <Paper component="section" variant="outlined" aria-labelledby="weekly-menu-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <RestaurantMenuOutlinedIcon color="primary" aria-hidden />
        <Typography id="weekly-menu-title" variant="h2" sx={{ flexGrow: 1 }}>
          {t('menu.weeklyMenu')}
        </Typography>
        <Button
          size="small"
          startIcon={<FilterListIcon />}
          aria-expanded={filterOpen}
          aria-controls={filterPanelId}
          onClick={() => setFilterOpen((open) => !open)}
        >
          {choices > 0 ? `Filter (${choices})` : 'Filter'}
        </Button>
        <Button href="/weekly-menu" size="small">
          {t('menu.fullMenu')}
        </Button>
      </Stack>

      <Collapse in={filterOpen} id={filterPanelId}>
        {filterOpen || filterOpened ? (
          <Suspense fallback={<LoadingSpinner label={t('shell.loading')} minHeight={48} />}>
            <MenuFilterPanel filter={filter} onChange={setFilter} headingComponent="h3" />
          </Suspense>
        ) : null}
      </Collapse>

      <Box sx={{ mb: 2 }}>
        <WeekNavigator monday={monday} offset={offset} onChange={setOffset} testId="weekly-menu-week" />
      </Box>

      {loading ? (
        <LoadingSpinner label={t('menu.loading')} minHeight={160} />
      ) : error ? (
        <Box role="alert" sx={{ textAlign: 'center', py: 4 }}>
          <MenuMessage title={t('menu.unable')} text={t('menu.tryLater')} />
        </Box>
      ) : weekIsEmpty ? (
        <Box sx={{ textAlign: 'center', py: 5, px: 2, bgcolor: 'action.hover', borderRadius: 2 }}>
          <MenuMessage title={t('menu.comingSoon')} text={t('menu.preparing')} titleGap={1} />
        </Box>
      ) : (
        <WeekDaysList gap={1.5}>
          {days.map((day) => (
            <Paper
              component="li"
              key={day.date}
              variant="outlined"
              aria-label={`${formatWeekday(day.date, language)}, ${formatMonthDay(day.date, language)}`}
              sx={{ p: 1.5 }}
            >
              <Typography sx={{ fontWeight: 700 }}>{formatWeekday(day.date, language)}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {formatMonthDay(day.date, language)}
              </Typography>
              {day.closedLabel ? (
                <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                  {day.closedLabel}
                </Typography>
              ) : day.items.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('menu.noMenu')}
                </Typography>
              ) : (
                <Stack spacing={1}>
                  {day.shownItems.map((item) => (
                    <Paper key={item.id} variant="outlined" sx={{ bgcolor: 'background.default' }}>
                      <CardActionArea
                        onClick={() => setShown({ open: true, item, date: day.date })}
                        aria-label={t('menu.itemDetails', { item: item.menuItem, day: formatWeekday(day.date, language) })}
                        sx={{ p: 1 }}
                      >
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {item.menuItem}
                        </Typography>
                        <Typography variant="body2" color="primary">
                          {formatCents(toCents(item.price))}
                        </Typography>
                        <DishBadges allergens={item.allergens} dietTags={item.dietTags} />
                      </CardActionArea>
                    </Paper>
                  ))}
                  <HiddenByFilter count={day.items.length - day.shownItems.length} />
                </Stack>
              )}
            </Paper>
          ))}
        </WeekDaysList>
      )}

      {shown.item ? (
        <Suspense fallback={null}>
          <DishDetailsDialog
            item={shown.item}
            date={shown.date}
            now={now}
            open={shown.open}
            onClose={() => setShown((current) => ({ ...current, open: false }))}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
}
