import { lazy, Suspense, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { failureMessage } from '../../../lib/server-errors.ts';
import { useConfirmation } from '../../../ui/use-confirmation.ts';
import { useToast } from '../../../ui/toast.tsx';
import { useDeleteChild, useMyChildren, type ChildProfile } from '../api/children.ts';
import { ChildCard } from './child-card.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LoadStates } from '../../../ui/load-states.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { useTranslation } from 'react-i18next';

// The form (its fields and the domain's schemas) is a chunk of its own, fetched when first opened: the dashboard shows the cards.
const ChildDialog = lazy(async () => ({ default: (await import('./child-dialog.tsx')).ChildDialog }));
// The removal's question too, fetched when first asked.
const ConfirmDialog = lazy(async () => ({ default: (await import('../../../ui/confirm-dialog.tsx')).ConfirmDialog }));

/** `child` is kept while the dialog closes, so its title does not change during the animation. */
interface DialogState {
  open: boolean;
  child: ChildProfile | null;
  /** Closed after having been open: it stays mounted for its closing animation. */
  opened?: boolean;
}

/** The home screen's "Registered Children" section. */
export function RegisteredChildren({ childActions }: { childActions?: (child: ChildProfile) => ReactNode }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { answer: children = [], loading, error, refetch } = useMyChildren();
  const [deleteChild, deleting] = useDeleteChild();
  const [dialog, setDialog] = useState<DialogState>({ open: false, child: null });

  const openAdd = () => setDialog({ open: true, child: null });

  const removal = useConfirmation(async (child: ChildProfile) => {
    try {
      await deleteChild({ id: child.id });
      toast({ title: t('children.removed'), description: t('children.removedText') });
    } catch (removeError) {
      toast({ title: t('children.removeFailed'), description: failureMessage(removeError, t('common.tryAgain')), variant: 'destructive' });
    }
  });

  // Once asked, the question stays mounted, for its closing animation.
  const [removalAsked, setRemovalAsked] = useState(false);
  if (removal.dialog.open && !removalAsked) setRemovalAsked(true);

  const empty = (
    <EmptyState
      title={t('children.noneRegistered')}
      action={
        <Button variant="outlined" startIcon={<AddIcon />} onClick={openAdd}>
          {t('children.addFirst')}
        </Button>
      }
    />
  );
  return (
    <Paper component="section" variant="outlined" aria-labelledby="registered-children-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id="registered-children-title" variant="h2">
          {t('children.registered')}
        </Typography>
        {!loading && !error ? <Chip label={t('children.count', { count: children.length })} size="small" color="primary" variant="outlined" /> : null}
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={openAdd}>
          {t('children.add')}
        </Button>
      </Stack>

      <LoadStates
        query={{ loading, error, refetch }}
        isEmpty={children.length === 0}
        texts={{ loading: t('children.loadingShort'), failure: t('children.failedShort'), empty }}
        minHeight={120}
      >
        <Box
          component="ul"
          aria-label={t('children.registeredList')}
          sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          {children.map((child) => (
            <ChildCard
              key={child.id}
              child={child}
              actions={childActions?.(child)}
              onEdit={(picked) => setDialog({ open: true, child: picked })}
              onDelete={removal.ask}
            />
          ))}
        </Box>
      </LoadStates>

      {dialog.open || dialog.opened ? (
        <Suspense fallback={<LoadingSpinner label={t('shell.loading')} minHeight={48} />}>
          <ChildDialog open={dialog.open} child={dialog.child} onClose={() => setDialog((current) => ({ ...current, open: false, opened: true }))} />
        </Suspense>
      ) : null}
      {removal.dialog.open || removalAsked ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            {...removal.dialog}
            title={t('children.removeTitle')}
            question={t('children.removeQuestion')}
            confirmLabel={t('children.remove')}
            pendingLabel={t('children.removing')}
            pending={deleting}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
}
