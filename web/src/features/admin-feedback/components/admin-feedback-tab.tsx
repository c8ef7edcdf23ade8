import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import { formatInstantDate } from '@lunchbox/domain/school-dates';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { useAdminFeedback, type AdminFeedback } from '../api/admin-feedback.ts';
import { ResponseDialog } from './response-dialog.tsx';
import { FeedbackResponse } from '../../../ui/feedback-response.tsx';
import { FeedbackText } from '../../../ui/feedback-text.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LoadStates } from '../../../ui/load-states.tsx';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';

const STATUS_COLORS: Record<string, ChipProps['color']> = { pending: 'warning', reviewed: 'info', resolved: 'success' };

function FeedbackCard({ entry, onRespond }: { entry: AdminFeedback; onRespond: (entry: AdminFeedback) => void }) {
  const { t, i18n } = useTranslation();
  const known = (key: string) => (i18n.exists(key) ? t(key) : null);
  return (
    <Paper component="li" variant="outlined" aria-label={t('admin.feedback.entryLabel', { id: entry.id, name: entry.userName })} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
        <Chip size="small" variant="outlined" label={known(`admin.feedback.category.${entry.category}`) ?? entry.category} />
        <Rating value={entry.rating} precision={0.5} readOnly size="small" getLabelText={(value) => t('admin.feedback.rated', { value })} />
        <Chip
          size="small"
          color={STATUS_COLORS[entry.status] ?? 'default'}
          label={known(`admin.feedback.status.${entry.status}`) ?? entry.status}
          sx={{ textTransform: 'capitalize' }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button size="small" variant={entry.adminResponse ? 'outlined' : 'contained'} startIcon={<ChatBubbleOutlineIcon />} onClick={() => onRespond(entry)}>
          {entry.adminResponse ? t('admin.feedback.update') : t('admin.feedback.add')}
        </Button>
      </Stack>
      <FeedbackText subject={entry.subject} date={entry.date} message={entry.message} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('admin.feedback.from', { name: entry.userName, date: formatInstantDate(entry.createdAt, schoolTimeZone, currentLanguage(i18n)) })}
      </Typography>
      {entry.adminResponse ? (
        <FeedbackResponse title={t('admin.feedback.adminResponse')} response={entry.adminResponse} responseDate={entry.responseDate} marginTop={1.5} />
      ) : null}
    </Paper>
  );
}

interface DialogState {
  open: boolean;
  entry: AdminFeedback | null;
}

/** The admin dashboard's Feedback tab (admin-area.md "Feedback (admin)"): the list with its count, and responses. */
export function AdminFeedbackTab() {
  const { answer: feedback = [], loading, error, refetch } = useAdminFeedback();
  const [dialog, setDialog] = useState<DialogState>({ open: false, entry: null });
  const { t } = useTranslation();
  const empty = (
    <EmptyState icon={<ChatBubbleOutlineIcon sx={{ fontSize: 48 }} aria-hidden />} title={t('admin.feedback.none')} text={t('admin.feedback.noneText')} />
  );

  return (
    <Box component="section" aria-labelledby="admin-feedback-title">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
        <Typography id="admin-feedback-title" variant="h2" component="h2">
          {t('admin.feedback.title')}
        </Typography>
        {!loading && !error ? <Chip color="primary" label={feedback.length} aria-label={t('admin.feedback.count', { count: feedback.length })} /> : null}
      </Stack>
      <LoadStates
        query={{ loading, error, refetch }}
        isEmpty={feedback.length === 0}
        texts={{ loading: t('admin.feedback.loading'), failure: t('admin.feedback.fetchFailed'), empty }}
      >
        <Box component="ul" aria-label={t('admin.tabs.feedback')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {feedback.map((entry) => (
            <FeedbackCard key={entry.id} entry={entry} onRespond={(picked) => setDialog({ open: true, entry: picked })} />
          ))}
        </Box>
      </LoadStates>
      <ResponseDialog open={dialog.open} entry={dialog.entry} onClose={() => setDialog((current) => ({ ...current, open: false }))} />
    </Box>
  );
}
