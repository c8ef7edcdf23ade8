import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@lunchbox/domain/money';
import { REMOVE_EXPIRED_ITEMS_HINT } from '@lunchbox/domain/deadline-sentences';
import { refusalText, useLanguage } from '../../../lib/i18n.ts';
import { SectionPanel } from '../../../ui/section-panel.tsx';

interface OrderSummaryProps {
  itemCount: number;
  totalCents: number;
  /** Account credit checkout will use (applied automatically). */
  creditCents: number;
  expiredCount: number;
  signedIn: boolean;
  /** The checkout is being placed: the pay button waits. */
  placing: boolean;
  onPay: () => void;
}

/** The pay button of spec section 2: its label and when it is disabled. */
function payButton(signedIn: boolean, itemCount: number, expiredCount: number, coveredByCredit: boolean) {
  if (!signedIn) return { label: 'cart.loginToCheckout', disabled: true };
  if (expiredCount > 0) return { label: 'cart.removeExpiredButton', disabled: true };
  // A cart the credit covers entirely has nothing to pay: it is placed at once (issue 10 section 4).
  return { label: coveredByCredit ? 'cart.payWithCredit' : 'cart.payNow', disabled: itemCount === 0 };
}

/** Order Summary: total items, grand total, the expired-items notice, Continue Shopping and the pay button. */
export function OrderSummary({ itemCount, totalCents, creditCents, expiredCount, signedIn, placing, onPay }: OrderSummaryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const pay = payButton(signedIn, itemCount, expiredCount, creditCents > 0 && creditCents >= totalCents);
  return (
    <SectionPanel title={t('cart.summary')}>
      <Stack spacing={1}>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography>{t('cart.totalItems')}</Typography>
          <Typography data-testid="summary-items">{itemCount}</Typography>
        </Stack>
        <Divider />
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography sx={{ fontWeight: 700 }}>{t('cart.total')}</Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="summary-total">
            {formatCents(totalCents, language)}
          </Typography>
        </Stack>
        {creditCents > 0 ? (
          <>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography color="success.main">{t('cart.credit')}</Typography>
              <Typography color="success.main" data-testid="summary-credit">
                -{formatCents(creditCents, language)}
              </Typography>
            </Stack>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 700 }}>{t('cart.due')}</Typography>
              <Typography sx={{ fontWeight: 700 }} data-testid="summary-due">
                {formatCents(totalCents - creditCents, language)}
              </Typography>
            </Stack>
          </>
        ) : null}
      </Stack>
      {expiredCount > 0 ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          <strong>{t('cart.expiredSummary', { count: expiredCount })}</strong>
          <br />
          {refusalText(REMOVE_EXPIRED_ITEMS_HINT)}
        </Alert>
      ) : null}
      <Stack spacing={1} sx={{ mt: 3 }}>
        <Button
          variant="contained"
          size="large"
          onClick={onPay}
          disabled={pay.disabled || placing}
          startIcon={<LockOutlinedIcon />}
          color={expiredCount > 0 ? 'inherit' : 'primary'}
        >
          {placing ? t('cart.placing') : t(pay.label)}
        </Button>
        <Button href="/my-orders?tab=order" variant="outlined">
          {t('cart.continueShopping')}
        </Button>
      </Stack>
    </SectionPanel>
  );
}
