import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { allergenConflicts, unmetDiets } from '@lunchbox/domain/allergens';
import { allergyRefusalText, dietWarningText } from '../../../lib/need-texts.ts';
import type { LunchSelection } from '@lunchbox/domain/order-cart';
import { clampWeekOffset, menuWeekMondayAt, VIEWABLE_WEEK_OFFSETS, type WeekOffset } from '@lunchbox/domain/menu-week';
import { formatCents, toCents } from '@lunchbox/domain/money';
import { NO_MENU_AVAILABLE } from '@lunchbox/domain/order-refusals';
import { orderingDeadlineSentence } from '@lunchbox/domain/deadline-sentences';
import { dayOffer, type DayOffer, isPastDeadline } from '@lunchbox/domain/order-rules';
import { noServiceLabel, type SchoolClosure } from '@lunchbox/domain/school-closures';
import { formatMonthDay, formatWeekday, formatWeekHeader, weekDates } from '@lunchbox/domain/school-dates';
import { refusalText, useLanguage } from '../../../lib/i18n.ts';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { WeekField } from '../../../ui/date-field.tsx';
import { DishBadges } from '../../../ui/dish-badges.tsx';
import { WeekNavigator } from '../../../ui/week-navigator.tsx';
import type { PickerMenuItem } from '../api/ordering.ts';
import type { SchoolClock } from '@lunchbox/domain/school-deadline';

/** Whom the lunches are for: their allergies make a dish not orderable, their diets only warn. */
export interface PickerChild {
  name: string;
  /** The child's school: its own closed days show closed (issue 31); another school's do not. */
  schoolId?: number | null;
  allergies: readonly string[];
  diets: readonly string[];
}

interface MenuPickerProps {
  items: readonly PickerMenuItem[];
  child: PickerChild | null;
  /** Days without service in the weeks shown. */
  closures: readonly SchoolClosure[];
  now: Date;
  /** The chosen child's school: its cut-off makes a day red and is the sentence above the days (issue 31). */
  clock: SchoolClock;
  /** The picked item of each date ('YYYY-MM-DD'). */
  selections: ReadonlyMap<string, LunchSelection>;
  onToggle: (date: string, item: PickerMenuItem) => void;
  onPastDeadline: (date: string) => void;
}

/**
 * The order picker (spec section 2, "My-orders, tab 'order'"): five weekday cells of one week,
 * starting on the week the menu rule shows; Previous above the starting week, Next within it.
 * A day offering several items shows each and the parent picks one (picking another replaces it).
 * Past-deadline days are red and only explain themselves; days without a menu or closed are greyed.
 */
export function MenuPicker({ items, child, closures, now, clock, selections, onToggle, onPastDeadline }: MenuPickerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const mondays = VIEWABLE_WEEK_OFFSETS.map((viewable) => menuWeekMondayAt(viewable, now, schoolTimeZone));
  // issue 27: a reminder e-mail links to ?tab=order&week=<monday>; that week shows first when it is one of the viewable weeks.
  const [searchParams] = useSearchParams();
  const [offset, setOffset] = useState<WeekOffset>(() => clampWeekOffset(Math.max(0, mondays.indexOf(searchParams.get('week') ?? ''))));
  const monday = menuWeekMondayAt(offset, now, schoolTimeZone);

  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <WeekNavigator monday={monday} offset={offset} onChange={setOffset} testId="picker-week" />
        <Box sx={{ mt: 2, maxWidth: 280 }}>
          <WeekField label={t('picker.week')} monday={monday} mondays={mondays} onChange={(picked) => setOffset(clampWeekOffset(mondays.indexOf(picked)))} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {orderingDeadlineSentence(clock, language)}
        </Typography>
      </Box>
      <Box
        role="group"
        aria-label={t('picker.menuFor', { week: formatWeekHeader(monday, language) })}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' } }}
      >
        {weekDates(monday).map((date) => (
          <DayCell
            key={date}
            offer={dayOffer(items, closures, date, child?.schoolId)}
            child={child}
            pastDeadline={isPastDeadline(date, now, clock)}
            selectedItemId={selections.get(date)?.weeklyMenuItemId}
            onToggle={onToggle}
            onPastDeadline={onPastDeadline}
          />
        ))}
      </Box>
    </Box>
  );
}

interface DayCellProps {
  offer: DayOffer<PickerMenuItem>;
  child: PickerChild | null;
  pastDeadline: boolean;
  selectedItemId: number | undefined;
  onToggle: (date: string, item: PickerMenuItem) => void;
  onPastDeadline: (date: string) => void;
}

const cellSx = {
  p: 1.5,
  borderRadius: 2,
  border: 2,
  minHeight: 128,
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  textAlign: 'left',
  gap: 0.5,
} as const;

function DayCell({ offer, child, pastDeadline, selectedItemId, onToggle, onPastDeadline }: DayCellProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { date } = offer;
  const dayLabel = `${formatWeekday(date, language)}, ${formatMonthDay(date, language)}`;
  const heading = (
    <>
      <Typography sx={{ fontWeight: 700 }}>{formatWeekday(date, language)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {formatMonthDay(date, language)}
      </Typography>
    </>
  );

  if (offer.kind !== 'open') {
    const text =
      offer.kind === 'closed'
        ? offer.reason
          ? t('picker.noServiceReason', { reason: offer.reason })
          : refusalText(noServiceLabel(null))
        : refusalText(NO_MENU_AVAILABLE);
    return (
      <Box
        aria-label={`${dayLabel}: ${text}`}
        aria-disabled="true"
        role="note"
        data-state={offer.kind}
        sx={{ ...cellSx, borderColor: 'divider', bgcolor: 'action.disabledBackground', color: 'text.disabled' }}
      >
        {heading}
        <Typography variant="body2">{text}</Typography>
      </Box>
    );
  }

  if (pastDeadline) {
    return (
      <Box sx={(theme) => ({ ...cellSx, borderColor: 'error.main', bgcolor: alpha(theme.palette.error.main, 0.08), color: 'error.dark' })}>
        {heading}
        {offer.items.map((item) => (
          <ButtonBase
            key={item.id}
            onClick={() => onPastDeadline(date)}
            aria-label={t('picker.itemPastDeadline', { day: dayLabel, item: item.menuItem })}
            data-state="past-deadline"
            sx={{ fontWeight: 600, textAlign: 'left', justifyContent: 'flex-start', width: '100%' }}
          >
            {item.menuItem}
          </ButtonBase>
        ))}
        <Typography variant="body2" sx={{ mt: 'auto' }}>
          {t('picker.deadlinePassed')}
        </Typography>
      </Box>
    );
  }

  const daySelected = offer.items.some((item) => item.id === selectedItemId);
  return (
    <Box
      sx={(theme) => ({
        ...cellSx,
        borderColor: daySelected ? 'secondary.main' : 'divider',
        bgcolor: daySelected ? alpha(theme.palette.secondary.main, 0.06) : 'background.paper',
      })}
    >
      {heading}
      <Stack spacing={0.75} sx={{ width: '100%', mt: 0.5 }}>
        {offer.items.map((item) => {
          const conflicts = child ? allergenConflicts(child.allergies, item.allergens) : [];
          if (child && conflicts.length > 0) {
            return <BlockedChoice key={item.id} item={item} dayLabel={dayLabel} reason={allergyRefusalText(child.name, item.menuItem, conflicts)} />;
          }
          const unmet = child ? unmetDiets(child.diets, item.dietTags) : [];
          const warning = child && unmet.length > 0 ? dietWarningText(child.name, item.menuItem, unmet) : null;
          return (
            <ItemChoice
              key={item.id}
              item={item}
              dayLabel={dayLabel}
              warning={warning}
              selected={item.id === selectedItemId}
              onClick={() => onToggle(date, item)}
            />
          );
        })}
      </Stack>
    </Box>
  );
}

/** A dish with one of the child's allergies: shown, with its reason, but not a button (ordering refuses it too). */
function BlockedChoice({ item, dayLabel, reason }: { item: PickerMenuItem; dayLabel: string; reason: string }) {
  const { t } = useTranslation();
  return (
    <Box
      role="note"
      aria-label={t('picker.notOrderable', { day: dayLabel, item: item.menuItem, reason })}
      data-state="allergen"
      sx={{ p: 1, borderRadius: 1.5, border: 2, borderStyle: 'dashed', borderColor: 'error.main', width: '100%', bgcolor: 'background.paper' }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, textDecoration: 'line-through' }}>
        {item.menuItem}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start', color: 'error.dark', mt: 0.5 }}>
        <BlockIcon fontSize="small" aria-hidden />
        <Typography variant="body2">Not orderable: {reason}</Typography>
      </Stack>
    </Box>
  );
}

interface ItemChoiceProps {
  item: PickerMenuItem;
  dayLabel: string;
  /** A diet the child keeps that the dish is not marked with: said, never refused. */
  warning: string | null;
  selected: boolean;
  onClick: () => void;
}

function ItemChoice({ item, dayLabel, warning, selected, onClick }: ItemChoiceProps) {
  const language = useLanguage();
  const price = formatCents(toCents(item.price), language);
  return (
    <ButtonBase
      onClick={onClick}
      aria-pressed={selected}
      aria-label={`${dayLabel}: ${item.menuItem}, ${price}${warning ? `. ${warning}` : ''}`}
      data-state={selected ? 'selected' : 'available'}
      sx={(theme) => ({
        p: 1,
        borderRadius: 1.5,
        border: 2,
        width: '100%',
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'flex-start',
        textAlign: 'left',
        gap: 1,
        borderColor: selected ? 'secondary.main' : 'divider',
        bgcolor: selected ? alpha(theme.palette.secondary.main, 0.12) : 'background.paper',
        '&:hover': { borderColor: selected ? 'secondary.dark' : 'primary.light' },
        '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.primary.light}` },
      })}
    >
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {item.menuItem}
        </Typography>
        <Typography variant="body2" color="primary" sx={{ fontWeight: 700 }}>
          {price}
        </Typography>
        <DishBadges allergens={item.allergens} dietTags={item.dietTags} />
        {warning ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {warning}
          </Typography>
        ) : null}
      </Box>
      {selected ? <CheckCircleIcon color="secondary" aria-hidden fontSize="small" /> : null}
    </ButtonBase>
  );
}
