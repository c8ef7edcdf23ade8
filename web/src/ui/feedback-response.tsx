import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatInstantDate } from '@lunchbox/domain/school-dates';
import { schoolTimeZone } from '../lib/school-clock.ts';
import { useLanguage } from '../lib/i18n.ts';

/** An administrator's answer to a feedback entry, with its date: shown to the parent and in the admin list. */
export function FeedbackResponse({
  title,
  response,
  responseDate,
  marginTop,
}: {
  title: string;
  response: string;
  responseDate: string | null | undefined;
  marginTop: number;
}) {
  const language = useLanguage();
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ mt: marginTop, p: 1.5, borderLeft: 4, borderColor: 'primary.main', bgcolor: 'action.hover', borderRadius: 1 }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {responseDate ? (
          <Typography variant="body2" color="text.secondary">
            {formatInstantDate(responseDate, schoolTimeZone, language)}
          </Typography>
        ) : null}
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {response}
      </Typography>
    </Box>
  );
}
