import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';

// The dialog (with the domain's schema) is a chunk of its own: the cards are on the first screen, the dialog rarely opened.
const StandingOrderDialog = lazy(async () => ({ default: (await import('./standing-order-dialog.tsx')).StandingOrderDialog }));

/** The child card's "Every week" button and its dialog, which loads only once opened. */
export function EveryWeekButton({ child }: { child: { id: number; name: string } }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<EventRepeatOutlinedIcon />}
        aria-haspopup="dialog"
        aria-label={t('neverMissScreens.standing.buttonFor', { name: child.name })}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start', mt: 1 }}
      >
        {t('neverMissScreens.standing.button')}
      </Button>
      {open ? (
        <Suspense fallback={<LoadingSpinner label={t('neverMissScreens.standing.loading')} minHeight={48} />}>
          <StandingOrderDialog child={child} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
