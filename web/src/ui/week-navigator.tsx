import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { canViewNextWeek, canViewPreviousWeek, clampWeekOffset, type WeekOffset } from '@lunchbox/domain/menu-week';
import { formatWeekHeader } from '@lunchbox/domain/school-dates';
import { useFocusOnChange } from './use-focus-on-change.ts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/i18n.ts';

interface WeekNavigatorProps {
  /** The shown week's Monday, 'YYYY-MM-DD'. */
  monday: string;
  /** Which of the viewable menu weeks is shown (the menu-week rule says which exist). */
  offset: WeekOffset;
  onChange: (offset: WeekOffset) => void;
  testId?: string;
}

/** A menu week's header between Previous and Next (each shown only when the menu-week rule allows); buttons named 'Previous week' / 'Next week'. */
export function WeekNavigator({ monday, offset, onChange, testId }: WeekNavigatorProps) {
  const language = useLanguage();
  const header = formatWeekHeader(monday, language);
  // The pressed button may vanish (no week beyond): the focus goes to the new week's header.
  const headerRef = useFocusOnChange<HTMLParagraphElement>(header);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 40 }}>
      <StepButton direction="previous" shown={canViewPreviousWeek(offset)} onClick={() => onChange(clampWeekOffset(offset - 1))} />
      <Typography
        ref={headerRef}
        tabIndex={-1}
        variant="h3"
        component="p"
        aria-live="polite"
        data-testid={testId}
        sx={{ textAlign: 'center', fontSize: { xs: '1rem', sm: '1.2rem' } }}
      >
        {header}
      </Typography>
      <StepButton direction="next" shown={canViewNextWeek(offset)} onClick={() => onChange(clampWeekOffset(offset + 1))} />
    </Stack>
  );
}

/** Previous or Next; its place stays taken when hidden so the header does not move. The label hides on phones. */
function StepButton({ direction, shown, onClick }: { direction: 'previous' | 'next'; shown: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  const previous = direction === 'previous';
  return (
    <Box sx={{ minWidth: { xs: 48, sm: 110 }, flexShrink: 0, textAlign: previous ? 'left' : 'right' }}>
      {shown ? (
        <Button
          startIcon={previous ? <ChevronLeftIcon /> : undefined}
          endIcon={previous ? undefined : <ChevronRightIcon />}
          onClick={onClick}
          aria-label={previous ? t('week.previousLabel') : t('week.nextLabel')}
          sx={{ minWidth: 0 }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {previous ? t('week.previous') : t('week.next')}
          </Box>
        </Button>
      ) : null}
    </Box>
  );
}
