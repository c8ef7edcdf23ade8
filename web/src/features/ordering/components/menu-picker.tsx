import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { LunchSelection } from '@lunchbox/domain/cart-rules';
import { itemForDay } from '@lunchbox/domain/menu-items';
import { canViewNextWeek, canViewPreviousWeek, clampWeekOffset, menuWeekMondayAt, type WeekOffset } from '@lunchbox/domain/menu-week';
import { formatCents, toCents } from '@lunchbox/domain/money';
import { isPastDeadline } from '@lunchbox/domain/order-deadline';
import { NO_MENU_AVAILABLE } from '@lunchbox/domain/order-refusals';
import { formatMonthDay, formatWeekHeader, weekDates, weekdayName } from '@lunchbox/domain/school-dates';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { WeekNavigator } from '../../../ui/week-navigator.tsx';
import type { PickerMenuItem } from '../api/upcoming-menu-items.ts';

interface MenuPickerProps {
  items: readonly PickerMenuItem[];
  now: Date;
  /** The picked item of each date ('YYYY-MM-DD'). */
  selections: ReadonlyMap<string, LunchSelection>;
  onToggle: (date: string, item: PickerMenuItem) => void;
  onPastDeadline: (date: string) => void;
}

/**
 * The order picker (spec section 2, "My-orders, tab 'order'"): five weekday cells of one week,
 * starting on the week the menu rule shows; Previous above the starting week, Next within it.
 * Past-deadline days are red and only explain themselves; days without a menu are greyed.
 */
export function MenuPicker({ items, now, selections, onToggle, onPastDeadline }: MenuPickerProps) {
  const [offset, setOffset] = useState<WeekOffset>(0);
  const monday = menuWeekMondayAt(offset, now, schoolTimeZone);

  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <WeekNavigator
          header={formatWeekHeader(monday)}
          canGoBack={canViewPreviousWeek(offset)}
          canGoForward={canViewNextWeek(offset)}
          onBack={() => setOffset(clampWeekOffset(offset - 1))}
          onForward={() => setOffset(clampWeekOffset(offset + 1))}
          testId="picker-week"
        />
      </Box>
      <Box
        role="group"
        aria-label={`Menu for the ${formatWeekHeader(monday)}`}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' } }}
      >
        {weekDates(monday).map((date) => (
          <DayCell
            key={date}
            date={date}
            item={itemForDay(items, date)}
            pastDeadline={isPastDeadline(date, now)}
            selected={selections.has(date)}
            onToggle={onToggle}
            onPastDeadline={onPastDeadline}
          />
        ))}
      </Box>
    </Box>
  );
}

interface DayCellProps {
  date: string;
  item: PickerMenuItem | undefined;
  pastDeadline: boolean;
  selected: boolean;
  onToggle: (date: string, item: PickerMenuItem) => void;
  onPastDeadline: (date: string) => void;
}

function DayCell({ date, item, pastDeadline, selected, onToggle, onPastDeadline }: DayCellProps) {
  const dayLabel = `${weekdayName(date)}, ${formatMonthDay(date)}`;
  const heading = (
    <>
      <Typography sx={{ fontWeight: 700 }}>{weekdayName(date)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {formatMonthDay(date)}
      </Typography>
    </>
  );
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

  if (!item) {
    return (
      <Box
        aria-label={`${dayLabel}: ${NO_MENU_AVAILABLE}`}
        aria-disabled="true"
        role="note"
        sx={{ ...cellSx, borderColor: 'divider', bgcolor: 'action.disabledBackground', color: 'text.disabled' }}
      >
        {heading}
        <Typography variant="body2">{NO_MENU_AVAILABLE}</Typography>
      </Box>
    );
  }

  const price = formatCents(toCents(item.price));
  if (pastDeadline) {
    return (
      <ButtonBase
        onClick={() => onPastDeadline(date)}
        aria-label={`${dayLabel}: ${item.menuItem}, deadline passed`}
        data-state="past-deadline"
        sx={(theme) => ({ ...cellSx, borderColor: 'error.main', bgcolor: alpha(theme.palette.error.main, 0.08), color: 'error.dark' })}
      >
        {heading}
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {item.menuItem}
        </Typography>
        <Typography variant="body2" sx={{ mt: 'auto' }}>
          Deadline passed
        </Typography>
      </ButtonBase>
    );
  }

  return (
    <ButtonBase
      onClick={() => onToggle(date, item)}
      aria-pressed={selected}
      aria-label={`${dayLabel}: ${item.menuItem}, ${price}`}
      data-state={selected ? 'selected' : 'available'}
      sx={(theme) => ({
        ...cellSx,
        borderColor: selected ? 'secondary.main' : 'divider',
        bgcolor: selected ? alpha(theme.palette.secondary.main, 0.1) : 'background.paper',
        '&:hover': { borderColor: selected ? 'secondary.dark' : 'primary.light' },
        '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.primary.light}` },
      })}
    >
      <Stack direction="row" sx={{ width: '100%', justifyContent: 'space-between' }}>
        <div>{heading}</div>
        {selected ? <CheckCircleIcon color="secondary" aria-hidden /> : null}
      </Stack>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {item.menuItem}
      </Typography>
      <Typography variant="body2" color="primary" sx={{ mt: 'auto', fontWeight: 700 }}>
        {price}
      </Typography>
    </ButtonBase>
  );
}
