import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WarningAmberOutlinedIcon from '@mui/icons-material/WarningAmberOutlined';
import { formatLongDate, schoolToday } from '@lunchbox/domain/school-dates';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LoadStates } from '../../../ui/load-states.tsx';
import { PaymentBadge } from '../../../ui/payment-badge.tsx';
import { useAdminOrders, type AdminOrder } from '../api/admin-orders.ts';
import { useLiveOrderChanges, type LiveState } from '../hooks/use-live-order-changes.ts';
import { allergiesFirst } from './label-order.ts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';

/** The stream's state as a chip: its text is the catalogues' `admin.today.live.<state>`. */
const LIVE_COLORS: Record<LiveState, 'success' | 'warning' | 'default' | 'error'> = {
  connecting: 'default',
  live: 'success',
  reconnecting: 'warning',
  stopped: 'error',
};

/** What the board says of a lunch, for a screen reader as for the eye: the child, the dish, the allergies. */
function lunchLabel(order: AdminOrder, t: TFunction): string {
  const allergies = order.childAllergies.length > 0 ? t('admin.today.allergiesSuffix', { allergies: order.childAllergies.join(', ') }) : '';
  const medical = order.childMedicalDiet.length > 0 ? ` (${t('admin.dietRequests.medicalDietLabel')}: ${order.childMedicalDiet.join(', ')})` : '';
  return `${order.childName}: ${order.lunchOptions.join(', ')}${allergies}${medical}`;
}

/** A child's allergies on the board: a warning icon and the words, never the colour alone. */
function AllergyMark({ allergies }: { allergies: readonly string[] }) {
  const { t } = useTranslation();
  if (allergies.length === 0) return null;
  return (
    <Chip
      size="small"
      color="error"
      variant="outlined"
      icon={<WarningAmberOutlinedIcon aria-hidden />}
      label={t('admin.orders.allergies', { allergies: allergies.join(', ') })}
      sx={{ fontWeight: 700 }}
      data-testid="board-allergies"
    />
  );
}

interface Group {
  key: string;
  title: string;
  orders: AdminOrder[];
}

/** The kitchen's order of work: by school, then grade and teacher (the day's orders come sorted by school, grade and child). */
function bySchool(orders: AdminOrder[], t: TFunction): Array<{ school: string; classes: Group[] }> {
  const schools = new Map<string, Map<string, Group>>();
  for (const order of orders) {
    const classes = schools.get(order.school) ?? new Map<string, Group>();
    schools.set(order.school, classes);
    const grade = order.grade === 'KG' ? 'KG' : t('admin.orders.grade', { grade: order.grade });
    const key = `${order.grade}\u0000${order.teacher ?? ''}`;
    const group = classes.get(key) ?? { key, title: order.teacher ? `${grade} · ${order.teacher}` : grade, orders: [] };
    group.orders.push(order);
    classes.set(key, group);
  }
  return [...schools].map(([school, classes]) => ({ school, classes: [...classes.values()] }));
}

function ClassGroup({ group }: { group: Group }) {
  const titleId = useId();
  const { t } = useTranslation();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h4" component="h4" sx={{ mb: 1 }}>
        {group.title} <Chip size="small" label={t('admin.today.count', { count: group.orders.length })} sx={{ ml: 1 }} />
      </Typography>
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {/* A class's children with allergies come first, as in the day's orders (issue 13). */}
        {allergiesFirst(group.orders).map((order) => (
          <Box component="li" key={order.id} aria-label={lunchLabel(order, t)} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700 }}>{order.childName}</Typography>
            <Typography>{order.lunchOptions.join(', ')}</Typography>
            <AllergyMark allergies={order.childAllergies} />
            {order.childMedicalDiet.length > 0 ? (
              <Chip
                size="small"
                color="error"
                label={`${t('admin.dietRequests.medicalDietLabel')}: ${order.childMedicalDiet.join(', ')}`}
                sx={{ fontWeight: 700 }}
                data-testid="board-medical-diet"
              />
            ) : null}
            <PaymentBadge isPaid={order.isPaid} paymentStatus={order.paymentStatus} />
            {order.notes ? (
              <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
                {t('admin.orders.specialInstructions')} {order.notes}
              </Typography>
            ) : null}
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The dashboard's Today tab (issue 14 §3): the kitchen's live board of a day's lunches, today at
 * the schools unless another day is chosen. A lunch ordered, cancelled or marked paid anywhere
 * reloads the day at once, through the board's stream.
 */
export function AdminTodayTab() {
  const [day, setDay] = useState(() => schoolToday(new Date(), schoolTimeZone));
  const query = useAdminOrders(day);
  const { refetch } = query;
  const live = useLiveOrderChanges((change) => {
    if (!change || change.lunchDate === day) void refetch();
  });
  const isToday = day === schoolToday(new Date(), schoolTimeZone);
  const { t } = useTranslation();
  const language = useLanguage();
  const schools = bySchool(query.orders, t);

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box>
          <Typography component="h2" variant="h2">
            {isToday ? t('admin.today.title') : t('admin.today.otherDay')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography color="text.secondary">{formatLongDate(day, language)}</Typography>
            {query.loading ? null : <Chip size="small" color="primary" label={t('admin.today.count', { count: query.orders.length })} />}
            <Box role="status" aria-live="polite">
              <Chip size="small" variant="outlined" color={LIVE_COLORS[live]} label={t(`admin.today.live.${live}`)} />
            </Box>
          </Stack>
        </Box>
        <DateField label={t('admin.today.day')} value={day} onChange={(picked) => picked && setDay(picked)} sx={{ maxWidth: 220 }} />
      </Stack>
      <LoadStates
        query={query}
        isEmpty={query.orders.length === 0}
        texts={{ loading: t('admin.today.loading'), failure: t('admin.orders.fetchFailed'), empty: <EmptyState title={t('admin.today.none')} /> }}
      >
        <Stack spacing={3}>
          {schools.map(({ school, classes }) => (
            <Box component="section" key={school} aria-label={school}>
              <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>
                {school}
              </Typography>
              <Stack spacing={1.5}>
                {classes.map((group) => (
                  <ClassGroup key={group.key} group={group} />
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      </LoadStates>
    </Box>
  );
}
