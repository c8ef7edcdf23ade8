import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCents, toCents } from '@lunchbox/domain/money';
import { formatInstantDateTime } from '@lunchbox/domain/school-dates';
import { useLanguage } from '../../../lib/i18n.ts';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { LoadStates } from '../../../ui/load-states.tsx';
import { TopUpStatusChip } from '../../../ui/top-up-status-chip.tsx';
import { useMyTopUps } from '../api/balance.ts';

/** "My top-ups", newest first, each with its reference, amount, date and status. */
export function TopUpList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const topUps = useMyTopUps();
  const list = topUps.answer ?? [];
  return (
    <>
      <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t('neverMissScreens.balance.myTopUps')}
      </Typography>
      <LoadStates
        query={topUps}
        isEmpty={list.length === 0}
        texts={{ loading: t('neverMissScreens.balance.topUpsLoading'), failure: t('neverMissScreens.balance.topUpsFailed'), empty: t('neverMissScreens.balance.noTopUps') }}
        minHeight={80}
      >
        <Stack component="ul" aria-label={t('neverMissScreens.balance.myTopUps')} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list.map((topUp) => (
            <Stack
              key={topUp.reference}
              component="li"
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', justifyContent: 'space-between', borderBottom: 1, borderColor: 'divider', pb: 1 }}
            >
              <div>
                <Typography sx={{ fontWeight: 700 }}>
                  {formatCents(toCents(topUp.amount), language)} · {topUp.reference}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatInstantDateTime(topUp.createdAt, schoolTimeZone, language)}
                </Typography>
              </div>
              <TopUpStatusChip status={topUp.status} />
            </Stack>
          ))}
        </Stack>
      </LoadStates>
    </>
  );
}
