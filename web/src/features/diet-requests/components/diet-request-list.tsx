import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatInstantDate, formatLongDate } from '@lunchbox/domain/school-dates';
import { needName, useLanguage } from '../../../lib/i18n.ts';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { LoadStates } from '../../../ui/load-states.tsx';
import { dietDocumentUrl, useChildDietRequests } from '../api/child-diet-requests.ts';
import { DietRequestStatusChip } from './diet-request-status-chip.tsx';

/** A child's diet requests with the state of each: what was asked, when, and the school's answer. */
export function DietRequestList({ childId }: { childId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const requests = useChildDietRequests(childId);
  const list = requests.answer ?? [];
  return (
    <LoadStates
      query={requests}
      isEmpty={list.length === 0}
      texts={{ loading: t('children.dietRequests.loading'), failure: t('children.dietRequests.loadFailed'), empty: t('children.dietRequests.none') }}
      minHeight={80}
    >
      <Stack component="ul" spacing={1} aria-label={t('children.dietRequests.listTitle')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {list.map((request) => (
          <Paper key={request.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <Typography sx={{ fontWeight: 600 }}>{request.restrictions.map((name) => needName(name)).join(', ')}</Typography>
              <DietRequestStatusChip status={request.status} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('children.dietRequests.submittedOn', { date: formatInstantDate(request.createdAt, schoolTimeZone, language) })}
            </Typography>
            {request.validUntil ? (
              <Typography variant="body2">{t('children.dietRequests.validUntil', { date: formatLongDate(request.validUntil, language) })}</Typography>
            ) : null}
            {request.reason ? <Typography variant="body2">{t('children.dietRequests.reason', { reason: request.reason })}</Typography> : null}
            <Link href={dietDocumentUrl(childId, request.id)} download={request.documentName} variant="body2">
              {t('children.dietRequests.openDocument')}: {request.documentName}
            </Link>
          </Paper>
        ))}
      </Stack>
    </LoadStates>
  );
}
