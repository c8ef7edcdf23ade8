import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCommunicationForm } from '../hooks/use-communication-form.ts';
import { CommunicationsForm } from './communications-form.tsx';
import { NotificationHistoryList } from './notification-history-list.tsx';
import { QuickTemplates } from './quick-templates.tsx';
import { useTranslation } from 'react-i18next';

/** The admin dashboard's Communications tab (admin-area.md "Communications"): the form, quick templates and the history. */
export function AdminCommunicationsTab() {
  const form = useCommunicationForm();
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="communications-title">
      <Typography id="communications-title" variant="h2" component="h2" sx={{ mb: 0.5 }}>
        {t('admin.communications.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('admin.communications.intro')}
      </Typography>
      <Stack spacing={3}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
          <CommunicationsForm form={form} />
          <QuickTemplates form={form} />
        </Box>
        <NotificationHistoryList />
      </Stack>
    </Box>
  );
}
