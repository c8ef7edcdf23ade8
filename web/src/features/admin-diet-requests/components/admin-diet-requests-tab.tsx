import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DIET_REQUEST_STATUSES, type DietRequestStatus } from '@lunchbox/domain/diet-request-schemas';
import { formatInstantDateTime, formatLongDate } from '@lunchbox/domain/school-dates';
import { needName, useLanguage } from '../../../lib/i18n.ts';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { failureMessage } from '../../../lib/server-errors.ts';
import { ConfirmDialog, useConfirmation } from '../../../ui/confirm-dialog.tsx';
import { LoadStates } from '../../../ui/load-states.tsx';
import { TabTitle } from '../../../ui/tab-title.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { adminDietDocumentUrl, useAdminDietRequests, useDecideDietRequest, type AdminDietRequest } from '../api/admin-diet-requests.ts';

type Decision = { request: AdminDietRequest; status: 'approved'; validUntil: string } | { request: AdminDietRequest; status: 'rejected'; reason: string };

/** One pending request's decision fields: the date an approval holds until, or the reason for a rejection. */
function DecisionFields({ request, disabled, onDecide }: { request: AdminDietRequest; disabled: boolean; onDecide: (decision: Decision) => void }) {
  const { t } = useTranslation();
  const [validUntil, setValidUntil] = useState('');
  const [reason, setReason] = useState('');
  return (
    <Stack spacing={1} sx={{ minWidth: 220 }}>
      <TextField
        type="date"
        size="small"
        label={t('admin.dietRequests.validUntil')}
        value={validUntil}
        onChange={(event) => setValidUntil(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button variant="contained" color="success" disabled={disabled || !validUntil} onClick={() => onDecide({ request, status: 'approved', validUntil })}>
        {t('admin.dietRequests.approve')}
      </Button>
      <TextField size="small" label={t('admin.dietRequests.reason')} value={reason} onChange={(event) => setReason(event.target.value)} />
      <Button variant="outlined" color="error" disabled={disabled || !reason.trim()} onClick={() => onDecide({ request, status: 'rejected', reason })}>
        {t('admin.dietRequests.reject')}
      </Button>
    </Stack>
  );
}

/**
 * The Diet requests tab (issue 32): parents' requests by status, each with its document to open;
 * a pending one is approved until a date or rejected with a reason, after a confirmation, since
 * the parent is e-mailed at once and the kitchen's labels change.
 */
export function AdminDietRequestsTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const [status, setStatus] = useState<DietRequestStatus>('pending');
  const requests = useAdminDietRequests(status);
  const list = requests.answer ?? [];
  const [decide, deciding] = useDecideDietRequest();

  const confirmDecision = useConfirmation(async (decision: Decision) => {
    try {
      const input = decision.status === 'approved' ? { status: 'approved', validUntil: decision.validUntil } : { status: 'rejected', reason: decision.reason };
      await decide({ id: decision.request.id, input });
      toast({ title: t('admin.dietRequests.decided'), description: t('admin.dietRequests.decidedText', { child: decision.request.childName ?? '' }) });
    } catch (failure) {
      toast({ title: t('admin.dietRequests.decideFailed'), description: failureMessage(failure, t('admin.tryAgain')), variant: 'destructive' });
    }
  });
  const asked = confirmDecision.subject;
  const child = asked?.request.childName ?? '';

  return (
    <Box>
      <TabTitle>{t('admin.dietRequests.title')}</TabTitle>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={status}
        onChange={(_event, value: DietRequestStatus | null) => value && setStatus(value)}
        aria-label={t('admin.dietRequests.status')}
        sx={{ mb: 2 }}
      >
        {DIET_REQUEST_STATUSES.map((value) => (
          <ToggleButton key={value} value={value}>
            {t(`children.dietRequests.status.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LoadStates
        query={requests}
        isEmpty={list.length === 0}
        texts={{ loading: t('admin.dietRequests.loading'), failure: t('admin.dietRequests.loadFailed'), empty: t('admin.dietRequests.none') }}
        minHeight={160}
      >
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list.map((request) => (
            <Paper
              key={request.id}
              component="li"
              variant="outlined"
              aria-label={t('admin.dietRequests.itemLabel', { child: request.childName ?? '' })}
              sx={{ p: 2 }}
            >
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
                <Box>
                  <Typography variant="h3" component="p">
                    {request.childName} · {request.restrictions.map((name) => needName(name)).join(', ')}
                  </Typography>
                  <Typography color="text.secondary">
                    {t('admin.dietRequests.from', { parent: request.parentName ?? '', school: request.school ?? '' })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatInstantDateTime(request.createdAt, schoolTimeZone, language)}
                  </Typography>
                  {request.note ? <Typography variant="body2">{request.note}</Typography> : null}
                  {request.validUntil ? (
                    <Typography variant="body2">{t('children.dietRequests.validUntil', { date: formatLongDate(request.validUntil, language) })}</Typography>
                  ) : null}
                  {request.reason ? <Typography variant="body2">{t('children.dietRequests.reason', { reason: request.reason })}</Typography> : null}
                  <Link href={adminDietDocumentUrl(request.id)} download={request.documentName} variant="body2">
                    {t('admin.dietRequests.openDocument')}: {request.documentName}
                  </Link>
                </Box>
                {request.status === 'pending' ? <DecisionFields request={request} disabled={deciding} onDecide={confirmDecision.ask} /> : null}
              </Stack>
            </Paper>
          ))}
        </Stack>
      </LoadStates>
      <ConfirmDialog
        {...confirmDecision.dialog}
        title={asked ? t(asked.status === 'approved' ? 'admin.dietRequests.confirmApproveTitle' : 'admin.dietRequests.confirmRejectTitle', { child }) : ''}
        question={
          asked
            ? asked.status === 'approved'
              ? t('admin.dietRequests.confirmApproveQuestion', { child, date: formatLongDate(asked.validUntil, language) })
              : t('admin.dietRequests.confirmRejectQuestion')
            : ''
        }
        confirmLabel={asked?.status === 'rejected' ? t('admin.dietRequests.reject') : t('admin.dietRequests.approve')}
        confirmColor={asked?.status === 'rejected' ? 'error' : 'primary'}
        pendingLabel={t('admin.saving')}
        pending={deciding}
      />
    </Box>
  );
}
