import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { ConfirmDialog, useConfirmation } from '../../../ui/confirm-dialog.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useDeleteChild, useMyChildren, type ChildProfile } from '../api/children.ts';
import { AddChildForm } from './add-child-form.tsx';
import { ChildCard } from './child-card.tsx';
import { LoadStates } from '../../../ui/load-states.tsx';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '../../../ui/section-panel.tsx';

/** The profile screen's child profiles: the list, deletion with confirmation, and the add form. */
export function ChildProfilesPanel({ childActions }: { childActions?: (child: ChildProfile) => ReactNode }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { answer: children = [], loading, error, refetch } = useMyChildren();
  const [deleteChild, deleting] = useDeleteChild();
  const deletion = useConfirmation(async (child: ChildProfile) => {
    try {
      await deleteChild({ id: child.id });
      toast({ title: t('children.deleted'), description: t('children.deletedText', { name: child.name }) });
    } catch {
      toast({ title: t('children.deleteFailed'), description: t('children.deleteFailedText'), variant: 'destructive' });
    }
  });

  return (
    <SectionPanel title={t('children.title')}>
      <LoadStates
        query={{ loading, error, refetch }}
        isEmpty={children.length === 0}
        texts={{ loading: t('children.loading'), failure: t('children.failed'), empty: t('children.none') }}
        minHeight={120}
      >
        <Box component="ul" aria-label={t('children.title')} sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
          {children.map((child) => (
            <ChildCard key={child.id} child={child} actions={childActions?.(child)} onDelete={deletion.ask} showLunchPreferences />
          ))}
        </Box>
      </LoadStates>
      <Divider sx={{ my: 3 }} />
      <AddChildForm />
      <ConfirmDialog
        {...deletion.dialog}
        title={t('children.deleteTitle')}
        question={t('children.deleteQuestion')}
        confirmLabel={t('children.delete')}
        pendingLabel={t('children.deleting')}
        pending={deleting}
      />
    </SectionPanel>
  );
}
