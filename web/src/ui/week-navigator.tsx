import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useFocusOnChange } from './use-focus-on-change.ts';

interface WeekNavigatorProps {
  /** 'Week of Nov 30 - Dec 4, 2026'. */
  header: string;
  canGoBack: boolean;
  canGoForward: boolean;
  onBack: () => void;
  onForward: () => void;
  testId?: string;
}

/** A week's header between Previous and Next (each shown only when allowed); buttons named 'Previous week' / 'Next week'. */
export function WeekNavigator({ header, canGoBack, canGoForward, onBack, onForward, testId }: WeekNavigatorProps) {
  const side = { minWidth: { xs: 48, sm: 110 }, flexShrink: 0 } as const;
  const label = { display: { xs: 'none', sm: 'inline' } } as const;
  // The pressed button may vanish (no week beyond): the focus goes to the new week's header.
  const headerRef = useFocusOnChange<HTMLParagraphElement>(header);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 40 }}>
      <Box sx={side}>
        {canGoBack ? (
          <Button startIcon={<ChevronLeftIcon />} onClick={onBack} aria-label="Previous week" sx={{ minWidth: 0 }}>
            <Box component="span" sx={label}>
              Previous
            </Box>
          </Button>
        ) : null}
      </Box>
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
      <Box sx={{ ...side, textAlign: 'right' }}>
        {canGoForward ? (
          <Button endIcon={<ChevronRightIcon />} onClick={onForward} aria-label="Next week" sx={{ minWidth: 0 }}>
            <Box component="span" sx={label}>
              Next
            </Box>
          </Button>
        ) : null}
      </Box>
    </Stack>
  );
}
