import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatInstantDate } from '@lunchbox/domain/school-dates';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { useMyFeedback, type MyFeedback } from '../api/feedback.ts';
import { categoryLabel } from './feedback-category.ts';
import { FeedbackResponse } from '../../../ui/feedback-response.tsx';
import { FeedbackText } from '../../../ui/feedback-text.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LoadStates } from '../../../ui/load-states.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';
import { SectionPanel } from '../../../ui/section-panel.tsx';

function FeedbackEntry({ entry }: { entry: MyFeedback }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Paper component="li" variant="outlined" aria-label={t('feedback.entry', { id: entry.id })} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
        <Chip size="small" color={entry.category === 'specific' ? 'secondary' : 'primary'} label={categoryLabel(t, entry.category)} />
        <Rating value={entry.rating} precision={0.5} readOnly size="small" getLabelText={(value) => t('feedback.rated', { value })} />
        <Box sx={{ flexGrow: 1 }} />
        <Typography variant="body2" color="text.secondary">
          #{entry.id}
        </Typography>
      </Stack>
      <FeedbackText subject={entry.subject} date={entry.date} message={entry.message} />
      {entry.adminResponse ? (
        <FeedbackResponse title={t('feedback.response')} response={entry.adminResponse} responseDate={entry.responseDate} marginTop={2} />
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('feedback.submitted', { date: formatInstantDate(entry.createdAt, schoolTimeZone, language) })}
      </Typography>
    </Paper>
  );
}

/** 'Your Feedback History' (parent-app.md section 2): loading, 'No feedback yet', or the count and the entries. */
export function FeedbackHistory() {
  const { t } = useTranslation();
  const { answer: feedback = [], loading, error, refetch } = useMyFeedback();
  return (
    <SectionPanel title={t('feedback.history')}>
      <LoadStates
        query={{ loading, error, refetch }}
        isEmpty={feedback.length === 0}
        texts={{ loading: t('feedback.loading'), failure: t('feedback.failed'), empty: <EmptyState title={t('feedback.none')} /> }}
        minHeight={160}
      >
        <>
          <Typography sx={{ fontWeight: 600, mb: 2 }}>{t('feedback.count', { count: feedback.length })}</Typography>
          <Box component="ul" aria-label={t('feedback.yours')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {feedback.map((entry) => (
              <FeedbackEntry key={entry.id} entry={entry} />
            ))}
          </Box>
        </>
      </LoadStates>
    </SectionPanel>
  );
}
