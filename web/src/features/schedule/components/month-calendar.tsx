import { memo, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { addDays, formatLongDate, INTL_LOCALES, mondayOf } from '@lunchbox/domain/school-dates';
import type { LanguageCode } from '@lunchbox/domain/i18n/languages';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';

/** The catalogue keys of the weekday headers, Monday first. */
const DAY_HEADERS = ['dayMon', 'dayTue', 'dayWed', 'dayThu', 'dayFri', 'daySat', 'daySun'] as const;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'YYYY-MM' of the month shown, moved by whole months. */
export function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

function monthTitle(month: string, language: LanguageCode): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  if (language !== 'en')
    return new Intl.DateTimeFormat(INTL_LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, monthNumber - 1, 15));
  return `${MONTHS[monthNumber - 1]} ${year}`;
}

function daysInMonth(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

/** The same day of another month, or its last day when that month is shorter (31 January → 28 February). */
function sameDayInMonth(date: string, by: number): string {
  const month = shiftMonth(date.slice(0, 7), by);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** Where the keyboard lands in a month: the chosen date, else today, else the 1st. */
function restingDate(month: string, selected: string | null, today: string): string {
  if (selected?.startsWith(month)) return selected;
  if (today.startsWith(month)) return today;
  return `${month}-01`;
}

/**
 * The WAI-ARIA grid keys (as in its date picker example): arrows by day and week, Home/End to the
 * week's first and last day, Page Up/Down by month. Enter and Space choose the day (the button's own click).
 */
function dateAfterKey(date: string, key: string): string | null {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekday);
    case 'End':
      return addDays(date, 6 - weekday);
    case 'PageUp':
      return sameDayInMonth(date, -1);
    case 'PageDown':
      return sameDayInMonth(date, 1);
    default:
      return null;
  }
}

/**
 * The days' looks, once for the whole grid and chosen by each day's attributes: a style of each
 * of the 42 days' own (MUI's sx) was worked out again for every day at every drawing of the month.
 * Later rules win: a day with lunches over a plain one, hover over both, the chosen day over all.
 */
const GRID_STYLES: SxProps<Theme> = (theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, 1fr)',
  gap: 0.5,
  '& [data-date]': {
    width: '100%',
    aspectRatio: '1 / 1',
    maxHeight: 56,
    borderRadius: 2,
    flexDirection: 'column',
    fontWeight: 400,
    color: 'text.primary',
    bgcolor: 'transparent',
    border: 0,
    borderColor: 'primary.main',
  },
  '& [data-date][data-outside]': { color: 'text.secondary' },
  '& [data-date][data-has-orders]': { fontWeight: 700, bgcolor: alpha(theme.palette.secondary.main, 0.18) },
  '& [data-date][data-today]': { fontWeight: 700, border: 2, borderColor: 'primary.main' },
  '& [data-date]:hover': { bgcolor: alpha(theme.palette.primary.main, 0.08) },
  '& [data-date][aria-pressed="true"]': { color: 'primary.contrastText', bgcolor: 'primary.main' },
  '& [data-date][aria-pressed="true"]:hover': { bgcolor: 'primary.dark' },
  // ButtonBase shows no focus of its own: a keyboard user must see which day the arrows reached.
  '& [data-date].Mui-focusVisible': { outline: `3px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  '& [data-dot]': { width: 6, height: 6, borderRadius: '50%', bgcolor: 'secondary.main', mt: 0.25 },
  '& [aria-pressed="true"] [data-dot]': { bgcolor: 'primary.contrastText' },
});

/** The six Monday-first weeks that cover the month. */
function monthGrid(month: string): string[] {
  const start = mondayOf(`${month}-01`);
  return Array.from({ length: 42 }, (_unused, index) => addDays(start, index));
}

interface MonthCalendarProps {
  /** 'YYYY-MM'. */
  month: string;
  onMonthChange: (month: string) => void;
  today: string;
  selected: string | null;
  onSelect: (date: string) => void;
  /** Lunch count per date ('YYYY-MM-DD'); dates with orders are highlighted. */
  counts: ReadonlyMap<string, number>;
}

/**
 * A month of days, Monday first, with previous/next month controls. One day at a time is in the
 * tab order (a roving tabindex): Tab enters the grid once, the arrow keys move within it and past
 * its edges into the next or previous month. Memoised: its 42 days are not drawn again when the
 * screen renders for something else (the closed days arriving, the clock's minute).
 */
export const MonthCalendar = memo(function MonthCalendar({ month, onMonthChange, today, selected, onSelect, counts }: MonthCalendarProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = monthTitle(month, language);
  const [keyboardDate, setKeyboardDate] = useState<string | null>(null);
  const active = keyboardDate?.startsWith(month) ? keyboardDate : restingDate(month, selected, today);
  const grid = useRef<HTMLDivElement>(null);
  // Set by a key press only: a click or a month button leaves the focus where the person put it.
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${active}"]`)?.focus();
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = dateAfterKey(active, event.key);
    if (!target) return;
    event.preventDefault();
    moveFocus.current = true;
    setKeyboardDate(target);
    if (!target.startsWith(month)) onMonthChange(target.slice(0, 7));
  };
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton onClick={() => onMonthChange(shiftMonth(month, -1))} aria-label={t('schedule.previousMonth')}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="h3" component="h2" aria-live="polite">
          {title}
        </Typography>
        <IconButton onClick={() => onMonthChange(shiftMonth(month, 1))} aria-label={t('schedule.nextMonth')}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box ref={grid} role="grid" aria-label={title} onKeyDown={onKeyDown} sx={GRID_STYLES}>
        <Box role="row" sx={{ display: 'contents' }}>
          {DAY_HEADERS.map((day) => (
            <Typography key={day} role="columnheader" variant="caption" color="text.secondary" sx={{ textAlign: 'center', fontWeight: 600, py: 0.5 }}>
              {t(`schedule.${day}`)}
            </Typography>
          ))}
        </Box>
        {chunk(monthGrid(month), 7).map((week) => (
          <div role="row" key={week[0]} style={{ display: 'contents' }}>
            {week.map((date) => {
              const count = counts.get(date) ?? 0;
              const isSelected = date === selected;
              return (
                <div role="gridcell" key={date} aria-selected={isSelected}>
                  <ButtonBase
                    onClick={() => {
                      setKeyboardDate(date);
                      onSelect(date);
                    }}
                    tabIndex={date === active ? 0 : -1}
                    data-date={date}
                    aria-label={count > 0 ? t('schedule.dayWithOrders', { date: formatLongDate(date, language), count }) : formatLongDate(date, language)}
                    aria-pressed={isSelected}
                    data-has-orders={count > 0 ? 'true' : undefined}
                    data-today={date === today ? 'true' : undefined}
                    data-outside={date.startsWith(month) ? undefined : 'true'}
                  >
                    {Number(date.slice(8, 10))}
                    {count > 0 ? <span aria-hidden data-dot /> : null}
                  </ButtonBase>
                </div>
              );
            })}
          </div>
        ))}
      </Box>
    </Box>
  );
});

function chunk<T>(values: T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let index = 0; index < values.length; index += size) rows.push(values.slice(index, index + size));
  return rows;
}
