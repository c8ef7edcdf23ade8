import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatInstantDate } from '@lunchbox/domain/school-dates';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { useMyFeedback, type MyFeedback } from '../api/my-feedback.ts';
import { categoryLabel } from './feedback-category.ts';
import { FeedbackResponse } from '../../../ui/feedback-response.tsx';
import { FeedbackText } from '../../../ui/feedback-text.tsx';
import { LoadStates } from '../../../ui/load-states.tsx';

function FeedbackEntry({ entry }: { entry: MyFeedback }) {
  return (
    <Paper component="li" variant="outlined" aria-label={`Feedback #${entry.id}`} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
        <Chip size="small" color={entry.category === 'specific' ? 'secondary' : 'primary'} label={categoryLabel(entry.category)} />
        <Rating value={entry.rating} precision={0.5} readOnly size="small" getLabelText={(value) => `Rated ${value} out of 5 stars`} />
        <Box sx={{ flexGrow: 1 }} />
        <Typography variant="body2" color="text.secondary">
          #{entry.id}
        </Typography>
      </Stack>
      <FeedbackText subject={entry.subject} date={entry.date} message={entry.message} />
      {entry.adminResponse ? (
        <FeedbackResponse title="Response from Admin" response={entry.adminResponse} responseDate={entry.responseDate} marginTop={2} />
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        Submitted: {formatInstantDate(entry.createdAt, schoolTimeZone)}
      </Typography>
    </Paper>
  );
}

/** 'Your Feedback History' (parent-app.md section 2): loading, 'No feedback yet', or the count and the entries. */
export function FeedbackHistory() {
  const { answer: feedback = [], loading, error, refetch } = useMyFeedback();
  return (
    <Paper component="section" variant="outlined" aria-labelledby="feedback-history-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="feedback-history-title" variant="h2" sx={{ mb: 2 }}>
        Your Feedback History
      </Typography>
      <LoadStates
        query={{ loading, error, refetch }}
        loadingLabel="Loading your feedback"
        minHeight={160}
        failure="Failed to fetch feedback"
        isEmpty={feedback.length === 0}
        empty={
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            No feedback yet
          </Typography>
        }
      >
        <>
          <Typography sx={{ fontWeight: 600, mb: 2 }}>{feedback.length} Feedback(s) Submitted</Typography>
          <Box component="ul" aria-label="Your feedback" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {feedback.map((entry) => (
              <FeedbackEntry key={entry.id} entry={entry} />
            ))}
          </Box>
        </>
      </LoadStates>
    </Paper>
  );
}
