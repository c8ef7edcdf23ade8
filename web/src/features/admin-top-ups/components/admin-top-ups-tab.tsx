import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatCents, toCents } from '@lunchbox/domain/money';
import { formatInstantDateTime } from '@lunchbox/domain/school-dates';
import { TOP_UP_STATUSES, type TopUpDecision, type TopUpStatus } from '@lunchbox/domain/top-ups';
import { useLanguage } from '../../../lib/i18n.ts';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { failureMessage } from '../../../lib/server-errors.ts';
import { ConfirmDialog, useConfirmation } from '../../../ui/confirm-dialog.tsx';
import { LoadStates } from '../../../ui/load-states.tsx';
import { TabTitle } from '../../../ui/tab-title.tsx';
import { TopUpStatusChip } from '../../../ui/top-up-status-chip.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useAdminTopUps, useDecideTopUp, type AdminTopUp } from '../api/admin-top-ups.ts';

/**
 * The Top-ups tab beside Payments (issue 27 section 3): parents' top-ups by status; the administrator
 * confirms one that arrived under its reference ("Mark paid" credits the balance once) or fails it,
 * each after a confirmation, since a decision cannot be reversed.
 */
export function AdminTopUpsTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const [status, setStatus] = useState<TopUpStatus>('pending');
  const topUps = useAdminTopUps(status);
  const list = topUps.answer ?? [];
  const [decide, deciding] = useDecideTopUp();

  const confirmDecision = useConfirmation(async ({ topUp, decision }: { topUp: AdminTopUp; decision: TopUpDecision }) => {
    try {
      await decide({ reference: topUp.reference, status: decision });
      toast({ title: t(`neverMissScreens.adminTopUps.decided.${decision}`), description: t('neverMissScreens.adminTopUps.decidedText', { reference: topUp.reference }) });
    } catch (failure) {
      toast({ title: t('neverMissScreens.adminTopUps.decideFailed'), description: failureMessage(failure, t('admin.tryAgain')), variant: 'destructive' });
    }
  });
  const asked = confirmDecision.subject;
  const amountOf = (topUp: AdminTopUp) => formatCents(toCents(topUp.amount), language);

  return (
    <Box>
      <TabTitle>{t('neverMissScreens.adminTopUps.title')}</TabTitle>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={status}
        onChange={(_event, value: TopUpStatus | null) => value && setStatus(value)}
        aria-label={t('neverMissScreens.adminTopUps.status')}
        sx={{ mb: 2 }}
      >
        {TOP_UP_STATUSES.map((value) => (
          <ToggleButton key={value} value={value}>
            {t(`neverMissScreens.topUpStatus.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LoadStates
        query={topUps}
        isEmpty={list.length === 0}
        texts={{ loading: t('neverMissScreens.adminTopUps.loading'), failure: t('neverMissScreens.adminTopUps.loadFailed'), empty: t(`neverMissScreens.adminTopUps.none.${status}`) }}
        minHeight={160}
      >
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list.map((topUp) => (
            <Paper key={topUp.reference} component="li" variant="outlined" aria-label={t('neverMissScreens.adminTopUps.itemLabel', { reference: topUp.reference })} sx={{ p: 2 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
                <Box>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="h3" component="p">
                      {topUp.reference} · {amountOf(topUp)}
                    </Typography>
                    <TopUpStatusChip status={topUp.status} />
                  </Stack>
                  <Typography color="text.secondary">
                    {topUp.parentName} · {topUp.email}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatInstantDateTime(topUp.createdAt, schoolTimeZone, language)}
                  </Typography>
                </Box>
                {topUp.status === 'pending' ? (
                  <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1} sx={{ flexShrink: 0 }}>
                    <Button variant="contained" color="success" disabled={deciding} onClick={() => confirmDecision.ask({ topUp, decision: 'paid' })}>
                      {t('neverMissScreens.adminTopUps.markPaid')}
                    </Button>
                    <Button variant="outlined" color="error" disabled={deciding} onClick={() => confirmDecision.ask({ topUp, decision: 'failed' })}>
                      {t('neverMissScreens.adminTopUps.markFailed')}
                    </Button>
                  </Stack>
                ) : null}
              </Stack>
            </Paper>
          ))}
        </Stack>
      </LoadStates>
      <ConfirmDialog
        {...confirmDecision.dialog}
        title={asked ? t(`neverMissScreens.adminTopUps.confirmTitle.${asked.decision}`, { reference: asked.topUp.reference }) : ''}
        question={
          asked ? t(`neverMissScreens.adminTopUps.confirmQuestion.${asked.decision}`, { amount: amountOf(asked.topUp), parent: asked.topUp.parentName ?? '' }) : ''
        }
        confirmLabel={asked ? t(`neverMissScreens.adminTopUps.markLabel.${asked.decision}`) : t('admin.confirm')}
        confirmColor={asked?.decision === 'paid' ? 'primary' : 'error'}
        pendingLabel={t('admin.saving')}
        pending={deciding}
      />
    </Box>
  );
}
