import { memo, useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import WarningAmberOutlinedIcon from '@mui/icons-material/WarningAmberOutlined';
import { formatCents, toCents } from '@lunchbox/domain/money';
import type { PaymentStatus } from '@lunchbox/domain/payment-rules';
import { failureMessage } from '../../../lib/server-errors.ts';
import { PaymentBadge } from '../../../ui/payment-badge.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import type { WindowListItemProps } from '../../../ui/window-list.tsx';
import { type AdminOrder, type PaymentMark, useSetOrderPaymentStatus } from '../api/admin-orders.ts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';
import { LunchNotes, LunchOptionChips } from '../../../ui/lunch-details.tsx';
import { samePlace } from './same-list-item.ts';

interface AdminOrderCardProps {
  order: AdminOrder;
  itemProps: WindowListItemProps;
  onMarked: (mark: PaymentMark) => void;
  /** The kitchen sees the children and their lunches, never the parents' contact or payments (docs/roles.md). */
  kitchen: boolean;
}

/**
 * One order of the day (admin-area.md "Orders"), with the administrator's payment marks; `itemProps`
 * place it in its WindowList, and `onMarked` takes the server's answer to a mark. Drawn again only
 * when one of these changes (sameCard): the list draws itself again as it measures its rows and as
 * the page scrolls, and a card is a few dozen MUI parts (issue 34: the day's 600 orders).
 */
export const AdminOrderCard = memo(function AdminOrderCard({ order, itemProps, onMarked, kitchen }: AdminOrderCardProps) {
  const titleId = useId();
  const toast = useToast();
  const [setPaymentStatus] = useSetOrderPaymentStatus();
  const [saving, setSaving] = useState<PaymentStatus | null>(null);
  const failed = !order.isPaid && order.paymentStatus === 'failed';
  const { t } = useTranslation();
  const language = useLanguage();

  const mark = async (status: PaymentStatus) => {
    setSaving(status);
    try {
      onMarked(await setPaymentStatus({ id: order.id, paymentStatus: status }));
    } catch (error) {
      toast({ title: t('admin.orders.paymentError'), description: failureMessage(error, t('admin.orders.paymentFailed')), variant: 'destructive' });
    } finally {
      setSaving(null);
    }
  };

  return (
    <Paper component="li" {...itemProps} variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h3" component="h3">
            {order.childName}
          </Typography>
          {kitchen ? null : <Typography color="text.secondary">{t('admin.orders.parent', { name: order.parentName })}</Typography>}
          {order.childAllergies.length > 0 ? (
            <Typography sx={{ color: 'error.dark', fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <WarningAmberOutlinedIcon fontSize="small" aria-hidden />
              {t('admin.orders.allergies', { allergies: order.childAllergies.join(', ') })}
            </Typography>
          ) : null}
          {order.childMedicalDiet.length > 0 ? (
            <Typography sx={{ color: 'error.dark', fontWeight: 700 }} data-testid="medical-diet">
              {t('admin.dietRequests.medicalDietLabel')}: {order.childMedicalDiet.join(', ')}
            </Typography>
          ) : null}
          {order.allergenCheck.length > 0 ? (
            <Alert severity="error" variant="outlined" sx={{ mt: 1 }} data-testid="allergen-check">
              {t('admin.orders.allergenCheck', { allergens: order.allergenCheck.join(', '), child: order.childName })}
            </Alert>
          ) : null}
          <Typography>
            {order.school} · {t('admin.orders.grade', { grade: order.grade })}
            {order.teacher ? ` · ${t('admin.orders.section', { teacher: order.teacher })}` : ''}
          </Typography>
          <LunchOptionChips options={order.lunchOptions} />
          <LunchNotes label={t('admin.orders.specialInstructions')} notes={order.notes} />
          {kitchen ? null : (
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0.5, md: 2 }} sx={{ mt: 1.5, color: 'text.secondary' }}>
              <ContactLine icon={<EmailOutlinedIcon fontSize="inherit" aria-hidden />} label={t('admin.orders.email')} value={order.email} />
              <ContactLine icon={<PhoneOutlinedIcon fontSize="inherit" aria-hidden />} label={t('admin.orders.phone')} value={order.phone} />
            </Stack>
          )}
        </Box>
        {kitchen ? (
          <Typography variant="body2" sx={{ flexShrink: 0 }}>
            {t('admin.orders.orderNumber', { id: order.id })}
          </Typography>
        ) : (
          <Stack spacing={0.75} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, flexShrink: 0 }}>
            <PaymentBadge isPaid={order.isPaid} paymentStatus={order.paymentStatus} />
            <Typography variant="h3" component="p" color="primary">
              {formatCents(toCents(order.totalAmount), language)}
            </Typography>
            <Typography variant="body2">{t('admin.orders.orderNumber', { id: order.id })}</Typography>
            <Stack direction="row" spacing={1} sx={{ pt: 0.5 }}>
              <Button
                size="small"
                variant="outlined"
                color="success"
                disabled={order.isPaid || saving !== null}
                onClick={() => void mark('paid')}
                aria-label={t('admin.orders.markPaidLabel', { id: order.id })}
              >
                {saving === 'paid' ? t('admin.saving') : t('admin.orders.markPaid')}
              </Button>
              <Button
                size="small"
                variant="outlined"
                color="error"
                disabled={failed || saving !== null}
                onClick={() => void mark('failed')}
                aria-label={t('admin.orders.markFailedLabel', { id: order.id })}
              >
                {saving === 'failed' ? t('admin.saving') : t('admin.orders.markFailed')}
              </Button>
            </Stack>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}, sameCard);

function sameCard(before: AdminOrderCardProps, after: AdminOrderCardProps): boolean {
  return before.order === after.order && before.onMarked === after.onMarked && before.kitchen === after.kitchen && samePlace(before.itemProps, after.itemProps);
}

/** The parent's e-mail or phone with its icon; the label is for screen readers, the icon says it to the eye. */
function ContactLine({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}>
      {icon}
      <span>
        <VisuallyHidden>{label} </VisuallyHidden>
        {value}
      </span>
    </Typography>
  );
}
