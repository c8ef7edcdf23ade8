import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { FeedbackForm } from './feedback-form.tsx';
import { FeedbackHistory } from './feedback-history.tsx';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../ui/page-heading.tsx';

/** /feedback (signed-in parents): 'Feedback & Support', the form and the history (parent-app.md section 2). */
export function FeedbackScreen() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageHeading title={t('feedback.title')} lead={t('feedback.lead')} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <FeedbackForm />
        <FeedbackHistory />
      </Box>
    </Container>
  );
}
