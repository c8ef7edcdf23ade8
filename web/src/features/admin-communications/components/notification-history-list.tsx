import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { formatInstantDateTime } from '@lunchbox/domain/school-dates';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { useNotificationHistory, type NotificationRecord } from '../api/admin-communications.ts';
import { useCommunicationLabel, type LabelGroup } from '../utils/communication-labels.ts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';

/** What an administrator sent (Communications, Users tab, Settings); automatic e-mails stay out. */
const ADMIN_KINDS = new Set(['bulk', 'direct', 'test']);

const STATUS_COLORS: Record<string, ChipProps['color']> = { sent: 'success', partial: 'warning', failed: 'error', pending: 'default', logged: 'info' };

type Label = (group: LabelGroup, value: string | null | undefined) => string;

function recipientsText(record: NotificationRecord, t: TFunction, label: Label): string {
  const list = record.method === 'whatsapp' ? record.specificPhones : record.specificEmails;
  if (record.recipients === 'specific' && list && list.length > 0) return t('admin.communications.specific', { list: list.join(', ') });
  if (record.recipients) return label('recipients', record.recipients);
  return record.kind === 'test' ? t('admin.communications.testEmail') : t('admin.communications.oneUser');
}

function countsText(record: NotificationRecord, t: TFunction): string {
  if (record.method === 'whatsapp') return t('admin.communications.loggedFor', { count: record.recipientCount });
  return t('admin.communications.counts', { sent: record.sentCount, failed: record.failedCount });
}

function HistoryEntry({ record }: { record: NotificationRecord }) {
  const titleId = `notification-${record.id}`;
  const { t, i18n } = useTranslation();
  const label = useCommunicationLabel();
  const status = `admin.communications.status.${record.status}`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
        <Chip size="small" variant="outlined" label={label('method', record.method)} />
        {record.notificationType ? <Chip size="small" variant="outlined" label={label('type', record.notificationType)} /> : null}
        <Chip
          size="small"
          color={STATUS_COLORS[record.status] ?? 'default'}
          label={i18n.exists(status) ? t(status) : record.status}
          sx={{ textTransform: 'capitalize' }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Typography variant="body2" color="text.secondary">
          {formatInstantDateTime(record.createdAt, schoolTimeZone, currentLanguage(i18n))}
        </Typography>
      </Stack>
      <Typography id={titleId} sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
        {record.subject ||
          record.title ||
          (record.method === 'whatsapp' ? t('admin.communications.whatsAppNotification') : t('admin.communications.noSubject'))}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
        {record.message.replace(/\s+/g, ' ').trim()}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, wordBreak: 'break-word' }}>
        {t('admin.communications.to', { recipients: recipientsText(record, t, label), counts: countsText(record, t) })}
      </Typography>
      {record.error ? (
        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
          {record.error}
        </Typography>
      ) : null}
    </Paper>
  );
}

/** The notification history (GET /api/email-notifications), newest first, with a refresh for sends still under way. */
export function NotificationHistoryList() {
  const { notifications, loading, refreshing, error, refetch } = useNotificationHistory();
  const shown = notifications.filter((record) => ADMIN_KINDS.has(record.kind));
  const { t } = useTranslation();
  return (
    <Paper component="section" variant="outlined" aria-labelledby="notification-history-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 1 }}>
        <Typography id="notification-history-title" variant="h3" component="h3" sx={{ flexGrow: 1 }}>
          {t('admin.communications.history')}
        </Typography>
        <Button size="small" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={loading || refreshing}>
          {refreshing ? t('admin.communications.refreshing') : t('admin.communications.refresh')}
        </Button>
      </Stack>
      {loading ? (
        <LoadingSpinner label={t('admin.communications.historyLoading')} minHeight={120} />
      ) : error ? (
        <Alert severity="error">{t('admin.communications.historyFailed')}</Alert>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {t('admin.communications.historyNone')}
        </Typography>
      ) : (
        <Box component="ul" aria-label={t('admin.communications.sentList')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {shown.map((record) => (
            <HistoryEntry key={record.id} record={record} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
