import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FeedbackForm } from './feedback-form.tsx';
import { FeedbackHistory } from './feedback-history.tsx';
import { useTranslation } from 'react-i18next';

/** /feedback (signed-in parents): 'Feedback & Support', the form and the history (parent-app.md section 2). */
export function FeedbackScreen() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('feedback.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
        {t('feedback.lead')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <FeedbackForm />
        <FeedbackHistory />
      </Box>
    </Container>
  );
}
